import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { DataSource, LessThan } from 'typeorm';
import { PublicWriteCount } from './abuse.entities';

/** The anonymous writes that are limited, each counted on its own. */
export type PublicForm = 'pickup' | 'event' | 'snow' | 'client-link' | 'analytics';

export interface WindowLimit {
  /** Window length in seconds (fixed windows aligned on the epoch). */
  seconds: number;
  /** Most hits per key in one window; 0 = no limit. */
  max: number;
}

export interface LimitDecision {
  allowed: boolean;
  /** Seconds until every refusing window ends (0 when allowed). */
  retryAfter: number;
}

/** Counts one hit per key and window; the store is shared by every server process. */
export interface HitStore {
  /** Adds one to the counter and answers its new value. */
  increment(bucket: string, expiresAt: Date, now: Date): Promise<number>;
}

/** Counters in the database (default): one upsert + one read per key and window. */
export class DatabaseHitStore implements HitStore {
  constructor(private readonly dataSource: DataSource) {}

  async increment(bucket: string, expiresAt: Date, now: Date): Promise<number> {
    const repo = this.dataSource.getRepository(PublicWriteCount);
    const table = this.dataSource.getMetadata(PublicWriteCount).tableName;
    const sqlite = this.dataSource.options.type === 'better-sqlite3';
    const sql = sqlite
      ? `INSERT INTO ${table} (bucket, count, expiresAt) VALUES (?, 1, ?) ON CONFLICT(bucket) DO UPDATE SET count = count + 1`
      : `INSERT INTO ${table} (bucket, count, expiresAt) VALUES (?, 1, ?) ON DUPLICATE KEY UPDATE count = count + 1`;
    // The same datetime text TypeORM writes for DATETIME columns on each driver.
    await this.dataSource.query(sql, [bucket, sqlite ? toSqliteDate(expiresAt) : expiresAt]);
    const row = await repo.findOneByOrFail({ bucket });
    // The first hit of a window sweeps the windows that ended (cheap: indexed on expiresAt).
    if (row.count === 1) await repo.delete({ expiresAt: LessThan(now) });
    return row.count;
  }
}

function toSqliteDate(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

/** Counters in Redis (REDIS_URL), through rate-limiter-flexible's Redis store (atomic INCR + expiry). */
export class RedisHitStore implements HitStore {
  private readonly limiters = new Map<number, RateLimiterRedis>();

  constructor(private readonly redis: Redis) {}

  async increment(bucket: string, expiresAt: Date, now: Date): Promise<number> {
    const duration = Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
    let limiter = this.limiters.get(duration);
    if (!limiter) {
      // points is only what rate-limiter-flexible compares against; the decision is ours (consumedPoints).
      // rate-limiter-flexible is loaded only with Redis (REDIS_URL): the database store does not use it.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (memory, start-up time)
      const { RateLimiterRedis: Limiter } = require('rate-limiter-flexible') as typeof import('rate-limiter-flexible');
      limiter = new Limiter({ storeClient: this.redis, keyPrefix: 'pwl', points: Number.MAX_SAFE_INTEGER, duration });
      this.limiters.set(duration, limiter);
    }
    const result = await limiter.consume(bucket, 1);
    return result.consumedPoints;
  }
}

/**
 * Limits anonymous writes per form and per address (client address and e-mail address), over
 * fixed windows (by default 5 per 10 minutes and 20 per day). Every hit counts, refused ones
 * included, so hammering does not reopen the door.
 */
export class PublicWriteLimiter {
  constructor(
    private readonly store: HitStore,
    private readonly limits: Readonly<Record<'form' | 'analytics', readonly WindowLimit[]>>,
  ) {}

  /** Counts a hit of `form` for each address given (null/empty ones skipped) and decides. */
  async hit(form: PublicForm, addresses: { ip?: string | null; email?: string | null }, now: Date): Promise<LimitDecision> {
    const windows = (form === 'analytics' ? this.limits.analytics : this.limits.form).filter((w) => w.max > 0);
    const keys = [
      addresses.ip ? `ip|${addresses.ip}` : null,
      addresses.email ? `email|${addresses.email.trim().toLowerCase()}` : null,
    ].filter((key): key is string => key !== null);
    let retryAfter = 0;
    for (const window of windows) {
      const index = Math.floor(now.getTime() / 1000 / window.seconds);
      const endsAt = new Date((index + 1) * window.seconds * 1000);
      for (const key of keys) {
        const bucket = createHash('sha256').update(`${form}|${key}|${window.seconds}|${index}`).digest('base64url');
        const count = await this.store.increment(bucket, endsAt, now);
        if (count > window.max) retryAfter = Math.max(retryAfter, Math.ceil((endsAt.getTime() - now.getTime()) / 1000));
      }
    }
    return { allowed: retryAfter === 0, retryAfter };
  }
}
