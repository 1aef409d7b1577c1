import { DataSource } from 'typeorm';
import { App } from '../../server/src/app';
import { PickupRequest } from '../../server/src/modules/pickup/pickup-request.entity';
import { pickupInput } from '../../server/src/modules/pickup/pickup.fixtures';
import { SnowOrderStatus } from '../../server/src/modules/snow/snow-order.entity';
import { insertSnowOrder } from '../../server/src/modules/snow/snow.fixtures';
import { insertUser } from '../../server/src/modules/users/users.fixtures';
import { Role } from '../../server/src/shared/roles';
import { createTestApp, TEST_NOW } from '../../server/src/testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../server/src/testing/db';
import { restRequest } from '../../server/src/testing/requests';
import { validToken } from '../../server/src/testing/tokens';

describeEachDb('GET /api/admin/clients', (kind) => {
  let dataSource: DataSource;
  let app: App;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource);
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });
  beforeEach(() => clearTables(dataSource));

  it('answers an array of the spec’s Client (id, name, email, phone, createdAt) with counts and the total in dollars, ?search filtering', async () => {
    const before = (minutes: number) => new Date(TEST_NOW.getTime() - minutes * 60_000);
    const repo = dataSource.getRepository(PickupRequest);
    await repo.insert(repo.create({ ...pickupInput({ fullName: 'Jean Roy', email: 'jean@example.com' }), createdAt: before(60) }));
    await insertSnowOrder(dataSource, { email: 'Jean@Example.com', status: SnowOrderStatus.PAID, total: 9198, createdAt: before(30) });
    await repo.insert(repo.create({ ...pickupInput({ fullName: 'Lise Côté', email: 'lise@example.com' }), createdAt: before(90) }));
    const token = await validToken(await insertUser(dataSource, { role: Role.MANAGER }));

    const res = await restRequest(app, 'get', '/api/admin/clients', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: 'jean@example.com',
        name: 'Jean Roy',
        email: 'jean@example.com',
        phone: '819 555-0199',
        createdAt: before(60).toISOString(),
        lastActivityAt: before(30).toISOString(),
        pickupRequestCount: 1,
        eventRequestCount: 0,
        snowOrderCount: 1,
        total: 91.98,
      },
      expect.objectContaining({ id: 'lise@example.com', name: 'Lise Côté', total: 0 }),
    ]);
    const searched = await restRequest(app, 'get', '/api/admin/clients?search=cote', { token });
    expect(searched.body.map((c: { email: string }) => c.email)).toEqual(['lise@example.com']);
  });
});
