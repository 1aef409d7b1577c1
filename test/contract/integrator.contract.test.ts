import { readFileSync } from 'node:fs';
import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { App } from '../../server/src/app';
import { PickupRequest } from '../../server/src/modules/pickup/pickup-request.entity';
import { pickupInput, pickupRestBody } from '../../server/src/modules/pickup/pickup.fixtures';
import { insertUser } from '../../server/src/modules/users/users.fixtures';
import { WebhookAttempt, WebhookDelivery, WebhookDeliveryStatus } from '../../server/src/modules/webhooks/webhook.entities';
import { WebhookWorker } from '../../server/src/modules/webhooks/webhook.worker';
import { Role } from '../../server/src/shared/roles';
import { createTestApp, TEST_NOW } from '../../server/src/testing/app';
import { describeEachDb, openTestDatabase } from '../../server/src/testing/db';
import { graphqlRequest } from '../../server/src/testing/requests';
import { validToken } from '../../server/src/testing/tokens';

/**
 * docs/API.md's verification snippet, taken from the guide itself and run as written: only
 * `Date.now()` is made to read the test's clock (deliveries are signed at the worker's clock).
 */
function guideVerifier(now: () => number): (secret: string, rawBody: string, signatureHeader: string) => boolean {
  const guide = readFileSync(join(__dirname, '../../docs/API.md'), 'utf8');
  const snippet = /```js\n([\s\S]*?function verifyWebhook[\s\S]*?)```/.exec(guide)?.[1];
  if (!snippet) throw new Error('docs/API.md has no ```js block with verifyWebhook');
  const build = new Function('require', 'Date', `${snippet}\nreturn verifyWebhook;`) as (
    req: NodeJS.Require,
    date: { now: () => number },
  ) => (secret: string, rawBody: string, signatureHeader: string) => boolean;
  return build(require, { now });
}

interface Received {
  body: string;
  signature: string;
  id: string;
}

/** A local receiver on 127.0.0.1 that records what it gets and can go away and come back on the same port. */
class Receiver {
  received: Received[] = [];
  private server: Server | null = null;
  port = 0;

