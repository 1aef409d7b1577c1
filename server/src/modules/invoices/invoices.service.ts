import { DateTime } from 'luxon';
import { DataSource, EntityManager, In, LessThan } from 'typeorm';
import type { AppConfig } from '../../config';
import { inTransaction } from '../../kernel/transactions';
import { ConnectionArgs, paginate } from '../../kernel/connections';
import { actingUserId, RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { INVOICE_MESSAGES as M } from '../../shared/invoices.messages.fr';
import { invoiceTotals, LineInput, percentOf, priceLines, splitCredit, subtotalFromTaxIncluded } from '../../shared/invoicing';
import { formatCad } from '../../shared/pricing/money';
import type { EventBus } from '../../kernel/events';
import type { QuoteLine, QuoteSnapshot } from '../portal/portal.public';
import { MailService } from '../mail/mail.public';
import type { MailToQueue } from '../mail/mail.public';
import { EventRequest } from '../events/events.public';
import { PickupRequest } from '../pickup/pickup.public';
import { SnowOrder } from '../snow/snow.public';
import { snowOrderLines } from '../snow/snow.public';
import { AcceptedQuote, CreditNote, Invoice, InvoiceKind, InvoiceLine, InvoicePayment, InvoiceStatus, PaymentKind, PaymentMethod } from './invoice.entities';
import { nextDocumentNumber, torontoDatePlus } from './invoice-numbering';
import { insertRows } from '../../db/prepared-insert';
import { buildCreditNotePdf, buildInvoicePdf, frenchDate, invoicePdfFilename, InvoiceIssuer, InvoicePdf } from './invoice-pdf';

export interface InvoiceDraft {
  kind: InvoiceKind;
  sourceKey: string | null;
  eventRequestId?: number | null;
  clientEmail: string;
  clientName: string;
  clientAddress: string;
  /** Lines as priced; a negative amount only for a deduction the system writes (deposit already invoiced). */
  lines: { description: string; quantity: number; unitPriceCents: number; days?: number; amountCents: number }[];
  /**
   * Taxes set by the caller instead of 5 % / 9,975 % of the lines' subtotal: only the final invoice
   * of a signed quote, which bills the contract's taxes (computed once on the signed subtotal) less
   * the deposit's, so deposit + final = the signed total to the cent.
   */
  taxes?: { gst: number; qst: number };
  /**
   * The e-mail is queued after the issuing transaction (`completeIssuedMail`): marks the invoice
   * `issuedMailPending`. How `createManual` issued before its e-mail joined the issuing transaction;
   * invoices left so marked are finished by their first download or the invoice-mail worker.
   */
  mailAfterCommit?: boolean;
  /** The e-mail (its PDF as issued rendered by the mail worker when it sends it) is queued in the issuing transaction itself. */
  mailWithIssue?: boolean;
}

export interface OfflinePaymentInput {
  number: string;
  amountCents: number;
  method: PaymentMethod;
  /** YYYY-MM-DD (America/Toronto); the payment is dated noon that day. */
  date: string;
  reference?: string | null;
}

/** The figures of one invoice the PDF and the screens show. */
export interface InvoiceDocument {
  invoice: Invoice;
  lines: InvoiceLine[];
  payments: InvoicePayment[];
  creditNotes: CreditNote[];
}

export type RefundGateway = (request: { sessionId: string | null; amountCents: number; idempotencyKey: string }) => Promise<{ id: string }>;

/**
 * The mail renderer of an invoice's PDF as issued (issue #31): the e-mail of an invoice issued with
 * `mailAfterCommit` is queued with this deferred attachment, rendered by the mail worker when it
 * sends it (`issuedPdfById`), not in the issuing process's hot path.
 */
export const ISSUED_PDF_RENDERER = 'invoice-issued-pdf';

const OFFLINE = new Set([PaymentMethod.INTERAC, PaymentMethod.CHEQUE, PaymentMethod.CASH]);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function lockFor(em: EntityManager) {
  return em.connection.options.type === 'better-sqlite3' ? undefined : ({ mode: 'pessimistic_write' } as const);
}

/**
 * A signed quote line as an invoice line: the signed amount as it is (never recomputed), the rental
 * days in the description as the quote's PDF shows them ("Bac 6 × 3 jours"). Snapshots stored before
 * the days were carried give them back from the amount.
 */
export function signedInvoiceLine(line: QuoteLine): InvoiceDraft['lines'][number] {
  const perPeriod = line.quantity * line.unitPriceCents;
  const days = line.days ?? (perPeriod > 0 && line.amountCents % perPeriod === 0 ? line.amountCents / perPeriod : 1);
  if (days > 1 && line.amountCents === perPeriod * days) {
    return { description: `${line.description} × ${days} jours`, quantity: line.quantity, unitPriceCents: line.unitPriceCents, days, amountCents: line.amountCents };
  }
  // A line whose amount is not quantity × price (a lump sum): billed as one unit at the signed amount.
  if (line.amountCents !== perPeriod) return { description: line.description, quantity: 1, unitPriceCents: line.amountCents, amountCents: line.amountCents };
  return { description: line.description, quantity: line.quantity, unitPriceCents: line.unitPriceCents, amountCents: line.amountCents };
}

function badInput(field: string, message: string): AppError {
  return new AppError(ErrorCode.BAD_USER_INPUT, message, { [field]: message });
}

/** The outbox dedupe key of an invoice's e-mail at issue: one e-mail per invoice, whichever path queues it. */
function issuedMailKey(invoice: Invoice): string {
  return `invoice:${invoice.id}:issued`;
}

/**
 * Invoices, credit notes and payments (issue #15). Every document is numbered inside the
 * transaction that issues it; an issued invoice's content never changes (only its paid / credited
 * figures and status); corrections are credit notes that never exceed what is left.
 */
export class InvoicesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: Pick<AppConfig, 'company' | 'invoicing' | 'publicUrl'>,
    private readonly refundGateway: RefundGateway,
    private readonly bus: EventBus,
  ) {
    mail.registerAttachmentRenderer(ISSUED_PDF_RENDERER, async (key) => (await this.issuedPdfById(Number(key))).content);
  }

  get issuer(): InvoiceIssuer {
    return { ...this.config.company, terms: this.config.invoicing.paymentTerms };
  }

  // ---------------------------------------------------------------- issuing

  /**
   * Issues an invoice inside `em`: validates the lines, computes the taxes on the subtotal,
   * takes the next F-YYYY number, stores it with its lines and queues the `invoice.issued` webhook.
   * A second issue for the same `sourceKey` returns the first invoice (listeners are idempotent).
   */
  async issue(ctx: RequestContext, em: EntityManager, draft: InvoiceDraft): Promise<Invoice> {
    if (draft.sourceKey) {
      const existing = await em.getRepository(Invoice).findOneBy({ sourceKey: draft.sourceKey });
      if (existing) return existing;
    }
    if (!draft.lines.length) throw badInput('lines', M.noLines);
    for (const line of draft.lines) {
      if (!line.description.trim()) throw badInput('lines', M.lineDescription);
      const days = line.days ?? 1;
      if (!Number.isSafeInteger(line.quantity) || !Number.isSafeInteger(line.unitPriceCents) || !Number.isSafeInteger(days) || days < 1 || line.amountCents !== line.quantity * line.unitPriceCents * days) {
        throw badInput('lines', M.lineAmount);
      }
    }
    const subtotal = draft.lines.reduce((sum, line) => sum + line.amountCents, 0);
    if (subtotal <= 0) throw badInput('lines', M.lineAmount);
    const computed = invoiceTotals(draft.lines);
    const totals = draft.taxes ? { subtotal, gst: draft.taxes.gst, qst: draft.taxes.qst, total: subtotal + draft.taxes.gst + draft.taxes.qst } : computed;
    // Taxes given by the caller differ from 5 % / 9,975 % of this subtotal only by roundings (a few cents).
    if (totals.gst < 0 || totals.qst < 0 || Math.abs(totals.gst - computed.gst) > 5 || Math.abs(totals.qst - computed.qst) > 5) throw badInput('lines', M.lineAmount);
    // One statement on MariaDB (invoice-numbering.ts): the counter's lock is held from here through the
    // few inserts below to the commit; the PDF is rendered after the commit (issue #31). Taking the
    // number after the inserts under a provisional one deadlocked on the unique number index.
    const { number } = await nextDocumentNumber(em, 'F', ctx.now);
    const due = torontoDatePlus(ctx.now, this.config.invoicing.dueDays);
    const invoice = em.getRepository(Invoice).create({
      number,
      kind: draft.kind,
      status: InvoiceStatus.ISSUED,
      sourceKey: draft.sourceKey,
      eventRequestId: draft.eventRequestId ?? null,
      clientEmail: draft.clientEmail.trim().toLowerCase().slice(0, 254),
      clientName: draft.clientName.trim().slice(0, 200) || draft.clientEmail,
      clientAddress: draft.clientAddress.trim().slice(0, 300),
      issuedAt: ctx.now,
      dueDate: due,
      terms: this.config.invoicing.paymentTerms,
      subtotalCents: totals.subtotal,
      gstCents: totals.gst,
      qstCents: totals.qst,
      totalCents: totals.total,
      paidCents: 0,
      creditedCents: 0,
      balanceCents: totals.total,
      paidAt: null,
      voidedAt: null,
      voidReason: null,
      remindersSent: 0,
      issuedMailPending: draft.mailAfterCommit ?? false,
      createdById: actingUserId(ctx),
    });
    // Plain SQL on MariaDB (insertRows): one INSERT for the invoice (every column set, so TypeORM's
    // read-back SELECT of the defaulted columns is not needed) and one for all its lines, inside the
    // counter's lock window (issue #31).
    await insertRows(em, Invoice, [invoice]);
    const lines = draft.lines.map((line, position) =>
      em.getRepository(InvoiceLine).create({ invoiceId: invoice.id, position, description: line.description.trim().slice(0, 300), quantity: line.quantity, unitPriceCents: line.unitPriceCents, amountCents: line.amountCents }),
    );
    // The e-mail's INSERT is sent with the lines' (both queued on the transaction's connection at
    // once: mysql2 sends the second as soon as the first is answered, with no trip through this code).
    await Promise.all([insertRows(em, InvoiceLine, lines), draft.mailWithIssue ? this.mail.queueForNewRow(ctx, em, this.issuedMail(invoice)) : null]);
    invoice.lines = lines;
    await this.bus.emit(em, { type: 'invoice.issued', at: ctx.now, invoice });
    ctx.log.info({ invoice: invoice.number, kind: invoice.kind, total: invoice.totalCents }, 'invoice issued');
    return invoice;
  }

  /** Queues the invoice e-mail with its PDF attached (same transaction). */
  async queueInvoiceMail(ctx: RequestContext, em: EntityManager, invoice: Invoice, dedupeKey: string, extra?: { subject: string; text: string; html?: string }): Promise<void> {
    await this.queueInvoiceMailWith(ctx, em, invoice, dedupeKey, await buildInvoicePdf(await this.document(em, invoice), this.issuer, ctx.now), extra);
  }

  private async queueInvoiceMailWith(ctx: RequestContext, em: EntityManager, invoice: Invoice, dedupeKey: string, pdf: InvoicePdf, extra?: { subject: string; text: string; html?: string }): Promise<void> {
    await this.mail.queue(ctx, em, this.invoiceMail(invoice, dedupeKey, pdf, extra));
  }

  /** `pdf`: the PDF rendered now, or null: the PDF as issued, rendered by the mail worker when it sends the e-mail (`ISSUED_PDF_RENDERER`). */
  private invoiceMail(invoice: Invoice, dedupeKey: string, pdf: InvoicePdf | null, extra?: { subject: string; text: string; html?: string }): MailToQueue {
    const url = `${this.config.publicUrl}/client/factures`;
    return {
      to: invoice.clientEmail,
      subject: extra?.subject ?? M.issuedSubject(invoice.number, this.config.company.name),
      text: extra?.text ?? M.issuedBody(invoice.number, formatCad(invoice.totalCents), invoice.terms, url),
      html: extra?.html ?? null,
      attachments: [
        pdf
          ? { filename: pdf.filename, contentBase64: pdf.content.toString('base64'), contentType: 'application/pdf' }
          : { filename: invoicePdfFilename(invoice.number), contentBase64: '', contentType: 'application/pdf', render: { by: ISSUED_PDF_RENDERER, key: String(invoice.id) } },
      ],
      dedupeKey,
    };
  }

  /** The e-mail of an invoice just issued, its PDF as issued deferred to the mail worker; its dedupe key names the new invoice. */
  private issuedMail(invoice: Invoice): MailToQueue & { dedupeKey: string } {
    const dedupeKey = issuedMailKey(invoice);
    return { ...this.invoiceMail(invoice, dedupeKey, null), dedupeKey };
  }

  /**
   * The PDF as issued, from the frozen rows only (the invoice's figures and lines, no payment or
   * credit note, dated at issue): the same bytes whenever and wherever it is rendered, so the e-mail
   * of an invoice issued with `mailAfterCommit` carries what an in-transaction render carried.
   */
  async issuedPdf(em: EntityManager, invoice: Invoice): Promise<InvoicePdf> {
    const lines = await em.getRepository(InvoiceLine).find({ where: { invoiceId: invoice.id }, order: { position: 'ASC' } });
    return this.issuedPdfOf(invoice, lines);
  }

  /** `issuedPdf` of a stored invoice by id (the mail worker's renderer; NOT_FOUND once the invoice is gone). */
  async issuedPdfById(id: number): Promise<InvoicePdf> {
    const invoice = Number.isSafeInteger(id) ? await this.dataSource.getRepository(Invoice).findOneBy({ id }) : null;
    if (!invoice) throw new AppError(ErrorCode.NOT_FOUND, M.notFound);
    return this.issuedPdf(this.dataSource.manager, invoice);
  }

  /** `issuedPdf` from rows already at hand: the invoice and its lines in position order, as committed. */
  private issuedPdfOf(invoice: Invoice, lines: InvoiceLine[]): Promise<InvoicePdf> {
    const asIssued = Object.assign(new Invoice(), invoice, { status: InvoiceStatus.ISSUED, paidCents: 0, creditedCents: 0, balanceCents: invoice.totalCents, paidAt: null, voidedAt: null, voidReason: null });
    return buildInvoicePdf({ invoice: asIssued, lines, payments: [], creditNotes: [] }, this.issuer, invoice.issuedAt);
  }

  /**
   * Second half of an issue with `mailAfterCommit` (issue #31): queues the e-mail, its PDF as issued
   * deferred to the mail worker (`ISSUED_PDF_RENDERER`), and clears `issuedMailPending` in one short transaction.
   * Idempotent and safe from two processes at once (the outbox's dedupe key keeps one e-mail; the
   * loser's transaction rolls back and finds the work done). Returns whether this call queued it.
   */
  async completeIssuedMail(ctx: RequestContext, invoiceId: number): Promise<boolean> {
    const invoice = await this.dataSource.getRepository(Invoice).findOneBy({ id: invoiceId });
    if (!invoice?.issuedMailPending) return false;
    try {
      return await inTransaction(this.dataSource, async (em) => {
        const cleared = await em.getRepository(Invoice).update({ id: invoice.id, issuedMailPending: true }, { issuedMailPending: false });
        if (!cleared.affected) return false;
        await this.mail.queue(ctx, em, this.issuedMail(invoice));
        return true;
      });
    } catch (error) {
      const again = await this.dataSource.getRepository(Invoice).findOne({ where: { id: invoice.id }, select: { id: true, issuedMailPending: true } });
      if (again && !again.issuedMailPending) return false; // another process finished it meanwhile
      throw error;
    }
  }

  /** Invoices whose issuing finished but whose e-mail was not queued (a process stopped in between), issued before `before`. */
  async completePendingIssuedMails(ctx: RequestContext, before: Date, limit = 100): Promise<number> {
    const pending = await this.dataSource.getRepository(Invoice).find({ where: { issuedMailPending: true, issuedAt: LessThan(before) }, select: { id: true }, order: { id: 'ASC' }, take: limit });
    let done = 0;
    for (const { id } of pending) if (await this.completeIssuedMail(ctx, id)) done += 1;
    if (done) ctx.log.warn({ done }, 'invoice e-mails queued after an interrupted issue');
    return done;
  }

  /** quote.accepted: keeps the accepted quote for the final invoice and issues the deposit invoice (unless the percentage is 0). */
  async onQuoteAccepted(ctx: RequestContext, em: EntityManager, quote: QuoteSnapshot): Promise<Invoice | null> {
    await em.getRepository(AcceptedQuote).delete({ eventRequestId: quote.eventRequestId });
    await em.getRepository(AcceptedQuote).insert({ eventRequestId: quote.eventRequestId, snapshot: JSON.stringify(quote), acceptedAt: ctx.now });
    const percent = this.config.invoicing.depositPercent;
    if (percent <= 0) return null;
    const amount = percentOf(quote.subtotalCents, percent);
    if (amount <= 0) return null;
    const invoice = await this.issue(ctx, em, {
      kind: InvoiceKind.DEPOSIT,
      sourceKey: `event:${quote.eventRequestId}:deposit`,
      eventRequestId: quote.eventRequestId,
      clientEmail: quote.clientEmail,
      clientName: quote.clientName,
      clientAddress: quote.clientAddress,
      lines: [{ description: M.depositLine(percent, quote.reference), quantity: 1, unitPriceCents: amount, amountCents: amount }],
    });
    await this.queueInvoiceMail(ctx, em, invoice, issuedMailKey(invoice));
    return invoice;
  }

  /**
   * event.done: the final invoice — the accepted quote's lines (or, without the portal, the event's
   * stored quote), less what the deposit invoice still bills (its subtotal less its credit notes).
   * Its taxes are the contract's (5 % and 9,975 % of the whole signed subtotal, each rounded once,
   * as the quote) less the deposit's net taxes: deposit + final − credit notes = the signed total
   * to the cent (taxing the difference rounded a second time and drifted by a cent).
   */
  async onEventDone(ctx: RequestContext, em: EntityManager, eventRequestId: number): Promise<Invoice | null> {
    const event = await em.getRepository(EventRequest).findOneBy({ id: eventRequestId });
    if (!event) return null;
    const accepted = await em.getRepository(AcceptedQuote).findOneBy({ eventRequestId });
    const snapshot = accepted ? (JSON.parse(accepted.snapshot) as QuoteSnapshot) : null;
    const lines: InvoiceDraft['lines'] = snapshot?.lines.length
      ? snapshot.lines.map(signedInvoiceLine)
      : [{ description: M.eventLine(event.reference, event.eventName), quantity: 1, unitPriceCents: event.subtotal, amountCents: event.subtotal }];
    const contract = invoiceTotals(lines);
    let taxes = { gst: contract.gst, qst: contract.qst };
    const deposit = await em.getRepository(Invoice).findOneBy({ sourceKey: `event:${eventRequestId}:deposit` });
    if (deposit && deposit.status !== InvoiceStatus.VOID) {
      const left = await this.remaining(em, deposit);
      if (left.subtotal > 0) lines.push({ description: M.depositDeducted(deposit.number), quantity: 1, unitPriceCents: -left.subtotal, amountCents: -left.subtotal });
      taxes = { gst: contract.gst - left.gst, qst: contract.qst - left.qst };
    }
    if (lines.reduce((sum, line) => sum + line.amountCents, 0) <= 0) return null;
    const invoice = await this.issue(ctx, em, {
      kind: InvoiceKind.FINAL,
      sourceKey: `event:${eventRequestId}:final`,
      eventRequestId,
      clientEmail: snapshot?.clientEmail ?? event.email,
      clientName: snapshot?.clientName ?? event.companyName,
      clientAddress: snapshot?.clientAddress ?? event.address,
      lines,
      taxes,
    });
    await this.queueInvoiceMail(ctx, em, invoice, issuedMailKey(invoice));
    return invoice;
  }

  /** pickup.done: the invoice at the accepted (tax-included) estimate. */
  async onPickupDone(ctx: RequestContext, em: EntityManager, pickupRequestId: number): Promise<Invoice | null> {
    const pickup = await em.getRepository(PickupRequest).findOneBy({ id: pickupRequestId });
    if (!pickup || !pickup.estimateCents) return null;
    const subtotal = subtotalFromTaxIncluded(pickup.estimateCents);
    if (subtotal <= 0) return null;
    const invoice = await this.issue(ctx, em, {
      kind: InvoiceKind.PICKUP,
      sourceKey: `pickup:${pickup.id}`,
      clientEmail: pickup.email,
      clientName: pickup.fullName,
      clientAddress: pickup.address,
      lines: [{ description: M.pickupLine(pickup.id), quantity: 1, unitPriceCents: subtotal, amountCents: subtotal }],
    });
    await this.queueInvoiceMail(ctx, em, invoice, issuedMailKey(invoice));
    return invoice;
  }

  /**
   * snow.paid: a paid invoice for the order (same lines and amounts as charged), the card payment
   * applied under Stripe's payment intent (the order's confirmation code on the demo page), as an
   * invoice paid by card is, so `charge.refunded` finds it. Its PDF goes with the receipt e-mail.
   */
  async onSnowPaid(ctx: RequestContext, em: EntityManager, snowOrderId: number, paymentIntent: string | null = null): Promise<Invoice | null> {
    const order = await em.getRepository(SnowOrder).findOneBy({ id: snowOrderId });
    if (!order) return null;
    const existing = await em.getRepository(Invoice).findOneBy({ sourceKey: `snow:${order.id}` });
    if (existing) return existing;
    const invoice = await this.issue(ctx, em, {
      kind: InvoiceKind.SNOW,
      sourceKey: `snow:${order.id}`,
      clientEmail: order.email,
      clientName: order.customerName ?? order.email,
      clientAddress: order.address,
      lines: snowOrderLines(order).map((line) => ({ description: line.name, quantity: 1, unitPriceCents: line.amount, amountCents: line.amount })),
    });
    if (invoice.totalCents !== order.total) ctx.log.error({ invoice: invoice.number, order: order.id }, 'snow invoice total differs from the amount charged');
    await this.applyPayment(ctx, em, invoice, {
      method: PaymentMethod.CARD,
      amountCents: Math.min(order.total, invoice.balanceCents),
      receivedAt: order.paidAt ?? ctx.now,
      reference: paymentIntent ?? order.confirmationCode,
      stripeSessionId: order.stripeSessionId,
    });
    return invoice;
  }

  // ---------------------------------------------------------------- payments

  /** Locks and returns an invoice by number (NOT_FOUND otherwise). */
  private async lockInvoice(em: EntityManager, number: string): Promise<Invoice> {
    const invoice = typeof number === 'string' && number.length <= 20 ? await em.getRepository(Invoice).findOne({ where: { number: number.trim() }, lock: lockFor(em) }) : null;
    if (!invoice) throw new AppError(ErrorCode.NOT_FOUND, M.notFound);
    return invoice;
  }

  /**
   * Applies a payment to a locked invoice: refused on a void or paid invoice and above the
   * balance; `paid` (with the time) when the balance reaches 0; `invoice.paid` webhook then.
   */
  async applyPayment(
    ctx: RequestContext,
    em: EntityManager,
    invoice: Invoice,
    payment: { method: PaymentMethod; amountCents: number; receivedAt: Date; reference?: string | null; stripeSessionId?: string | null; /** Card money already taken: recorded whatever the balance or status. */ allowOverpay?: boolean },
  ): Promise<InvoicePayment> {
    if (invoice.status === InvoiceStatus.VOID && !payment.allowOverpay) throw badInput('number', M.paymentOnVoid);
    if (!Number.isSafeInteger(payment.amountCents) || payment.amountCents <= 0) throw badInput('amountCents', M.amountPositive);
    if (!payment.allowOverpay) {
      if (invoice.balanceCents <= 0) throw badInput('amountCents', M.invoicePaid);
      if (payment.amountCents > invoice.balanceCents) throw badInput('amountCents', M.paymentAboveBalance(formatCad(invoice.balanceCents)));
    }
    const row = em.getRepository(InvoicePayment).create({
      invoiceId: invoice.id,
      kind: PaymentKind.PAYMENT,
      method: payment.method,
      amountCents: payment.amountCents,
      receivedAt: payment.receivedAt,
      reference: payment.reference?.trim().slice(0, 200) || null,
      stripeSessionId: payment.stripeSessionId ?? null,
      stripeRefundId: null,
      refundOfId: null,
      refundedCents: 0,
      voidedAt: null,
      voidReason: null,
      voidedById: null,
      createdById: actingUserId(ctx),
      createdAt: ctx.now,
    });
    await em.getRepository(InvoicePayment).insert(row);
    await this.setPaid(ctx, em, invoice, invoice.paidCents + payment.amountCents, invoice.creditedCents);
    // The snow order's own receipt (with the invoice attached) already acknowledges its card payment.
    if (invoice.kind !== InvoiceKind.SNOW) await this.queueReceiptMail(ctx, em, invoice, row);
    return row;
  }

  private identity(): string {
    const c = this.config.company;
    return M.identity({ name: c.name, address: c.address, phone: c.phone, email: c.email, neq: c.neq, gstNumber: c.gstNumber, qstNumber: c.qstNumber });
  }

  /**
   * The receipt of a payment received (card, Interac, cash, cheque): the invoice it paid and the
   * balance left, in French with the company's identity. Once per payment (outbox dedupe key).
   */
  async queueReceiptMail(ctx: RequestContext, em: EntityManager, invoice: Invoice, payment: InvoicePayment): Promise<void> {
    await this.mail.queue(ctx, em, {
      to: invoice.clientEmail,
      subject: M.receiptSubject(invoice.number, this.config.company.name),
      text:
        M.receiptBody({
          amount: formatCad(payment.amountCents),
          method: (M.methods[payment.method] ?? payment.method).toLowerCase().replace('interac', 'Interac'),
          date: frenchDate(payment.receivedAt),
          reference: payment.reference,
          number: invoice.number,
          balance: formatCad(Math.max(invoice.balanceCents, 0)),
          url: `${this.config.publicUrl}/client/factures`,
        }) + this.identity(),
      html: null,
      dedupeKey: `invoice-payment:${payment.id}:receipt`,
    });
  }

  /** A credit note (a correction or a card refund) sent to the customer with its PDF. Once per note. */
  async queueCreditNoteMail(ctx: RequestContext, em: EntityManager, invoice: Invoice, note: CreditNote, refund: boolean): Promise<void> {
    const pdf = await buildCreditNotePdf(note, invoice, this.issuer, refund);
    await this.mail.queue(ctx, em, {
      to: invoice.clientEmail,
      subject: M.creditNoteSubject(note.number, invoice.number, this.config.company.name),
      text:
        M.creditNoteBody({ note: note.number, number: invoice.number, total: formatCad(note.totalCents), reason: note.reason, refund, balance: formatCad(Math.max(invoice.balanceCents, 0)), url: `${this.config.publicUrl}/client/factures` }) +
        this.identity(),
      html: null,
      attachments: [{ filename: pdf.filename, contentBase64: pdf.content.toString('base64'), contentType: 'application/pdf' }],
      dedupeKey: `credit-note:${note.id}:issued`,
    });
  }

  /** Stores new paid / credited figures, the balance and the status that follows from them. */
  private async setPaid(ctx: RequestContext, em: EntityManager, invoice: Invoice, paidCents: number, creditedCents: number): Promise<void> {
    const balanceCents = invoice.totalCents - creditedCents - paidCents;
    const wasPaid = invoice.status === InvoiceStatus.PAID;
    const status = invoice.status === InvoiceStatus.VOID ? InvoiceStatus.VOID : balanceCents <= 0 ? InvoiceStatus.PAID : InvoiceStatus.ISSUED;
    const paidAt = status === InvoiceStatus.PAID ? (invoice.paidAt ?? ctx.now) : null;
    await em.getRepository(Invoice).update({ id: invoice.id }, { paidCents, creditedCents, balanceCents, status, paidAt });
    Object.assign(invoice, { paidCents, creditedCents, balanceCents, status, paidAt });
    if (status === InvoiceStatus.PAID && !wasPaid) {
      await this.bus.emit(em, { type: 'invoice.paid', at: ctx.now, invoice });
      ctx.log.info({ invoice: invoice.number }, 'invoice paid');
    }
  }

  /** Staff: an off-line payment (Interac, cheque, cash) with its date, method and reference. */
  async recordPayment(ctx: RequestContext, input: OfflinePaymentInput): Promise<InvoicePayment> {
    if (!OFFLINE.has(input.method)) throw badInput('method', M.offlineMethod);
    if (!DAY.test(input.date) || !DateTime.fromISO(input.date, { zone: 'America/Toronto' }).isValid) throw badInput('date', M.dateInvalid);
    const receivedAt = DateTime.fromISO(`${input.date}T12:00`, { zone: 'America/Toronto' }).toJSDate();
    return inTransaction(this.dataSource, async (em) => {
      const invoice = await this.lockInvoice(em, input.number);
      return this.applyPayment(ctx, em, invoice, { method: input.method, amountCents: input.amountCents, receivedAt, reference: input.reference });
    });
  }

  /** Staff: voids a recorded off-line payment, with a reason kept (who, when, why); the balance comes back. */
  async voidPayment(ctx: RequestContext, paymentId: number, reason: string): Promise<InvoicePayment> {
    const why = reason?.trim() ?? '';
    if (!why) throw badInput('reason', M.reasonRequired);
    return inTransaction(this.dataSource, async (em) => {
      const payment = Number.isSafeInteger(paymentId) ? await em.getRepository(InvoicePayment).findOne({ where: { id: paymentId, kind: PaymentKind.PAYMENT }, lock: lockFor(em) }) : null;
      if (!payment) throw new AppError(ErrorCode.NOT_FOUND, M.paymentNotFound);
      if (payment.voidedAt) throw badInput('paymentId', M.paymentAlreadyVoid);
      if (payment.refundedCents > 0) throw badInput('paymentId', M.paymentVoidRefunded);
      const invoice = await em.getRepository(Invoice).findOneOrFail({ where: { id: payment.invoiceId }, lock: lockFor(em) });
      const changes = { voidedAt: ctx.now, voidReason: why.slice(0, 500), voidedById: actingUserId(ctx) };
      await em.getRepository(InvoicePayment).update({ id: payment.id }, changes);
      Object.assign(payment, changes);
      await this.setPaid(ctx, em, invoice, invoice.paidCents - payment.amountCents, invoice.creditedCents);
      ctx.log.warn({ invoice: invoice.number, paymentId: payment.id, by: changes.voidedById, reason: changes.voidReason }, 'invoice payment voided');
      return payment;
    });
  }

  /** Staff: cancels an invoice that received nothing (reason kept); it then refuses payments. */
  async voidInvoice(ctx: RequestContext, number: string, reason: string): Promise<Invoice> {
    const why = reason?.trim() ?? '';
    if (!why) throw badInput('reason', M.reasonRequired);
    return inTransaction(this.dataSource, async (em) => {
      const invoice = await this.lockInvoice(em, number);
      if (invoice.status === InvoiceStatus.VOID) throw badInput('number', M.alreadyVoid);
      if (invoice.paidCents !== 0) throw badInput('number', M.voidWithPayments);
      const changes = { status: InvoiceStatus.VOID, voidedAt: ctx.now, voidReason: why.slice(0, 500), balanceCents: 0 };
      await em.getRepository(Invoice).update({ id: invoice.id }, changes);
      ctx.log.warn({ invoice: invoice.number, by: actingUserId(ctx), reason: changes.voidReason }, 'invoice voided');
      return Object.assign(invoice, changes);
    });
  }

  // ---------------------------------------------------------------- credit notes and refunds

  /** What is left to credit on an invoice (never below 0). */
  async remaining(em: EntityManager, invoice: Invoice) {
    const notes = await em.getRepository(CreditNote).findBy({ invoiceId: invoice.id });
    const sum = (key: 'subtotalCents' | 'gstCents' | 'qstCents' | 'totalCents') => notes.reduce((total, note) => total + note[key], 0);
    return {
      subtotal: invoice.subtotalCents - sum('subtotalCents'),
      gst: invoice.gstCents - sum('gstCents'),
      qst: invoice.qstCents - sum('qstCents'),
      total: invoice.totalCents - sum('totalCents'),
    };
  }

  private async createCreditNote(ctx: RequestContext, em: EntityManager, invoice: Invoice, amountCents: number, reason: string, refundId: number | null): Promise<CreditNote> {
    if (invoice.status === InvoiceStatus.VOID) throw badInput('number', M.alreadyVoid);
    const left = await this.remaining(em, invoice);
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw badInput('amountCents', M.amountPositive);
    const split = splitCredit(amountCents, left);
    if (!split) throw badInput('amountCents', M.creditAboveRemaining(formatCad(left.total)));
    const { number } = await nextDocumentNumber(em, 'NC', ctx.now);
    const note = em.getRepository(CreditNote).create({
      number,
      invoiceId: invoice.id,
      clientEmail: invoice.clientEmail,
      issuedAt: ctx.now,
      reason: reason.trim().slice(0, 500),
      subtotalCents: split.subtotal,
      gstCents: split.gst,
      qstCents: split.qst,
      totalCents: split.total,
      refundId,
      createdById: actingUserId(ctx),
    });
    await em.getRepository(CreditNote).insert(note);
    note.invoiceNumber = invoice.number;
    await this.bus.emit(em, { type: 'credit_note.issued', at: ctx.now, note });
    ctx.log.info({ creditNote: note.number, invoice: invoice.number, total: note.totalCents }, 'credit note issued');
    return note;
  }

  /** Staff: a credit note (correction) against an invoice, never above what is left of it. */
  async issueCreditNote(ctx: RequestContext, input: { number: string; amountCents: number; reason: string }): Promise<CreditNote> {
    if (!input.reason?.trim()) throw badInput('reason', M.reasonRequired);
    return inTransaction(this.dataSource, async (em) => {
      const invoice = await this.lockInvoice(em, input.number);
      const note = await this.createCreditNote(ctx, em, invoice, input.amountCents, input.reason, null);
      await this.setPaid(ctx, em, invoice, invoice.paidCents, invoice.creditedCents + note.totalCents);
      await this.queueCreditNoteMail(ctx, em, invoice, note, false);
      return note;
    });
  }

  /**
   * Staff: refunds all or part of a card payment through the provider (Stripe's Refunds API; the
   * demo checkout: the same path without a call), then records the refund and its credit note in
   * one transaction. The refund id is unique: a `charge.refunded` webhook for it changes nothing.
   */
  async refundPayment(ctx: RequestContext, input: { paymentId: number; amountCents: number; reason: string }): Promise<CreditNote> {
    if (!input.reason?.trim()) throw badInput('reason', M.reasonRequired);
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw badInput('amountCents', M.amountPositive);
    const payment = Number.isSafeInteger(input.paymentId) ? await this.dataSource.getRepository(InvoicePayment).findOneBy({ id: input.paymentId, kind: PaymentKind.PAYMENT }) : null;
    if (!payment) throw new AppError(ErrorCode.NOT_FOUND, M.paymentNotFound);
    await this.checkRefundable(this.dataSource.manager, payment, input.amountCents);
    const refund = await this.refundGateway({
      sessionId: payment.stripeSessionId,
      amountCents: input.amountCents,
      idempotencyKey: `refund:${payment.id}:${payment.refundedCents}:${input.amountCents}`,
    });
    return inTransaction(this.dataSource, async (em) => this.recordRefund(ctx, em, payment.id, input.amountCents, refund.id, input.reason));
  }

  /**
   * A card refund another feature's transition issues (a snow contract's cancellation) on the
   * invoice issued for `sourceKey`: the same checks as `refundPayment` (a card payment with that
   * much left, never above what is left to credit), then the provider call, made before the
   * caller's transaction exactly as `refundPayment` orders it. The caller records it with
   * `recordRefund` inside its own transaction. `idempotencyKey` is the caller's, one per
   * transition: if that transaction fails after the call, retrying the transition gets the same
   * Stripe refund back (no second refund), which is then recorded once.
   */
  async refundBySource(sourceKey: string, amountCents: number, idempotencyKey: string): Promise<{ paymentId: number; refundId: string }> {
    const invoice = await this.dataSource.getRepository(Invoice).findOneBy({ sourceKey });
    if (!invoice) throw new AppError(ErrorCode.NOT_FOUND, M.notFound);
    const payments = await this.dataSource.getRepository(InvoicePayment).find({ where: { invoiceId: invoice.id, kind: PaymentKind.PAYMENT, method: PaymentMethod.CARD }, order: { id: 'ASC' } });
    const payment = payments.find((p) => !p.voidedAt && p.amountCents - p.refundedCents >= amountCents) ?? payments[0];
    if (!payment) throw badInput('paymentId', M.refundNotCard);
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw badInput('amountCents', M.amountPositive);
    await this.checkRefundable(this.dataSource.manager, payment, amountCents);
    const refund = await this.refundGateway({ sessionId: payment.stripeSessionId, amountCents, idempotencyKey });
    return { paymentId: payment.id, refundId: refund.id };
  }

  private async checkRefundable(em: EntityManager, payment: InvoicePayment, amountCents: number): Promise<void> {
    if (payment.method !== PaymentMethod.CARD) throw badInput('paymentId', M.refundNotCard);
    if (payment.voidedAt) throw badInput('paymentId', M.paymentAlreadyVoid);
    const left = payment.amountCents - payment.refundedCents;
    if (amountCents > left) throw badInput('amountCents', M.refundAboveRemaining(formatCad(left)));
    const invoice = await em.getRepository(Invoice).findOneByOrFail({ id: payment.invoiceId });
    const creditable = await this.remaining(em, invoice);
    if (amountCents > creditable.total) throw badInput('amountCents', M.creditAboveRemaining(formatCad(creditable.total)));
  }

  /**
   * Records a refund once (by its provider id) with its credit note: the payment's refunded part,
   * the invoice's paid and credited figures (its balance stays what it was).
   */
  async recordRefund(ctx: RequestContext, em: EntityManager, paymentId: number, amountCents: number, refundId: string, reason: string): Promise<CreditNote> {
    const already = await em.getRepository(InvoicePayment).findOneBy({ stripeRefundId: refundId });
    if (already) return em.getRepository(CreditNote).findOneByOrFail({ refundId: already.id });
    const payment = await em.getRepository(InvoicePayment).findOneOrFail({ where: { id: paymentId }, lock: lockFor(em) });
    await this.checkRefundable(em, payment, amountCents);
    const invoice = await em.getRepository(Invoice).findOneOrFail({ where: { id: payment.invoiceId }, lock: lockFor(em) });
    const row = em.getRepository(InvoicePayment).create({
      invoiceId: invoice.id,
      kind: PaymentKind.REFUND,
      method: PaymentMethod.CARD,
      amountCents,
      receivedAt: ctx.now,
      reference: refundId,
      stripeSessionId: payment.stripeSessionId,
      stripeRefundId: refundId,
      refundOfId: payment.id,
      refundedCents: 0,
      voidedAt: null,
      voidReason: null,
      voidedById: null,
      createdById: actingUserId(ctx),
      createdAt: ctx.now,
    });
    await em.getRepository(InvoicePayment).insert(row);
    await em.getRepository(InvoicePayment).update({ id: payment.id }, { refundedCents: payment.refundedCents + amountCents });
    const note = await this.createCreditNote(ctx, em, invoice, amountCents, reason || M.refundReason, row.id);
    await this.setPaid(ctx, em, invoice, invoice.paidCents - amountCents, invoice.creditedCents + note.totalCents);
    await this.queueCreditNoteMail(ctx, em, invoice, note, true);
    return note;
  }

  // ---------------------------------------------------------------- reading

  async document(em: EntityManager, invoice: Invoice): Promise<InvoiceDocument> {
    const [lines, payments, creditNotes] = await Promise.all([
      em.getRepository(InvoiceLine).find({ where: { invoiceId: invoice.id }, order: { position: 'ASC' } }),
      em.getRepository(InvoicePayment).find({ where: { invoiceId: invoice.id }, order: { receivedAt: 'ASC', id: 'ASC' } }),
      em.getRepository(CreditNote).find({ where: { invoiceId: invoice.id }, order: { id: 'ASC' } }),
    ]);
    for (const note of creditNotes) note.invoiceNumber = invoice.number;
    return { invoice, lines, payments, creditNotes };
  }

  /**
   * One invoice by number. `clientEmail` (a client session) limits it to that client's own: another
   * client's number is NOT_FOUND, exactly as an unknown one (no hint that it exists).
   */
  async byNumber(_ctx: RequestContext, number: string, clientEmail: string | null = null): Promise<Invoice> {
    const invoice = typeof number === 'string' && number.length <= 20 ? await this.dataSource.getRepository(Invoice).findOneBy({ number: number.trim() }) : null;
    if (!invoice || (clientEmail !== null && invoice.clientEmail !== clientEmail.trim().toLowerCase())) throw new AppError(ErrorCode.NOT_FOUND, M.notFound);
    return invoice;
  }

  linesOf(invoiceIds: number[]) {
    return this.dataSource.getRepository(InvoiceLine).find({ where: { invoiceId: In(invoiceIds) }, order: { position: 'ASC' } });
  }

  /** The PDF of an invoice (its current payments and balance), dated `ctx.now`. */
  async pdf(ctx: RequestContext, number: string, clientEmail: string | null = null) {
    const invoice = await this.byNumber(ctx, number, clientEmail);
    // An issue interrupted before its e-mail: the first download finishes it (the worker would later).
    if (invoice.issuedMailPending) await this.completeIssuedMail(ctx, invoice.id);
    return buildInvoicePdf(await this.document(this.dataSource.manager, invoice), this.issuer, ctx.now);
  }

  /**
   * Staff: an invoice with their own lines (work outside the quotes). Every line needs a
   * description, a quantity and a unit price above 0: a negative or zero line is refused.
   */
  async createManual(ctx: RequestContext, input: { clientEmail: string; clientName: string; clientAddress: string; lines: readonly LineInput[] }): Promise<Invoice> {
    if (!input.lines.length) throw badInput('lines', M.noLines);
    input.lines.forEach((line, index) => {
      if (!line.description?.trim()) throw badInput(`lines.${index}.description`, M.lineDescription);
      if (!(line.quantity > 0) || !(line.unitPriceCents > 0)) throw badInput(`lines.${index}`, M.lineAmount);
    });
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.clientEmail?.trim() ?? '')) throw badInput('clientEmail', 'Adresse courriel invalide.');
    if (!input.clientName?.trim()) throw badInput('clientName', 'Indiquez le nom du client.');
    // Issue #31: the number, the rows and the e-mail (its PDF rendered by the mail worker when it
    // sends it) in one short transaction: the year's counter row stays locked only for those few
    // statements, and nothing is left to do after the answer.
    return inTransaction(this.dataSource, (em) => this.issue(ctx, em, { kind: InvoiceKind.MANUAL, sourceKey: null, ...input, lines: priceLines(input.lines), mailWithIssue: true }));
  }
}


