import { DataSource } from 'typeorm';
import { App } from '../../server/src/app';
import { PickupRequest } from '../../server/src/modules/pickup/pickup-request.entity';
import { pickupInput } from '../../server/src/modules/pickup/pickup.fixtures';
import { insertUser } from '../../server/src/modules/users/users.fixtures';
import { Role } from '../../server/src/shared/roles';
import { createTestApp, TEST_NOW } from '../../server/src/testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../server/src/testing/db';
import { restRequest } from '../../server/src/testing/requests';
import { validToken } from '../../server/src/testing/tokens';

describeEachDb('GET /api/admin/orders', (kind) => {
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

  const insertRequests = async (count: number) => {
    const repo = dataSource.getRepository(PickupRequest);
    const rows = Array.from({ length: count }, (_, i) =>
      repo.create({ ...pickupInput({ fullName: `Client ${i}` }), createdAt: new Date(TEST_NOW.getTime() - (count - i) * 60_000) }),
    );
    await repo.insert(rows);
  };

  it('answers the latest pickup requests, newest first, in the spec’s Order shape (date = createdAt)', async () => {
    await insertRequests(3);
    const manager = await insertUser(dataSource, { role: Role.MANAGER });
    const res = await restRequest(app, 'get', '/api/admin/orders', { token: await validToken(manager) });
    expect(res.status).toBe(200);
    expect(res.body.map((o: { fullName: string }) => o.fullName)).toEqual(['Client 2', 'Client 1', 'Client 0']);
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      fullName: 'Client 2',
      phone: '819 555-0199',
      address: '1250 rue Royale, Trois-Rivières, QC G9A 4J6',
      date: new Date(TEST_NOW.getTime() - 60_000).toISOString(),
      floor: 2,
      hasElevator: false,
      urgency: true,
      description: 'Un réfrigérateur et trois boîtes',
    });
  });

  it('answers at most 100', async () => {
    await insertRequests(101);
    const admin = await insertUser(dataSource, { role: Role.ADMIN });
    expect((await restRequest(app, 'get', '/api/admin/orders', { token: await validToken(admin) })).body).toHaveLength(100);
  });

  it('answers 403 to an EMPLOYEE', async () => {
    const employee = await insertUser(dataSource, { role: Role.EMPLOYEE });
    expect((await restRequest(app, 'get', '/api/admin/orders', { token: await validToken(employee) })).status).toBe(403);
  });
});
