import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, validate } from 'graphql';
import { DataSource } from 'typeorm';
import { App } from '../../server/src/app';
import { buildAppSchema } from '../../server/src/schema';
import { eventInput } from '../../server/src/modules/events/events.fixtures';
import { snowOrderRow } from '../../server/src/modules/integrators/integrators.fixtures';
import { pickupInput } from '../../server/src/modules/pickup/pickup.fixtures';
import { SnowOrder, SnowOrderStatus } from '../../server/src/modules/snow/snow-order.entity';
import { insertPaidSnowOrder, TOUR_ADDRESSES } from '../../server/src/modules/tours/tours.fixtures';
import { insertEntry } from '../../server/src/modules/timeclock/timeclock.fixtures';
import { insertUser } from '../../server/src/modules/users/users.fixtures';
import { Role } from '../../server/src/shared/roles';
import { createTestApp } from '../../server/src/testing/app';
import { describeEachDb, openTestDatabase } from '../../server/src/testing/db';
import { graphqlRequest } from '../../server/src/testing/requests';
import { validToken } from '../../server/src/testing/tokens';

/** docs/API.md's examples live in docs/examples/*.graphql: each is validated and run here so the guide never goes stale. */
const EXAMPLES_DIR = join(__dirname, '../../docs/examples');
const example = (name: string): string => readFileSync(join(EXAMPLES_DIR, name), 'utf8');

describe('docs/examples', () => {
  it('every example validates against the built schema and is run below', async () => {
    const schema = await buildAppSchema();
    const files = readdirSync(EXAMPLES_DIR).filter((f) => f.endsWith('.graphql')).sort();
    expect(files).toEqual([
      'create-api-token.graphql',
      'employee-hours.graphql',
      'new-event-requests.graphql',
      'paid-snow-orders.graphql',
      'pickup-requests.graphql',
      'todays-tours.graphql',
    ]);
    for (const file of files) expect([file, validate(schema, parse(example(file))).map((e) => e.message)]).toEqual([file, []]);
    const guide = readFileSync(join(__dirname, '../../docs/API.md'), 'utf8');
    for (const file of files) expect(guide).toContain(`docs/examples/${file}`);
  });
});

