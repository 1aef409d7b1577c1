import { DataSource, EntityManager } from 'typeorm';
import type { RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { INVOICE_MESSAGES as M } from '../../shared/invoices.messages.fr';
import { demoSessionId } from '../../shared/snow';
import type { CheckoutEvent, CheckoutFulfiller, CheckoutOutcome, FulfilmentResult, RefundReconciler } from '../payments/payments.public';
import { DEMO_CHECKOUT_PATH } from '../payments/payments.public';
import type { PaymentsService } from '../payments/payments.public';
import { Invoice, InvoiceCheckout, InvoicePayment, InvoiceStatus, PaymentKind, PaymentMethod } from './invoice.entities';
import { InvoicesService, lockFor } from './invoices.service';

/** Checkout sessions of invoices get ids far above any order id, so a metadata orderId never names a snow order. */
const INVOICE_ORDER_OFFSET = 1_000_000_000;

/** Where the demo checkout of an invoice lives (the snow demo page is for snow orders). */
export const INVOICE_DEMO_CHECKOUT_PATH = '/paiement-demo/facture';

/**
 * Payment events for invoice checkout sessions: applied to the invoice once (the session's row is
 * completed in the transaction that records the event); any other session goes to the next
 * fulfiller (snow orders).
 */
export class InvoiceCheckoutFulfiller implements CheckoutFulfiller, RefundReconciler {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly next: CheckoutFulfiller,
  ) {}

  async applyCheckoutOutcome(ctx: RequestContext, em: EntityManager, outcome: CheckoutOutcome): Promise<FulfilmentResult> {
    const checkout = outcome.sessionId ? await em.getRepository(InvoiceCheckout).findOne({ where: { sessionId: outcome.sessionId }, lock: lockFor(em) }) : null;
    if (!checkout) {
      if (outcome.orderId !== null && outcome.orderId > INVOICE_ORDER_OFFSET) return 'unknown-order';
      return this.next.applyCheckoutOutcome(ctx, em, outcome);
    }
    if (outcome.kind !== 'paid' || checkout.completedAt) return 'unchanged';
    const invoice = await em.getRepository(Invoice).findOneOrFail({ where: { id: checkout.invoiceId }, lock: lockFor(em) });
    await em.getRepository(InvoiceCheckout).update({ id: checkout.id }, { completedAt: ctx.now });
    if (invoice.status === InvoiceStatus.VOID) {
      ctx.log.error({ invoice: invoice.number, sessionId: checkout.sessionId }, 'card payment received for a void invoice: refund it');
    }
    // The money was taken: it is recorded even if the balance moved meanwhile (an overpayment shows as a negative balance).
    await this.invoices.applyPayment(ctx, em, invoice, {
      method: PaymentMethod.CARD,
      amountCents: checkout.amountCents,
      receivedAt: ctx.now,
      reference: outcome.paymentIntent ?? outcome.sessionId,
      stripeSessionId: outcome.sessionId,
      allowOverpay: true,
    });
    return 'changed';
  }

  /**
   * `charge.refunded`: what Stripe reports refunded on the charge beyond what is recorded on the
   * card payment (found by its payment intent) is recorded as a refund with its credit note —
   * once: a refund made here is already counted, and a redelivered event is a duplicate.
   */
  async reconcileChargeRefunded(ctx: RequestContext, em: EntityManager, charge: NonNullable<CheckoutEvent['charge']>): Promise<FulfilmentResult> {
    if (!charge.paymentIntent) return 'unknown-order';
    const payment = await em.getRepository(InvoicePayment).findOne({ where: { reference: charge.paymentIntent, method: PaymentMethod.CARD, kind: PaymentKind.PAYMENT }, lock: lockFor(em) });
    if (!payment) {
      ctx.log.warn({ charge: charge.id, paymentIntent: charge.paymentIntent }, 'charge.refunded for no known invoice payment');
      return 'unknown-order';
    }
    const missing = charge.amountRefunded - payment.refundedCents;
    if (missing <= 0) return 'unchanged';
    const known = charge.lastRefundId ? await em.getRepository(InvoicePayment).findOneBy({ stripeRefundId: charge.lastRefundId }) : null;
    const refundId = charge.lastRefundId && !known ? charge.lastRefundId : `${charge.id}:${charge.amountRefunded}`;
    await this.invoices.recordRefund(ctx, em, payment.id, missing, refundId, M.refundReason);
    return 'changed';
  }
}

