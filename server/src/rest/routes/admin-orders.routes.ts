import { Router } from '../../kernel/http-routes';
import { ACCOUNT_LIMITS } from '../../shared/validation';
import { RestOrdersDocument } from '../generated/graphql';
import type { RestDeps } from '../run-operation';
import { respond, runOperation } from '../run-operation';

/** Legacy GET /api/admin/orders: the latest pickup requests in the spec's Order shape (date = createdAt). */
export function adminOrdersRoutes({ operations, createContext }: RestDeps): Router {
  const router = new Router();
  router.get('/admin/orders', async (req, res) => {
    const result = await runOperation(operations, await createContext(req), RestOrdersDocument, { take: ACCOUNT_LIMITS.takeMax });
    await respond(res, result, (data) => ({
      body: data.pickupRequests.map(({ createdAt, ...order }) => ({ ...order, id: Number(order.id), date: createdAt })),
    }));
  });
  return router;
}
