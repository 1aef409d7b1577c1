import { EntityManager } from 'typeorm';
import { RequestContext } from '../../kernel/context';
import type { EventBus } from '../../kernel/events';
import { MailService } from '../mail/mail.public';
import type { CheckoutFulfiller, CheckoutOutcome, FulfilmentResult } from '../payments/payments.public';
import { SnowOrder, SnowOrderStatus } from './snow-order.entity';
import { nextSnowOrderStatus } from './snow-order-status';
import { buildSnowReceiptMail, ReceiptIssuer } from './snow-receipt-mail';

/**
 * Applies payment events to snow orders, inside the transaction that records the event. On
 * payment it queues the French receipt through the outbox in that same transaction.
 */
export class SnowCheckoutFulfiller implements CheckoutFulfiller {
  constructor(
    private readonly mail: MailService,
    private readonly issuer: ReceiptIssuer,
    private readonly publicUrl: string,
    private readonly bus: EventBus,
  ) {}

  async applyCheckoutOutcome(ctx: RequestContext, em: EntityManager, outcome: CheckoutOutcome): Promise<FulfilmentResult> {
    const repo = em.getRepository(SnowOrder);
    let order = outcome.sessionId ? await repo.findOneBy({ stripeSessionId: outcome.sessionId }) : null;
    if (!order && outcome.orderId !== null) {
      // The session was created but its id not yet stored (the server stopped in between).
      order = await repo.findOneBy({ id: outcome.orderId });
      if (order?.stripeSessionId && order.stripeSessionId !== outcome.sessionId) {
        ctx.log.error({ orderId: order.id, stored: order.stripeSessionId, event: outcome.sessionId }, 'payment event for another session of the order');
        order = null;
      }
    }
    if (!order) {
      ctx.log.warn({ eventId: outcome.eventId, sessionId: outcome.sessionId, orderId: outcome.orderId }, 'payment event for no known snow order');
      return 'unknown-order';
    }

    const next = nextSnowOrderStatus(order.status, outcome.kind);
    if (next === null) return 'unchanged';
    const changes: Partial<SnowOrder> = { status: next, updatedAt: ctx.now, stripeSessionId: order.stripeSessionId ?? outcome.sessionId };
    if (next === SnowOrderStatus.PAID) {
      changes.paidAt = ctx.now;
      // The name given in the form wins; the cardholder's name fills it for older orders.
      changes.customerName = order.customerName ?? (outcome.customerName?.trim().slice(0, 200) || null);
    }
    // Compare-and-set on the status read above: of two different events racing for one order
    // (completed and async_payment_succeeded), only the first changes it.
    const result = await em
      .createQueryBuilder()
      .update(SnowOrder)
      .set(changes)
      .where('id = :id AND status = :status', { id: order.id, status: order.status })
      .execute();
    if (!result.affected) return 'unchanged';

    ctx.log.info({ orderId: order.id, from: order.status, to: next, eventType: outcome.eventType }, 'snow order status changed');
    if (outcome.kind === 'failed') await this.bus.emit(em, { type: 'snow.payment_failed', at: ctx.now, snowOrderId: order.id });
    if (next === SnowOrderStatus.PAID) {
      const paid = Object.assign(new SnowOrder(), order, changes);
      // Handlers first (invoicing queues the receipt with the paid invoice attached under the same
      // dedupe key, so the plain receipt below is then not queued a second time).
      await this.bus.emit(em, { type: 'snow.paid', at: ctx.now, snowOrderId: paid.id, paymentIntent: outcome.paymentIntent, order: paid });
      const receipt = buildSnowReceiptMail(paid, this.issuer, ctx.now, this.publicUrl);
      await this.mail.queue(ctx, em, { to: paid.email, ...receipt, dedupeKey: `snow-order:${paid.id}:receipt` });
    }
    return 'changed';
  }
}
