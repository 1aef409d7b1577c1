import request from 'supertest';
import { DataSource } from 'typeorm';
import { App } from '../../app';
import { SubmitEventRequestDocument } from '../../../../client/src/graphql-public/graphql';
import { createTestApp } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { restoreSeedPrices } from '../pricing/pricing.fixtures';
import { EventMaterialLine } from './event-material-line.entity';
import { EventRequest } from './event-request.entity';
import { eventInput, eventRestBody, EXPECTED_TOTALS } from './events.fixtures';

const MUTATION = SubmitEventRequestDocument.toString();

/** Issue #25: the count asked before the wizard capped it at what was left is kept beside the granted one, never priced. */
describeEachDb('event request: asked quantity beside the granted one (issue #25)', (kind) => {
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

  const input = (overrides: Record<string, unknown> = {}) => {
    const base = eventInput();
    return { ...base, materials: { ...base.materials }, services: { ...base.services }, ...overrides };
  };
  const send = (variables: Record<string, unknown>) =>
    request(app.handler).post('/graphql').set('Content-Type', 'application/json').send({ query: MUTATION, variables: { input: variables } });
  const lines = async () => {
    const rows = await dataSource.getRepository(EventMaterialLine).find({ order: { id: 'ASC' } });
    return Object.fromEntries(rows.map((row) => [row.type, { quantity: row.quantity, asked: row.askedQuantity, lineTotal: row.lineTotal }]));
  };

  it('GraphQL: stores the asked count beside the granted one; the price is the granted one', async () => {
    // The fixture grants bac 4 and toilette 4; the customer had asked 8 and 12 of them.
    const response = await send(input({ askedMaterials: { bac: 8, toilette: 12 } }));
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.submitEventRequest).toMatchObject({ subtotal: EXPECTED_TOTALS.subtotal, total: EXPECTED_TOTALS.total });
    const stored = await lines();
    expect(stored['bac']).toEqual({ quantity: 4, asked: 8, lineTotal: 4 * 1000 * 3 });
    expect(stored['toilette']).toMatchObject({ quantity: 4, asked: 12 });
    expect(stored['baril']).toMatchObject({ quantity: 8, asked: null });
    const request = await dataSource.getRepository(EventRequest).findOneByOrFail({ id: Number(response.body.data.submitEventRequest.id) });
    expect(request.total).toBe(EXPECTED_TOTALS.total);
  });

  it('an item asked for with none granted has no line: the request keeps the ask (soldOutAsked), never priced', async () => {
    const base = eventInput();
    const response = await send(input({ materials: { ...base.materials, toilette: 0 }, askedMaterials: { toilette: 4, bac: 9, lavage: 0 } }));
    expect(response.body.errors).toBeUndefined();
    const stored = await lines();
    expect(stored['toilette']).toBeUndefined();
    expect(stored['bac']).toMatchObject({ quantity: 4, asked: 9 });
    const row = await dataSource.getRepository(EventRequest).findOneByOrFail({ id: Number(response.body.data.submitEventRequest.id) });
    expect(row.soldOutAsked).toEqual([{ type: 'toilette', askedQuantity: 4 }]);
    // Priced as if the ask were absent: the 4 toilets × 3 days are not billed.
    const without = (await send(input({ materials: { ...base.materials, toilette: 0 }, eventName: 'Sans demande' }))).body.data.submitEventRequest;
    expect(response.body.data.submitEventRequest.total).toBe(without.total);
    expect((await dataSource.getRepository(EventRequest).findOneByOrFail({ id: Number(without.id) })).soldOutAsked).toBeNull();
  });

  it('an asked count not above the granted one is not kept; absent askedMaterials keeps none', async () => {
    expect((await send(input({ askedMaterials: { bac: 4, baril: 2 } }))).body.errors).toBeUndefined();
    expect(Object.values(await lines()).map((l) => l.asked)).toEqual([null, null, null, null, null]);
    await clearTables(dataSource);
    expect((await send(input())).body.errors).toBeUndefined();
    expect(Object.values(await lines()).every((l) => l.asked === null)).toBe(true);
  });

  it('a malformed asked count is refused with a French field message and nothing is stored', async () => {
    const response = await send(input({ askedMaterials: { bac: -3 } }));
    expect(response.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(response.body.errors[0].extensions.fieldErrors['askedMaterials.bac']).toMatch(/quantité|nombre|entre/i);
    expect(await dataSource.getRepository(EventRequest).count()).toBe(0);
  });

  it('REST /api/event takes askedMaterials (numeric strings too) and still ignores totalPrice', async () => {
    const response = await request(app.handler).post('/api/event').send(eventRestBody({ askedMaterials: { bac: '8' }, totalPrice: 1 }));
    expect(response.status).toBe(201);
    expect((await lines())['bac']).toEqual({ quantity: 4, asked: 8, lineTotal: 12_000 });
    expect((await dataSource.getRepository(EventRequest).findOneByOrFail({ id: response.body.id })).total).toBe(EXPECTED_TOTALS.total);
  });
});
