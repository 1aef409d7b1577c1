import { DataSource } from 'typeorm';
import { App } from '../../server/src/app';
import { Service } from '../../server/src/modules/pricing/service.entity';
import { SnowOrder } from '../../server/src/modules/snow/snow-order.entity';
import { snowCheckoutInput } from '../../server/src/modules/snow/snow.fixtures';
import { insertUser } from '../../server/src/modules/users/users.fixtures';
import { Role } from '../../server/src/shared/roles';
import { createTestApp } from '../../server/src/testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../server/src/testing/db';
import { graphqlRequest, restRequest } from '../../server/src/testing/requests';
import { validToken } from '../../server/src/testing/tokens';

describeEachDb('/api/admin/services', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let token: string;
  let original: Service[];
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource);
    original = await dataSource.getRepository(Service).find();
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });
  beforeEach(async () => {
    await clearTables(dataSource);
    token = await validToken(await insertUser(dataSource, { role: Role.ADMIN }));
  });
  afterEach(async () => {
    // The price list is seeded and shared: put it back as it was.
    const repo = dataSource.getRepository(Service);
    for (const service of original) await repo.update({ id: service.id }, { price: service.price });
    await repo.createQueryBuilder().delete().where('name LIKE :name', { name: 'extra.rest%' }).execute();
  });

  const serviceNamed = (name: string) => dataSource.getRepository(Service).findOneByOrFail({ name });

  it('GET answers the spec’s services: numeric id, lower-case category, price in dollars', async () => {
    const res = await restRequest(app, 'get', '/api/admin/services', { token });
    expect(res.status).toBe(200);
    const base = await serviceNamed('snow.oneShot.base');
    expect(res.body).toContainEqual({ id: base.id, name: 'snow.oneShot.base', label: base.label, category: base.category.toLowerCase(), price: base.price / 100 });
  });

  it('PUT takes the price in dollars, stores cents, and the public forms use it from the next request', async () => {
    const base = await serviceNamed('snow.oneShot.base');
    const res = await restRequest(app, 'put', `/api/admin/services/${base.id}`, { token, body: { price: 92.5 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: base.id, price: 92.5 });
    expect((await serviceNamed('snow.oneShot.base')).price).toBe(9250);

    const list = await graphqlRequest(app, { query: '{ priceList { name price } }' });
    expect(list.body.data.priceList).toContainEqual({ name: 'snow.oneShot.base', price: 9250 });

    const checkout = await graphqlRequest(app, {
      query: 'mutation($input: CreateSnowCheckoutInput!) { createSnowCheckout(input: $input) { url } }',
      variables: { input: { ...snowCheckoutInput({ mode: 'one-shot', abrasif: false, urgent: false }) } },
    });
    expect(checkout.body.errors).toBeUndefined();
    const [order] = await dataSource.getRepository(SnowOrder).find();
    expect(order!.basePrice).toBe(9250);
  });

  it('PUT forces a negative price to 0 and refuses a non-number', async () => {
    const base = await serviceNamed('snow.oneShot.urgent');
    const negative = await restRequest(app, 'put', `/api/admin/services/${base.id}`, { token, body: { price: -3 } });
    expect(negative.body.price).toBe(0);
    const text = await restRequest(app, 'put', `/api/admin/services/${base.id}`, { token, body: { price: 'cher' } });
    expect(text.status).toBe(400);
  });

  it('POST creates a service (category default base) and refuses an incomplete one with the spec’s text', async () => {
    const res = await restRequest(app, 'post', '/api/admin/services', { token, body: { name: 'extra.restTente', label: 'Tente', price: 120 } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(Number), name: 'extra.restTente', label: 'Tente', category: 'base', price: 120 });
    const bad = await restRequest(app, 'post', '/api/admin/services', { token, body: { name: 'extra.restVide', label: '', price: 0 } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Remplis nom, label et prix (> 0).');
  });

  it('PUT and POST are refused to a MANAGER', async () => {
    const manager = await validToken(await insertUser(dataSource, { role: Role.MANAGER }));
    const res = await restRequest(app, 'put', '/api/admin/services/1', { token: manager, body: { price: 1 } });
    expect(res.status).toBe(403);
  });
});
