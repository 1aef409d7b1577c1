import express, { ErrorRequestHandler, Router } from 'express';
import { ErrorCode } from '../shared/errors';
import { HTTP_MESSAGES } from '../shared/messages.fr';
import type { RestDeps } from './run-operation';

export type { RestDeps } from './run-operation';
import { countSqlStatements } from '../db/sql-statement-counter';
import { analyticsRoutes, collectRoute } from './routes/analytics.routes';
import { adminAuthRoutes } from './routes/admin-auth.routes';
import { adminOrdersRoutes } from './routes/admin-orders.routes';
import { adminClientsRoutes } from './routes/admin-clients.routes';
import { adminLogsRoutes } from './routes/admin-logs.routes';
import { adminEventsRoutes } from './routes/admin-events.routes';
import { adminUsersRoutes } from './routes/admin-users.routes';
import { adminServicesRoutes } from './routes/admin-services.routes';
import { junkRoutes } from './routes/junk.routes';
import { eventRoutes } from './routes/event.routes';
import { botChallengeRoute } from './routes/bot-challenge.routes';
import { stripeRoutes } from './routes/stripe.routes';
import { stripeWebhookRoute } from './routes/stripe-webhook.routes';
import { timeRoutes } from './routes/time.routes';
import { routingRoutes } from './routes/routing.routes';

export const JSON_BODY_LIMIT = '100kb';
/** The same limit in bytes (the `bytes` package reads `kb` as 1,024 bytes). */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/** The documented legacy JSON paths under /api. Each route maps to one GraphQL operation. */
export function createRestRouter(deps: RestDeps): Router {
  const router = Router();
  // Before the JSON guard and parser: the webhook's signature covers the raw bytes.
  router.use(stripeWebhookRoute(deps));
  // Also before the guard: the page-view beacon may be text/plain (see analytics.routes.ts).
  router.use(collectRoute(deps));
  router.use(botChallengeRoute(deps));
  router.use(requireJsonBody);
  router.use(express.json({ limit: JSON_BODY_LIMIT, strict: false }));
  if (deps.countSqlStatements) router.use(countSqlStatements);
  router.use(junkRoutes(deps));
  router.use(eventRoutes(deps));
  router.use(adminAuthRoutes(deps));
  router.use(adminUsersRoutes(deps));
  router.use(adminServicesRoutes(deps));
  router.use(adminOrdersRoutes(deps));
  router.use(adminClientsRoutes(deps));
  router.use(adminLogsRoutes(deps));
  router.use(adminEventsRoutes(deps));
  router.use(stripeRoutes(deps));
  router.use(timeRoutes(deps));
  router.use(analyticsRoutes(deps));
  router.use(routingRoutes(deps));
  router.use((_req, res) => {
    res.status(404).json({ error: HTTP_MESSAGES.notFound, code: ErrorCode.NOT_FOUND });
  });
  router.use(jsonErrorHandler);
  return router;
}

/** State-changing requests must be JSON: a cross-site HTML form cannot send it (CSRF) and nothing else is parsed. */
const requireJsonBody: express.RequestHandler = (req, res, next) => {
  if (['POST', 'PUT', 'PATCH'].includes(req.method) && !req.is('application/json')) {
    res.status(415).json({ error: HTTP_MESSAGES.unsupportedMediaType, code: ErrorCode.BAD_REQUEST });
    return;
  }
  next();
};

/** body-parser's errors (bad JSON, too large) answer 4xx in the documented `{ error }` shape, never 500. */
export const jsonErrorHandler: ErrorRequestHandler = (err: { type?: string; status?: number }, _req, res, next) => {
  if (res.headersSent) return next(err);
  if (err.type === 'entity.parse.failed') {
    res.status(400).json({ error: HTTP_MESSAGES.malformedJson, code: ErrorCode.BAD_REQUEST });
  } else if (err.type === 'entity.too.large') {
    res.status(413).json({ error: HTTP_MESSAGES.payloadTooLarge, code: ErrorCode.BAD_REQUEST });
  } else if (typeof err.status === 'number' && err.status >= 400 && err.status < 500) {
    res.status(err.status).json({ error: HTTP_MESSAGES.malformedJson, code: ErrorCode.BAD_REQUEST });
  } else {
    next(err);
  }
};

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: RouterLayer[] };
  slash?: boolean;
}

/**
 * Every `METHOD /api/path` the router serves (e.g. `PUT /api/admin/users/:id`), read from Express's
 * own route table, so a test can check that each documented path is covered.
 */
export function listRestRoutes(router: Router, prefix = '/api'): string[] {
  const routes: string[] = [];
  const walk = (stack: RouterLayer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') routes.push(`${method.toUpperCase()} ${prefix}${layer.route.path}`);
        }
      } else if (layer.handle.stack) {
        if (!layer.slash) throw new Error('listRestRoutes: mount route files without a path prefix');
        walk(layer.handle.stack);
      }
    }
  };
  walk((router as unknown as { stack: RouterLayer[] }).stack);
  return routes;
}
