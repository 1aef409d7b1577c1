import type Stripe from 'stripe';
import type { PaymentsConfig } from '../../config';
import { CheckoutEvent, CheckoutRequest, CheckoutSession, PaymentGateway } from './payment-gateway';

type StripeSettings = NonNullable<PaymentsConfig['stripe']>;

/** Retries of a failed or timed-out API call, with the same Idempotency-Key (stripe-node does it). */
export const STRIPE_NETWORK_RETRIES = 2;

/** Stripe Checkout through the official `stripe` package. */
/** How far in the future a webhook's signed timestamp may be (clock skew between Stripe and this server). */
export const WEBHOOK_FUTURE_SKEW_S = 60;

export class StripeGateway implements PaymentGateway {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    // Loaded only when Stripe is configured: its 200-odd modules (about 4.5 MB resident) are not
    // needed with DEMO_PAYMENTS.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (memory, start-up time)
    const StripeClient = require('stripe') as typeof Stripe;
    this.stripe = new StripeClient(settings.secretKey, {
      maxNetworkRetries: STRIPE_NETWORK_RETRIES,
      timeout: settings.timeoutMs,
      telemetry: false,
      appInfo: { name: 'services-mauricie' },
      ...(settings.apiBase ?? {}),
    });
  }

  async createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        // Stripe's page in Canadian French.
        locale: 'fr-CA',
        customer_email: request.customerEmail,
        client_reference_id: String(request.orderId),
        metadata: { orderId: String(request.orderId), reference: request.reference },
        payment_intent_data: { metadata: { orderId: String(request.orderId), reference: request.reference } },
        // The service, each option and each tax on its own line, so Stripe's total is exactly
        // the server's quote (taxes computed once on the subtotal, QUEBEC.md §7.1).
        line_items: request.lines.map((line) => ({
          quantity: 1,
          price_data: { currency: 'cad', unit_amount: line.amount, product_data: { name: line.name } },
        })),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return { id: session.id, url: session.url };
  }

  /**
   * Verifies a webhook's `Stripe-Signature` over the raw body (HMAC with the endpoint's secret)
   * and its timestamp: at most 300 s old at `receivedAt`, and at most WEBHOOK_FUTURE_SKEW_S ahead of
   * it (the library only bounds the age: +1 h, +30 days and +10 years were accepted, issue #32).
   * Throws on any mismatch.
   */
  verifyWebhook(rawBody: Buffer, signature: string, receivedAt: Date): CheckoutEvent {
    const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret, 300, undefined, receivedAt.getTime());
    const timestamps = [...signature.matchAll(/(?:^|,)\s*t=(\d+)/g)].map((m) => Number(m[1]));
    if (timestamps.length === 0 || timestamps.some((t) => t * 1000 > receivedAt.getTime() + WEBHOOK_FUTURE_SKEW_S * 1000)) {
      throw new Error('Stripe webhook: timestamp in the future beyond the allowed clock skew');
    }
    const object = (event.data?.object ?? {}) as Partial<Stripe.Checkout.Session>;
    const charge = event.type === 'charge.refunded' ? (event.data.object as Partial<Stripe.Charge>) : null;
    return {
      charge: charge
        ? {
            id: typeof charge.id === 'string' ? charge.id : '',
            paymentIntent: typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null),
            amountRefunded: typeof charge.amount_refunded === 'number' ? charge.amount_refunded : 0,
            lastRefundId: charge.refunds?.data?.[0]?.id ?? null,
          }
        : null,
      id: event.id,
      type: event.type,
      session: {
        id: typeof object.id === 'string' ? object.id : '',
        paymentStatus: typeof object.payment_status === 'string' ? object.payment_status : null,
        orderId: typeof object.metadata?.orderId === 'string' ? object.metadata.orderId : null,
        customerName: typeof object.customer_details?.name === 'string' ? object.customer_details.name : null,
        paymentIntent: typeof object.payment_intent === 'string' ? object.payment_intent : null,
      },
    };
  }
}
