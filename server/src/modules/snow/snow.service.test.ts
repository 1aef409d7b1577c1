import { DataSource } from 'typeorm';
import { AppError } from '../../shared/app-error';
import { CONFIRMATION_CODE_PATTERN } from '../../shared/snow';
import { TEST_NOW, testConfig } from '../../testing/app';
import { testBus } from '../../testing/event-bus';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { MailService } from '../mail/mail.service';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { PaymentEvent } from '../payments/payment-event.entity';
import { FakeStripe, startFakeStripe, stripeEnv, TEST_STRIPE_KEY } from '../payments/payments.fixtures';
import { createPaymentsService } from '../payments/payments.service';
import { restoreSeedPrices, staffUser, testContext } from '../pricing/pricing.fixtures';
import { PricingService } from '../pricing/pricing.service';
import { Service } from '../pricing/service.entity';
import { SnowCheckoutFulfiller } from './snow-checkout.fulfiller';
import { SnowOrder, SnowOrderStatus } from './snow-order.entity';
import { insertSnowOrder, legacySnowInput, SNOW_ADDRESS, snowCheckoutInput } from './snow.fixtures';
import { maskEmail, newConfirmationCode, SnowService } from './snow.service';

const PUBLIC_URL = 'https://www.servicesmauricie.ca';

describe('newConfirmationCode and maskEmail', () => {
  it('draws DN- and 8 characters without look-alikes', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newConfirmationCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(CONFIRMATION_CODE_PATTERN);
  });

  it('keeps the first letter and the domain', () => {
    expect(maskEmail('marie.tremblay@example.ca')).toBe('m•••@example.ca');
    expect(maskEmail('x@y.ca')).toBe('x•••@y.ca');
    expect(maskEmail('pas-un-courriel')).toBe('•••');
  });
});

async function expectAppError(promise: Promise<unknown>, code: string, message?: string, fieldErrors?: Record<string, string>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  if (message) expect((error as AppError).message).toBe(message);
  if (fieldErrors) expect((error as AppError).fieldErrors).toEqual(fieldErrors);
}

