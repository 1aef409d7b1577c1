import { DataSource } from 'typeorm';
import { WebRouter } from '../kernel/http-routes';
import { sendJson } from '../kernel/node-http';

/**
 * GET /healthz: the process answers (liveness). GET /readyz: the database answers and every
 * migration is applied (readiness: a load balancer sends traffic only then). While the process is
 * shutting down, /readyz answers 503 so the balancer stops sending new requests.
 */
export function createHealthRouter(dataSource: DataSource, isStopping: () => boolean): WebRouter {
  const router = new WebRouter();
  router.get('/healthz', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    sendJson(req, res, 200, { status: 'ok' });
  });
  router.get('/readyz', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (isStopping()) return sendJson(req, res, 503, { status: 'stopping' });
    try {
      await dataSource.query('SELECT 1');
      const pending = await dataSource.showMigrations();
      if (pending) return sendJson(req, res, 503, { status: 'migrations-pending' });
      sendJson(req, res, 200, { status: 'ready' });
    } catch {
      sendJson(req, res, 503, { status: 'database-unreachable' });
    }
  });
  return router;
}
