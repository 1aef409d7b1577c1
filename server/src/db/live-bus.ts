import { EventEmitter } from 'node:events';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { createRedisClient } from './redis';

/**
 * Live messages for the subscriptions (the dispatch board, the office inbox's badges). In one
 * process by default; with REDIS_URL through Redis pub/sub on `channel`, so a request reaching one
 * process reaches the screens connected to every other. Features publish after the commit
 * (afterCommit): a screen never re-reads before the change is there, nor sees one rolled back.
 */
export interface LiveBus<T> {
  /** Never rejects: the change is committed, a lost message only delays the screens until the next one or a refresh. */
  publish(message: T): Promise<void>;
  subscribe(listener: (message: T) => void): () => void;
  /**
   * The messages `keep` accepts as an async iterable (a subscription resolver's answer), ended when
   * the client unsubscribes. At most `buffer` wait for a slow client; newer ones are dropped.
   */
  listen(options: { buffer: number; keep?: (message: T) => boolean }): AsyncIterable<T>;
  /** Resolves once this process hears the channel (at once without Redis; tests). */
  whenReady(): Promise<unknown>;
  close(): Promise<void>;
}

class LocalLiveBus<T> implements LiveBus<T> {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  constructor(private readonly channel: string) {}

  async publish(message: T): Promise<void> {
    this.emit(message);
  }

  /** Hands `message` to this process's listeners. */
  protected emit(message: T): void {
    this.emitter.emit(this.channel, message);
  }

  subscribe(listener: (message: T) => void): () => void {
    this.emitter.on(this.channel, listener);
    return () => this.emitter.off(this.channel, listener);
  }

  listen({ buffer: limit, keep = () => true }: { buffer: number; keep?: (message: T) => boolean }): AsyncIterable<T> {
    return {
      [Symbol.asyncIterator]: () => {
        const buffer: T[] = [];
        let wake: ((result: IteratorResult<T>) => void) | null = null;
        let closed = false;
        const unsubscribe = this.subscribe((message) => {
          if (!keep(message)) return;
          if (wake) {
            const resolve = wake;
            wake = null;
            resolve({ value: message, done: false });
          } else if (buffer.length < limit) buffer.push(message);
        });
        const finish = (): Promise<IteratorResult<T>> => {
          closed = true;
          unsubscribe();
          wake?.({ value: undefined, done: true });
          return Promise.resolve({ value: undefined, done: true });
        };
        return {
          next: () => {
            if (buffer.length) return Promise.resolve({ value: buffer.shift()!, done: false });
            if (closed) return Promise.resolve({ value: undefined, done: true });
            return new Promise((resolve) => (wake = resolve));
          },
          return: finish,
          throw: finish,
        };
      },
    };
  }

  whenReady(): Promise<unknown> {
    return Promise.resolve();
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

class RedisLiveBus<T> extends LocalLiveBus<T> {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly ready: Promise<unknown>;

  constructor(
    private readonly redisChannel: string,
    purpose: string,
    url: string,
    private readonly log: Logger,
  ) {
    super(redisChannel);
    // Errors are logged once per outage (db/redis.ts).
    this.publisher = createRedisClient(url, log, `${purpose} (publish)`, { maxRetriesPerRequest: 2 });
    this.subscriber = createRedisClient(url, log, `${purpose} (subscribe)`);
    this.subscriber.on('message', (_channel: string, message: string) => {
      let parsed: T;
      try {
        parsed = JSON.parse(message) as T;
      } catch (err) {
        this.log.warn({ err, channel: redisChannel }, 'unreadable live message');
        return;
      }
      this.emit(parsed);
    });
    this.ready = this.subscriber.subscribe(redisChannel);
  }

  override async publish(message: T): Promise<void> {
    try {
      await this.publisher.publish(this.redisChannel, JSON.stringify(message));
    } catch (err) {
      this.log.warn({ err, channel: this.redisChannel }, 'live message not published');
    }
  }

  override whenReady(): Promise<unknown> {
    return this.ready;
  }

  override async close(): Promise<void> {
    await super.close();
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}

/** A bus on `channel`, through Redis when `redisUrl` is set; `purpose` names its clients in the logs. */
export function createLiveBus<T>(channel: string, purpose: string, redisUrl: string | null, log: Logger): LiveBus<T> {
  return redisUrl ? new RedisLiveBus<T>(channel, purpose, redisUrl, log) : new LocalLiveBus<T>(channel);
}
