import { DataSource } from 'typeorm';
import { App } from '../../server/src/app';
import { Tour } from '../../server/src/modules/tours/tour.entities';
import { insertPaidSnowOrder, TOUR_ADDRESSES } from '../../server/src/modules/tours/tours.fixtures';
import { insertUser } from '../../server/src/modules/users/users.fixtures';
import { Role } from '../../server/src/shared/roles';
import { TOUR_MESSAGES } from '../../server/src/shared/tours';
import { createTestApp } from '../../server/src/testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../server/src/testing/db';
import { graphqlRequest, restRequest } from '../../server/src/testing/requests';
import { validToken } from '../../server/src/testing/tokens';

const CREATE = 'mutation($input: CreateTourInput!) { createTour(input: $input) { id heure statusLabel } }';
const UPDATE = 'mutation($input: UpdateTourStatusInput!) { updateTourStatus(input: $input) { statusLabel statusChangedBy } }';

describeEachDb('GET /api/routing/tours and the tour mutations', (kind) => {
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
    token = await validToken(await insertUser(dataSource, { role: Role.MANAGER, email: 'gestion@example.ca' }));
  });

  it('answers the day’s tours in §3’s shape: stored tours with their French status, then the orders to plan', async () => {
    const sub = await insertPaidSnowOrder(dataSource, '2026-10-01T14:00:00Z', { mode: 'abonnement', address: TOUR_ADDRESSES.cap, urgent: true, confirmationCode: 'DN-ABONNE01' });
    await insertPaidSnowOrder(dataSource, '2026-11-21T14:00:00Z', { mode: 'one-shot', address: TOUR_ADDRESSES.ouest });
    const created = await graphqlRequest(app, {
      query: CREATE,
      variables: { input: { date: '2026-11-21', zone: 'Cap-de-la-Madeleine', mode: 'abonnement', heure: '7h45', name: 'Cap matin' } },
      token,
    });
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createTour).toMatchObject({ heure: '07:45', statusLabel: 'planifiée' });
    const moved = await graphqlRequest(app, { query: UPDATE, variables: { input: { id: created.body.data.createTour.id, status: 'IN_PROGRESS' } }, token });
    expect(moved.body.data.updateTourStatus).toEqual({ statusLabel: 'en cours', statusChangedBy: 'gestion@example.ca' });

    const res = await restRequest(app, 'get', '/api/routing/tours?date=2026-11-21', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: Number(created.body.data.createTour.id),
        date: '2026-11-21',
        zone: 'Cap-de-la-Madeleine',
        name: 'Cap matin',
        type: 'Abonnement + urgence',
        status: 'en cours',
        heure: '07:45',
        planned: true,
        urgent: true,
        stopCount: 1,
        stops: [{ orderId: sub.id, confirmationCode: 'DN-ABONNE01', address: TOUR_ADDRESSES.cap, mode: 'abonnement', urgent: true }],
      },
      expect.objectContaining({ id: null, zone: 'Trois-Rivières-Ouest', type: 'One-shot', status: 'planifiée', heure: null, planned: false, stopCount: 1 }),
    ]);
    // Without a date: today in America/Toronto (the test clock says 2026-11-21).
    expect((await restRequest(app, 'get', '/api/routing/tours', { token })).body).toEqual(res.body);
    expect((await restRequest(app, 'get', '/api/routing/tours?date=2026-11-22', { token })).body.map((t: { type: string }) => t.type)).toEqual([
      'Abonnement + urgence',
    ]);
  });

  it('refuses a bad date with 400 and the field; an empty day is an empty array', async () => {
    for (const query of ['date=2026-02-30', 'date=21-11-2026', 'date=', 'date=1&date=2']) {
      const res = await restRequest(app, 'get', `/api/routing/tours?${query}`, { token });
      expect([query, res.status, res.body.fieldErrors]).toEqual([query, 400, { date: TOUR_MESSAGES.date }]);
    }
    expect((await restRequest(app, 'get', '/api/routing/tours?date=2026-07-01', { token })).body).toEqual([]);
  });

  it('createTour: French field errors, nothing stored', async () => {
    await insertPaidSnowOrder(dataSource, '2026-11-21T14:00:00Z', { mode: 'one-shot', address: TOUR_ADDRESSES.centre });
    const res = await graphqlRequest(app, {
      query: CREATE,
      variables: { input: { date: '2026-13-01', zone: 'Shawinigan', mode: 'hebdo', heure: '25h', name: 'x'.repeat(121) } },
      token,
    });
    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { date: TOUR_MESSAGES.date, zone: TOUR_MESSAGES.zone, mode: TOUR_MESSAGES.mode, heure: TOUR_MESSAGES.time, name: TOUR_MESSAGES.name },
    });
    expect(await dataSource.getRepository(Tour).count()).toBe(0);
  });
});
