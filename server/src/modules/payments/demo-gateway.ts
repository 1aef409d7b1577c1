import { randomBytes } from 'node:crypto';
import { demoSessionId } from '../../shared/snow';
import { CheckoutRequest, CheckoutSession, PaymentGateway } from './payment-gateway';

/** The local page that stands in for the payment provider: `/paiement-demo/<token>`. */
export const DEMO_CHECKOUT_PATH = '/paiement-demo';

/**
 * Without a Stripe key (embedded default) checkout is a local demonstration page: no card, no
 * money. The session id is `demo_<token>`, where the token is 24 random bytes (unguessable).
 */
export class DemoGateway implements PaymentGateway {
  readonly kind = 'demo' as const;

  async createCheckoutSession(_request: CheckoutRequest): Promise<CheckoutSession> {
    const token = randomBytes(24).toString('base64url');
    return { id: demoSessionId(token), url: `${DEMO_CHECKOUT_PATH}/${token}` };
  }
}
