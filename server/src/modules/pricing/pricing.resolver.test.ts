import request from 'supertest';
import { DataSource } from 'typeorm';
import { PriceListDocument } from '../../../../client/src/graphql-public/graphql';
import { App } from '../../app';
import { AuthenticatedUser } from '../../kernel/context';
import { DEFAULT_PRICES, toPriceList } from '../../shared/pricing/price-list';
import { Role } from '../../shared/roles';
import { createTestApp } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { restoreSeedPrices, staffUser, testContext } from './pricing.fixtures';
import { Service } from './service.entity';

const UPDATE = `mutation UpdateServicePrice($input: UpdateServicePriceInput!) { updateServicePrice(input: $input) { id name price } }`;
const CREATE = `mutation CreateService($input: CreateServiceInput!) { createService(input: $input) { id name label category unit price } }`;

describeEachDb('pricing operations', (kind) => {
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
  beforeEach(async () => {
    await clearTables(dataSource);
    await restoreSeedPrices(dataSource);
  });

  /** Runs an operation in-process as the given user (sign-in is another feature). */
  async function execute(query: string, variables: Record<string, unknown>, user: AuthenticatedUser | null) {
    const response = await app.apollo.executeOperation({ query, variables }, { contextValue: testContext(dataSource, user) });
    if (response.body.kind !== 'single') throw new Error('single result expected');
    return response.body.singleResult;
  }
  const priceOf = async (name: string) => (await dataSource.getRepository(Service).findOneByOrFail({ name })).price;
  const idOf = async (name: string) => String((await dataSource.getRepository(Service).findOneByOrFail({ name })).id);

  it('priceList is public and gives what toPriceList needs (the client’s own document)', async () => {
    const res = await request(app.handler).post('/graphql').set('Content-Type', 'application/json').send({ query: PriceListDocument.toString() });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const rows = res.body.data.priceList as { name: string; price: number; category: string; unit: string }[];
    expect(toPriceList(rows)).toEqual(DEFAULT_PRICES);
    expect(rows.find((r) => r.name === 'event.livraison')).toMatchObject({ category: 'EXTRA', unit: 'FLAT', price: 6000 });
  });

  it('priceList is gzipped for a browser that accepts it, and sent as it is otherwise', async () => {
    const send = (encoding: string) =>
      request(app.handler).post('/graphql').set('Content-Type', 'application/json').set('Accept-Encoding', encoding).send({ query: PriceListDocument.toString() });
    const gzipped = await send('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(toPriceList(gzipped.body.data.priceList)).toEqual(DEFAULT_PRICES);
    const plain = await send('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(gzipped.body);
  });

  it('updateServicePrice changes the price for an ADMIN', async () => {
    const result = await execute(UPDATE, { input: { id: await idOf('event.bac'), price: 1250 } }, staffUser(Role.ADMIN));
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateServicePrice).toMatchObject({ name: 'event.bac', price: 1250 });
    expect(await priceOf('event.bac')).toBe(1250);
  });

  it.each([
    ['anonymous', null, 'UNAUTHENTICATED'],
    ['an employee', staffUser(Role.EMPLOYEE), 'FORBIDDEN'],
    ['a manager', staffUser(Role.MANAGER), 'FORBIDDEN'],
  ])('refuses price changes and new services to %s, changing nothing', async (_who, user, code) => {
    const update = await execute(UPDATE, { input: { id: await idOf('event.bac'), price: 1 } }, user);
    expect(update.errors?.[0]?.extensions?.code).toBe(code);
    const create = await execute(CREATE, { input: { name: 'event.tente', label: 'Tente', price: 100 } }, user);
    expect(create.errors?.[0]?.extensions?.code).toBe(code);
    expect(await priceOf('event.bac')).toBe(1000);
    expect(await dataSource.getRepository(Service).count()).toBe(14);
  });

  it('refuses price changes over plain HTTP without a session', async () => {
    const res = await request(app.handler)
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({ query: UPDATE, variables: { input: { id: await idOf('event.bac'), price: 1 } } });
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await priceOf('event.bac')).toBe(1000);
  });

  it.each([
    [{ price: -1 }, 'price', 'Le prix doit être un nombre entier de cents, positif ou nul.'],
    [{ price: 10_000_001 }, 'price', 'Le prix dépasse le maximum permis.'],
    [{ price: 12.5 }, 'price', 'Valeur invalide.'],
  ])('refuses an invalid price %j with a French field error', async (overrides, field, message) => {
    const result = await execute(UPDATE, { input: { id: await idOf('event.bac'), ...overrides } }, staffUser());
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { [field]: message } });
    expect(await priceOf('event.bac')).toBe(1000);
  });

  it('accepts a price of 0 on update', async () => {
    const result = await execute(UPDATE, { input: { id: await idOf('event.nettoyage'), price: 0 } }, staffUser());
    expect(result.errors).toBeUndefined();
    expect(await priceOf('event.nettoyage')).toBe(0);
  });

  it('answers NOT_FOUND for an unknown service id', async () => {
    const result = await execute(UPDATE, { input: { id: '424242', price: 100 } }, staffUser());
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('createService adds a row (category and unit default to BASE and FLAT)', async () => {
    const result = await execute(CREATE, { input: { name: 'event.tente', label: 'Tente 10 × 10', price: 9000 } }, staffUser());
    expect(result.errors).toBeUndefined();
    expect(result.data?.createService).toMatchObject({ name: 'event.tente', label: 'Tente 10 × 10', category: 'BASE', unit: 'FLAT', price: 9000 });
  });

  it.each([
    [{ name: '' }, 'name', 'Remplis nom, label et prix (> 0).'],
    [{ label: '  ' }, 'label', 'Remplis nom, label et prix (> 0).'],
    [{ price: 0 }, 'price', 'Remplis nom, label et prix (> 0).'],
    [{ name: 'tente de 10 pieds' }, 'name', 'Le nom interne ne peut contenir que des lettres, des chiffres et des points (ex. : event.tente).'],
    [{ name: 'event.bac' }, 'name', 'Ce nom interne existe déjà.'],
  ])('refuses a new service %j with a French field error', async (overrides, field, message) => {
    const result = await execute(CREATE, { input: { name: 'event.tente', label: 'Tente', price: 100, ...overrides } }, staffUser());
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { [field]: message } });
    expect(await dataSource.getRepository(Service).count()).toBe(14);
  });
});
