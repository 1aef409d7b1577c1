import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { DataSource } from 'typeorm';
import { App, createApp } from '../app';
import { pickupRestBody } from '../modules/pickup/pickup.fixtures';
import { PickupRequest } from '../modules/pickup/pickup-request.entity';
import { TEST_NOW, testConfig } from '../testing/app';
import { clearTables, openTestDatabase } from '../testing/db';
import { restRequest } from '../testing/requests';

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A Redis of this test's own (never the machine's on 6379), without persistence. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => String(chunk).includes('Ready to accept connections') && resolve());
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code})`)));
  });
  return child;
}

/**
 * issue #32: with Redis stopped, each process printed `[ioredis] Unhandled error event` (27 times in
 * 20 s). Every client now has a listener, logs once per outage through the logger, and the
 * per-address limits fail open (documented), then count again once Redis is back.
 */
describe('Redis stopped and restarted under the app', () => {
  let dataSource: DataSource;
  let app: App;
  let redis: ChildProcess | null = null;
  let port: number;
  const logLines: Array<Record<string, unknown>> = [];
  let consoleErrors: jest.SpyInstance;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    dataSource = await openTestDatabase('sqlite');
    await clearTables(dataSource);
    const sink = new Writable({ write: (chunk: Buffer, _enc, done) => (logLines.push(JSON.parse(String(chunk)) as Record<string, unknown>), done()) });
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, PUBLIC_WRITE_LIMIT_10MIN: '3', PUBLIC_WRITE_LIMIT_DAY: '100' };
    app = await createApp(testConfig(env), { dataSource, log: pino({ level: 'info' }, sink), now: () => TEST_NOW });
    consoleErrors = jest.spyOn(console, 'error');
    // The clients connect on their own (no offline queue for the limits): let them.
    await new Promise((resolve) => setTimeout(resolve, 500));
  });
  afterAll(async () => {
    consoleErrors?.mockRestore();
    await app?.stop();
    redis?.kill('SIGKILL');
    await dataSource?.destroy();
  });

  const pickup = (i: number, ip: string) => restRequest(app, 'post', '/api/junk/create', { body: pickupRestBody({ email: `personne${i}@example.com` }), ip });
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('limits with Redis up, fail open with one warning per client while it is down, and count again once it is back', async () => {
    const up = [];
    for (let i = 0; i < 4; i++) up.push((await pickup(i, '203.0.113.1')).status);
    expect(up).toEqual([201, 201, 201, 429]);

    redis!.kill('SIGKILL');
    await once(redis!, 'exit');
    redis = null;
    const started = Date.now();
    const down: number[] = [];
    // At least 3 s of outage and 6 requests, all along (ioredis reconnects every few hundred ms). A count, not
    // only a duration: on a loaded machine 3 s held 5 requests.
    while (Date.now() - started < 3000 || down.length < 6) {
      const t = Date.now();
      down.push((await pickup(down.length + 10, '203.0.113.2')).status);
      expect(Date.now() - t).toBeLessThan(2000);
      await wait(150);
    }
    expect(new Set(down)).toEqual(new Set([201]));
    expect(await dataSource.getRepository(PickupRequest).count()).toBe(3 + down.length);

    const unreachable = logLines.filter((l) => l.msg === 'redis unreachable (reconnecting)');
    // One line per client (limits; the dispatch board's and the office inbox's publish and subscribe), not one per retry.
    expect(unreachable.map((l) => l.purpose).sort()).toEqual([
      'dispatch board (publish)',
      'dispatch board (subscribe)',
      'office inbox (publish)',
      'office inbox (subscribe)',
      'public-write limits',
    ]);
    // The inbox's clients used to log every failed reconnection under their own message.
    expect(logLines.filter((l) => l.msg === 'redis (office inbox)')).toEqual([]);
    expect(logLines.filter((l) => l.msg === 'public-write limits off while Redis is unreachable (failing open)')).toHaveLength(1);
    expect(consoleErrors.mock.calls.filter((args) => String(args[0]).includes('[ioredis]'))).toEqual([]);

    redis = await startRedis(port);
    const back = Date.now();
    while (!logLines.some((l) => l.msg === 'redis reachable again' && l.purpose === 'public-write limits') && Date.now() - back < 10_000) await wait(100);
    const again = [];
    for (let i = 0; i < 4; i++) again.push((await pickup(100 + i, '203.0.113.3')).status);
    expect(again).toEqual([201, 201, 201, 429]);
    expect(logLines.filter((l) => l.msg === 'public-write limits counted again (Redis reachable)')).toHaveLength(1);
  });
});
