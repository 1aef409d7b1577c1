import { DataSource } from 'typeorm';
import { inTransaction } from '../../kernel/transactions';
import { AppError } from '../../shared/app-error';
import { applyTaxes } from '../../shared/pricing/taxes';
import { TEST_NOW, testConfig } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { pdfToText } from '../../testing/pdf';
import type { EventBus } from '../../kernel/events';
import { invoicingTestBus } from '../../testing/event-bus';
import { MailService } from '../mail/mail.service';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { PickupRequest, PickupStatus } from '../pickup/pickup-request.entity';
import { PickupService } from '../pickup/pickup.service';
import { pickupInput } from '../pickup/pickup.fixtures';
import { testContext } from '../pricing/pricing.fixtures';
import { WebhookDelivery, WebhookEndpoint, WebhookEventType } from '../webhooks/webhook.entities';
import { CreditNote, DocumentCounter, Invoice, InvoiceKind, InvoiceLine, InvoicePayment, InvoiceStatus, PaymentKind, PaymentMethod } from './invoice.entities';
import { InvoiceReportsService } from './invoice-reports.service';
import { insertEventRequest, invoicesService, quoteSnapshot, recordingRefunds } from './invoices.fixtures';
import { InvoicesService } from './invoices.service';
import type { QuoteRevision } from '../portal/portal.entities';
import { quoteSnapshot as portalQuoteSnapshot } from '../portal/quote-revisions.service';

async function expectAppError(promise: Promise<unknown>, code: string, message?: string | RegExp): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  if (message) expect((error as AppError).message).toMatch(message);
  return error as AppError;
}

