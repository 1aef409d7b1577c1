import type { RequestListener } from 'node:http';
import { Router } from '../kernel/http-routes';
import { sendJson, Step } from '../kernel/node-http';
import { JSON_BODY_LIMIT_BYTES } from '../rest/rest-router';
import { createHttpServer, SiteLayer } from '../web/http-server';

/**
 * A node listener serving only these site layers (web/http-server.ts), on the same Fastify server as
 * the application's, for a test of one part of the site: `headers` first (none by default), no
 * route under /api; what no layer answers gets 404 with no body, an error 500 with its message.
 */
export function siteHandler(layers: readonly SiteLayer[], headers: Step = (_req, _res, next) => next()): RequestListener {
  const onError = (error: unknown, req: Parameters<typeof sendJson>[0], res: Parameters<typeof sendJson>[1]) => sendJson(req, res, 500, { error: String(error) });
  const server = createHttpServer({
    trustProxy: () => false,
    headers,
    graphqlPost: { accepts: () => false, serve: (_req, _res, next) => next(new Error('no /graphql here')) },
    rest: { router: new Router(), before: [], afterJsonBody: [], bodyLimit: JSON_BODY_LIMIT_BYTES },
    site: {
      layers,
      notFound: (_req, res) => {
        res.statusCode = 404;
        res.end();
      },
      onError,
    },
    onError,
  });
  return (req, res) => {
    server.then(({ handler }) => handler(req, res), (error: unknown) => res.destroy(error as Error));
  };
}
