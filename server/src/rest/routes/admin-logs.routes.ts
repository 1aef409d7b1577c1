import { Router } from '../../kernel/http-routes';
import { RestLogsDocument } from '../generated/graphql';
import type { RestDeps } from '../run-operation';
import { respond, runOperation } from '../run-operation';

/** Lines a legacy poll gets when it asks for no number. */
const REST_LOGS_DEFAULT = 200;

/**
 * Legacy GET /api/admin/logs (back-office.md §7: an array of text lines, §3's form
 * '[YYYY-MM-DD HH:MM:SS] LEVEL message'), the latest lines oldest first; `?search=` and `?limit=`
 * (1 to 1000) as in the `logs` query.
 */
export function adminLogsRoutes({ operations, createContext }: RestDeps): Router {
  const router = new Router();
  router.get('/admin/logs', async (req, res) => {
    const search = typeof req.query.search === 'string' ? req.query.search : null;
    const limit = typeof req.query.limit === 'string' ? Number(req.query.limit) : REST_LOGS_DEFAULT;
    const result = await runOperation(operations, await createContext(req), RestLogsDocument, { limit, search });
    await respond(res, result, (data) => ({ body: data.logs.map((entry) => entry.text) }));
  });
  return router;
}