/** Opens Stripe Checkout (or the demo checkout) for an invoice's balance. */
export class InvoiceCheckoutService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly invoices: InvoicesService,
    private readonly payments: PaymentsService,
    private readonly publicUrl: string,
  ) {}

  /**
   * A checkout for the balance of an invoice (`clientEmail`: a client session may pay only its own
   * invoices; staff pass null). Refused on a void or paid invoice.
   */
  async start(ctx: RequestContext, number: string, clientEmail: string | null): Promise<{ url: string; sessionId: string; amountCents: number }> {
    const invoice = await this.invoices.byNumber(ctx, number, clientEmail);
    if (invoice.status === InvoiceStatus.VOID) throw new AppError(ErrorCode.BAD_USER_INPUT, M.paymentOnVoid, { number: M.paymentOnVoid });
    if (invoice.balanceCents <= 0) throw new AppError(ErrorCode.BAD_USER_INPUT, M.nothingDue, { number: M.nothingDue });
    const amountCents = invoice.balanceCents;
    const session = await this.payments.createCheckoutSession(ctx, {
      orderId: INVOICE_ORDER_OFFSET + invoice.id,
      reference: invoice.number,
      idempotencyKey: `invoice:${invoice.id}:checkout:${invoice.paidCents}:${invoice.creditedCents}`,
      customerEmail: invoice.clientEmail,
      lines: [{ name: `Facture ${invoice.number}`, amount: amountCents }],
      successUrl: `${this.publicUrl}/client/factures?paiement=ok`,
      cancelUrl: `${this.publicUrl}/client/factures`,
    });
    await this.dataSource.getRepository(InvoiceCheckout).insert({ sessionId: session.id, invoiceId: invoice.id, amountCents, createdAt: ctx.now, completedAt: null });
    const url = this.payments.isDemo ? session.url.replace(DEMO_CHECKOUT_PATH, INVOICE_DEMO_CHECKOUT_PATH) : session.url;
    return { url, sessionId: session.id, amountCents };
  }

  /** "Payer" on the demo checkout of an invoice: the same event handling as Stripe's webhook. */
  async completeDemo(ctx: RequestContext, token: string): Promise<Invoice> {
    if (!this.payments.isDemo) throw new AppError(ErrorCode.FORBIDDEN);
    const sessionId = demoSessionId(token);
    const checkout = /^[\w-]{1,100}$/.test(token) ? await this.dataSource.getRepository(InvoiceCheckout).findOneBy({ sessionId }) : null;
    if (!checkout) throw new AppError(ErrorCode.NOT_FOUND, M.notFound);
    await this.payments.completeDemoCheckout(ctx, sessionId);
    return this.dataSource.getRepository(Invoice).findOneByOrFail({ id: checkout.invoiceId });
  }

  /** What the demo checkout page shows for a token (null when unknown). */
  async demoSummary(_ctx: RequestContext, token: string): Promise<{ invoice: Invoice; amountCents: number; completed: boolean } | null> {
    const checkout = /^[\w-]{1,100}$/.test(token) ? await this.dataSource.getRepository(InvoiceCheckout).findOneBy({ sessionId: demoSessionId(token) }) : null;
    if (!checkout) return null;
    const invoice = await this.dataSource.getRepository(Invoice).findOneByOrFail({ id: checkout.invoiceId });
    return { invoice, amountCents: checkout.amountCents, completed: checkout.completedAt !== null };
  }
}
