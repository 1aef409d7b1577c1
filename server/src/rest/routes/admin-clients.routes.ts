import { Router } from '../../kernel/http-routes';
import { CONNECTION_MAX_FIRST } from '../../kernel/connections';
import { RestClientsDocument } from '../generated/graphql';
import type { RestDeps } from '../run-operation';
import { respond, runOperation } from '../run-operation';

/**
 * Legacy GET /api/admin/clients (back-office.md §7: an array of §3's Client: id, name, email, phone,
 * createdAt): the 100 customers with the latest activity, `?search=` as in the `clients` query.
 * createdAt is the first request or order; the counts, the total (dollars) and the latest activity follow.
 */
export function adminClientsRoutes({ operations, createContext }: RestDeps): Router {
  const router = new Router();
  router.get('/admin/clients', async (req, res) => {
    const search = typeof req.query.search === 'string' ? req.query.search : null;
    const result = await runOperation(operations, await createContext(req), RestClientsDocument, { first: CONNECTION_MAX_FIRST, search });
    await respond(res, result, (data) => ({
      body: data.clients.edges.map(({ node: { firstActivityAt, totalCents, ...client } }) => ({
        ...client,
        createdAt: firstActivityAt,
        total: totalCents / 100,
      })),
    }));
  });
  return router;
}
