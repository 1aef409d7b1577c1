import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type { PaymentsConfig } from '../../config';
import type { RefundGateway } from './invoices.service';

/**
 * Refunds of card payments: Stripe's Refunds API on the payment intent of the checkout session
 * (an idempotency key per refund, so a retried call refunds once); without a Stripe key (demo
 * checkout) the same path without a call, with a `re_demo_…` id.
 */
export function createRefundGateway(config: PaymentsConfig): RefundGateway {
  const settings = config.stripe;
  if (!settings) return async () => ({ id: `re_demo_${randomBytes(12).toString('base64url')}` });
  // Loaded only when Stripe is configured (as StripeGateway does): not needed with DEMO_PAYMENTS.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (memory, start-up time)
  const StripeClient = require('stripe') as typeof Stripe;
  const stripe = new StripeClient(settings.secretKey, { maxNetworkRetries: 2, timeout: settings.timeoutMs, telemetry: false, ...(settings.apiBase ?? {}) });
  return async ({ sessionId, amountCents, idempotencyKey }) => {
    if (!sessionId) throw new Error('card payment without a checkout session');
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!paymentIntent) throw new Error(`checkout session ${sessionId} has no payment intent`);
    const refund = await stripe.refunds.create({ payment_intent: paymentIntent, amount: amountCents }, { idempotencyKey });
    return { id: refund.id };
  };
}