describeEachDb('invoices: issuing, numbering, payments, credit notes, refunds', (kind) => {
  let dataSource: DataSource;
  let service: InvoicesService;
  let refunds: ReturnType<typeof recordingRefunds>;
  let lifecycle: EventBus;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await dataSource?.destroy();
  });
  beforeEach(async () => {
    await clearTables(dataSource);
    refunds = recordingRefunds();
    service = invoicesService(dataSource, refunds);
    lifecycle = invoicingTestBus(dataSource, testConfig());
  });
  const ctx = (now: Date = TEST_NOW) => ({ ...testContext(dataSource), now });
  const manual = (lines = [{ description: 'Déneigement supplémentaire', quantity: 2, unitPriceCents: 5000 }], email = 'client@example.ca', now?: Date) =>
    service.createManual(ctx(now), { clientEmail: email, clientName: 'Marie Tremblay', clientAddress: '1 rue A, Trois-Rivières', lines });
  const count = async () => ({
    invoices: await dataSource.getRepository(Invoice).count(),
    payments: await dataSource.getRepository(InvoicePayment).count(),
    notes: await dataSource.getRepository(CreditNote).count(),
    lines: await dataSource.getRepository(InvoiceLine).count(),
  });

  it('numbers invoices F-YYYY-NNNNNN gaplessly by Toronto calendar year, with TPS and TVQ half up on the subtotal', async () => {
    const first = await manual();
    const second = await manual([{ description: 'Abrasif', quantity: 3, unitPriceCents: 1999 }]);
    expect([first.number, second.number]).toEqual(['F-2026-000001', 'F-2026-000002']);
    expect(first).toMatchObject({ subtotalCents: 10_000, gstCents: 500, qstCents: 998, totalCents: 11_498, balanceCents: 11_498, status: InvoiceStatus.ISSUED, terms: 'payable à la réception', dueDate: '2026-11-21' });
    expect(second).toMatchObject(applyTaxes(5997) && { subtotalCents: 5997, gstCents: 300, qstCents: 598, totalCents: 6895 });
    // 31 December 23:30 in Québec is still 2026 (04:30 UTC on 1 January); an hour later it is 2027.
    const lateDec = await manual(undefined, undefined, new Date('2027-01-01T04:30:00Z'));
    const jan = await manual(undefined, undefined, new Date('2027-01-01T05:30:00Z'));
    expect([lateDec.number, jan.number]).toEqual(['F-2026-000003', 'F-2027-000001']);
    // A failed issue (rolled back) gives its number back: the next one has no gap.
    await expect(
      inTransaction(dataSource, async (em) => {
        await service.issue(ctx(), em, { kind: InvoiceKind.MANUAL, sourceKey: null, clientEmail: 'x@example.ca', clientName: 'X', clientAddress: '', lines: [{ description: 'A', quantity: 1, unitPriceCents: 100, amountCents: 100 }] });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await manual()).number).toBe('F-2026-000004');
    expect(await dataSource.getRepository(DocumentCounter).findOneByOrFail({ series: 'F', year: 2026 })).toMatchObject({ lastNumber: 4 });
    const mails = await dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } });
    expect(mails[0]).toMatchObject({ to: 'client@example.ca', subject: 'Facture F-2026-000001 – Services Mauricie', dedupeKey: `invoice:${first.id}:issued` });
    expect(mails[0]!.attachments![0]).toMatchObject({ filename: 'facture-F-2026-000001.pdf', contentType: 'application/pdf' });
  });

  it('refuses a negative or zero line, an empty invoice, with a French message and nothing stored', async () => {
    for (const lines of [
      [{ description: 'Rabais', quantity: 1, unitPriceCents: -500 }],
      [{ description: 'Rien', quantity: 0, unitPriceCents: 500 }],
      [{ description: 'OK', quantity: 1, unitPriceCents: 500 }, { description: 'Zéro', quantity: 1, unitPriceCents: 0 }],
      [],
    ]) {
      const error = await expectAppError(manual(lines), 'BAD_USER_INPUT', /ligne/);
      expect(Object.keys(error.fieldErrors ?? {})[0]).toMatch(/^lines/);
    }
    expect(await count()).toEqual({ invoices: 0, payments: 0, notes: 0, lines: 0 });
    expect(await dataSource.getRepository(DocumentCounter).count()).toBe(0);
  });

  it('quote.accepted issues the 25 % deposit invoice; event.done issues the final invoice with the deposit deducted', async () => {
    const event = await insertEventRequest(dataSource);
    await inTransaction(dataSource, (em) => lifecycle.emit(em, { type: 'quote.accepted', at: TEST_NOW, quote: quoteSnapshot(event.id) }));
    const deposit = await dataSource.getRepository(Invoice).findOneByOrFail({ kind: InvoiceKind.DEPOSIT });
    // 25 % of 1 860,00 $ = 465,00 $; TPS 23,25 $; TVQ 46,38 $ (46,384 half up).
    expect(deposit).toMatchObject({ number: 'F-2026-000001', sourceKey: `event:${event.id}:deposit`, eventRequestId: event.id, clientEmail: 'info@marches.ca', subtotalCents: 46_500, gstCents: 2325, qstCents: 4638, totalCents: 53_463 });
    expect(await dataSource.getRepository(InvoiceLine).findBy({ invoiceId: deposit.id })).toMatchObject([{ description: 'Dépôt de 25 % – soumission EV-2026-000007', amountCents: 46_500 }]);

    // The same event twice (a retried transition) issues nothing more.
    await inTransaction(dataSource, (em) => lifecycle.emit(em, { type: 'quote.accepted', at: TEST_NOW, quote: quoteSnapshot(event.id) }));
    expect(await dataSource.getRepository(Invoice).count()).toBe(1);

    await service.recordPayment(ctx(), { number: deposit.number, amountCents: 53_463, method: PaymentMethod.INTERAC, date: '2026-11-21', reference: 'CA1234' });
    await inTransaction(dataSource, (em) => lifecycle.emit(em, { type: 'event.done', at: TEST_NOW, eventRequestId: event.id }));
    const final = await dataSource.getRepository(Invoice).findOneByOrFail({ kind: InvoiceKind.FINAL });
    const lines = await dataSource.getRepository(InvoiceLine).find({ where: { invoiceId: final.id }, order: { position: 'ASC' } });
    expect(lines.map((l) => [l.description, l.amountCents])).toEqual([
      ['Bacs (4 × 3 jours)', 12_000],
      ['Livraison et récupération', 6000],
      ['Personnel sur place', 168_000],
      ['Moins : dépôt facturé (F-2026-000001)', -46_500],
    ]);
    // The final invoice carries the contract's taxes less the deposit's: TVQ 185,54 $ − 46,38 $ = 139,16 $
    // (9,975 % of 1 395,00 $ rounded again would be 139,15 $, a cent short of the signed quote: issue #25).
    expect(final).toMatchObject({ number: 'F-2026-000002', subtotalCents: 139_500, ...{ gstCents: 6975, qstCents: 13_916, totalCents: 160_391 } });
    expect(deposit.gstCents + final.gstCents).toBe(9300);
    expect(deposit.qstCents + final.qstCents).toBe(18_554);
    expect(deposit.totalCents + final.totalCents).toBe(213_854);
  });

  it('a multi-day event: the final invoice bills each signed line at its signed amount, days in the description (issue #25)', async () => {
    // The 3-day festival: 6 bins × 10,00 $ × 3 days = 180,00 $ signed; the final invoice billed 60,00 $ before.
    const event = await insertEventRequest(dataSource);
    const revision = {
      id: 4,
      number: 2,
      lines: [
        { kind: 'equipment', code: 'bac', description: 'Bac de recyclage 360 L', quantity: 6, days: 3, unitPriceCents: 1000, amountCents: 18_000 },
        { kind: 'equipment', code: 'toilette', description: 'Toilette chimique', quantity: 2, days: 3, unitPriceCents: 9500, amountCents: 57_000 },
        { kind: 'service', code: '', description: 'Livraison et récupération', quantity: 1, days: 1, unitPriceCents: 6000, amountCents: 6000 },
      ],
      discountLabel: 'Rabais fidélité',
      discountCents: 1000,
      ...applyTaxes(80_000),
    } as unknown as QuoteRevision;
    const signed = portalQuoteSnapshot(event, revision);
    expect(signed.lines.map((l) => l.days)).toEqual([3, 3, 1, undefined]);
    await inTransaction(dataSource, (em) => lifecycle.emit(em, { type: 'quote.accepted', at: TEST_NOW, quote: signed }));
    await inTransaction(dataSource, (em) => lifecycle.emit(em, { type: 'event.done', at: TEST_NOW, eventRequestId: event.id }));
    const deposit = await dataSource.getRepository(Invoice).findOneByOrFail({ kind: InvoiceKind.DEPOSIT });
    const final = await dataSource.getRepository(Invoice).findOneByOrFail({ kind: InvoiceKind.FINAL });
    const lines = await dataSource.getRepository(InvoiceLine).find({ where: { invoiceId: final.id }, order: { position: 'ASC' } });
    expect(lines.map((l) => [l.description, l.quantity, l.unitPriceCents, l.amountCents])).toEqual([
      ['Bac de recyclage 360 L × 3 jours', 6, 1000, 18_000],
      ['Toilette chimique × 3 jours', 2, 9500, 57_000],
      ['Livraison et récupération', 1, 6000, 6000],
      ['Rabais fidélité', 1, -1000, -1000],
      [`Moins : dépôt facturé (${deposit.number})`, 1, -20_000, -20_000],
    ]);
    // Deposit + final = the signed subtotal.
    expect(deposit.subtotalCents + final.subtotalCents).toBe(80_000);

    // A snapshot stored before the days were carried (no `days`): the amount is still the signed one.
    const legacyEvent = await insertEventRequest(dataSource, { reference: 'EV-2026-000008' });
    const legacy = quoteSnapshot(legacyEvent.id, { reference: 'EV-2026-000008', lines: [{ description: 'Bac', quantity: 6, unitPriceCents: 1000, amountCents: 18_000 }], subtotalCents: 18_000, ...{ gstCents: 900, qstCents: 1796, totalCents: 20_696 } });
    await inTransaction(dataSource, (em) => lifecycle.emit(em, { type: 'quote.accepted', at: TEST_NOW, quote: legacy }));
    await inTransaction(dataSource, (em) => lifecycle.emit(em, { type: 'event.done', at: TEST_NOW, eventRequestId: legacyEvent.id }));
    const legacyFinal = await dataSource.getRepository(Invoice).findOneByOrFail({ kind: InvoiceKind.FINAL, eventRequestId: legacyEvent.id });
    expect((await dataSource.getRepository(InvoiceLine).findBy({ invoiceId: legacyFinal.id })).map((l) => [l.description, l.amountCents])).toEqual([
      ['Bac × 3 jours', 18_000],
      [expect.stringMatching(/^Moins : dépôt facturé/), -4500],
    ]);
  });

  it('a deposit percentage of 0 issues no deposit invoice; the final invoice then bills the whole quote', async () => {
    const event = await insertEventRequest(dataSource);
    const noDeposit = invoicingTestBus(dataSource, testConfig({ INVOICE_DEPOSIT_PERCENT: '0' }));
    await inTransaction(dataSource, (em) => noDeposit.emit(em, { type: 'quote.accepted', at: TEST_NOW, quote: quoteSnapshot(event.id) }));
    expect(await dataSource.getRepository(Invoice).count()).toBe(0);
    await inTransaction(dataSource, (em) => noDeposit.emit(em, { type: 'event.done', at: TEST_NOW, eventRequestId: event.id }));
    expect(await dataSource.getRepository(Invoice).findOneByOrFail({ kind: InvoiceKind.FINAL })).toMatchObject({ subtotalCents: 186_000, gstCents: 9300, qstCents: 18_554, totalCents: 213_854 });
  });

  it('pickup.done (pickup workflow) issues the invoice at the tax-included estimate', async () => {
    const pickups = new PickupService(dataSource, lifecycle, new MailService());
    const row = dataSource.getRepository(PickupRequest).create({ ...pickupInput(), status: PickupStatus.SCHEDULED, estimateCents: 14_950, scheduledDate: '2026-11-21', scheduledSlot: '13:00-15:00', updatedAt: null, createdAt: TEST_NOW });
    await dataSource.getRepository(PickupRequest).insert(row);
    await pickups.updateStatus(ctx(), Object.assign({ id: String(row.id), status: PickupStatus.DONE }));
    const invoice = await dataSource.getRepository(Invoice).findOneByOrFail({ kind: InvoiceKind.PICKUP });
    expect(invoice).toMatchObject({ sourceKey: `pickup:${row.id}`, clientEmail: 'marie-eve@example.com', subtotalCents: 13_003, totalCents: 14_950 });
  });

  it('partial payments are applied in order; paid at a balance of 0; above the balance, on a void invoice: refused, nothing stored', async () => {
    const endpoint = dataSource.getRepository(WebhookEndpoint).create({ url: 'http://127.0.0.1:9/r', events: [WebhookEventType.INVOICE_PAID, WebhookEventType.INVOICE_ISSUED], secret: 'whsec_x', disabledAt: null, failingSince: null, createdById: null, createdAt: TEST_NOW });
    await dataSource.getRepository(WebhookEndpoint).save(endpoint);
    const invoice = await manual();
    const first = await service.recordPayment(ctx(), { number: invoice.number, amountCents: 5000, method: PaymentMethod.CHEQUE, date: '2026-11-20', reference: 'chèque 118' });
    expect(first).toMatchObject({ kind: PaymentKind.PAYMENT, method: PaymentMethod.CHEQUE, amountCents: 5000, reference: 'chèque 118' });
    expect(await dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id })).toMatchObject({ status: InvoiceStatus.ISSUED, paidCents: 5000, balanceCents: 6498 });

    await expectAppError(service.recordPayment(ctx(), { number: invoice.number, amountCents: 6499, method: PaymentMethod.CASH, date: '2026-11-21' }), 'BAD_USER_INPUT', 'Le montant dépasse le solde de la facture (64,98\u00a0$).');
    await expectAppError(service.recordPayment(ctx(), { number: invoice.number, amountCents: 0, method: PaymentMethod.CASH, date: '2026-11-21' }), 'BAD_USER_INPUT', 'Le montant doit être supérieur à zéro.');
    await expectAppError(service.recordPayment(ctx(), { number: invoice.number, amountCents: 100, method: PaymentMethod.CARD, date: '2026-11-21' }), 'BAD_USER_INPUT');
    await expectAppError(service.recordPayment(ctx(), { number: invoice.number, amountCents: 100, method: PaymentMethod.CASH, date: '2026-13-01' }), 'BAD_USER_INPUT', 'Date invalide (AAAA-MM-JJ).');
    await expectAppError(service.recordPayment(ctx(), { number: 'F-2026-999999', amountCents: 100, method: PaymentMethod.CASH, date: '2026-11-21' }), 'NOT_FOUND', 'Facture introuvable.');
    expect((await count()).payments).toBe(1);

    await service.recordPayment(ctx(), { number: invoice.number, amountCents: 6498, method: PaymentMethod.CASH, date: '2026-11-21' });
    expect(await dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id })).toMatchObject({ status: InvoiceStatus.PAID, paidCents: 11_498, balanceCents: 0, paidAt: TEST_NOW });
    const types = (await dataSource.getRepository(WebhookDelivery).find()).map((d) => d.type).sort();
    expect(types).toEqual(['invoice.issued', 'invoice.paid']);
    await expectAppError(service.recordPayment(ctx(), { number: invoice.number, amountCents: 1, method: PaymentMethod.CASH, date: '2026-11-21' }), 'BAD_USER_INPUT', 'Cette facture est déjà payée.');

    const other = await manual();
    await expectAppError(service.voidInvoice(ctx(), other.number, '  '), 'BAD_USER_INPUT', 'Indiquez la raison.');
    await service.voidInvoice(ctx(), other.number, 'Facturée en double');
    await expectAppError(service.recordPayment(ctx(), { number: other.number, amountCents: 100, method: PaymentMethod.CASH, date: '2026-11-21' }), 'BAD_USER_INPUT', 'Cette facture est annulée : aucun paiement ne peut y être appliqué.');
    expect((await count()).payments).toBe(2);
    await expectAppError(service.voidInvoice(ctx(), invoice.number, 'Erreur'), 'BAD_USER_INPUT', /a reçu des paiements/);
  });

  it('staff void a recorded payment only with a reason; the balance comes back and the audit fields are kept', async () => {
    const invoice = await manual();
    const payment = await service.recordPayment(ctx(), { number: invoice.number, amountCents: 11_498, method: PaymentMethod.INTERAC, date: '2026-11-21' });
    await expectAppError(service.voidPayment(ctx(), payment.id, ''), 'BAD_USER_INPUT', 'Indiquez la raison.');
    await service.voidPayment({ ...ctx(), user: { id: 42, email: 'g@example.ca', role: 'MANAGER' as never } }, payment.id, 'Virement refusé par la banque');
    expect(await dataSource.getRepository(InvoicePayment).findOneByOrFail({ id: payment.id })).toMatchObject({ voidReason: 'Virement refusé par la banque', voidedById: 42, voidedAt: TEST_NOW });
    expect(await dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id })).toMatchObject({ status: InvoiceStatus.ISSUED, paidCents: 0, balanceCents: 11_498, paidAt: null });
    await expectAppError(service.voidPayment(ctx(), payment.id, 'encore'), 'BAD_USER_INPUT', 'Ce paiement est déjà annulé.');
  });

  it('credit notes NC-YYYY-NNNNNN never exceed what is left; refunds of a card payment go through the provider once and issue the credit note', async () => {
    const invoice = await manual();
    await expectAppError(service.issueCreditNote(ctx(), { number: invoice.number, amountCents: 11_499, reason: 'Erreur' }), 'BAD_USER_INPUT', 'Le montant dépasse ce qui reste à créditer sur la facture (114,98\u00a0$).');
    const note = await service.issueCreditNote(ctx(), { number: invoice.number, amountCents: 2000, reason: 'Geste commercial' });
    expect(note).toMatchObject({ number: 'NC-2026-000001', totalCents: 2000, subtotalCents: 1739, gstCents: 87, qstCents: 174 });
    expect(await dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id })).toMatchObject({ creditedCents: 2000, balanceCents: 9498 });

    // Card payment of the rest through the invoice checkout's fulfilment path.
    const card = await inTransaction(dataSource, async (em) =>
      service.applyPayment(ctx(), em, (await em.getRepository(Invoice).findOneByOrFail({ id: invoice.id }))!, { method: PaymentMethod.CARD, amountCents: 9498, receivedAt: TEST_NOW, stripeSessionId: 'cs_test_1' }),
    );
    await expectAppError(service.refundPayment(ctx(), { paymentId: card.id, amountCents: 9499, reason: 'Annulation' }), 'BAD_USER_INPUT', 'Le remboursement dépasse ce qui reste du paiement (94,98\u00a0$).');
    expect(refunds.calls).toHaveLength(0);
    const refundNote = await service.refundPayment(ctx(), { paymentId: card.id, amountCents: 4000, reason: 'Annulation partielle' });
    expect(refunds.calls).toEqual([{ sessionId: 'cs_test_1', amountCents: 4000 }]);
    expect(refundNote).toMatchObject({ number: 'NC-2026-000002', totalCents: 4000, reason: 'Annulation partielle' });
    expect(await dataSource.getRepository(InvoicePayment).findOneByOrFail({ id: card.id })).toMatchObject({ refundedCents: 4000 });
    expect(await dataSource.getRepository(InvoicePayment).findOneByOrFail({ kind: PaymentKind.REFUND })).toMatchObject({ amountCents: 4000, stripeRefundId: 're_test_1', refundOfId: card.id });
    expect(await dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id })).toMatchObject({ paidCents: 5498, creditedCents: 6000, balanceCents: 0, status: InvoiceStatus.PAID });

    // The same refund reported again (charge.refunded webhook) is recorded once.
    await inTransaction(dataSource, (em) => service.recordRefund(ctx(), em, card.id, 4000, 're_test_1', 'Webhook'));
    expect(await dataSource.getRepository(CreditNote).count()).toBe(2);
    // What is left: 114,98 − 60,00 = 54,98 $ to credit; the refund above the payment's rest is refused before any provider call.
    await expectAppError(service.refundPayment(ctx(), { paymentId: card.id, amountCents: 5499, reason: 'x' }), 'BAD_USER_INPUT');
    expect(refunds.calls).toHaveLength(1);
    const cash = await manual();
    const cashPayment = await service.recordPayment(ctx(), { number: cash.number, amountCents: 100, method: PaymentMethod.CASH, date: '2026-11-21' });
    await expectAppError(service.refundPayment(ctx(), { paymentId: cashPayment.id, amountCents: 100, reason: 'x' }), 'BAD_USER_INPUT', /Seul un paiement par carte/);
  });

  it('a payment received sends a receipt naming the invoice and the balance left; a credit note or a refund sends its PDF; French, company identity, once each (issue #25)', async () => {
    const invoice = await manual([{ description: 'Location de bacs', quantity: 4, unitPriceCents: 5000 }]); // 229,95 $
    await dataSource.getRepository(OutboxMessage).clear();
    await service.recordPayment(ctx(), { number: invoice.number, amountCents: 5000, method: PaymentMethod.INTERAC, date: '2026-11-20', reference: 'CA1234' });
    await service.recordPayment(ctx(), { number: invoice.number, amountCents: 2000, method: PaymentMethod.CASH, date: '2026-11-20' });
    await service.recordPayment(ctx(), { number: invoice.number, amountCents: 1000, method: PaymentMethod.CHEQUE, date: '2026-11-21', reference: '118' });
    const card = await inTransaction(dataSource, async (em) =>
      service.applyPayment(ctx(), em, await em.getRepository(Invoice).findOneByOrFail({ id: invoice.id }), { method: PaymentMethod.CARD, amountCents: 10_000, receivedAt: TEST_NOW, stripeSessionId: 'cs_test_9' }),
    );
    const receipts = await dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } });
    expect(receipts.map((m) => [m.to, m.subject, m.dedupeKey])).toEqual(
      Array.from({ length: 4 }, () => ['client@example.ca', `Reçu de paiement – facture ${invoice.number} – Services Mauricie`, expect.stringMatching(/^invoice-payment:\d+:receipt$/)]),
    );
    expect(receipts[0]!.text).toContain(`Nous avons bien reçu votre paiement de 50,00\u00a0$ (virement Interac, réf. CA1234) le 20 novembre 2026, appliqué à la facture ${invoice.number}.`);
    expect(receipts[0]!.text).toContain(`Solde restant de la facture ${invoice.number} : 179,95\u00a0$.`);
    expect(receipts[1]!.text).toContain('(comptant)');
    expect(receipts[2]!.text).toContain('(chèque, réf. 118)');
    expect(receipts[3]!.text).toContain('(carte)');
    expect(receipts[3]!.text).toContain(`Solde restant de la facture ${invoice.number} : 49,95\u00a0$.`);
    for (const mail of receipts) expect(mail.text).toMatch(/Services Mauricie\n.+\nTél\. : .+\nNEQ : \d{10} · No de TPS : .+ · No de TVQ : .+/);

    await dataSource.getRepository(OutboxMessage).clear();
    const note = await service.issueCreditNote(ctx(), { number: invoice.number, amountCents: 1000, reason: 'Bac endommagé' });
    const refund = await service.refundPayment(ctx(), { paymentId: card.id, amountCents: 2500, reason: 'Bac manquant' });
    // The provider's webhook for the same refund changes nothing and sends nothing more.
    await inTransaction(dataSource, (em) => service.recordRefund(ctx(), em, card.id, 2500, 're_test_1', 'Bac manquant'));
    const notes = await dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } });
    expect(notes.map((m) => [m.subject, m.dedupeKey])).toEqual([
      [`Note de crédit ${note.number} – facture ${invoice.number} – Services Mauricie`, `credit-note:${note.id}:issued`],
      [`Note de crédit ${refund.number} – facture ${invoice.number} – Services Mauricie`, `credit-note:${refund.id}:issued`],
    ]);
    expect(notes[1]!.text).toContain(`Nous vous avons remboursé 25,00\u00a0$ sur la carte utilisée pour payer la facture ${invoice.number}.`);
    for (const [mail, credit] of [[notes[0]!, note], [notes[1]!, refund]] as const) {
      const [pdf] = mail.attachments!;
      expect(pdf).toMatchObject({ filename: `note-de-credit-${credit.number}.pdf`, contentType: 'application/pdf' });
      const text = await pdfToText(Buffer.from(pdf!.contentBase64, 'base64'));
      for (const expected of ['NOTE DE CRÉDIT', credit.number, `Facture créditée : ${invoice.number}`, 'NEQ', 'TPS', 'TVQ', credit.reason]) expect(text).toContain(expected);
    }
  });

  it('byNumber with a client e-mail hides another client’s invoice exactly like an unknown one', async () => {
    const invoice = await manual(undefined, 'alice@example.ca');
    expect((await service.byNumber(ctx(), invoice.number, 'ALICE@example.ca')).id).toBe(invoice.id);
    await expectAppError(service.byNumber(ctx(), invoice.number, 'bob@example.ca'), 'NOT_FOUND', 'Facture introuvable.');
  });

  it('the PDF carries the legal name, NEQ, TPS and TVQ numbers, both taxes, payments with date and method, balance, due date and terms', async () => {
    const invoice = await manual();
    await service.recordPayment(ctx(), { number: invoice.number, amountCents: 5000, method: PaymentMethod.CHEQUE, date: '2026-11-20', reference: '118' });
    const pdf = await service.pdf(ctx(), invoice.number);
    expect(pdf.filename).toBe('facture-F-2026-000001.pdf');
    const text = pdfToText(pdf.content);
    for (const expected of [
      'Services Mauricie',
      'NEQ : 0000000000',
      'No de TPS : 000000000 RT0001',
      'No de TVQ : 0000000000 TQ0001',
      'FACTURE',
      'No F-2026-000001',
      'Date : 21 novembre 2026',
      'Marie Tremblay',
      'Déneigement supplémentaire',
      '100,00 $',
      'Sous-total',
      'TPS (5 %)',
      'TVQ (9,975 %)',
      '4,98 $',
      '114,98 $',
      'Paiement (Chèque) le 20 novembre 2026',
      'Solde dû',
      '64,98 $',
      'Conditions de paiement : payable à la réception',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('tax report by month: invoices minus credit notes, void invoices excluded; aging buckets per client', async () => {
    const reports = new InvoiceReportsService(dataSource);
    await manual(undefined, 'a@example.ca', new Date('2026-10-15T15:00:00Z'));
    const nov = await manual(undefined, 'b@example.ca');
    await service.issueCreditNote(ctx(), { number: nov.number, amountCents: 11_498, reason: 'Annulée' });
    const voided = await manual(undefined, 'c@example.ca');
    await service.voidInvoice(ctx(), voided.number, 'Erreur');
    // 1 November 00:30 in Québec is still October's 31st 23:30? No: 04:30 UTC on 1 Nov = 00:30 1 Nov in Québec.
    await manual([{ description: 'X', quantity: 1, unitPriceCents: 1000 }], 'a@example.ca', new Date('2026-11-01T04:30:00Z'));
    const report = await reports.taxReport(ctx(), '2026-10-01', '2026-11-30');
    expect(report.months).toEqual([
      { month: '2026-10', invoiceCount: 1, creditNoteCount: 0, salesCents: 10_000, gstCollectedCents: 500, qstCollectedCents: 998, totalCents: 11_498 },
      { month: '2026-11', invoiceCount: 2, creditNoteCount: 1, salesCents: 1000, gstCollectedCents: 50, qstCollectedCents: 100, totalCents: 1150 },
    ]);
    expect(report.totals).toMatchObject({ salesCents: 11_000, gstCollectedCents: 550, qstCollectedCents: 1098 });
    await expectAppError(reports.taxReport(ctx(), '2026-11-30', '2026-10-01'), 'BAD_USER_INPUT');

    const aging = await reports.aging({ ...ctx(), now: new Date('2026-12-20T15:00:00Z') });
    // a@: 114,98 $ due 15 Oct (66 days late) and 11,50 $ due 1 Nov (49 days late).
    expect(aging.rows).toEqual([{ clientEmail: 'a@example.ca', clientName: 'Marie Tremblay', current: 0, days1to30: 0, days31to60: 1150, days61to90: 11_498, over90: 0, total: 12_648 }]);
    expect(aging.totals.total).toBe(12_648);

    const qbo = await reports.quickBooksRows(ctx(), '2026-10-01', '2026-11-30');
    expect(qbo[0]).toEqual(['InvoiceNo', 'Customer', 'InvoiceDate', 'DueDate', 'Terms', 'Memo', 'Item(Product/Service)', 'ItemDescription', 'ItemQuantity', 'ItemRate', 'ItemAmount', 'ItemTaxCode', 'ItemTaxAmount', 'TransactionType']);
    expect(qbo[1]).toEqual(['F-2026-000001', 'Marie Tremblay', '2026-10-15', '2026-10-15', 'payable à la réception', 'a@example.ca', 'Services divers', 'Déneigement supplémentaire', '2', '50.00', '100.00', 'TPS/TVQ QC - 9,975', '14.98', 'Invoice']);
    expect(qbo.filter((row) => row[13] === 'Credit Memo').map((row) => [row[0], row[10], row[12]])).toEqual([['NC-2026-000001', '100.00', '14.98']]);
    const journal = await reports.journalRows(ctx(), '2026-10-01', '2026-11-30');
    const sum = (col: 3 | 4) => journal.slice(1).reduce((s, r) => s + Math.round(Number(r[col] || 0) * 100), 0);
    expect(sum(3)).toBe(sum(4));
  });
});
