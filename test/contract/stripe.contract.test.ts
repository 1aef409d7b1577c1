import request from 'supertest';
import { pickupRestBody } from '../../server/src/modules/pickup/pickup.fixtures';
import { PickupRequest } from '../../server/src/modules/pickup/pickup-request.entity';
import { DataSource } from 'typeorm';
import { App } from '../../server/src/app';
import { FakeStripe, startFakeStripe, stripeEnv } from '../../server/src/modules/payments/payments.fixtures';
import { restoreSeedPrices, staffUser } from '../../server/src/modules/pricing/pricing.fixtures';
import { SnowOrder, SnowOrderStatus } from '../../server/src/modules/snow/snow-order.entity';
import { insertSnowOrder, SNOW_ADDRESS } from '../../server/src/modules/snow/snow.fixtures';
import { createRestRouter } from '../../server/src/rest/rest-router';
import { restHandler } from '../../server/src/testing/rest-handler';
import { Role } from '../../server/src/shared/roles';
import { createTestApp } from '../../server/src/testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../server/src/testing/db';

const body = (overrides: Record<string, unknown> = {}) => ({ address: SNOW_ADDRESS, mode: 'abonnement', email: 'marie@example.ca', amount: 643.86, ...overrides });
const MISMATCH = 'Le montant ne correspond à aucune combinaison d’options pour ce type de service. Rechargez la page pour obtenir les prix à jour.';

describeEachDb('POST /api/stripe/create-checkout-session (demo checkout)', (kind) => {
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

  const post = (payload: unknown) => request(app.handler).post('/api/stripe/create-checkout-session').set('Content-Type', 'application/json').send(payload as object);
  const orders = () => dataSource.getRepository(SnowOrder).find();

  it('answers 200 { url } for the documented payload, with the options the amount designates', async () => {
    const res = await post(body());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: expect.stringMatching(/^\/paiement-demo\/[\w-]+$/) });
    expect(await orders()).toEqual([
      expect.objectContaining({ mode: 'abonnement', abrasif: true, urgent: true, total: 64_386, email: 'marie@example.ca', status: SnowOrderStatus.PENDING }),
    ]);
  });

  it.each([
    ['one-shot', 91.98, false, false],
    ['one-shot', '109.23', false, true],
    ['abonnement', 494.39, true, false],
  ])('mode %s, amount %p → abrasif %s, urgent %s', async (mode, amount, abrasif, urgent) => {
    expect((await post(body({ mode, amount }))).status).toBe(200);
    expect((await orders())[0]).toMatchObject({ mode, abrasif, urgent });
  });

  it.each([
    ['a tampered amount', { amount: 1 }, 'amount', MISMATCH],
    ['an amount with more than 2 decimals', { amount: 91.985 }, 'amount', 'Le montant doit être un nombre positif d’au plus deux décimales.'],
    ['a negative amount', { amount: -643.86 }, 'amount', 'Le montant doit être un nombre positif d’au plus deux décimales.'],
    ['no amount', { amount: undefined }, 'amount', 'Le montant doit être un nombre positif d’au plus deux décimales.'],
    ['an amount that is not a number', { amount: 'beaucoup' }, 'amount', 'Valeur invalide.'],
    ['an address outside Trois-Rivières', { address: '12 rue Principale, Shawinigan' }, 'address', '❌ Malheureusement, nous desservons uniquement la ville de Trois-Rivières.'],
    ['no address', { address: undefined }, 'address', 'L’adresse complète est requise.'],
    ['a bad e-mail', { email: 'marie@' }, 'email', 'Adresse courriel invalide.'],
    ['an unknown mode', { mode: 'mensuel' }, 'mode', 'Choisissez le type de service : abonnement ou à la carte.'],
  ])('answers 400 with the French message for %s, storing nothing', async (_label, overrides, field, message) => {
    const res = await post(body(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: message, code: 'BAD_USER_INPUT', fieldErrors: { [field]: message } });
    expect(await orders()).toEqual([]);
  });

  it('answers 415 for a body that is not JSON and 400 for malformed JSON', async () => {
    const form = await request(app.handler).post('/api/stripe/create-checkout-session').type('form').send('amount=1');
    expect(form.status).toBe(415);
    const broken = await request(app.handler).post('/api/stripe/create-checkout-session').set('Content-Type', 'application/json').send('{"amount":');
    expect(broken.status).toBe(400);
    expect(await orders()).toEqual([]);
  });
});

