import { DataSource } from 'typeorm';
import type { PaymentsConfig } from '../../config';
import { inTransaction } from '../../kernel/transactions';
import { isUniqueViolation } from '../../db/unique-violation';
import { RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { SNOW_MESSAGES } from '../../shared/messages.fr';
import { DemoGateway } from './demo-gateway';
import { PaymentEvent } from './payment-event.entity';
import {
  CheckoutEvent,
  CheckoutFulfiller,
  checkoutOutcome,
  CheckoutRequest,
  CheckoutSession,
  FulfilmentResult,
  PaymentGateway,
  RefundReconciler,
} from './payment-gateway';
import { StripeGateway } from './stripe-gateway';

export type EventHandling =
  /** Recorded now, and applied to its order (`fulfilment` says whether anything changed). */
  | { status: 'processed'; fulfilment: FulfilmentResult }
  /** Already handled before (same event id): nothing done. */
  | { status: 'duplicate' }
  /** A type this application does not act on. */
  | { status: 'ignored' };

class DuplicateEvent extends Error {}

/** Verifies signed webhooks (Stripe only). */
export interface WebhookVerifier {
  verifyWebhook(rawBody: Buffer, signature: string, receivedAt: Date): CheckoutEvent;
}

/**
 * Payments: creating checkout sessions and handling the provider's events. It does not know what
 * is sold: a fulfiller (the snow orders) applies each event to its order.
 */
export class PaymentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gateway: PaymentGateway,
    private readonly fulfiller: CheckoutFulfiller,
    private readonly webhooks: WebhookVerifier | null,
    private readonly refunds: RefundReconciler | null = null,
  ) {}

  /** True when the local demo checkout stands in for Stripe (no key configured). */
  get isDemo(): boolean {
    return this.gateway.kind === 'demo';
  }

  /**
   * Creates the provider's checkout session. Any failure (timeout after the retries, 5xx, refusal)
   * is logged and becomes the French 'Erreur inattendue lors du paiement.' (SERVICE_UNAVAILABLE).
   */
  async createCheckoutSession(ctx: RequestContext, request: CheckoutRequest): Promise<CheckoutSession> {
    try {
      return await this.gateway.createCheckoutSession(request);
    } catch (error) {
      ctx.log.error({ err: error, orderId: request.orderId, gateway: this.gateway.kind }, 'checkout session creation failed');
      throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, SNOW_MESSAGES.checkoutUnexpected);
    }
  }

  /**
   * `POST /api/stripe/webhook`: verifies the signature over the raw body, then handles the event
   * once. A bad signature or a timestamp older than 300 s is BAD_REQUEST and changes nothing.
   */
  async handleStripeWebhook(ctx: RequestContext, rawBody: unknown, signature: string | undefined): Promise<EventHandling> {
    if (!this.webhooks) throw new AppError(ErrorCode.NOT_FOUND, SNOW_MESSAGES.webhookNotConfigured);
    if (!Buffer.isBuffer(rawBody) || !signature) throw new AppError(ErrorCode.BAD_REQUEST, SNOW_MESSAGES.webhookSignature);
    let event: CheckoutEvent;
    try {
      event = this.webhooks.verifyWebhook(rawBody, signature, ctx.now);
    } catch (error) {
      ctx.log.warn({ err: error, ip: ctx.ip }, 'stripe webhook refused: bad signature or timestamp');
      throw new AppError(ErrorCode.BAD_REQUEST, SNOW_MESSAGES.webhookSignature);
    }
    return this.processEvent(ctx, event);
  }

  /**
   * THE path of every payment event, the webhook's and the demo checkout's: in one transaction,
   * record the event id (unique) and apply the event to its order. A second delivery of the same
   * event — later, or at the same time — fails on the unique index, rolls back and does nothing.
   */
  async processEvent(ctx: RequestContext, event: CheckoutEvent): Promise<EventHandling> {
    if (event.type === 'charge.refunded' && event.charge && this.refunds) return this.processRefund(ctx, event, event.charge, this.refunds);
    const outcome = checkoutOutcome(event);
    if (outcome === null) {
      ctx.log.debug({ eventId: event.id, type: event.type }, 'payment event ignored');
      return { status: 'ignored' };
    }
    try {
      const fulfilment = await inTransaction(this.dataSource, async (em) => {
        try {
          await em.insert(PaymentEvent, { eventId: event.id, type: event.type, receivedAt: ctx.now });
        } catch (error) {
          if (isUniqueViolation(error)) throw new DuplicateEvent();
          throw error;
        }
        return this.fulfiller.applyCheckoutOutcome(ctx, em, outcome);
      });
      ctx.log.info({ eventId: event.id, type: event.type, sessionId: outcome.sessionId, fulfilment }, 'payment event handled');
      return { status: 'processed', fulfilment };
    } catch (error) {
      if (!(error instanceof DuplicateEvent)) throw error;
      ctx.log.info({ eventId: event.id, type: event.type }, 'payment event already handled');
      return { status: 'duplicate' };
    }
  }

  /** `charge.refunded` (a refund made in Stripe's dashboard, or ours reported back): recorded once, like every event. */
  private async processRefund(ctx: RequestContext, event: CheckoutEvent, charge: NonNullable<CheckoutEvent['charge']>, refunds: RefundReconciler): Promise<EventHandling> {
    try {
      const fulfilment = await inTransaction(this.dataSource, async (em) => {
        try {
          await em.insert(PaymentEvent, { eventId: event.id, type: event.type, receivedAt: ctx.now });
        } catch (error) {
          if (isUniqueViolation(error)) throw new DuplicateEvent();
          throw error;
        }
        return refunds.reconcileChargeRefunded(ctx, em, charge);
      });
      ctx.log.info({ eventId: event.id, type: event.type, charge: charge.id, fulfilment }, 'refund event handled');
      return { status: 'processed', fulfilment };
    } catch (error) {
      if (!(error instanceof DuplicateEvent)) throw error;
      return { status: 'duplicate' };
    }
  }

  /**
   * The demo checkout's "Payer": the same event Stripe would send for a paid session, through the
   * same `processEvent`. Refused (FORBIDDEN) when Stripe is configured.
   */
  async completeDemoCheckout(ctx: RequestContext, sessionId: string): Promise<EventHandling> {
    if (!this.isDemo) throw new AppError(ErrorCode.FORBIDDEN, SNOW_MESSAGES.demoDisabled);
    return this.processEvent(ctx, {
      id: `evt_${sessionId}`,
      type: 'checkout.session.completed',
      session: { id: sessionId, paymentStatus: 'paid', orderId: null, customerName: null },
    });
  }
}

/** Stripe when a key is configured, the demo checkout otherwise. */
export function createPaymentsService(dataSource: DataSource, config: PaymentsConfig, fulfiller: CheckoutFulfiller, refunds: RefundReconciler | null = null): PaymentsService {
  if (config.stripe) {
    const stripe = new StripeGateway(config.stripe);
    return new PaymentsService(dataSource, stripe, fulfiller, stripe, refunds);
  }
  return new PaymentsService(dataSource, new DemoGateway(), fulfiller, null);
}
