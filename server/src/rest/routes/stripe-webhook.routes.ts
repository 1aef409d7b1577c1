import { Router } from '../../kernel/http-routes';
import { AppError } from '../../shared/app-error';
import { ERROR_CATEGORY, HTTP_STATUS } from '../../shared/errors';
import type { RestDeps } from '../run-operation';

/** Stripe's events are small; anything bigger is not Stripe. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * POST /api/stripe/webhook — the one REST path that calls a service directly instead of running a
 * GraphQL operation. It is not a documented operation of the site: Stripe calls it, and its input
 * is a raw body whose exact bytes are signed (`Stripe-Signature`). Putting it behind GraphQL would
 * mean either re-serialising the body (which breaks the signature) or exposing an "apply payment
 * event" mutation on the public /graphql endpoint. The signature check is its authorization.
 *
 * Its body is read raw (any content type, before the JSON guard): the body stays a Buffer.
 * Answers 200 { received: true } for handled, duplicate and ignored events; 400 for a bad
 * signature or an old timestamp (nothing changes); 500 on a database failure (Stripe retries).
 */
export function stripeWebhookRoute({ createContext, payments }: RestDeps): Router {
  const router = new Router();
  router.post('/stripe/webhook', { kind: 'raw', limit: WEBHOOK_BODY_LIMIT }, async (req, res) => {
    try {
      const outcome = await payments.handleStripeWebhook(await createContext(req), req.body, req.get('stripe-signature'));
      res.status(200).json({ received: true, status: outcome.status });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      res.status(HTTP_STATUS[ERROR_CATEGORY[error.code]]).json({ error: error.message, code: error.code });
    }
  });
  return router;
}
