import { createClient, Client } from 'graphql-ws';
import request from 'supertest';
import { DataSource } from 'typeorm';
import WebSocket from 'ws';
import { App } from '../../app';
import { Role } from '../../shared/roles';
import { createTestApp } from '../../testing/app';
import { clearTables, openTestDatabase } from '../../testing/db';
import { listenWithSubscriptions, type ListeningWithSubscriptions } from '../../testing/listen';
import { validToken } from '../../testing/tokens';
import { insertPaidSnowOrder, TOUR_ADDRESSES } from '../tours/tours.fixtures';
import { insertUser } from '../users/users.fixtures';

const REDIS_URL = 'redis://127.0.0.1:6379/0';
const SUBSCRIPTION = 'subscription { snowDispatch { snowfallId routeId visitId status } }';

/**
 * The dispatch board's subscription over graphql-ws on the /graphql port, with two applications
 * (as two server processes would be) sharing one database and Redis: a driver's completion on one
 * reaches a board connected to the other.
 */
describe('snowDispatch subscription (graphql-ws, Redis pub/sub between processes)', () => {
  let dataSource: DataSource;
  let appA: App;
  let appB: App;
  let b: ListeningWithSubscriptions;
  let url: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    dataSource = await openTestDatabase('sqlite');
    await clearTables(dataSource);
    appA = await createTestApp(dataSource, { env: { REDIS_URL } });
    appB = await createTestApp(dataSource, { env: { REDIS_URL } });
    await appB.container.dispatchBus.whenReady();
    b = await listenWithSubscriptions(appB);
    url = b.wsUrl;
  });
  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await b?.close();
    await appA?.stop();
    await appB?.stop();
    await dataSource?.destroy();
  });

  const connect = (authorization: string | null) => {
    const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: authorization ? { authorization } : {}, retryAttempts: 0, lazy: true });
    clients.push(client);
    return client;
  };
  const gql = async (query: string, variables: Record<string, unknown>, user: { id: number; role: Role }) =>
    request(appA.handler).post('/graphql').set('Content-Type', 'application/json').set('Authorization', `Bearer ${await validToken(user)}`).send({ query, variables });

  it('refuses a connection without a staff session and a subscription below MANAGER', async () => {
    const anonymous = connect(null);
    await expect(
      new Promise((resolve, reject) => anonymous.subscribe({ query: SUBSCRIPTION }, { next: resolve, error: reject, complete: () => resolve('complete') })),
    ).rejects.toMatchObject({ code: 4403 });
    const employee = await insertUser(dataSource, { role: Role.EMPLOYEE });
    const low = connect(`Bearer ${await validToken(employee)}`);
    const refusal = await new Promise<unknown>((resolve) => low.subscribe({ query: SUBSCRIPTION }, { next: resolve, error: resolve, complete: () => resolve('complete') }));
    expect(JSON.stringify(refusal)).toContain('FORBIDDEN');
  });

  it('a completion on process A reaches the board subscribed on process B within 2 s', async () => {
    const boss = await insertUser(dataSource, { role: Role.MANAGER });
    const driver = await insertUser(dataSource, { role: Role.EMPLOYEE });
    await insertPaidSnowOrder(dataSource, '2026-11-21T13:00:00Z', { mode: 'one-shot', address: TOUR_ADDRESSES.centre });
    await gql('mutation($input: DeclareSnowfallInput!) { declareSnowfall(input: $input) { created } }', { input: { date: '2026-11-21', cm: 9, endTime: '06:00' } }, boss);
    const board = await gql('query { snowBoard { routes { id visits { id } } } }', {}, boss);
    const route = board.body.data.snowBoard.routes[0];
    await gql('mutation($input: AssignSnowRouteInput!) { assignSnowRoute(input: $input) { id } }', { input: { routeId: route.id, employeeId: String(driver.id) } }, boss);

    const events: unknown[] = [];
    const client = connect(`Bearer ${await validToken(boss)}`);
    const subscribed = new Promise<void>((resolve) => client.on('connected', () => setTimeout(resolve, 200)));
    client.subscribe({ query: SUBSCRIPTION }, { next: (value) => events.push(value), error: (error) => events.push({ error }), complete: () => undefined });
    await subscribed;

    const started = Date.now();
    const visitId = route.visits[0].id;
    const done = await gql(
      'mutation($input: CompleteSnowVisitInput!) { completeSnowVisit(input: $input) { id status } }',
      { input: { visitId, outcome: 'done', occurredAt: '2026-11-21T14:30:00.000Z', idempotencyKey: 'sub-test-key-1' } },
      driver,
    );
    expect(done.body.data.completeSnowVisit.status).toBe('DONE');
    while (events.length === 0 && Date.now() - started < 2000) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(events[0]).toEqual({ data: { snowDispatch: { snowfallId: expect.any(String), routeId: route.id, visitId, status: 'DONE' } } });
  });
});
