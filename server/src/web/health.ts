import { Router } from 'express';
import { DataSource } from 'typeorm';

/**
 * GET /healthz: the process answers (liveness). GET /readyz: the database answers and every
 * migration is applied (readiness: a load balancer sends traffic only then). While the process is
 * shutting down, /readyz answers 503 so the balancer stops sending new requests.
 */
export function createHealthRouter(dataSource: DataSource, isStopping: () => boolean): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (isStopping()) {
      res.status(503).json({ status: 'stopping' });
      return;
    }
    try {
      await dataSource.query('SELECT 1');
      const pending = await dataSource.showMigrations();
      if (pending) {
        res.status(503).json({ status: 'migrations-pending' });
        return;
      }
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'database-unreachable' });
    }
  });
  return router;
}
