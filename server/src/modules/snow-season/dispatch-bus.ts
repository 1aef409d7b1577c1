import { EventEmitter } from 'node:events';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { createRedisClient } from '../../db/redis';

/** What the dispatch board hears: a visit changed (or a snowfall's visits were generated). */
export interface DispatchEvent {
  snowfallId: number;
  routeId: number | null;
  visitId: number | null;
  status: string | null;
  at: string;
}

/**
 * Live dispatch events. In one process by default; with REDIS_URL through Redis pub/sub, so a
 * driver's request reaching one process reaches the boards connected to every other. Publish is
 * called after the transaction commits (a board never sees a change that was rolled back).
 */
export interface DispatchBus {
  publish(event: DispatchEvent): Promise<void>;
  subscribe(listener: (event: DispatchEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'snow:dispatch';

export class LocalDispatchBus implements DispatchBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(event: DispatchEvent): Promise<void> {
    this.emitter.emit(CHANNEL, event);
  }

  subscribe(listener: (event: DispatchEvent) => void): () => void {
    this.emitter.on(CHANNEL, listener);
    return () => this.emitter.off(CHANNEL, listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

export class RedisDispatchBus implements DispatchBus {
  private readonly local = new LocalDispatchBus();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly ready: Promise<unknown>;

  constructor(url: string, private readonly log: Logger) {
    // ioredis is loaded only when REDIS_URL is set; errors are logged once per outage (db/redis.ts).
    this.publisher = createRedisClient(url, log, 'dispatch board (publish)', { maxRetriesPerRequest: 2 });
    this.subscriber = createRedisClient(url, log, 'dispatch board (subscribe)');
    this.subscriber.on('message', (_channel: string, message: string) => {
      try {
        void this.local.publish(JSON.parse(message) as DispatchEvent);
      } catch (err) {
        this.log.warn({ err }, 'unreadable dispatch event');
      }
    });
    this.ready = this.subscriber.subscribe(CHANNEL);
  }

  async publish(event: DispatchEvent): Promise<void> {
    try {
      await this.publisher.publish(CHANNEL, JSON.stringify(event));
    } catch (err) {
      // The change is committed; the boards catch up on their next refresh.
      this.log.warn({ err }, 'dispatch event not published');
    }
  }

  subscribe(listener: (event: DispatchEvent) => void): () => void {
    return this.local.subscribe(listener);
  }

  /** Resolves once this process listens to the channel (tests). */
  whenReady(): Promise<unknown> {
    return this.ready;
  }

  async close(): Promise<void> {
    await this.local.close();
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}

export function createDispatchBus(redisUrl: string | null, log: Logger): DispatchBus {
  return redisUrl ? new RedisDispatchBus(redisUrl, log) : new LocalDispatchBus();
}