describeEachDb('SnowService', (kind) => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
  });
  afterAll(() => dataSource?.destroy());
  beforeEach(async () => {
    await clearTables(dataSource);
    await restoreSeedPrices(dataSource);
  });

  const ctx = () => testContext(dataSource);
  const build = (env: Record<string, string> = {}) => {
    const config = testConfig({ PUBLIC_URL, ...env });
    const payments = createPaymentsService(dataSource, config.payments, new SnowCheckoutFulfiller(new MailService(), config.company, config.publicUrl, testBus(dataSource)));
    return new SnowService(dataSource, new PricingService(dataSource), payments, config.publicUrl);
  };
  const orders = () => dataSource.getRepository(SnowOrder).find({ order: { id: 'ASC' } });
  const receipts = () => dataSource.getRepository(OutboxMessage).find();

  describe('with the demo checkout (no Stripe key)', () => {
    it('stores the order PENDING, priced by the server, and sends the browser to /paiement-demo/<token>', async () => {
      const { url } = await build().createCheckout(ctx(), snowCheckoutInput({ email: ' Marie.Tremblay@Example.CA ' }));
      expect(url).toMatch(/^\/paiement-demo\/[\w-]{32}$/);
      const [order, ...others] = await orders();
      expect(others).toEqual([]);
      expect(order).toMatchObject({
        mode: 'abonnement',
        address: SNOW_ADDRESS,
        email: 'marie.tremblay@example.ca',
        abrasif: true,
        urgent: true,
        note: 'Entrée de côté, attention au muret.',
        basePrice: 35_000,
        abrasifPrice: 8000,
        urgentPrice: 13_000,
        subtotal: 56_000,
        gst: 2800,
        qst: 5586,
        total: 64_386,
        status: SnowOrderStatus.PENDING,
        stripeSessionId: `demo_${url.split('/').pop()}`,
        paidAt: null,
      });
      expect(order!.confirmationCode).toMatch(CONFIRMATION_CODE_PATTERN);
      expect(order!.createdAt.toISOString()).toBe(TEST_NOW.toISOString());
    });

    it('prices one visit without options from the current price list', async () => {
      await dataSource.getRepository(Service).update({ name: 'snow.oneShot.base' }, { price: 9000 });
      await build().createCheckout(ctx(), snowCheckoutInput({ mode: 'one-shot', abrasif: false, urgent: false, note: '' }));
      expect((await orders())[0]).toMatchObject({ basePrice: 9000, abrasifPrice: 0, urgentPrice: 0, subtotal: 9000, gst: 450, qst: 898, total: 10_348 });
    });

    it('legacy amount: takes the options of the one combination with that total', async () => {
      const snow = build();
      await snow.createCheckoutForAmount(ctx(), legacySnowInput({ mode: 'one-shot', amount: 100.03 }));
      await snow.createCheckoutForAmount(ctx(), legacySnowInput({ mode: 'abonnement', amount: 551.88 }));
      expect((await orders()).map(({ mode, abrasif, urgent, total, note }) => ({ mode, abrasif, urgent, total, note }))).toEqual([
        { mode: 'one-shot', abrasif: true, urgent: false, total: 10_003, note: '' },
        { mode: 'abonnement', abrasif: false, urgent: true, total: 55_188, note: '' },
      ]);
    });

    it.each([
      ['a tampered low amount', 1],
      ['another mode’s total', 402.41],
      ['the price before taxes', 80],
    ])('legacy amount: refuses %s (BAD_USER_INPUT on amount) and stores nothing', async (_label, amount) => {
      const message = 'Le montant ne correspond à aucune combinaison d’options pour ce type de service. Rechargez la page pour obtenir les prix à jour.';
      await expectAppError(build().createCheckoutForAmount(ctx(), legacySnowInput({ amount })), 'BAD_USER_INPUT', message, { amount: message });
      expect(await orders()).toEqual([]);
    });

    it('legacy amount: a total computed with yesterday’s prices no longer matches', async () => {
      await dataSource.getRepository(Service).update({ name: 'snow.oneShot.abrasive' }, { price: 900 });
      await expectAppError(build().createCheckoutForAmount(ctx(), legacySnowInput({ amount: 100.03 })), 'BAD_USER_INPUT');
      await build().createCheckoutForAmount(ctx(), legacySnowInput({ amount: 102.33 }));
      expect((await orders())[0]).toMatchObject({ abrasif: true, abrasifPrice: 900, total: 10_233 });
    });

    it('shows the order of a session with a masked e-mail, and nothing for an unknown session', async () => {
      const snow = build();
      const { url } = await snow.createCheckout(ctx(), snowCheckoutInput());
      const [order] = await orders();
      expect(await snow.confirmation(ctx(), order!.stripeSessionId!)).toEqual({
        mode: 'abonnement',
        abrasif: true,
        urgent: true,
        address: SNOW_ADDRESS,
        email: 'm•••@example.ca',
        subtotal: 56_000,
        gst: 2800,
        qst: 5586,
        total: 64_386,
        confirmationCode: order!.confirmationCode,
        status: 'pending',
      });
      expect(url).toContain(order!.stripeSessionId!.replace('demo_', ''));
      expect(await snow.confirmation(ctx(), 'cs_test_unknown')).toBeNull();
      expect(await snow.confirmation(ctx(), '')).toBeNull();
      expect(await snow.confirmation(ctx(), 'x'.repeat(300))).toBeNull();
    });

    it('“Payer” marks the order paid once and queues one French receipt, however often it is pressed', async () => {
      const snow = build();
      const { url } = await snow.createCheckout(ctx(), snowCheckoutInput());
      const token = url.split('/').pop()!;
      const results = await Promise.all([snow.completeDemoPayment(ctx(), token), snow.completeDemoPayment(ctx(), token)]);
      await snow.completeDemoPayment(ctx(), token);
      expect(results.map((r) => r.status)).toEqual(['paid', 'paid']);

      const [order] = await orders();
      expect(order).toMatchObject({ status: SnowOrderStatus.PAID, customerName: null });
      expect(order!.paidAt?.toISOString()).toBe(TEST_NOW.toISOString());
      expect(await dataSource.getRepository(PaymentEvent).count()).toBe(1);
      const mails = await receipts();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: 'marie.tremblay@example.ca', dedupeKey: `snow-order:${order!.id}:receipt` });
      expect(mails[0]!.subject).toBe(`Reçu de paiement ${order!.confirmationCode} – Services Mauricie`);
      expect(mails[0]!.text).toContain('Total payé : 643,86\u00a0$');
    });

    it('refuses an unknown demo token (NOT_FOUND) and records nothing', async () => {
      await expectAppError(build().completeDemoPayment(ctx(), 'inconnu'), 'NOT_FOUND', 'Commande introuvable.');
      await expectAppError(build().completeDemoPayment(ctx(), '../../etc'), 'NOT_FOUND');
      expect(await dataSource.getRepository(PaymentEvent).count()).toBe(0);
    });
  });

  describe('metrics of the month (America/Toronto)', () => {
    it('counts the orders paid this month in Québec time and sums what they paid', async () => {
      // TEST_NOW is 2026-11-21. November starts 2026-11-01T04:00Z (EDT) and ends 2026-12-01T05:00Z (EST).
      const paid = SnowOrderStatus.PAID;
      await insertSnowOrder(dataSource, { status: paid, paidAt: new Date('2026-11-01T03:59:59.999Z'), total: 1 }); // 31 October in Québec
      await insertSnowOrder(dataSource, { status: paid, paidAt: new Date('2026-11-01T04:00:00.000Z'), total: 9198 });
      await insertSnowOrder(dataSource, { status: paid, paidAt: new Date('2026-11-21T14:00:00.000Z'), total: 64_386 });
      await insertSnowOrder(dataSource, { status: paid, paidAt: new Date('2026-12-01T04:59:59.999Z'), total: 10_003 }); // 30 November, 23:59 in Québec
      await insertSnowOrder(dataSource, { status: paid, paidAt: new Date('2026-12-01T05:00:00.000Z'), total: 7 }); // December
      await insertSnowOrder(dataSource, { status: SnowOrderStatus.PENDING, total: 100_000 });
      await insertSnowOrder(dataSource, { status: SnowOrderStatus.EXPIRED, total: 100_000 });
      await insertSnowOrder(dataSource, { status: SnowOrderStatus.CANCELED, total: 100_000 });

      expect(await build().metrics(testContext(dataSource, staffUser()))).toEqual({
        totalOrdersThisMonth: 3,
        estimatedRevenue: 835.87,
        estimatedRevenueCents: 83_587,
      });
    });

    it('is zero with no paid order', async () => {
      expect(await build().metrics(ctx())).toEqual({ totalOrdersThisMonth: 0, estimatedRevenue: 0, estimatedRevenueCents: 0 });
    });
  });

  describe('with Stripe (a local stand-in for its API)', () => {
    let fake: FakeStripe;
    beforeEach(async () => {
      fake = await startFakeStripe();
    });
    afterEach(() => fake?.close());

    it('creates the Checkout Session with the service, each option and both taxes as French lines, and keeps its id', async () => {
      const { url } = await build(stripeEnv(fake)).createCheckout(ctx(), snowCheckoutInput());
      const [order] = await orders();
      const [session, ...more] = [...fake.sessions.values()];
      expect(more).toEqual([]);
      expect(url).toBe(session!.url);
      expect(order).toMatchObject({ status: SnowOrderStatus.PENDING, stripeSessionId: session!.id });

      expect(fake.requests).toHaveLength(1);
      const request = fake.requests[0]!;
      expect(request).toMatchObject({
        method: 'POST',
        path: '/v1/checkout/sessions',
        authorization: `Bearer ${TEST_STRIPE_KEY}`,
        idempotencyKey: `snow-order-${order!.id}-${order!.confirmationCode}-checkout`,
      });
      expect(request.body).toMatchObject({
        mode: 'payment',
        locale: 'fr-CA',
        customer_email: 'marie.tremblay@example.ca',
        client_reference_id: String(order!.id),
        metadata: { orderId: String(order!.id), reference: order!.confirmationCode },
        success_url: `${PUBLIC_URL}/confirmation?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${PUBLIC_URL}/deneigement`,
      });
      expect(session!.line_items).toEqual([
        { name: 'Déneigement – abonnement saisonnier', amount: 35_000, currency: 'cad', quantity: 1 },
        { name: 'Épandage d’abrasif', amount: 8000, currency: 'cad', quantity: 1 },
        { name: 'Intervention urgente (en moins de 2 heures)', amount: 13_000, currency: 'cad', quantity: 1 },
        { name: 'TPS (5\u00a0%)', amount: 2800, currency: 'cad', quantity: 1 },
        { name: 'TVQ (9,975\u00a0%)', amount: 5586, currency: 'cad', quantity: 1 },
      ]);
      expect(session!.amount_total).toBe(order!.total);
    });

    it('one visit without options: one service line and the two taxes', async () => {
      await build(stripeEnv(fake)).createCheckoutForAmount(ctx(), legacySnowInput({ amount: 91.98 }));
      const session = [...fake.sessions.values()][0]!;
      expect(session.line_items.map((l) => [l.name, l.amount])).toEqual([
        ['Déneigement à la carte (une visite)', 8000],
        ['TPS (5\u00a0%)', 400],
        ['TVQ (9,975\u00a0%)', 798],
      ]);
      expect(session.amount_total).toBe(9198);
    });

    it('retries a timed-out call with the same Idempotency-Key: one session, and the order gets it', async () => {
      fake.hangNext(1);
      const { url } = await build(stripeEnv(fake, 300)).createCheckout(ctx(), snowCheckoutInput());
      expect(fake.requests).toHaveLength(2);
      expect(new Set(fake.requests.map((r) => r.idempotencyKey)).size).toBe(1);
      expect(fake.sessions.size).toBe(1);
      const session = [...fake.sessions.values()][0]!;
      expect(url).toBe(session.url);
      expect((await orders())[0]).toMatchObject({ status: SnowOrderStatus.PENDING, stripeSessionId: session.id });
    });

    it.each([
      ['answers 500 every time', (f: FakeStripe) => f.failNext(10)],
      ['never answers', (f: FakeStripe) => f.hangNext(10)],
    ])('when Stripe %s: the French payment error, one idempotency key, the order stays PENDING without a session', async (_label, breakIt) => {
      breakIt(fake);
      await expectAppError(build(stripeEnv(fake, 200)).createCheckout(ctx(), snowCheckoutInput()), 'SERVICE_UNAVAILABLE', 'Erreur inattendue lors du paiement.');
      expect(fake.requests).toHaveLength(3);
      expect(new Set(fake.requests.map((r) => r.idempotencyKey)).size).toBe(1);
      const [order] = await orders();
      expect(order).toMatchObject({ status: SnowOrderStatus.PENDING, stripeSessionId: null });
      expect(await receipts()).toEqual([]);
    });

    it('refuses the demo payment (FORBIDDEN) when Stripe is configured', async () => {
      const snow = build(stripeEnv(fake));
      await snow.createCheckout(ctx(), snowCheckoutInput());
      await expectAppError(snow.completeDemoPayment(ctx(), 'whatever'), 'FORBIDDEN', 'Le paiement de démonstration est désactivé : les paiements passent par Stripe.');
      expect((await orders())[0]!.status).toBe(SnowOrderStatus.PENDING);
    });
  });
});