export async function listInvoices(dataSource: DataSource, args: { status?: InvoiceStatus | null; clientEmail?: string | null } & ConnectionArgs) {
  const qb = dataSource.getRepository(Invoice).createQueryBuilder('i');
  if (args.status) qb.andWhere('i.status = :status', { status: args.status });
  if (args.clientEmail) qb.andWhere('i.clientEmail = :email', { email: args.clientEmail.trim().toLowerCase() });
  return paginate(qb, 'i', args, { timeColumn: 'issuedAt' });
}

export async function listCreditNotes(dataSource: DataSource, args: { clientEmail?: string | null } & ConnectionArgs) {
  const qb = dataSource.getRepository(CreditNote).createQueryBuilder('c');
  if (args.clientEmail) qb.andWhere('c.clientEmail = :email', { email: args.clientEmail.trim().toLowerCase() });
  const page = await paginate(qb, 'c', args, { timeColumn: 'issuedAt' });
  const ids = [...new Set(page.edges.map((e) => e.node.invoiceId))];
  const numbers = new Map((ids.length ? await dataSource.getRepository(Invoice).find({ where: { id: In(ids) }, select: { id: true, number: true } }) : []).map((i) => [i.id, i.number]));
  for (const edge of page.edges) edge.node.invoiceNumber = numbers.get(edge.node.invoiceId) ?? '';
  return page;
}
