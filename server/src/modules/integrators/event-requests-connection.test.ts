import { DataSource } from 'typeorm';
import { App } from '../../app';
import { Role } from '../../shared/roles';
import { createTestApp } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { graphqlRequest } from '../../testing/requests';
import { validToken } from '../../testing/tokens';
import { EventRequest, EventRequestStatus } from '../events/event-request.entity';
import { insertUser } from '../users/users.fixtures';

const QUERY = `query($first: Int!, $after: String, $sort: EventRequestSort, $search: String, $status: EventRequestStatus, $order: ConnectionOrder! = OLDEST_FIRST) {
  eventRequestsConnection(first: $first, after: $after, sort: $sort, search: $search, status: $status, order: $order) {
    totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { cursor node { id eventName dateStart total } }
  }
}`;

type Node = { id: string; eventName: string; dateStart: string; total: number };

/** Seven requests whose start dates and totals tie, so the id must break ties for paging to be stable. */
const SEVEN: readonly { dateStart: string; total: number; status: EventRequestStatus }[] = [
  { dateStart: '2026-06-01', total: 1000, status: EventRequestStatus.PENDING },
  { dateStart: '2026-07-01', total: 5000, status: EventRequestStatus.CONFIRMED },
  { dateStart: '2026-06-01', total: 3000, status: EventRequestStatus.PENDING },
  { dateStart: '2026-08-01', total: 1000, status: EventRequestStatus.DONE },
  { dateStart: '2026-07-01', total: 5000, status: EventRequestStatus.PENDING },
  { dateStart: '2026-06-01', total: 2000, status: EventRequestStatus.CANCELED },
  { dateStart: '2026-08-01', total: 3000, status: EventRequestStatus.PENDING },
];

function eventRow(i: number, overrides: Partial<EventRequest> = {}): Partial<EventRequest> {
  const { dateStart, total, status } = SEVEN[i]!;
  return {
    reference: `EV-2026-00010${i}`, eventName: `Événement ${i}`, eventType: 'foire', participants: 100, dateStart, dateEnd: dateStart, days: 1,
    address: '100 rue des Forges, Trois-Rivières', superficie: 1000, zones: 1, commentaires: '', staffCount: 0, companyName: `Compagnie ${i}`,
    neq: '1171234567', email: `contact${i}@exemple.ca`, phone: '', website: '', sendCopy: false, status, subtotal: total, gst: 0, qst: 0, total,
    createdAt: new Date(Date.parse('2026-05-01T12:00:00Z') + i * 60_000), statusChangedAt: null, statusChangedById: null, anonymizedAt: null,
    ...overrides,
  };
}

describeEachDb('eventRequestsConnection: back-office sorts and search', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let token: string;
  let ids: number[];
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
    token = await validToken(await insertUser(dataSource, { role: Role.MANAGER }));
    ids = [];
    for (let i = 0; i < SEVEN.length; i++) ids.push((await dataSource.getRepository(EventRequest).insert(eventRow(i))).identifiers[0]!['id'] as number);
  });

  const call = (variables: Record<string, unknown>) => graphqlRequest(app, { query: QUERY, variables: { first: 3, ...variables }, token });

  /** Every page of a sort, three at a time, as the event indexes 0–6. */
  async function pageThrough(variables: Record<string, unknown>): Promise<number[]> {
    const seen: number[] = [];
    let after: string | null = null;
    for (let page = 0; page < 5; page++) {
      const res = await call({ ...variables, after });
      expect(res.body.errors).toBeUndefined();
      const conn = res.body.data.eventRequestsConnection;
      expect(conn.totalCount).toBe(7);
      expect(conn.pageInfo.hasPreviousPage).toBe(after !== null);
      seen.push(...conn.edges.map((e: { node: Node }) => ids.indexOf(Number(e.node.id))));
      if (!conn.pageInfo.hasNextPage) return seen;
      after = conn.pageInfo.endCursor;
    }
    throw new Error('more pages than expected');
  }

  it.each([
    // Ties (same start date or total): the newest request (highest id) first.
    ['START_DESC', [6, 3, 4, 1, 5, 2, 0]],
    ['START_ASC', [5, 2, 0, 4, 1, 6, 3]],
    ['TOTAL_DESC', [4, 1, 6, 2, 5, 3, 0]],
    ['TOTAL_ASC', [3, 0, 5, 6, 2, 4, 1]],
  ])('pages %s three at a time without repeats or gaps, ties broken by id', async (sort, expected) => {
    expect(await pageThrough({ sort })).toEqual(expected);
  });

  it('keeps the creation order when no sort is given', async () => {
    expect(await pageThrough({})).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(await pageThrough({ order: 'NEWEST_FIRST' })).toEqual([6, 5, 4, 3, 2, 1, 0]);
  });

  it('refuses a cursor of another sort, of the creation order, or forged, with BAD_USER_INPUT', async () => {
    const byStart = (await call({ sort: 'START_DESC' })).body.data.eventRequestsConnection.pageInfo.endCursor as string;
    const byCreation = (await call({})).body.data.eventRequestsConnection.pageInfo.endCursor as string;
    const forgedTotal = Buffer.from(JSON.stringify(['TOTAL_DESC', 'beaucoup', 1])).toString('base64url');
    for (const variables of [{ sort: 'TOTAL_DESC', after: byStart }, { sort: 'START_ASC', after: byStart }, { sort: 'START_DESC', after: byCreation }, { after: byStart }, { sort: 'TOTAL_DESC', after: forgedTotal }]) {
      const res = await call(variables);
      expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { after: 'Curseur invalide.' } });
    }
    expect((await call({ sort: 'START_DESC', after: byStart })).body.errors).toBeUndefined();
  });

  it('searches event name, company, e-mail and reference ignoring case and accents, with the status filter and a sort', async () => {
    await dataSource.getRepository(EventRequest).update({ id: ids[2]! }, { eventName: 'Festival des MONTGOLFIÈRES', email: 'INFO@ballons.ca' });
    await dataSource.getRepository(EventRequest).update({ id: ids[5]! }, { companyName: 'Ballons 100% inc.' });
    const found = async (variables: Record<string, unknown>) => {
      const res = await call({ first: 10, ...variables });
      expect(res.body.errors).toBeUndefined();
      const conn = res.body.data.eventRequestsConnection;
      expect(conn.totalCount).toBe(conn.edges.length);
      return conn.edges.map((e: { node: Node }) => ids.indexOf(Number(e.node.id)));
    };
    expect(await found({ search: 'montgolfières' })).toEqual([2]);
    expect(await found({ search: 'Montgolfieres' })).toEqual([2]);
    expect(await found({ search: 'BALLONS', sort: 'TOTAL_DESC' })).toEqual([2, 5]);
    expect(await found({ search: '100%' })).toEqual([5]);
    expect(await found({ search: '_' })).toEqual([]);
    expect(await found({ search: 'ev-2026-000104' })).toEqual([4]);
    expect(await found({ search: 'CONTACT3@' })).toEqual([3]);
    expect(await found({ search: '  ' })).toHaveLength(7);
    expect(await found({ status: 'PENDING', sort: 'START_ASC' })).toEqual([2, 0, 4, 6]);
    expect(await found({ status: 'PENDING', search: 'ballons' })).toEqual([2]);
  });

  it('refuses a search longer than 200 characters with BAD_USER_INPUT', async () => {
    const res = await call({ search: 'x'.repeat(201) });
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(res.body.errors[0].extensions.fieldErrors.search).toBe('La recherche ne peut dépasser 200 caractères.');
  });
});
