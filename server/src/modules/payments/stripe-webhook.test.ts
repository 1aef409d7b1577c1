import request from 'supertest';
import { DataSource, Like } from 'typeorm';
import { CreateSnowCheckoutDocument } from '../../../../client/src/graphql-public/graphql';
import { App } from '../../app';
import { TEST_NOW, createTestApp, testConfig } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { restoreSeedPrices } from '../pricing/pricing.fixtures';
import { SnowOrder, SnowOrderStatus } from '../snow/snow-order.entity';
import { snowCheckoutInput } from '../snow/snow.fixtures';
import { PaymentEvent } from './payment-event.entity';
import { FakeStripe, signStripePayload, startFakeStripe, stripeEnv, stripeEventPayload, SessionFields } from './payments.fixtures';

const COMPLETED = 'checkout.session.completed';
const ASYNC_SUCCEEDED = 'checkout.session.async_payment_succeeded';
const ASYNC_FAILED = 'checkout.session.async_payment_failed';
const EXPIRED = 'checkout.session.expired';
const NOW_S = Math.floor(TEST_NOW.getTime() / 1000);

describeEachDb('POST /api/stripe/webhook', (kind) => {
  let dataSource: DataSource;
  let fake: FakeStripe;
  let app: App;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    fake = await startFakeStripe();
    app = await createTestApp(dataSource, { env: stripeEnv(fake) });
  });
  afterAll(async () => {
    await app?.stop();
    await fake?.close();
    await dataSource?.destroy();
  });
  beforeEach(async () => {
    await clearTables(dataSource);
    await restoreSeedPrices(dataSource);
  });

  /** An order created through the public mutation (so its Stripe session exists and is stored). */
  async function createOrder(): Promise<SnowOrder> {
    const input = { ...snowCheckoutInput() };
    const res = await request(app.handler)
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({ query: CreateSnowCheckoutDocument.toString(), variables: { input } });
    expect(res.body.errors).toBeUndefined();
    return dataSource.getRepository(SnowOrder).findOneOrFail({ where: {}, order: { id: 'DESC' } });
  }

  const deliver = (payload: string, signature: string | null = signStripePayload(payload), contentType = 'application/json') => {
    const req = request(app.handler).post('/api/stripe/webhook').set('Content-Type', contentType);
    if (signature !== null) req.set('Stripe-Signature', signature);
    return req.send(payload);
  };
  const session = (order: SnowOrder, fields: Partial<SessionFields> = {}): SessionFields => ({
    id: order.stripeSessionId!,
    metadata: { orderId: String(order.id) },
    customer_details: { name: 'Marie Tremblay', email: order.email },
    ...fields,
  });
  const state = async (order: SnowOrder) => ({
    status: (await dataSource.getRepository(SnowOrder).findOneByOrFail({ id: order.id })).status,
    events: await dataSource.getRepository(PaymentEvent).count(),
    // The receipts only: a paid subscription also queues its season contract (snow-season), checked below.
    receipts: await dataSource.getRepository(OutboxMessage).countBy({ dedupeKey: Like('%:receipt') }),
  });

  it('a valid completed-and-paid event marks the order paid, keeps the cardholder name and queues one receipt', async () => {
    const order = await createOrder();
    const res = await deliver(stripeEventPayload(COMPLETED, session(order, { payment_status: 'paid' })));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, status: 'processed' });

    const paid = await dataSource.getRepository(SnowOrder).findOneByOrFail({ id: order.id });
    expect(paid).toMatchObject({ status: SnowOrderStatus.PAID, customerName: 'Marie Tremblay' });
    expect(paid.paidAt?.toISOString()).toBe(TEST_NOW.toISOString());
    const [receipt, ...others] = await dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } });
    // The subscription's season contract (PDF), once, and the office's new-business e-mail (notifications' inbox).
    expect(others.map((o) => o.dedupeKey)).toEqual([expect.stringMatching(/^snow-contract:\d+:pdf$/), expect.stringMatching(/^inbox:\d+:info@servicesmauricie\.ca$/)]);
    expect(others.filter((o) => o.to === 'marie.tremblay@example.ca').map((o) => o.dedupeKey)).toEqual([expect.stringMatching(/^snow-contract:/)]);
    expect(receipt).toMatchObject({ to: 'marie.tremblay@example.ca', dedupeKey: `snow-order:${order.id}:receipt` });
    expect(receipt!.text).toContain('Client : Marie Tremblay (marie.tremblay@example.ca)');
    expect(receipt!.text).toContain(`Code de confirmation : ${order.confirmationCode}`);
    expect(receipt!.text).toContain(`Mon espace client : ${testConfig().publicUrl}/client`);
    expect(receipt!.html).toContain(`<a href="${testConfig().publicUrl}/client">Mon espace client</a>`);
  });

  describe('refuses with 400 and changes nothing', () => {
    it.each([
      ['a tampered body', (payload: string) => ({ body: payload.replace('"paid"', '"paid" '), signature: signStripePayload(payload) })],
      ['a body parsed then re-serialised', (payload: string) => ({ body: JSON.stringify(JSON.parse(payload)), signature: signStripePayload(payload) })],
      ['another endpoint’s secret', (payload: string) => ({ body: payload, signature: signStripePayload(payload, { secret: 'whsec_other' }) })],
      ['a timestamp older than 300 s', (payload: string) => ({ body: payload, signature: signStripePayload(payload, { timestamp: NOW_S - 301 }) })],
      // issue #32: signed in the future (the library bounds only the age).
      ['a timestamp 61 s in the future', (payload: string) => ({ body: payload, signature: signStripePayload(payload, { timestamp: NOW_S + 61 }) })],
      ['a timestamp 1 h in the future', (payload: string) => ({ body: payload, signature: signStripePayload(payload, { timestamp: NOW_S + 3600 }) })],
      ['a timestamp 30 days in the future', (payload: string) => ({ body: payload, signature: signStripePayload(payload, { timestamp: NOW_S + 30 * 86_400 }) })],
      ['a timestamp 10 years in the future', (payload: string) => ({ body: payload, signature: signStripePayload(payload, { timestamp: NOW_S + 3650 * 86_400 }) })],
      ['no signature', (payload: string) => ({ body: payload, signature: null })],
      ['a malformed signature', (payload: string) => ({ body: payload, signature: 't=abc,v1=zzz' })],
    ])('%s', async (_label, make) => {
      const order = await createOrder();
      const { body, signature } = make(stripeEventPayload(COMPLETED, session(order, { payment_status: 'paid' })));
      const res = await deliver(body, signature);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Signature du webhook invalide ou expirée.', code: 'BAD_REQUEST' });
      expect(await state(order)).toEqual({ status: SnowOrderStatus.PENDING, events: 0, receipts: 0 });
    });
  });

  it('accepts a timestamp within the 300 s tolerance, and a text/plain content type (the raw body is read before any JSON guard)', async () => {
    const order = await createOrder();
    const payload = stripeEventPayload(COMPLETED, session(order, { payment_status: 'paid' }));
    const res = await deliver(payload, signStripePayload(payload, { timestamp: NOW_S - 290 }), 'text/plain');
    expect(res.status).toBe(200);
    expect((await state(order)).status).toBe(SnowOrderStatus.PAID);
    // A clock 60 s ahead of ours is still Stripe's.
    const ahead = await deliver(payload, signStripePayload(payload, { timestamp: NOW_S + 60 }));
    expect(ahead.status).toBe(200);
  });

  it('handles the same event once when it comes 3 times, 2 of them at the same time: one change, one receipt, all 2xx', async () => {
    const order = await createOrder();
    const payload = stripeEventPayload(COMPLETED, session(order, { payment_status: 'paid' }), 'evt_same_event');
    const concurrent = await Promise.all([deliver(payload), deliver(payload)]);
    const later = await deliver(payload);
    const statuses = [...concurrent, later].map((r) => r.status);
    expect(statuses).toEqual([200, 200, 200]);
    expect([...concurrent, later].map((r) => r.body.status).sort()).toEqual(['duplicate', 'duplicate', 'processed']);
    expect(await state(order)).toEqual({ status: SnowOrderStatus.PAID, events: 1, receipts: 1 });
  });

  it('two different events paying one order at the same time change it once and send one receipt', async () => {
    const order = await createOrder();
    await Promise.all([
      deliver(stripeEventPayload(COMPLETED, session(order, { payment_status: 'paid' }))),
      deliver(stripeEventPayload(ASYNC_SUCCEEDED, session(order, { payment_status: 'paid' }))),
    ]);
    expect(await state(order)).toEqual({ status: SnowOrderStatus.PAID, events: 2, receipts: 1 });
  });

  it('out of order: an expiry or a failure arriving after the payment leaves the order paid', async () => {
    const order = await createOrder();
    await deliver(stripeEventPayload(COMPLETED, session(order, { payment_status: 'paid' })));
    expect((await deliver(stripeEventPayload(EXPIRED, session(order)))).status).toBe(200);
    expect((await deliver(stripeEventPayload(ASYNC_FAILED, session(order)))).status).toBe(200);
    expect(await state(order)).toEqual({ status: SnowOrderStatus.PAID, events: 3, receipts: 1 });
  });

  it('async payment: succeeded before completed(unpaid) → paid, and stays paid', async () => {
    const order = await createOrder();
    await deliver(stripeEventPayload(ASYNC_SUCCEEDED, session(order, { payment_status: 'paid' })));
    await deliver(stripeEventPayload(COMPLETED, session(order, { payment_status: 'unpaid' })));
    expect(await state(order)).toEqual({ status: SnowOrderStatus.PAID, events: 2, receipts: 1 });
  });

  it('async payment: completed(unpaid) waits, then a failure cancels; a later expiry changes nothing', async () => {
    const order = await createOrder();
    await deliver(stripeEventPayload(COMPLETED, session(order, { payment_status: 'unpaid' })));
    expect(await state(order)).toEqual({ status: SnowOrderStatus.PENDING, events: 1, receipts: 0 });
    await deliver(stripeEventPayload(ASYNC_FAILED, session(order)));
    expect(await state(order)).toEqual({ status: SnowOrderStatus.CANCELED, events: 2, receipts: 0 });
    await deliver(stripeEventPayload(EXPIRED, session(order)));
    expect(await state(order)).toEqual({ status: SnowOrderStatus.CANCELED, events: 3, receipts: 0 });
  });

  it('async payment: completed(unpaid) then succeeded → paid', async () => {
    const order = await createOrder();
    await deliver(stripeEventPayload(COMPLETED, session(order, { payment_status: 'unpaid' })));
    await deliver(stripeEventPayload(ASYNC_SUCCEEDED, session(order, { payment_status: 'paid' })));
    expect(await state(order)).toEqual({ status: SnowOrderStatus.PAID, events: 2, receipts: 1 });
  });

  it('an expired session expires its pending order', async () => {
    const order = await createOrder();
    await deliver(stripeEventPayload(EXPIRED, session(order)));
    expect(await state(order)).toEqual({ status: SnowOrderStatus.EXPIRED, events: 1, receipts: 0 });
  });

  it('finds the order by metadata.orderId when its session id was never stored', async () => {
    const order = await createOrder();
    await dataSource.getRepository(SnowOrder).update({ id: order.id }, { stripeSessionId: null });
    await deliver(stripeEventPayload(COMPLETED, session(order, { payment_status: 'paid' })));
    expect(await dataSource.getRepository(SnowOrder).findOneByOrFail({ id: order.id })).toMatchObject({
      status: SnowOrderStatus.PAID,
      stripeSessionId: order.stripeSessionId,
    });
  });

  it('answers 200 for an unknown session and for event types it does not act on, changing nothing', async () => {
    const order = await createOrder();
    const unknown = await deliver(stripeEventPayload(COMPLETED, { id: 'cs_test_unknown', payment_status: 'paid', metadata: { orderId: '999999' } }));
    expect(unknown.status).toBe(200);
    const other = await deliver(stripeEventPayload('payment_intent.succeeded', session(order)));
    expect(other.body).toEqual({ received: true, status: 'ignored' });
    expect(await state(order)).toEqual({ status: SnowOrderStatus.PENDING, events: 1, receipts: 0 });
  });

  it('answers 413 for a body larger than any Stripe event', async () => {
    const res = await deliver('x'.repeat(600_000), 't=1,v1=abc');
    expect(res.status).toBe(413);
  });
});

describeEachDb('POST /api/stripe/webhook without Stripe (demo checkout)', (kind) => {
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

  it('answers 404: there is no webhook to receive', async () => {
    const payload = stripeEventPayload(COMPLETED, { id: 'cs_test_1', payment_status: 'paid' });
    const res = await request(app.handler).post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signStripePayload(payload)).send(payload);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Les webhooks Stripe ne sont pas configurés sur ce serveur.', code: 'NOT_FOUND' });
  });
});
