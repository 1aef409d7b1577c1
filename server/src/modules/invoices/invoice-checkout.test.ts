import request from 'supertest';
import { DataSource } from 'typeorm';
import { CompleteDemoPaymentDocument, CreateSnowCheckoutDocument } from '../../../../client/src/graphql-public/graphql';
import { App } from '../../app';
import { Role } from '../../shared/roles';
import { createTestApp, TEST_NOW } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { pdfToText } from '../../testing/pdf';
import { graphqlRequest } from '../../testing/requests';
import { validToken } from '../../testing/tokens';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { PaymentEvent } from '../payments/payment-event.entity';
import { FakeStripe, signStripePayload, startFakeStripe, stripeEnv, stripeEventPayload } from '../payments/payments.fixtures';
import { restoreSeedPrices, testContext } from '../pricing/pricing.fixtures';
import { SnowOrder } from '../snow/snow-order.entity';
import { snowCheckoutInput } from '../snow/snow.fixtures';
import { insertUser } from '../users/users.fixtures';
import { CreditNote, Invoice, InvoiceKind, InvoicePayment, InvoiceStatus, PaymentKind, PaymentMethod } from './invoice.entities';
import { invoicesService } from './invoices.fixtures';

const CHECKOUT = 'mutation($number: String!) { createInvoiceCheckout(number: $number) { url amountCents } }';

