import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../kernel/context';

/** One line of a checkout (the service, each option, each tax), in cents. */
export interface CheckoutLine {
  readonly name: string;
  readonly amount: number;
}

export interface CheckoutRequest {
  readonly orderId: number;
  /** Shown to staff in the provider's dashboard (the order's confirmation code). */
  readonly reference: string;
  /** Derived from the order: a retried call creates one session, not two. */
  readonly idempotencyKey: string;
  readonly customerEmail: string;
  readonly lines: readonly CheckoutLine[];
  /** May contain `{CHECKOUT_SESSION_ID}`, replaced by the provider. */
  readonly successUrl: string;
  readonly cancelUrl: string;
}

export interface CheckoutSession {
  readonly id: string;
  /** Where the browser goes to pay. */
  readonly url: string;
}

/** Stripe Checkout, or the local demo checkout when no Stripe key is configured. */
export interface PaymentGateway {
  readonly kind: 'stripe' | 'demo';
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
}

/** The part of a provider's checkout event this application reads (Stripe's `checkout.session.*`). */
export interface CheckoutEvent {
  /** Unique per event: `evt_…`. */
  readonly id: string;
  readonly type: string;
  readonly session: {
    readonly id: string;
    /** 'paid', 'unpaid' or 'no_payment_required'. */
    readonly paymentStatus: string | null;
    /** `metadata.orderId` as sent when the session was created. */
    readonly orderId: string | null;
    /** The cardholder's name, when the provider collected one. */
    readonly customerName: string | null;
    /** Stripe's `pi_…` of the session, when known (refunds are reconciled by it). */
    readonly paymentIntent?: string | null;
  };
  /** For `charge.refunded`: the charge's payment intent, id and cumulative refunded amount (cents). */
  readonly charge?: { readonly id: string; readonly paymentIntent: string | null; readonly amountRefunded: number; readonly lastRefundId: string | null } | null;
}

/** Reconciles refunds made outside the application (Stripe's dashboard), inside the transaction recording the event. */
export interface RefundReconciler {
  reconcileChargeRefunded(ctx: RequestContext, em: EntityManager, charge: NonNullable<CheckoutEvent['charge']>): Promise<FulfilmentResult>;
}

/**
 * What a checkout event means for the order:
 * - paid: `checkout.session.completed` with payment_status 'paid' (or nothing to pay), or
 *   `checkout.session.async_payment_succeeded`;
 * - awaiting: `checkout.session.completed` with payment_status 'unpaid' (a delayed method such as
 *   a bank debit: the result comes later);
 * - failed: `checkout.session.async_payment_failed`;
 * - expired: `checkout.session.expired`.
 */
export type CheckoutOutcomeKind = 'paid' | 'awaiting' | 'failed' | 'expired';

export interface CheckoutOutcome {
  readonly kind: CheckoutOutcomeKind;
  readonly eventId: string;
  readonly eventType: string;
  readonly sessionId: string;
  readonly orderId: number | null;
  readonly customerName: string | null;
  readonly paymentIntent: string | null;
}

export type FulfilmentResult = 'changed' | 'unchanged' | 'unknown-order';

/**
 * The feature that sold something applies the outcome to its order, inside the transaction that
 * also records the event (payments does not know what was sold; snow registers itself).
 */
export interface CheckoutFulfiller {
  applyCheckoutOutcome(ctx: RequestContext, em: EntityManager, outcome: CheckoutOutcome): Promise<FulfilmentResult>;
}

/** Reads a checkout event's meaning; null for event types this application does not act on. */
export function checkoutOutcome(event: CheckoutEvent): CheckoutOutcome | null {
  const kind = outcomeKind(event);
  if (kind === null) return null;
  const orderId = event.session.orderId !== null && /^\d{1,15}$/.test(event.session.orderId) ? Number(event.session.orderId) : null;
  return {
    kind,
    eventId: event.id,
    eventType: event.type,
    sessionId: event.session.id,
    orderId,
    customerName: event.session.customerName,
    paymentIntent: event.session.paymentIntent ?? null,
  };
}

function outcomeKind(event: CheckoutEvent): CheckoutOutcomeKind | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.session.paymentStatus === 'paid' || event.session.paymentStatus === 'no_payment_required' ? 'paid' : 'awaiting';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return null;
  }
}
