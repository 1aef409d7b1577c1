import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { SqlStatementCounterLogger } from '../../db/sql-statement-counter';
import { createTestApp } from '../../testing/app';
import { describeEachDb, openTestDatabase } from '../../testing/db';
import { restRequest } from '../../testing/requests';
import { pickupRestBody } from '../pickup/pickup.fixtures';
import { PublicWriteCount } from './abuse.entities';
import { DatabaseHitStore, PublicWriteLimiter, RedisHitStore } from './public-write-limiter';

const NOW = new Date('2026-11-21T15:00:30.000Z');
const IN_10_MIN = new Date('2026-11-21T15:10:00.000Z');

describeEachDb('public write counters in the database', (kind) => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind, { logger: new SqlStatementCounterLogger() });
  });
  afterAll(async () => {
    await dataSource?.destroy();
  });
  beforeEach(async () => {
    await dataSource.getRepository(PublicWriteCount).clear();
  });

  it('adds one hit to each counter and answers the new counts in order', async () => {
    const store = new DatabaseHitStore(dataSource);
    expect(await store.increment([{ bucket: 'a', expiresAt: IN_10_MIN }, { bucket: 'b', expiresAt: IN_10_MIN }], NOW)).toEqual([1, 1]);
    expect(await store.increment([{ bucket: 'b', expiresAt: IN_10_MIN }, { bucket: 'a', expiresAt: IN_10_MIN }], NOW)).toEqual([2, 2]);
    expect(await store.increment([{ bucket: 'a', expiresAt: IN_10_MIN }], NOW)).toEqual([3]);
    const rows = await dataSource.getRepository(PublicWriteCount).find({ order: { bucket: 'ASC' } });
    expect(rows.map((r) => [r.bucket, r.count])).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
    expect(await store.increment([], NOW)).toEqual([]);
  });

  it('gives 30 hits at once on one counter 30 distinct counts (no lost update)', async () => {
    const store = new DatabaseHitStore(dataSource);
    const counts = await Promise.all(Array.from({ length: 30 }, () => store.increment([{ bucket: 'same', expiresAt: IN_10_MIN }], NOW)));
    expect(counts.map(([count]) => count).sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(await dataSource.getRepository(PublicWriteCount).findOneByOrFail({ bucket: 'same' })).toMatchObject({ count: 30 });
  });

  it('deletes the counters whose window ended, at most once a minute per process', async () => {
    const store = new DatabaseHitStore(dataSource);
    await store.increment([{ bucket: 'old', expiresAt: new Date('2026-11-21T15:00:00.000Z') }], new Date('2026-11-21T14:59:00.000Z'));
    // 30 s later: no sweep yet (the first one ran with the first hit).
    await store.increment([{ bucket: 'new', expiresAt: IN_10_MIN }], new Date('2026-11-21T14:59:30.000Z'));
    expect(await dataSource.getRepository(PublicWriteCount).countBy({ bucket: 'old' })).toBe(1);
    await store.increment([{ bucket: 'new', expiresAt: IN_10_MIN }], NOW);
    expect((await dataSource.getRepository(PublicWriteCount).find()).map((r) => r.bucket)).toEqual(['new']);
  });

  it('refuses past the limit of any window with the longest wait, and counts refused hits too', async () => {
    const limiter = new PublicWriteLimiter(new DatabaseHitStore(dataSource), {
      form: [
        { seconds: 600, max: 2 },
        { seconds: 86_400, max: 3 },
      ],
      analytics: [],
    });
    const hit = (email: string) => limiter.hit('pickup', { ip: '203.0.113.9', email }, NOW);
    expect(await hit('a@exemple.ca')).toEqual({ allowed: true, retryAfter: 0 });
    expect(await hit('b@exemple.ca')).toEqual({ allowed: true, retryAfter: 0 });
    // Third from the address: the 10-minute window (ends 15:10:00) refuses.
    expect(await hit('c@exemple.ca')).toEqual({ allowed: false, retryAfter: 570 });
    // Fourth: the day's window (ends at midnight UTC) refuses too; the longest wait wins.
    expect(await hit('d@exemple.ca')).toEqual({ allowed: false, retryAfter: 8 * 3600 + 59 * 60 + 30 });
    // 2 windows × (address + e-mail) counters per hit.
    expect(await dataSource.getRepository(PublicWriteCount).count()).toBe(2 + 2 * 4);
  });

  it('makes a limited anonymous write cost one SQL statement per counter (2 windows × address and e-mail) besides the row', async () => {
    const counted = await createTestApp(dataSource, { now: () => NOW, env: { PUBLIC_WRITE_LIMIT_10MIN: '5', PUBLIC_WRITE_LIMIT_DAY: '20', TRUST_PROXY: '1', SQL_STATEMENT_HEADER: 'true' } });
    try {
      const send = (i: number) =>
        restRequest(counted, 'post', '/api/junk/create', { body: pickupRestBody({ email: `cout${i}@example.com` }), ip: '198.51.100.77' });
      const first = await send(1);
      expect(first.status).toBe(201);
      // The process's first hit also sweeps the ended windows (then at most once a minute).
      // The row: one prepared INSERT on MariaDB; TypeORM's insert() on SQLite (BEGIN, INSERT, the generated id re-read, COMMIT).
      const row = kind === 'sqlite' ? 4 : 1;
      // The acknowledgement, the office e-mail and the inbox item (issue #26; sql-statement-counter.test.ts).
      const notify = 9;
      expect(first.headers['x-sql-statements']).toBe(String(4 + row + 1 + notify));
      const second = await send(2);
      expect(second.status).toBe(201);
      expect(second.headers['x-sql-statements']).toBe(String(4 + row + notify));
    } finally {
      await counted.stop();
    }
  });
});

describe('public write counters in Redis', () => {
  let redis: Redis;
  const prefix = `test-${process.pid}-${Date.now()}`;
  beforeAll(() => {
    redis = new Redis('redis://127.0.0.1:6379');
  });
  afterAll(async () => {
    const keys = await redis.keys(`pwl:${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('counts every counter of a request in one transaction, with the expiry of its window relative to the request time', async () => {
    const store = new RedisHitStore(redis);
    const a = { bucket: `${prefix}-a`, expiresAt: IN_10_MIN };
    const b = { bucket: `${prefix}-b`, expiresAt: new Date(NOW.getTime() + 86_400_000) };
    expect(await store.increment([a, b], NOW)).toEqual([1, 1]);
    expect(await Promise.all(Array.from({ length: 10 }, () => store.increment([a, b], NOW)))).toHaveLength(10);
    expect(await store.increment([a, b], NOW)).toEqual([12, 12]);
    // 570 s left in the 10-minute window, 86,400 s in the other: Redis's own clock does not matter.
    const ttlA = await redis.pttl(`pwl:${a.bucket}`);
    expect(ttlA).toBeGreaterThan(560_000);
    expect(ttlA).toBeLessThanOrEqual(570_000);
    expect(await redis.pttl(`pwl:${b.bucket}`)).toBeGreaterThan(86_300_000);
    expect(await store.increment([], NOW)).toEqual([]);
  });
});