  async start(port = 0): Promise<void> {
    this.server = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['x-signature']), id: String(req.headers['x-webhook-id']) });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describeEachDb('integrator journey', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let secret: string;
  const receiver = new Receiver();
  let clock = new Date(TEST_NOW);
  let worker: WebhookWorker;

  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource);
    worker = new WebhookWorker({ dataSource, log: pino({ level: 'silent' }), allowPrivate: true, now: () => new Date(clock) });
    await receiver.start();
    const admin = await insertUser(dataSource, { role: Role.ADMIN });
    const res = await graphqlRequest(app, {
      query: 'mutation { createApiToken(input: { name: "Intégrateur", role: ADMIN }) { secret } }',
      token: await validToken(admin),
    });
    expect(res.body.errors).toBeUndefined();
    secret = res.body.data.createApiToken.secret;
  });
  afterAll(async () => {
    await receiver.stop();
    await app?.stop();
    await dataSource?.destroy();
  });

  it('pages through 250 pickup requests in pages of 100 with cursors: none twice, none missing', async () => {
    const base = Date.parse('2026-11-01T12:00:00.000Z');
    // Groups of five share a time, so the order relies on the id as tie-breaker.
    const rows = Array.from({ length: 250 }, (_, i) => ({ ...pickupInput({ fullName: `Client ${i}` }), createdAt: new Date(base + Math.floor(i / 5) * 1000) }));
    await dataSource.getRepository(PickupRequest).insert(rows);
    const expected = (await dataSource.getRepository(PickupRequest).find({ select: { id: true } })).map((r) => String(r.id)).sort();
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const res = await graphqlRequest(app, {
        query: 'query($after: String) { pickupRequestsConnection(first: 100, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id } } } }',
        variables: { after },
        token: secret,
      });
      expect(res.body.errors).toBeUndefined();
      const conn = res.body.data.pickupRequestsConnection;
      expect(conn.totalCount).toBe(250);
      pages += 1;
      seen.push(...conn.edges.map((e: { node: { id: string } }) => e.node.id));
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
    }
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(250);
    expect([...seen].sort()).toEqual(expected);
  });

  it('receives a signed pickup.created webhook, and a failed delivery is retried until the receiver comes back', async () => {
    const created = await graphqlRequest(app, {
      query: 'mutation($url: String!) { createWebhookEndpoint(input: { url: $url, events: [PICKUP_CREATED] }) { secret endpoint { id } } }',
      variables: { url: `http://127.0.0.1:${receiver.port}/hooks` },
      token: secret,
    });
    expect(created.body.errors).toBeUndefined();
    const signingSecret: string = created.body.data.createWebhookEndpoint.secret;

    // Submitted as the site's /ramassage form does (its own GraphQL document, no token).
    const siteMutation = readFileSync(join(__dirname, '../../client/src/public/pickup/pickup.graphql'), 'utf8');
    const submitted = await graphqlRequest(app, { query: siteMutation, variables: { input: pickupInput() } });
    expect(submitted.body.errors).toBeUndefined();
    expect(await worker.runOnce()).toMatchObject({ delivered: 1 });
    expect(receiver.received).toHaveLength(1);
    const [first] = receiver.received;
    const verifyWebhook = guideVerifier(() => clock.getTime());
    expect(verifyWebhook(signingSecret, first!.body, first!.signature)).toBe(true);
    expect(verifyWebhook('whsec_autre', first!.body, first!.signature)).toBe(false);
    expect(verifyWebhook(signingSecret, first!.body.replace('Lapointe', 'Lapointf'), first!.signature)).toBe(false);
    // Replayed ten minutes later: outside the guide's 5-minute tolerance.
    expect(guideVerifier(() => clock.getTime() + 600_000)(signingSecret, first!.body, first!.signature)).toBe(false);
    const event = JSON.parse(first!.body);
    expect(event).toMatchObject({ id: first!.id, type: 'pickup.created', createdAt: TEST_NOW.toISOString(), data: { fullName: 'Marie-Ève Lapointe' } });

    // The receiver goes away: attempts fail and are retried with back-off.
    const port = receiver.port;
    await receiver.stop();
    await request(app.handler).post('/api/junk/create').set('Content-Type', 'application/json').send(pickupRestBody());
    expect(await worker.runOnce()).toMatchObject({ retried: 1 });
    expect(await worker.runOnce()).toMatchObject({ claimed: 0 }); // not due yet
    clock = new Date(clock.getTime() + 30_000);
    expect(await worker.runOnce()).toMatchObject({ retried: 1 });
    clock = new Date(clock.getTime() + 60_000);
    await receiver.start(port);
    expect(await worker.runOnce()).toMatchObject({ delivered: 1 });
    expect(receiver.received).toHaveLength(2);
    expect(verifyWebhook(signingSecret, receiver.received[1]!.body, receiver.received[1]!.signature)).toBe(true);

    const delivery = await dataSource.getRepository(WebhookDelivery).findOneOrFail({ where: { eventId: receiver.received[1]!.id } });
    expect(delivery).toMatchObject({ status: WebhookDeliveryStatus.DELIVERED, attempts: 3 });
    const attempts = await dataSource.getRepository(WebhookAttempt).find({ where: { deliveryId: delivery.id }, order: { id: 'ASC' } });
    expect(attempts.map((a) => a.statusCode)).toEqual([null, null, 204]);
    expect(attempts[0]!.error).toBeTruthy();

    // Visible (and re-sendable) through GraphQL.
    const listed = await graphqlRequest(app, {
      query: '{ webhookDeliveries(first: 10, order: NEWEST_FIRST) { totalCount edges { node { id status attempts { statusCode latencyMs } } } } }',
      token: secret,
    });
    expect(listed.body.errors).toBeUndefined();
    expect(listed.body.data.webhookDeliveries.totalCount).toBe(2);
    expect(listed.body.data.webhookDeliveries.edges[0].node.attempts).toHaveLength(3);
    const resent = await graphqlRequest(app, { query: `mutation { resendWebhookDelivery(id: "${delivery.id}") { status } }`, token: secret });
    expect(resent.body.data.resendWebhookDelivery.status).toBe('PENDING');
    expect(await worker.runOnce()).toMatchObject({ delivered: 1 });
    expect(receiver.received[2]!.id).toBe(receiver.received[1]!.id);
  });
});