describeEachDb('POST /api/stripe/create-checkout-session (Stripe)', (kind) => {
  let dataSource: DataSource;
  let fake: FakeStripe;
  let app: App;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    fake = await startFakeStripe();
    app = await createTestApp(dataSource, { env: stripeEnv(fake, 200) });
  });
  afterAll(async () => {
    await app?.stop();
    await fake?.close();
    await dataSource?.destroy();
  });
  beforeEach(async () => {
    await clearTables(dataSource);
    await restoreSeedPrices(dataSource);
    fake.requests.length = 0;
    fake.sessions.clear();
  });

  const post = (payload: unknown) => request(app.handler).post('/api/stripe/create-checkout-session').set('Content-Type', 'application/json').send(payload as object);

  it('answers the Stripe Checkout url; the session charges the server’s quote', async () => {
    const res = await post(body({ mode: 'one-shot', amount: 117.27 }));
    expect(res.status).toBe(200);
    const session = [...fake.sessions.values()][0]!;
    expect(res.body).toEqual({ url: session.url });
    expect(session.amount_total).toBe(11_727);
    expect(session.line_items.map((l) => l.amount)).toEqual([8000, 700, 1500, 510, 1017]);
  });

  it('a tampered amount never reaches Stripe', async () => {
    expect((await post(body({ amount: 0.5 }))).status).toBe(400);
    expect(fake.requests).toEqual([]);
  });

  it('answers 503 with “Erreur inattendue lors du paiement.” when Stripe fails; the order stays pending', async () => {
    fake.failNext(3);
    const res = await post(body());
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'Erreur inattendue lors du paiement.', code: 'SERVICE_UNAVAILABLE' });
    expect(await dataSource.getRepository(SnowOrder).find()).toEqual([expect.objectContaining({ status: SnowOrderStatus.PENDING, stripeSessionId: null })]);
  });
});

describeEachDb('GET /api/stripe/metrics', (kind) => {
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

  /** The same REST router, with a signed-in user (sign-in itself belongs to the auth module). */
  const signedIn = (role: Role) =>
    restHandler(
      createRestRouter({
        operations: app.operations,
        payments: undefined as never,
        createContext: async (req) => ({ ...(await app.createContext(req)), user: staffUser(role) }),
      }),
    );

  it('answers 401 without a signed-in user', async () => {
    const res = await request(app.handler).get('/api/stripe/metrics');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Jeton manquant', code: 'UNAUTHENTICATED' });
  });

  it('answers 403 to an employee', async () => {
    const res = await request(signedIn(Role.EMPLOYEE)).get('/api/stripe/metrics');
    expect(res.status).toBe(403);
  });

  it('answers { totalOrdersThisMonth, estimatedRevenue, byService } to a manager: the month’s orders of the three services, taxes included', async () => {
    await insertSnowOrder(dataSource, { status: SnowOrderStatus.PAID, paidAt: new Date('2026-11-02T12:00:00Z'), total: 9198 });
    await insertSnowOrder(dataSource, { status: SnowOrderStatus.PAID, paidAt: new Date('2026-11-20T12:00:00Z'), total: 64_386 });
    await insertSnowOrder(dataSource, { status: SnowOrderStatus.PAID, paidAt: new Date('2026-10-31T12:00:00Z'), total: 10_003 });
    await insertSnowOrder(dataSource, { status: SnowOrderStatus.PENDING });
    const res = await request(signedIn(Role.MANAGER)).get('/api/stripe/metrics');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totalOrdersThisMonth: 2,
      estimatedRevenue: 735.84,
      byService: [
        { service: 'SNOW', orders: 2, estimatedRevenue: 735.84 },
        { service: 'EVENT', orders: 0, estimatedRevenue: 0 },
        { service: 'PICKUP', orders: 0, estimatedRevenue: 0 },
      ],
    });
    // A pickup request estimated this month counts too.
    const created = await request(app.handler).post('/api/junk/create').send(pickupRestBody());
    expect(created.status).toBe(201);
    await dataSource.getRepository(PickupRequest).update({ id: created.body.id }, { estimateCents: 14_950 });
    const after = await request(signedIn(Role.MANAGER)).get('/api/stripe/metrics');
    expect(after.body).toMatchObject({ totalOrdersThisMonth: 3, estimatedRevenue: 885.34 });
    expect(after.body.byService[2]).toEqual({ service: 'PICKUP', orders: 1, estimatedRevenue: 149.5 });
  });
});