describeEachDb('invoice payments by card: Stripe Checkout and its webhooks', (kind) => {
  let dataSource: DataSource;
  let fake: FakeStripe;
  let app: App;
  let token: string;
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
    token = await validToken(await insertUser(dataSource, { role: Role.MANAGER }));
  });

  const deliver = (payload: string) => request(app.handler).post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signStripePayload(payload)).send(payload);
  const issue = (cents = 10_000) =>
    invoicesService(dataSource).createManual({ ...testContext(dataSource), now: TEST_NOW }, { clientEmail: 'client@example.ca', clientName: 'Client', clientAddress: '', lines: [{ description: 'Travaux', quantity: 1, unitPriceCents: cents }] });
  const openCheckout = async (number: string) => {
    const res = await graphqlRequest(app, { query: CHECKOUT, variables: { number }, token });
    expect(res.body.errors).toBeUndefined();
    return [...fake.sessions.values()].reverse().find((s) => s.metadata.reference === number)!;
  };

  it('opens a checkout for the balance; the same paid event delivered 5 times (2 at once) applies once', async () => {
    const invoice = await issue();
    await invoicesService(dataSource).recordPayment({ ...testContext(dataSource), now: TEST_NOW }, { number: invoice.number, amountCents: 1498, method: PaymentMethod.CASH, date: '2026-11-21' });
    const session = await openCheckout(invoice.number);
    expect(session.amount_total).toBe(10_000);
    expect(session.line_items).toEqual([expect.objectContaining({ name: `Facture ${invoice.number}`, amount: 10_000 })]);

    const payload = stripeEventPayload('checkout.session.completed', { id: session.id, payment_status: 'paid', metadata: session.metadata }, 'evt_invoice_once');
    const responses = [...(await Promise.all([deliver(payload), deliver(payload)])), await deliver(payload), await deliver(payload), await deliver(payload)];
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(responses.map((r) => r.body.status).sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'processed']);
    const payments = await dataSource.getRepository(InvoicePayment).find({ where: { invoiceId: invoice.id }, order: { id: 'ASC' } });
    expect(payments.map((p) => [p.method, p.amountCents])).toEqual([
      [PaymentMethod.CASH, 1498],
      [PaymentMethod.CARD, 10_000],
    ]);
    expect(await dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id })).toMatchObject({ status: InvoiceStatus.PAID, balanceCents: 0 });
  });

  it('events out of order (async success before the unpaid completion, then another paid event) apply the payment once', async () => {
    const invoice = await issue(20_000);
    const session = await openCheckout(invoice.number);
    const fields = { id: session.id, metadata: session.metadata };
    const statuses = [];
    for (const payload of [
      stripeEventPayload('checkout.session.async_payment_succeeded', { ...fields, payment_status: 'paid' }, 'evt_2'),
      stripeEventPayload('checkout.session.completed', { ...fields, payment_status: 'unpaid' }, 'evt_1'),
      stripeEventPayload('checkout.session.async_payment_succeeded', { ...fields, payment_status: 'paid' }, 'evt_2'),
      stripeEventPayload('checkout.session.completed', { ...fields, payment_status: 'paid' }, 'evt_3'),
      stripeEventPayload('checkout.session.expired', fields, 'evt_4'),
    ]) {
      statuses.push((await deliver(payload)).body.status);
    }
    expect(statuses).toEqual(['processed', 'processed', 'duplicate', 'processed', 'processed']);
    expect(await dataSource.getRepository(InvoicePayment).countBy({ invoiceId: invoice.id })).toBe(1);
    expect(await dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id })).toMatchObject({ status: InvoiceStatus.PAID, paidCents: 22_995 - 0 });
    expect(await dataSource.getRepository(PaymentEvent).count()).toBe(4);
  });

  it('charge.refunded (a refund made in Stripe’s dashboard) is recorded once, with its credit note, whatever the redeliveries', async () => {
    const invoice = await issue();
    const session = await openCheckout(invoice.number);
    const paid = stripeEventPayload('checkout.session.completed', { id: session.id, payment_status: 'paid', metadata: session.metadata, payment_intent: 'pi_test_42' } as never);
    expect((await deliver(paid)).body.status).toBe('processed');
    const charge = (eventId: string, amountRefunded: number, refundId: string) =>
      JSON.stringify({ id: eventId, object: 'event', type: 'charge.refunded', created: Math.floor(TEST_NOW.getTime() / 1000), data: { object: { object: 'charge', id: 'ch_42', payment_intent: 'pi_test_42', amount_refunded: amountRefunded, refunds: { data: [{ id: refundId, amount: 3000 }] } } } });
    const first = charge('evt_refund_1', 3000, 're_dash_1');
    const statuses = [(await deliver(first)).body.status, (await deliver(first)).body.status, (await deliver(charge('evt_refund_1b', 3000, 're_dash_1'))).body.status];
    expect(statuses).toEqual(['processed', 'duplicate', 'processed']);
    const refunds = await dataSource.getRepository(InvoicePayment).findBy({ invoiceId: invoice.id, kind: PaymentKind.REFUND });
    expect(refunds).toMatchObject([{ amountCents: 3000, stripeRefundId: 're_dash_1' }]);
    expect(await dataSource.getRepository(CreditNote).findBy({ invoiceId: invoice.id })).toMatchObject([{ number: 'NC-2026-000001', totalCents: 3000, reason: 'Remboursement' }]);
    // A second dashboard refund: the cumulative amount grows, only the difference is recorded.
    expect((await deliver(charge('evt_refund_2', 4000, 're_dash_2'))).body.status).toBe('processed');
    expect((await dataSource.getRepository(InvoicePayment).findBy({ invoiceId: invoice.id, kind: PaymentKind.REFUND })).map((r) => r.amountCents)).toEqual([3000, 1000]);
    expect(await dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id })).toMatchObject({ paidCents: 7498, creditedCents: 4000, balanceCents: 0 });
  });

  it('charge.refunded for a snow order paid by card (a dashboard refund) records the refund and its credit note on the order’s invoice', async () => {
    await request(app.handler).post('/graphql').set('Content-Type', 'application/json').send({ query: CreateSnowCheckoutDocument.toString(), variables: { input: { ...snowCheckoutInput() } } });
    const order = await dataSource.getRepository(SnowOrder).findOneOrFail({ where: {}, order: { id: 'DESC' } });
    const paid = stripeEventPayload('checkout.session.completed', { id: order.stripeSessionId!, payment_status: 'paid', metadata: { orderId: String(order.id) }, payment_intent: 'pi_snow_7', customer_details: { name: 'Marie Tremblay' } } as never);
    expect((await deliver(paid)).body.status).toBe('processed');
    const invoice = await dataSource.getRepository(Invoice).findOneByOrFail({ kind: InvoiceKind.SNOW });
    expect(await dataSource.getRepository(InvoicePayment).findBy({ invoiceId: invoice.id })).toMatchObject([{ kind: PaymentKind.PAYMENT, reference: 'pi_snow_7', amountCents: order.total }]);
    const refunded = JSON.stringify({ id: 'evt_snow_refund', object: 'event', type: 'charge.refunded', created: Math.floor(TEST_NOW.getTime() / 1000), data: { object: { object: 'charge', id: 'ch_snow', payment_intent: 'pi_snow_7', amount_refunded: 10000, refunds: { data: [{ id: 're_snow_1', amount: 10000 }] } } } });
    expect((await deliver(refunded)).body.status).toBe('processed');
    expect(await dataSource.getRepository(InvoicePayment).findBy({ invoiceId: invoice.id, kind: PaymentKind.REFUND })).toMatchObject([{ amountCents: 10000, stripeRefundId: 're_snow_1' }]);
    expect(await dataSource.getRepository(CreditNote).findBy({ invoiceId: invoice.id })).toMatchObject([{ totalCents: 10000, reason: 'Remboursement' }]);
    expect(await dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id })).toMatchObject({ paidCents: order.total - 10000, creditedCents: 10000, balanceCents: 0 });
  });

  it('refuses a checkout on a paid or void invoice, and for an unknown number (French message, no session)', async () => {
    const invoice = await issue();
    await invoicesService(dataSource).voidInvoice({ ...testContext(dataSource), now: TEST_NOW }, invoice.number, 'Erreur');
    const before = fake.sessions.size;
    const res = await graphqlRequest(app, { query: CHECKOUT, variables: { number: invoice.number }, token });
    expect(res.body.errors[0]).toMatchObject({ message: 'Cette facture est annulée : aucun paiement ne peut y être appliqué.', extensions: { code: 'BAD_USER_INPUT' } });
    const unknown = await graphqlRequest(app, { query: CHECKOUT, variables: { number: 'F-2026-999999' }, token });
    expect(unknown.body.errors[0]).toMatchObject({ message: 'Facture introuvable.', extensions: { code: 'NOT_FOUND' } });
    expect(fake.sessions.size).toBe(before);
  });

  it('a paid snow order issues a paid invoice; the receipt e-mail (one) attaches its PDF', async () => {
    await request(app.handler).post('/graphql').set('Content-Type', 'application/json').send({ query: CreateSnowCheckoutDocument.toString(), variables: { input: { ...snowCheckoutInput() } } });
    const order = await dataSource.getRepository(SnowOrder).findOneOrFail({ where: {}, order: { id: 'DESC' } });
    const payload = stripeEventPayload('checkout.session.completed', { id: order.stripeSessionId!, payment_status: 'paid', metadata: { orderId: String(order.id) }, customer_details: { name: 'Marie Tremblay' } });
    expect((await deliver(payload)).body.status).toBe('processed');
    const invoice = await dataSource.getRepository(Invoice).findOneByOrFail({ kind: InvoiceKind.SNOW });
    expect(invoice).toMatchObject({ status: InvoiceStatus.PAID, totalCents: order.total, balanceCents: 0, clientName: 'Marie Tremblay', sourceKey: `snow:${order.id}` });
    const mails = await dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } });
    // Besides the receipt, the snow season e-mails the seasonal contract (its own PDF) after payment.
    const isReceipt = (m: OutboxMessage): boolean => Boolean(m.dedupeKey?.endsWith(':receipt') || /Reçu de paiement/.test(m.subject));
    const receipts = mails.filter(isReceipt);
    expect(receipts).toHaveLength(1);
    // The season contract to the customer; the office hears of the new order in its inbox e-mail.
    expect(mails.filter((m) => !isReceipt(m)).map((m) => m.dedupeKey).sort()).toEqual([expect.stringMatching(/^inbox:\d+:info@servicesmauricie\.ca$/), expect.stringMatching(/^snow-contract:\d+:pdf$/)]);
    const receipt = receipts[0]!;
    expect(receipt).toMatchObject({ dedupeKey: `snow-order:${order.id}:receipt`, subject: expect.stringMatching(/^Facture F-2026-000001 – Reçu de paiement DN-/) });
    expect(receipt.text).toContain('Votre facture F-2026-000001 (payée) est jointe à ce courriel en PDF.');
    expect(receipt.text).toContain(`Code de confirmation : ${order.confirmationCode}`);
    expect(receipt.attachments).toHaveLength(1);
    const pdf = pdfToText(Buffer.from(receipt.attachments![0]!.contentBase64, 'base64'));
    expect(pdf).toContain('No F-2026-000001');
    expect(pdf).toContain('Paiement (Carte) le 21 novembre 2026');
    expect(pdf).toContain('Solde dû');
    expect(pdf).toMatch(/^0,00 \$$/m);
  });
});

