import request from 'supertest';
import { DataSource } from 'typeorm';
import { CompleteDemoPaymentDocument, CreateSnowCheckoutDocument, SnowOrderConfirmationDocument } from '../../../../client/src/graphql-public/graphql';
import { App } from '../../app';
import { Role } from '../../shared/roles';
import { createTestApp } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { restoreSeedPrices, staffUser, testContext } from '../pricing/pricing.fixtures';
import { SnowOrder, SnowOrderStatus } from './snow-order.entity';
import { insertSnowOrder, snowCheckoutInput } from './snow.fixtures';

const OUT_OF_ZONE = '❌ Malheureusement, nous desservons uniquement la ville de Trois-Rivières.';
const METRICS = 'query { snowOrderMetrics { totalOrdersThisMonth estimatedRevenue estimatedRevenueCents } }';

describeEachDb('snow GraphQL operations', (kind) => {
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

  const gql = (query: string, variables: Record<string, unknown> = {}) =>
    request(app.handler).post('/graphql').set('Content-Type', 'application/json').send({ query, variables });
  const checkout = (input: Record<string, unknown>) => gql(CreateSnowCheckoutDocument.toString(), { input });
  const input = (overrides: Record<string, unknown> = {}) => ({ ...snowCheckoutInput(), ...overrides });
  const orderCount = () => dataSource.getRepository(SnowOrder).count();

  it('createSnowCheckout answers the demo checkout url (the client’s own document)', async () => {
    const res = await checkout(input());
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createSnowCheckout.url).toMatch(/^\/paiement-demo\/[\w-]+$/);
    expect(await orderCount()).toBe(1);
  });

  it('needs only address, mode and e-mail: options off and no note by default', async () => {
    const res = await checkout({ address: '5 rue Bonaventure, Trois-Rivières', mode: 'one-shot', email: 'a@b.ca' });
    expect(res.body.errors).toBeUndefined();
    expect(await dataSource.getRepository(SnowOrder).findOneByOrFail({})).toMatchObject({ abrasif: false, urgent: false, note: '', total: 9198 });
  });

  it.each([
    ['address', { address: '100 rue Principale, Shawinigan' }, OUT_OF_ZONE],
    ['address', { address: '  ' }, 'L’adresse complète est requise.'],
    ['address', { address: `${'x'.repeat(290)} Trois-Rivières` }, 'Ce champ ne peut dépasser 300 caractères.'],
    ['email', { email: '' }, 'L’adresse courriel est requise.'],
    ['email', { email: 'marie@exemple' }, 'Adresse courriel invalide.'],
    ['mode', { mode: 'hebdo' }, 'Choisissez le type de service : abonnement ou à la carte.'],
    ['note', { note: 'x'.repeat(1001) }, 'Ce champ ne peut dépasser 1000 caractères.'],
    ['abrasif', { abrasif: 'oui' }, 'Valeur invalide.'],
    ['amount', { amount: 1 }, 'Champ inconnu.'],
    ['total', { total: 1 }, 'Champ inconnu.'],
  ])('refuses a bad %s (%j) with its French field error, storing nothing', async (field, overrides, message) => {
    const res = await checkout(input(overrides));
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { [field]: message } });
    expect(await orderCount()).toBe(0);
  });

  it('snowOrderConfirmation shows the order with a masked e-mail; null for an unknown session', async () => {
    const order = await insertSnowOrder(dataSource, { email: 'jean@example.ca', confirmationCode: 'DN-ABCDEFGH' });
    const res = await gql(SnowOrderConfirmationDocument.toString(), { sessionId: order.stripeSessionId });
    expect(res.body.data.snowOrderConfirmation).toEqual({
      mode: 'one-shot',
      abrasif: false,
      urgent: false,
      address: order.address,
      email: 'j•••@example.ca',
      subtotal: 8000,
      gst: 400,
      qst: 798,
      total: 9198,
      confirmationCode: 'DN-ABCDEFGH',
      status: 'PENDING',
    });
    const unknown = await gql(SnowOrderConfirmationDocument.toString(), { sessionId: 'cs_test_nope' });
    expect(unknown.body).toEqual({ data: { snowOrderConfirmation: null } });
  });

  it('completeDemoPayment pays the order of a demo token; NOT_FOUND for another token', async () => {
    const url: string = (await checkout(input())).body.data.createSnowCheckout.url;
    const token = url.split('/').pop();
    const res = await gql(CompleteDemoPaymentDocument.toString(), { token });
    expect(res.body.data.completeDemoPayment).toEqual({ confirmationCode: expect.stringMatching(/^DN-/), status: 'PAID' });
    // The receipt and (a subscription) the season contract's PDF to the customer; the office's new-business e-mail.
    const mails = await dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } });
    expect(mails.map((m) => m.dedupeKey).sort()).toEqual([
      expect.stringMatching(/^inbox:\d+:info@servicesmauricie\.ca$/),
      expect.stringMatching(/^snow-contract:\d+:pdf$/),
      expect.stringMatching(/^snow-order:\d+:receipt$/),
    ]);
    const unknown = await gql(CompleteDemoPaymentDocument.toString(), { token: 'nope' });
    expect(unknown.body.errors[0]).toMatchObject({ message: 'Commande introuvable.', extensions: { code: 'NOT_FOUND' } });
  });

  describe('snowOrderMetrics (MANAGER and above)', () => {
    const run = (role: Role | null) =>
      app.apollo.executeOperation({ query: METRICS }, { contextValue: testContext(dataSource, role ? staffUser(role) : null) });
    const result = async (role: Role | null) => {
      const response = await run(role);
      if (response.body.kind !== 'single') throw new Error('unexpected incremental response');
      return response.body.singleResult;
    };

    it('is refused without a user (UNAUTHENTICATED) and to an employee (FORBIDDEN)', async () => {
      expect((await result(null)).errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect((await result(Role.EMPLOYEE)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
      const http = await gql(METRICS);
      expect(http.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    it.each([Role.MANAGER, Role.ADMIN, Role.SUPERADMIN])('answers %s', async (role) => {
      await insertSnowOrder(dataSource, { status: SnowOrderStatus.PAID, paidAt: new Date('2026-11-10T12:00:00Z'), total: 64_386 });
      expect((await result(role)).data).toEqual({ snowOrderMetrics: { totalOrdersThisMonth: 1, estimatedRevenue: 643.86, estimatedRevenueCents: 64_386 } });
    });
  });
});