describeEachDb('docs/examples run as an integrator', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let secret: string;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource);
    const admin = await insertUser(dataSource, { role: Role.ADMIN });
    const created = await graphqlRequest(app, {
      query: example('create-api-token.graphql'),
      variables: { name: 'Comptabilité', role: 'MANAGER' },
      token: await validToken(admin),
    });
    expect(created.body.errors).toBeUndefined();
    secret = created.body.data.createApiToken.secret;
    expect(secret).toMatch(/^smk_/);
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });

  it('paid-snow-orders.graphql: last month’s paid orders with taxes', async () => {
    await dataSource.getRepository(SnowOrder).insert([
      snowOrderRow('DN-EXAMPLE1', SnowOrderStatus.PAID, new Date('2026-10-20T15:00:00Z')),
      snowOrderRow('DN-EXAMPLE2', SnowOrderStatus.PAID, new Date('2026-11-01T03:59:59Z')),
      snowOrderRow('DN-EXAMPLE3', SnowOrderStatus.PAID, new Date('2026-11-01T04:00:00Z')),
      snowOrderRow('DN-EXAMPLE4', SnowOrderStatus.PENDING, null),
    ]);
    const res = await graphqlRequest(app, {
      query: example('paid-snow-orders.graphql'),
      variables: { from: '2026-10-01T04:00:00Z', to: '2026-11-01T04:00:00Z' },
      token: secret,
    });
    expect(res.body.errors).toBeUndefined();
    const { totalCount, edges } = res.body.data.snowOrders;
    expect(totalCount).toBe(2);
    expect(edges.map((e: { node: { confirmationCode: string } }) => e.node.confirmationCode)).toEqual(['DN-EXAMPLE1', 'DN-EXAMPLE2']);
    expect(edges[0].node).toMatchObject({ subtotal: 8000, gst: 400, qst: 798, total: 9198, totalFormatted: '91,98\u00a0$' });
  });

  it('new-event-requests.graphql: only what is new since the stored cursor', async () => {
    const submit = () =>
      graphqlRequest(app, {
        query: 'mutation($input: SubmitEventRequestInput!) { submitEventRequest(input: $input) { reference } }',
        variables: { input: { ...eventInput() } },
      });
    expect((await submit()).body.errors).toBeUndefined();
    const first = await graphqlRequest(app, { query: example('new-event-requests.graphql'), variables: {}, token: secret });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.eventRequestsConnection.edges).toHaveLength(1);
    const cursor = first.body.data.eventRequestsConnection.pageInfo.endCursor;
    expect((await submit()).body.errors).toBeUndefined();
    const next = await graphqlRequest(app, { query: example('new-event-requests.graphql'), variables: { after: cursor }, token: secret });
    expect(next.body.data.eventRequestsConnection.edges).toHaveLength(1);
    expect(next.body.data.eventRequestsConnection.edges[0].node.reference).not.toBe(first.body.data.eventRequestsConnection.edges[0].node.reference);
  });

  it('pickup-requests.graphql: pages of 100', async () => {
    await graphqlRequest(app, {
      query: 'mutation($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) { id } }',
      variables: { input: { ...pickupInput() } },
    });
    const res = await graphqlRequest(app, { query: example('pickup-requests.graphql'), variables: {}, token: secret });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.pickupRequestsConnection.totalCount).toBe(1);
  });

  it('todays-tours.graphql: today’s tours without a date, and another day with one', async () => {
    await insertPaidSnowOrder(dataSource, '2026-10-15T14:00:00Z', { mode: 'abonnement', address: TOUR_ADDRESSES.cap, confirmationCode: 'DN-TOURNEE1' });
    await insertPaidSnowOrder(dataSource, '2026-11-21T13:00:00Z', { mode: 'one-shot', address: TOUR_ADDRESSES.centre, urgent: true, confirmationCode: 'DN-TOURNEE2' });
    const today = await graphqlRequest(app, { query: example('todays-tours.graphql'), variables: {}, token: secret });
    expect(today.body.errors).toBeUndefined();
    expect(today.body.data.tours.map((t: { zone: string; type: string; planned: boolean }) => [t.zone, t.type, t.planned])).toEqual([
      ['Trois-Rivières (centre)', 'One-shot + urgence', false],
      ['Cap-de-la-Madeleine', 'Abonnement', false],
    ]);
    const nextDay = await graphqlRequest(app, { query: example('todays-tours.graphql'), variables: { date: '2026-11-22' }, token: secret });
    expect(nextDay.body.data.tours.flatMap((t: { stops: { confirmationCode: string }[] }) => t.stops.map((s) => s.confirmationCode))).toEqual(['DN-TOURNEE1']);
  });

  it('employee-hours.graphql: one employee’s shifts of a two-week pay period, with durations', async () => {
    const employee = await insertUser(dataSource, { role: Role.EMPLOYEE });
    const colleague = await insertUser(dataSource, { role: Role.EMPLOYEE });
    // Mon 2 Nov 08:00 Toronto (13:00 UTC) 7 h 30; Sun 15 Nov 22:00 Toronto (16 Nov 03:00 UTC) 2 h, started in the period;
    // Mon 16 Nov 00:30 Toronto (05:30 UTC) is the next period; the colleague's shift is not asked for.
    await insertEntry(dataSource, { userId: employee.id, clockIn: '2026-11-02T13:00:00Z', clockOut: '2026-11-02T20:30:00Z', note: 'Livraison' });
    await insertEntry(dataSource, { userId: employee.id, clockIn: '2026-11-16T03:00:00Z', clockOut: '2026-11-16T05:00:00Z' });
    await insertEntry(dataSource, { userId: employee.id, clockIn: '2026-11-16T05:30:00Z', clockOut: '2026-11-16T06:30:00Z' });
    await insertEntry(dataSource, { userId: colleague.id, clockIn: '2026-11-03T13:00:00Z' });
    const res = await graphqlRequest(app, {
      query: example('employee-hours.graphql'),
      variables: { userId: String(employee.id), from: '2026-11-02T05:00:00Z', to: '2026-11-16T05:00:00Z' },
      token: secret,
    });
    expect(res.body.errors).toBeUndefined();
    const { totalCount, edges } = res.body.data.timeEntriesConnection;
    expect(totalCount).toBe(2);
    expect(edges.map((e: { node: { clockIn: string } }) => e.node.clockIn)).toEqual(['2026-11-02T13:00:00.000Z', '2026-11-16T03:00:00.000Z']);
    const hours = edges.reduce((sum: number, e: { node: { durationMs: number } }) => sum + e.node.durationMs, 0) / 3_600_000;
    expect(hours).toBe(9.5);
  });
});
