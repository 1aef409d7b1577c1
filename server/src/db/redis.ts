import type Redis from 'ioredis';
import type { RedisOptions } from 'ioredis';
import type { Logger } from 'pino';

/**
 * A Redis client for `purpose` (the dispatch board, the public-write limits) with the error
 * listener every ioredis client needs: without one, each failed reconnection printed
 * `[ioredis] Unhandled error event` (27 times in 20 s of outage, issue #32). Logged through the
 * logger once per outage (warn), and once when it is reachable again (info). ioredis keeps
 * reconnecting by itself. Loaded only when REDIS_URL is set.
 */
export function createRedisClient(url: string, log: Logger, purpose: string, options: RedisOptions = {}): Redis {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (memory, start-up time)
  const IORedis = (require('ioredis') as { default: typeof Redis }).default;
  const client = new IORedis(url, { lazyConnect: false, ...options });
  watchRedis(client, log, purpose);
  return client;
}

/** Adds the error listener and the once-per-outage log lines to a client. */
export function watchRedis(client: Redis, log: Logger, purpose: string): void {
  let down = false;
  client.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ purpose, err: { message: err.message, code: (err as { code?: string }).code } }, 'redis unreachable (reconnecting)');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ purpose }, 'redis reachable again');
  });
}
