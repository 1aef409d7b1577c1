import { DataSource } from 'typeorm';
import { App } from '../../server/src/app';
import { openDatabase } from '../../server/src/database';
import { PickupRequest } from '../../server/src/modules/pickup/pickup-request.entity';
import { pickupInput, pickupRestBody } from '../../server/src/modules/pickup/pickup.fixtures';
import { insertUser } from '../../server/src/modules/users/users.fixtures';
import { ERROR_MESSAGES } from '../../server/src/shared/messages.fr';
import { Role } from '../../server/src/shared/roles';
import { createTestApp } from '../../server/src/testing/app';
import { listen, ListeningApp } from '../../server/src/testing/listen';
import { openTestDatabase, workerMysqlUrl } from '../../server/src/testing/db';
import { TcpProxy } from '../../server/src/testing/tcp-proxy';
import { testEnv } from '../../server/src/testing/test-env';
import { validToken } from '../../server/src/testing/tokens';

/**
 * Database failure (issue 9): the app reaches MariaDB through a local TCP proxy that the test cuts
 * (listening stops, open connections are reset) while requests run, then restores. The real
 * MariaDB is never stopped (other people use it). While cut: 503 with the French "service
 * unavailable" message, /readyz not ready, the process keeps serving; once restored, requests
 * succeed again on the same app, without a restart.
 */

const UNAVAILABLE = { error: ERROR_MESSAGES.SERVICE_UNAVAILABLE, code: 'SERVICE_UNAVAILABLE' };
const CREATE_PICKUP = 'mutation($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) { id } }';

const describeMysql = testEnv.mysqlStatus === 'yes' ? describe : testEnv.ci ? describe : describe.skip;

describeMysql('database failure through a cut TCP proxy [mysql]', () => {
  let direct: DataSource;
  let proxied: DataSource;
  let proxy: TcpProxy;
  let app: App;
  let listening: ListeningApp;
  let base: string;
  let token: string;

  beforeAll(async () => {
    if (testEnv.mysqlStatus !== 'yes') throw new Error(`MariaDB requise sous CI=true : ${testEnv.mysqlStatus}`);
    direct = await openTestDatabase('mysql'); // a fresh, migrated database of this worker
    const staff = await insertUser(direct, { role: Role.MANAGER });
    token = await validToken({ id: staff.id, role: Role.MANAGER });
    const target = new URL(workerMysqlUrl());
    proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 3306) });
    const port = await proxy.start();
    target.hostname = '127.0.0.1';
    target.port = String(port);
    proxied = await openDatabase({ kind: 'mysql', url: target.toString() });
    app = await createTestApp(proxied);
    listening = await listen(app);
    base = listening.url;
  });
  afterAll(async () => {
    await listening?.close();
    await app?.stop();
    await proxy?.restore();
    await proxied?.destroy().catch(() => undefined);
    await proxy?.stop();
    await direct?.destroy();
  });

  const json = async (res: Response) => ({ status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null });
  const postPickup = (email: string) =>
    fetch(`${base}/api/junk/create`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(pickupRestBody({ email })) }).then(json);
  const graphql = (query: string, variables: Record<string, unknown> = {}, bearer?: string) =>
    fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
      body: JSON.stringify({ query, variables }),
    }).then(json);
  const readyz = () => fetch(`${base}/readyz`).then(json);
  const storedEmails = async () => (await direct.getRepository(PickupRequest).find()).map((row) => row.email).sort();

  /** Retries until the app answers 201 again (the pool reconnects on demand), for at most `ms`. */
  async function untilPickupSucceeds(email: string, ms = 15_000) {
    const deadline = Date.now() + ms;
    for (;;) {
      const answer = await postPickup(email);
      if (answer.status === 201 || Date.now() > deadline) return answer;
      expect(answer).toEqual({ status: 503, body: UNAVAILABLE });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('answers 503 in French while the database is unreachable, and recovers without a restart', async () => {
    expect(await postPickup('avant@example.ca')).toMatchObject({ status: 201 });
    expect(await readyz()).toEqual({ status: 200, body: { status: 'ready' } });

    await proxy.cut();

    // REST: 503 with the French message, never a 500.
    expect(await postPickup('pendant@example.ca')).toEqual({ status: 503, body: UNAVAILABLE });
    // GraphQL, anonymous: the resolver's error carries SERVICE_UNAVAILABLE and the French message.
    const anonymous = await graphql(CREATE_PICKUP, { input: { ...pickupInput({ email: 'pendant2@example.ca' }) } });
    expect(anonymous.body?.errors).toEqual([expect.objectContaining({ message: ERROR_MESSAGES.SERVICE_UNAVAILABLE, extensions: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }) })]);
    // Signed in: the account cannot be read, so the whole request answers 503.
    const signedIn = await graphql('{ pickupRequests(take: 5) { id } }', {}, token);
    expect(signedIn.status).toBe(503);
    expect(signedIn.body?.errors).toEqual([expect.objectContaining({ message: ERROR_MESSAGES.SERVICE_UNAVAILABLE, extensions: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }) })]);
    const me = await fetch(`${base}/api/admin/me`, { headers: { Authorization: `Bearer ${token}` } }).then(json);
    expect(me).toEqual({ status: 503, body: UNAVAILABLE });
    // Health: alive, but not ready (a load balancer stops sending traffic here).
    expect(await readyz()).toEqual({ status: 503, body: { status: 'database-unreachable' } });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    await proxy.restore();

    expect(await untilPickupSucceeds('apres@example.ca')).toMatchObject({ status: 201 });
    expect(await readyz()).toEqual({ status: 200, body: { status: 'ready' } });
    const list = await graphql('{ pickupRequests(take: 5) { id } }', {}, token);
    expect(list.status).toBe(200);
    expect(list.body?.errors).toBeUndefined();
    expect(await storedEmails()).toEqual(['apres@example.ca', 'avant@example.ca']);
  });

  it('requests in flight when the connections drop get 201 or 503, and exactly the acknowledged ones are stored', async () => {
    await direct.getRepository(PickupRequest).clear();
    const emails = Array.from({ length: 30 }, (_, i) => `vol-${i}@example.ca`);
    const answers = emails.map((email) => postPickup(email));
    await new Promise((resolve) => setTimeout(resolve, 15));
    await proxy.cut();
    const settled = await Promise.all(answers);
    for (const answer of settled) {
      if (answer.status !== 201) expect(answer).toEqual({ status: 503, body: UNAVAILABLE });
    }
    await proxy.restore();
    expect(await untilPickupSucceeds('retour@example.ca')).toMatchObject({ status: 201 });

    const acknowledged = emails.filter((_, i) => settled[i]!.status === 201);
    const stored = (await storedEmails()).filter((email) => email !== 'retour@example.ca');
    // A 201 is a promise that the request is stored; a 503 may have been committed just before the
    // connection dropped (the client retries; nothing else is lost), but nothing is stored twice.
    expect(stored).toEqual(expect.arrayContaining(acknowledged));
    expect(new Set(stored).size).toBe(stored.length);
  });
});
