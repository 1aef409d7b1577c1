import http, { Server } from 'node:http';
import { DataSource } from 'typeorm';
import { App } from '../../server/src/app';
import { PickupRequest } from '../../server/src/modules/pickup/pickup-request.entity';
import { pickupRestBody } from '../../server/src/modules/pickup/pickup.fixtures';
import { createTestApp } from '../../server/src/testing/app';
import { listen, ListeningApp } from '../../server/src/testing/listen';
import { openTestDatabase } from '../../server/src/testing/db';
import { testEnv } from '../../server/src/testing/test-env';

/**
 * Load (issue 9): 5,000 POST /api/junk/create over 50 concurrent keep-alive connections to the
 * real HTTP server (app.listen on 127.0.0.1) on MariaDB, the production database, with the
 * default configuration (no limit applies to anonymous public forms; API_RATE_LIMIT_PER_MINUTE
 * counts integrator tokens only). Every request answers 201 and is stored exactly once.
 */

const TOTAL = 5_000;
const CONCURRENCY = 50;

const describeMysql = testEnv.mysqlStatus === 'yes' || testEnv.ci ? describe : describe.skip;

describeMysql('load: 5,000 pickup requests at 50 concurrent connections [mysql]', () => {
  let dataSource: DataSource;
  let app: App;
  let listening: ListeningApp;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    if (testEnv.mysqlStatus !== 'yes') throw new Error(`MariaDB requise sous CI=true : ${testEnv.mysqlStatus}`);
    dataSource = await openTestDatabase('mysql');
    app = await createTestApp(dataSource);
    listening = await listen(app);
    server = listening.server;
    base = listening.url;
  });
  afterAll(async () => {
    await listening?.close();
    await app?.stop();
    await dataSource?.destroy();
  });

  it('answers 201 to each and stores each exactly once', async () => {
    const statuses = new Map<number, number>();
    const ids: number[] = [];
    const sockets = new Set<string>();
    let next = 0;
    server.on('connection', (socket) => sockets.add(`${socket.remotePort}`));

    // 50 clients, each sending its share one request after another over its keep-alive connection
    // (node:http rather than fetch: the load generator shares the CPU with the server).
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const postOne = (body: string) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = http.request(`${base}/api/junk/create`, { method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        });
        req.on('error', reject);
        req.end(body);
      });
    const client = async () => {
      for (let i = next++; i < TOTAL; i = next++) {
        const res = await postOne(JSON.stringify(pickupRestBody({ email: `charge-${i}@example.ca`, fullName: `Client ${i}` })));
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const body = JSON.parse(res.text) as { id?: number };
        if (res.status === 201 && typeof body.id === 'number') ids.push(body.id);
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, client));
    const seconds = (Date.now() - started) / 1000;
    agent.destroy();

    expect(Object.fromEntries(statuses)).toEqual({ 201: TOTAL });
    expect(new Set(ids).size).toBe(TOTAL);
    expect(sockets.size).toBe(CONCURRENCY); // 50 concurrent connections, each reused (keep-alive)

    const repo = dataSource.getRepository(PickupRequest);
    expect(await repo.count()).toBe(TOTAL);
    const rows = await repo.find({ select: { id: true, email: true } });
    expect(new Set(rows.map((row) => row.email)).size).toBe(TOTAL);
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    console.log(`charge : ${TOTAL} demandes en ${seconds.toFixed(1)} s (${(TOTAL / seconds).toFixed(0)} req/s, ${sockets.size} connexions)`);
  }, 180_000);
});
