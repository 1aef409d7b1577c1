import { canonicalMailbox } from '../../kernel/mailbox';
import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
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

/** One counter to add a hit to: its bucket and when its window ends. */
export interface HitBucket {
  bucket: string;
  expiresAt: Date;
}

/** Counts hits per key and window; the store is shared by every server process. */
export interface HitStore {
  /** Adds one to each counter and answers their new values, in the same order. */
  increment(buckets: readonly HitBucket[], now: Date): Promise<number[]>;
}

/** How often one process deletes the counters whose window ended (they are never read again). */
const SWEEP_EVERY_MS = 60_000;

/**
 * Counters in the database (default): one statement per counter, which adds the hit and answers
 * the new count (MySQL/MariaDB: `LAST_INSERT_ID(count + 1)` read from the statement's own OK
 * packet; SQLite: `RETURNING`), and at most once a minute per process a sweep of ended windows.
 */
export class DatabaseHitStore implements HitStore {
  private lastSweep = 0;

  constructor(private readonly dataSource: DataSource) {}

  async increment(buckets: readonly HitBucket[], now: Date): Promise<number[]> {
    if (buckets.length === 0) return [];
    const table = this.dataSource.getMetadata(PublicWriteCount).tableName;
    const sqlite = this.dataSource.options.type === 'better-sqlite3';
    const counts: number[] = [];
    for (const { bucket, expiresAt } of buckets) {
      if (sqlite) {
        // The same datetime text TypeORM writes for DATETIME columns on SQLite.
        const rows = (await this.dataSource.query(
          `INSERT INTO ${table} (bucket, count, expiresAt) VALUES (?, 1, ?) ON CONFLICT(bucket) DO UPDATE SET count = count + 1 RETURNING count`,
          [bucket, toSqliteDate(expiresAt)],
        )) as { count: number }[];
        counts.push(Number(rows[0]?.count));
      } else {
        // A new row answers affectedRows 1 (count 1); an update answers 2 and the new count as insertId.
        const result = (await this.dataSource.query(
          `INSERT INTO ${table} (bucket, count, expiresAt) VALUES (?, 1, ?) ON DUPLICATE KEY UPDATE count = LAST_INSERT_ID(count + 1)`,
          [bucket, expiresAt],
        )) as { affectedRows: number; insertId: number | string };
        counts.push(result.affectedRows === 1 ? 1 : Number(result.insertId));
      }
    }
    if (now.getTime() - this.lastSweep >= SWEEP_EVERY_MS || now.getTime() < this.lastSweep) {
      this.lastSweep = now.getTime();
      await this.dataSource.getRepository(PublicWriteCount).delete({ expiresAt: LessThan(now) });
    }
    return counts;
  }
}

function toSqliteDate(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

/**
 * Counters in Redis (REDIS_URL): every counter of one request in one MULTI (INCR and PEXPIRE each),
 * so a request costs one round trip whatever the number of windows and addresses. The expiry is
 * relative (the window's end minus the request's time), as the request's clock may not be Redis's.
 */
export class RedisHitStore implements HitStore {
  constructor(private readonly redis: Redis) {}

  async increment(buckets: readonly HitBucket[], now: Date): Promise<number[]> {
    if (buckets.length === 0) return [];
    const multi = this.redis.multi();
    for (const { bucket, expiresAt } of buckets) {
      multi.incr(`pwl:${bucket}`).pexpire(`pwl:${bucket}`, Math.max(1000, expiresAt.getTime() - now.getTime()));
    }
    const replies = await multi.exec();
    if (!replies) throw new Error('Redis: the counters\' transaction was discarded');
    return buckets.map((_, i) => {
      const [error, value] = replies[i * 2] ?? [new Error('Redis: a counter has no reply'), null];
      if (error) throw error;
      return Number(value);
    });
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
      addresses.email ? `email|${canonicalMailbox(addresses.email) ?? addresses.email.trim().toLowerCase()}` : null,
    ].filter((key): key is string => key !== null);
    const buckets = windows.flatMap((window) => {
      const index = Math.floor(now.getTime() / 1000 / window.seconds);
      const expiresAt = new Date((index + 1) * window.seconds * 1000);
      return keys.map((key) => ({ window, bucket: createHash('sha256').update(`${form}|${key}|${window.seconds}|${index}`).digest('base64url'), expiresAt }));
    });
    const counts = await this.store.increment(buckets, now);
    let retryAfter = 0;
    buckets.forEach(({ window, expiresAt }, i) => {
      if ((counts[i] ?? 0) > window.max) retryAfter = Math.max(retryAfter, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
    });
    return { allowed: retryAfter === 0, retryAfter };
  }
}
