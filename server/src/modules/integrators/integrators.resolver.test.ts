import { DataSource } from 'typeorm';
import { App } from '../../app';
import { Role } from '../../shared/roles';
import { createTestApp } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { graphqlRequest } from '../../testing/requests';
import { validToken } from '../../testing/tokens';
import { PickupRequest } from '../pickup/pickup-request.entity';
import { pickupInput } from '../pickup/pickup.fixtures';
import { SnowOrder, SnowOrderStatus } from '../snow/snow-order.entity';
import { insertUser } from '../users/users.fixtures';
import { snowOrderRow } from './integrators.fixtures';

const PAGE = `query($first: Int!, $after: String, $from: DateTimeISO, $to: DateTimeISO, $order: ConnectionOrder! = OLDEST_FIRST) {
  pickupRequestsConnection(first: $first, after: $after, from: $from, to: $to, order: $order) {
    totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { id fullName createdAt } }
  }
}`;

describeEachDb('cursor connections', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let token: string;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource);
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });
  beforeEach(async () => {
    await clearTables(dataSource);
    token = await validToken(await insertUser(dataSource, { role: Role.ADMIN }));
  });

  async function seedPickups(n: number, sameTime = false): Promise<void> {
    const base = Date.parse('2026-11-01T12:00:00.000Z');
    const rows = Array.from({ length: n }, (_, i) => ({
      ...pickupInput({ fullName: `Client ${i}` }),
      createdAt: new Date(sameTime ? base : base + Math.floor(i / 3) * 60_000),
    }));
    await dataSource.getRepository(PickupRequest).insert(rows);
  }

  it('pages oldest first with stable cursors even when times tie', async () => {
    await seedPickups(25, false);
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 5; i++) {
      const res = await graphqlRequest(app, { query: PAGE, variables: { first: 10, after }, token });
      expect(res.body.errors).toBeUndefined();
      const conn = res.body.data.pickupRequestsConnection;
      expect(conn.totalCount).toBe(25);
      seen.push(...conn.edges.map((e: { node: { fullName: string } }) => e.node.fullName));
      expect(conn.pageInfo.hasPreviousPage).toBe(after !== null);
      after = conn.pageInfo.endCursor;
      if (!conn.pageInfo.hasNextPage) break;
    }
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `Client ${i}`));
  });

  it('pages newest first and filters by date range', async () => {
    await seedPickups(9);
    const res = await graphqlRequest(app, {
      query: PAGE,
      variables: { first: 2, order: 'NEWEST_FIRST', from: '2026-11-01T12:01:00.000Z', to: '2026-11-01T12:02:00.000Z' },
      token,
    });
    const conn = res.body.data.pickupRequestsConnection;
    expect(conn.totalCount).toBe(3);
    expect(conn.edges.map((e: { node: { fullName: string } }) => e.node.fullName)).toEqual(['Client 5', 'Client 4']);
    expect(conn.edges[0].node.createdAt).toBe('2026-11-01T12:01:00.000Z');
    expect(conn.pageInfo.hasNextPage).toBe(true);
  });

  it.each([[0], [101]])('refuses first = %i with BAD_USER_INPUT', async (first) => {
    const res = await graphqlRequest(app, { query: PAGE, variables: { first }, token });
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(res.body.errors[0].extensions.fieldErrors.first).toBeDefined();
  });

  it('refuses a forged cursor with BAD_USER_INPUT', async () => {
    const res = await graphqlRequest(app, { query: PAGE, variables: { first: 5, after: 'pas-un-curseur' }, token });
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('lists paid snow orders by payment time with formatted fr-CA amounts', async () => {
    const order = snowOrderRow;
    await dataSource.getRepository(SnowOrder).insert([
      order('DN-AAAAAAAA', SnowOrderStatus.PAID, new Date('2026-10-15T10:00:00Z')),
      order('DN-BBBBBBBB', SnowOrderStatus.PAID, new Date('2026-11-02T10:00:00Z')),
      order('DN-CCCCCCCC', SnowOrderStatus.PENDING, null),
    ]);
    const res = await graphqlRequest(app, {
      query: `{ snowOrders(first: 10, from: "2026-10-01T04:00:00Z", to: "2026-11-01T04:00:00Z") {
        totalCount edges { node { confirmationCode total totalFormatted gstFormatted qstFormatted subtotalFormatted paidAt } } } }`,
      token,
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.snowOrders.totalCount).toBe(1);
    expect(res.body.data.snowOrders.edges[0].node).toEqual({
      confirmationCode: 'DN-AAAAAAAA', total: 9198, totalFormatted: '91,98\u00a0$', gstFormatted: '4,00\u00a0$', qstFormatted: '7,98\u00a0$',
      subtotalFormatted: '80,00\u00a0$', paidAt: '2026-10-15T10:00:00.000Z',
    });
  });

  it('pages users and event requests', async () => {
    const res = await graphqlRequest(app, {
      query: '{ usersConnection(first: 1) { totalCount edges { node { email } } } eventRequestsConnection(first: 5, status: PENDING) { totalCount } }',
      token,
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.usersConnection.totalCount).toBe(1);
    expect(res.body.data.eventRequestsConnection.totalCount).toBe(0);
  });
});
