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
import { PageView } from '../analytics/page-view.entities';
import { insertEntry } from '../timeclock/timeclock.fixtures';
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

  it('pages one employee’s time entries of a pay period by clockIn, with durations', async () => {
    const worker = await insertUser(dataSource, { role: Role.EMPLOYEE });
    const other = await insertUser(dataSource, { role: Role.EMPLOYEE });
    // Five shifts of 2 h on consecutive days from 2026-11-02 (a Monday), 14:00 UTC; one before the period; one of someone else.
    for (let day = 0; day < 5; day++) {
      const clockIn = new Date(Date.parse('2026-11-02T14:00:00Z') + day * 86_400_000);
      await insertEntry(dataSource, { userId: worker.id, clockIn, clockOut: new Date(clockIn.getTime() + 7_200_000), note: `Jour ${day}` });
    }
    await insertEntry(dataSource, { userId: worker.id, clockIn: '2026-10-30T14:00:00Z' });
    await insertEntry(dataSource, { userId: other.id, clockIn: '2026-11-03T14:00:00Z' });
    const query = `query($userId: ID, $after: String) {
      timeEntriesConnection(userId: $userId, from: "2026-11-02T05:00:00Z", to: "2026-11-16T05:00:00Z", first: 2, after: $after) {
        totalCount pageInfo { hasNextPage endCursor } edges { node { userId clockIn clockOut durationMs note } } } }`;
    const notes: string[] = [];
    let after: string | null = null;
    let total = 0;
    for (;;) {
      const res = await graphqlRequest(app, { query, variables: { userId: String(worker.id), after }, token });
      expect(res.body.errors).toBeUndefined();
      const conn = res.body.data.timeEntriesConnection;
      expect(conn.totalCount).toBe(5);
      for (const { node } of conn.edges) {
        expect(node.userId).toBe(String(worker.id));
        notes.push(node.note);
        total += node.durationMs;
      }
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
    }
    expect(notes).toEqual(['Jour 0', 'Jour 1', 'Jour 2', 'Jour 3', 'Jour 4']);
    expect(total).toBe(5 * 7_200_000);
    const everyone = await graphqlRequest(app, { query: '{ timeEntriesConnection(first: 100) { totalCount } }', token });
    expect(everyone.body.data.timeEntriesConnection.totalCount).toBe(7);
    const tooMany = await graphqlRequest(app, { query: '{ timeEntriesConnection(first: 101) { totalCount } }', token });
    expect(tooMany.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('pages page views by time, filtered by path, newest first', async () => {
    const view = (path: string, at: string) => ({
      path, source: 'Direct', device: 'desktop', city: 'Inconnue', visitorHash: 'h'.repeat(64), sessionId: 's', day: at.slice(0, 10), createdAt: new Date(at),
    });
    await dataSource.getRepository(PageView).insert([
      view('/deneigement', '2026-11-01T12:00:00Z'),
      view('/', '2026-11-01T12:01:00Z'),
      view('/deneigement', '2026-11-01T12:02:00Z'),
      view('/deneigement', '2026-11-05T12:00:00Z'),
    ]);
    const res = await graphqlRequest(app, {
      query: `{ pageViewsConnection(first: 10, path: "/deneigement", from: "2026-11-01T00:00:00Z", to: "2026-11-02T00:00:00Z", order: NEWEST_FIRST) {
        totalCount edges { node { path createdAt day device source city } } } }`,
      token,
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.pageViewsConnection.totalCount).toBe(2);
    expect(res.body.data.pageViewsConnection.edges.map((e: { node: { createdAt: string } }) => e.node.createdAt)).toEqual([
      '2026-11-01T12:02:00.000Z',
      '2026-11-01T12:00:00.000Z',
    ]);
    const hidden = await graphqlRequest(app, { query: '{ pageViewsConnection(first: 1) { edges { node { visitorHash } } } }', token });
    expect(hidden.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
