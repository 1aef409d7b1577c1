import type { RequestListener } from 'node:http';
import type { Router } from '../kernel/http-routes';
import { JSON_BODY_LIMIT_BYTES } from '../rest/rest-router';
import { createHttpServer } from '../web/http-server';

/**
 * A node listener serving only these REST routes under /api, on the same Fastify server as the
 * application's (for a test that gives the routes its own `createContext`). Anything else: 404.
 */
export function restHandler(router: Router): RequestListener {
  const server = createHttpServer({
    trustProxy: () => false,
    headers: (_req, _res, next) => next(),
    graphqlPost: { accepts: () => false, serve: (_req, _res, next) => next(new Error('no /graphql here')) },
    rest: { router, before: [], afterJsonBody: [], bodyLimit: JSON_BODY_LIMIT_BYTES },
    site: {
      layers: [],
      notFound: (_req, res) => {
        res.statusCode = 404;
        res.end();
      },
      onError: (error, _req, res) => {
        res.statusCode = 500;
        res.end(String(error));
      },
    },
    onError: (error, _req, res) => {
      res.statusCode = 500;
      res.end(String(error));
    },
  });
  return (req, res) => {
    server.then(({ handler }) => handler(req, res), (error: unknown) => res.destroy(error as Error));
  };
}
