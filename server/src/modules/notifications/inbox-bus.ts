import { EventEmitter } from 'node:events';
import type Redis from 'ioredis';
import type { Logger } from 'pino';

/** What every open back-office hears: the inbox of a section changed (an item came, was assigned or handled). */
export interface InboxSignal {
  section: string;
  at: string;
}

/**
 * Live inbox signals. In one process by default; with REDIS_URL through Redis pub/sub (channel
 * `office:inbox`), so a request reaching one process updates the sidebars connected to every
 * other. Published after the commit (afterCommit): a tab never re-reads before the change is there.
 */
export interface InboxBus {
  publish(signal: InboxSignal): void;
  subscribe(listener: (signal: InboxSignal) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'office:inbox';

export class LocalInboxBus implements InboxBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(signal: InboxSignal): void {
    this.emitter.emit(CHANNEL, signal);
  }

  subscribe(listener: (signal: InboxSignal) => void): () => void {
    this.emitter.on(CHANNEL, listener);
    return () => this.emitter.off(CHANNEL, listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

export class RedisInboxBus implements InboxBus {
  private readonly local = new LocalInboxBus();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  readonly ready: Promise<unknown>;

  constructor(url: string, private readonly log: Logger) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- ioredis is loaded only when REDIS_URL is set
    const IORedis = (require('ioredis') as { default: typeof Redis }).default;
    this.publisher = new IORedis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    this.subscriber = new IORedis(url, { lazyConnect: false });
    for (const client of [this.publisher, this.subscriber]) client.on('error', (err) => this.log.warn({ err }, 'redis (office inbox)'));
    this.subscriber.on('message', (_channel: string, message: string) => {
      try {
        this.local.publish(JSON.parse(message) as InboxSignal);
      } catch (err) {
        this.log.warn({ err }, 'unreadable inbox signal');
      }
    });
    this.ready = this.subscriber.subscribe(CHANNEL);
  }

  publish(signal: InboxSignal): void {
    // The change is committed; a lost signal only delays the badges until the next one or a reload.
    this.publisher.publish(CHANNEL, JSON.stringify(signal)).catch((err: unknown) => this.log.warn({ err }, 'inbox signal not published'));
  }

  subscribe(listener: (signal: InboxSignal) => void): () => void {
    return this.local.subscribe(listener);
  }

  async close(): Promise<void> {
    await this.local.close();
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}

export function createInboxBus(redisUrl: string | null, log: Logger): InboxBus {
  return redisUrl ? new RedisInboxBus(redisUrl, log) : new LocalInboxBus();
}
