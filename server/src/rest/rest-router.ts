import type { ServerResponse } from 'node:http';
import { HttpRequest, sendJson } from '../kernel/node-http';
import { ErrorCode } from '../shared/errors';
import { HTTP_MESSAGES } from '../shared/messages.fr';
import { Router, WebRouter } from '../kernel/http-routes';
import type { RestDeps } from './run-operation';

export type { RestDeps } from './run-operation';
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

/**
 * The documented legacy JSON paths under /api, as a route table the Fastify server registers
 * (web/http-server.ts: the JSON-only guard, the body, the SQL counter, the 404 and the error
 * answers are its part). Each route maps to one GraphQL operation.
 */
export function createRestRouter(deps: RestDeps): Router {
  const router = new Router();
  // Read raw, without the JSON guard: the webhook's signature covers the raw bytes.
  router.use(stripeWebhookRoute(deps));
  // Also without the guard: the page-view beacon may be text/plain (see analytics.routes.ts).
  router.use(collectRoute(deps));
  router.use(botChallengeRoute(deps));
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
  return router;
}

/** No route of the table: the REST error body. */
export function restNotFound(req: HttpRequest, res: ServerResponse): void {
  sendJson(req, res, 404, { error: HTTP_MESSAGES.notFound, code: ErrorCode.NOT_FOUND });
}

/** State-changing requests must be JSON: a cross-site HTML form cannot send it (CSRF) and nothing else is parsed. */
export function refuseNonJsonBody(req: HttpRequest, res: ServerResponse): void {
  sendJson(req, res, 415, { error: HTTP_MESSAGES.unsupportedMediaType, code: ErrorCode.BAD_REQUEST });
}

/**
 * body-parser's errors (bad JSON, too large) answer 4xx in the documented `{ error }` shape, never
 * 500; false for any other error (and when the answer has begun), which goes on to the final answer.
 */
export function answerBodyError(err: { type?: string; status?: number }, req: HttpRequest, res: ServerResponse): boolean {
  if (res.headersSent || err === null || typeof err !== 'object') return false;
  if (err.type === 'entity.parse.failed') {
    sendJson(req, res, 400, { error: HTTP_MESSAGES.malformedJson, code: ErrorCode.BAD_REQUEST });
  } else if (err.type === 'entity.too.large') {
    sendJson(req, res, 413, { error: HTTP_MESSAGES.payloadTooLarge, code: ErrorCode.BAD_REQUEST });
  } else if (typeof err.status === 'number' && err.status >= 400 && err.status < 500) {
    sendJson(req, res, err.status, { error: HTTP_MESSAGES.malformedJson, code: ErrorCode.BAD_REQUEST });
  } else {
    return false;
  }
  return true;
}

/**
 * Every `METHOD /api/path` the router serves (e.g. `PUT /api/admin/users/:id`), read from the route
 * table (or a web router's, with its mount as `prefix`), so a test can check that each documented path is covered.
 */
export function listRestRoutes(router: Router | WebRouter, prefix = '/api'): string[] {
  return router.routes.map((route) => `${route.method} ${prefix}${route.path}`);
}