describeEachDb('invoice payments on the demo checkout (no Stripe key)', (kind) => {
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

  it('the demo checkout pays the balance through the same event handling; paying twice applies once', async () => {
    const token = await validToken(await insertUser(dataSource, { role: Role.MANAGER }));
    const invoice = await invoicesService(dataSource).createManual({ ...testContext(dataSource), now: TEST_NOW }, { clientEmail: 'c@example.ca', clientName: 'C', clientAddress: '', lines: [{ description: 'T', quantity: 1, unitPriceCents: 5000 }] });
    const res = await graphqlRequest(app, { query: CHECKOUT, variables: { number: invoice.number }, token });
    const url = res.body.data.createInvoiceCheckout.url as string;
    expect(url).toMatch(/^\/paiement-demo\/facture\/[\w-]+$/);
    const demoToken = url.split('/').pop()!;
    const summary = await graphqlRequest(app, { query: 'query($t: String!) { invoiceDemoCheckout(token: $t) { number amountCents completed } }', variables: { t: demoToken } });
    expect(summary.body.data.invoiceDemoCheckout).toEqual({ number: invoice.number, amountCents: 5749, completed: false });
    const pay = 'mutation($t: String!) { completeInvoiceDemoPayment(token: $t) { number completed } }';
    for (let i = 0; i < 2; i += 1) {
      const paid = await graphqlRequest(app, { query: pay, variables: { t: demoToken } });
      expect(paid.body.data.completeInvoiceDemoPayment).toEqual({ number: invoice.number, completed: true });
    }
    expect(await dataSource.getRepository(InvoicePayment).countBy({ invoiceId: invoice.id })).toBe(1);
    expect(await dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id })).toMatchObject({ status: InvoiceStatus.PAID });
    const unknown = await graphqlRequest(app, { query: pay, variables: { t: 'inconnu' } });
    expect(unknown.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('a snow order paid on the demo page (no customer name) prints the e-mail address once on its invoice', async () => {
    const created = await graphqlRequest(app, { query: CreateSnowCheckoutDocument.toString(), variables: { input: snowCheckoutInput() } });
    const url = created.body.data.createSnowCheckout.url as string;
    const paid = await graphqlRequest(app, { query: CompleteDemoPaymentDocument.toString(), variables: { token: url.split('/').pop() } });
    expect(paid.body.data.completeDemoPayment.status).toBe('PAID');
    const invoice = await dataSource.getRepository(Invoice).findOneOrFail({ where: {}, order: { id: 'DESC' } });
    expect(invoice).toMatchObject({ clientName: 'marie.tremblay@example.ca', clientEmail: 'marie.tremblay@example.ca', status: InvoiceStatus.PAID });
    const receipt = (await dataSource.getRepository(OutboxMessage).find()).find((m) => m.dedupeKey?.endsWith(':receipt'))!;
    const pdf = pdfToText(Buffer.from(receipt.attachments![0]!.contentBase64, 'base64'));
    expect(pdf).toContain('Facturé à');
    expect(pdf.split('marie.tremblay@example.ca')).toHaveLength(2);
  });
});
