import { Router } from '../../kernel/http-routes';
import { RestCreateSnowCheckoutForAmountDocument, RestOrderMetricsDocument } from '../generated/graphql';
import type { RestDeps } from '../run-operation';
import { jsonObject, respond, runOperation } from '../run-operation';

/** A JSON number, or a numeric string; anything else goes through for validation to reject. */
function amountOf(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return value ?? 0;
}

/**
 * Legacy payment paths (public-site.md §7, back-office.md §7). Mapping only:
 * - POST /stripe/create-checkout-session {address, mode, email, amount} → 200 { url }. The amount
 *   selects the options (it is all the legacy payload says of them); the server prices the order.
 * - GET /stripe/metrics → { totalOrdersThisMonth, estimatedRevenue, byService: [{ service, orders,
 *   estimatedRevenue }] } over the three services, revenue in dollars (MANAGER and above).
 */
export function stripeRoutes({ operations, createContext }: RestDeps): Router {
  const router = new Router();
  router.post('/stripe/create-checkout-session', async (req, res) => {
    const body = jsonObject(req.body);
    const input = {
      // An absent text field is sent as '' so validation reports every missing field at once.
      address: body.address ?? '',
      mode: body.mode ?? '',
      email: body.email ?? '',
      amount: amountOf(body.amount),
    };
    const result = await runOperation(operations, await createContext(req), RestCreateSnowCheckoutForAmountDocument, { input: input as never });
    await respond(res, result, (data) => ({ body: { url: data.createSnowCheckoutForAmount.url } }));
  });

  router.get('/stripe/metrics', async (req, res) => {
    const result = await runOperation(operations, await createContext(req), RestOrderMetricsDocument, {});
    await respond(res, result, ({ orderMetrics }) => ({
      body: {
        totalOrdersThisMonth: orderMetrics.totalOrdersThisMonth,
        estimatedRevenue: orderMetrics.estimatedRevenue,
        byService: orderMetrics.byService.map(({ service, orders, revenueCents }) => ({ service, orders, estimatedRevenue: revenueCents / 100 })),
      },
    }));
  });
  return router;
}
