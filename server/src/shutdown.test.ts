import { createServer } from 'node:http';
import { AddressInfo, connect } from 'node:net';
import pino from 'pino';
import { createTestApp } from './testing/app';
import { openTestDatabase } from './testing/db';
import { createShutdown } from './shutdown';

describe('graceful shutdown', () => {
  it('lets a slow request finish, refuses new connections, drains workers and closes the database', async () => {
    const dataSource = await openTestDatabase('sqlite');
    const app = await createTestApp(dataSource);
    // A slow request in flight when SIGTERM arrives (an outer route; the shutdown handles any request).
    const server = createServer((req, res) => {
      if (req.url !== '/lent') return app.handler(req, res);
      setTimeout(() => res.setHeader('Content-Type', 'application/json').end(JSON.stringify({ fini: true })), 700);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const order: string[] = [];
    const worker = { stop: async () => void order.push('worker stopped') };
    const shutdown = createShutdown({ server, app, dataSource, log: pino({ level: 'silent' }), workers: [worker], graceMs: 5000 });

    const slow = fetch(`${base}/lent`).then(async (res) => {
      order.push('slow answered');
      return { status: res.status, body: await res.json() };
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const ready = await fetch(`${base}/readyz`, { headers: { connection: 'close' } });
    expect(ready.status).toBe(200);

    const done = shutdown('SIGTERM');
    // The listener is closed at once: a new TCP connection is refused (fetch could reuse a pooled one).
    const port = (server.address() as AddressInfo | null)?.port ?? Number(new URL(base).port);
    const refused = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.on('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');

    expect(await slow).toEqual({ status: 200, body: { fini: true } });
    expect(await done).toBe(0);
    expect(order).toEqual(['slow answered', 'worker stopped']);
    expect(dataSource.isInitialized).toBe(false);
    expect(shutdown('SIGINT')).toBe(done);
  });

  it('cuts requests still running after the grace period and exits 1', async () => {
    const dataSource = await openTestDatabase('sqlite');
    const app = await createTestApp(dataSource);
    const server = createServer(() => undefined); // never answers
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const hanging = fetch(`${base}/bloque`).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const code = await createShutdown({ server, app, dataSource, log: pino({ level: 'silent' }), graceMs: 200 })('SIGTERM');
    expect(code).toBe(1);
    expect((await hanging as { name?: string }).name).toBe('TypeError'); // fetch failed: the connection was cut
    expect(dataSource.isInitialized).toBe(false);
  });
});
