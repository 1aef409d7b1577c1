import { createServer, IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import Fastify, { FastifyInstance, FastifyRequest } from 'fastify';
import bodyParser from 'body-parser';
import { HttpRequest, Next, runSteps, sendEmpty, sendJson, sendText, Step } from '../kernel/node-http';
import { isPlainJson, readJsonBody } from '../graphql/http-post';
import { RestBody, RestRequest, RestResponse, RestRoute, Router } from '../kernel/http-routes';
import { answerBodyError, refuseNonJsonBody, restNotFound } from '../rest/rest-router';

// type-is (what Express's req.is uses), untyped.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- no type declarations
const typeIs = require('type-is') as (req: IncomingMessage, types: string[]) => string | false | null;

/** Which proxies may set X-Forwarded-For (TRUST_PROXY), as Express's and Fastify's `trust proxy` function. */
export type TrustProxy = (address: string, hop: number) => boolean;

export interface HttpServerOptions {
  trustProxy: TrustProxy;
  /** The security headers (helmet, fixedHeaders), first on every answer. */
  headers: Step;
  /** POST /graphql with a plain JSON body (graphqlPost; `isGraphqlJsonPost` decides). */
  graphqlPost: { accepts: (req: HttpRequest) => boolean; serve: (req: HttpRequest, res: ServerResponse, next: Next) => void };
  /** Every path under `/api` (rest-router.ts, the SMS webhook) and what runs before each of its routes and after the body. */
  rest: {
    router: Router;
    /** CORS, no-store, the API tokens' rate limit, in order (before the body is read). */
    before: readonly Step[];
    /** After the JSON body (the SQL statement counter): not on the raw and text routes, as before. */
    afterJsonBody: readonly Step[];
    bodyLimit: number;
  };
  /** Every other request (the Express application: static files and pages, PDFs, files, GraphiQL…). */
  fallback: RequestListener;
  /** An error no step answered: the final answer (503 when the database is unreachable, else 500). */
  onError: (error: unknown, req: HttpRequest, res: ServerResponse) => void;
}

export interface HttpServer {
  /** node's `(req, res)` listener: main.ts's server, supertest in tests. */
  handler: RequestListener;
  fastify: FastifyInstance;
}

const REST_PATH = /^\/api(?:[/?]|$)/i;

/**
 * The HTTP layer on Fastify 5 (issue #31): its router, request objects and TRUST_PROXY address
 * serve POST /graphql (JSON) and the REST adapter under /api; every other path goes to `fallback`
 * (the Express application, until its routes move here too). Each request is served by exactly
 * one of the two, decided before either runs.
 *
 * Fastify's body parsers are not used: a route's work starts in its `onRequest` hook, with node's
 * request and response (`reply.hijack()`), so the body is read with the same semantics as before
 * (body-parser: limits, charsets, encodings, empty body → `{}`, the same 400/413/415 answers) and
 * every answer is written as Express wrote it (kernel/node-http.ts): the contract tests pin the
 * headers and the bytes.
 */
export async function createHttpServer(options: HttpServerOptions): Promise<HttpServer> {
  let listener: RequestListener | undefined;
  const fastify = Fastify({
    logger: false,
    trustProxy: options.trustProxy,
    // Never listened: main.ts and the tests give node's server `handler` below.
    serverFactory: (handler) => {
      listener = handler;
      return createServer(handler);
    },
    // As Express's router: case-insensitive, a trailing slash ignored, no parameter length limit,
    // and the query string read by node's querystring (Express 5's "simple" parser).
    routerOptions: {
      caseSensitive: false,
      ignoreTrailingSlash: true,
      maxParamLength: 10_000,
      querystringParser: (text) => parseQuery(text),
    },
  });
  // Bodies are read by the routes' own steps (see above).
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  const { rest } = options;
  // A plain JSON body (UTF-8, known length, not encoded) read by hand, any other by body-parser (express.json).
  const jsonParser = bodyParser.json({ limit: rest.bodyLimit, strict: false }) as Step;
  const jsonBody = readJsonBody(rest.bodyLimit, jsonParser, { strict: false });
  const fail = (req: HttpRequest, res: ServerResponse) => (error: unknown) => {
    if (answerBodyError(error as { type?: string }, req, res)) return;
    options.onError(error, req, res);
  };

  const restBefore = [options.headers, ...rest.before];
  // OPTIONS on a path of the table: its methods, as Express's router answered it.
  const paths = rest.router.routes.map((route) => ({ method: route.method, pattern: pathPattern(`/api${route.path}`) }));
  const allowedMethods = (url: string): string => {
    const path = url.split('?')[0]!;
    const methods = new Set<string>();
    for (const { method, pattern } of paths) {
      if (!pattern.test(path)) continue;
      methods.add(method);
      if (method === 'GET') methods.add('HEAD');
    }
    return [...methods].sort().join(', ');
  };

  /** How a route's body is read (then, for JSON, the SQL counter), built once per route. */
  const jsonSteps: Step[] = [
    (r, s, next) => {
      // The JSON-only guard (CSRF: a cross-site form cannot send JSON); nothing else is parsed.
      if ((r.method === 'POST' || r.method === 'PUT' || r.method === 'PATCH') && !typeIs(r, ['application/json'])) return refuseNonJsonBody(r, s);
      return isPlainJson(r) ? jsonBody(r, s, next) : jsonParser(r, s, next);
    },
    ...rest.afterJsonBody,
  ];
  const bodySteps = (body: RestBody): Step[] => {
    if (body.kind === 'json') return jsonSteps;
    if (body.kind === 'form') return [bodyParser.urlencoded({ extended: false, limit: body.limit }) as Step];
    if (body.kind === 'raw') return [bodyParser.raw({ type: () => true, limit: body.limit }) as Step];
    return [bodyParser.text({ type: [...body.types], limit: body.limit }) as Step];
  };

  /** The REST route's body and handler, after the steps every /api path runs. */
  const serveRest = (request: FastifyRequest, route: { rest: RestRoute; steps: Step[] } | undefined, req: HttpRequest, res: ServerResponse): void => {
    const done = fail(req, res);
    runSteps(restBefore, req, res, (error) => {
      if (error) return done(error);
      runSteps(route?.steps ?? jsonSteps, req, res, (failure) => {
        if (failure) return done(failure);
        if (!route) {
          const allow = req.method === 'OPTIONS' ? allowedMethods(req.url ?? '/') : '';
          return allow ? sendAllow(res, allow) : restNotFound(req, res);
        }
        let pending: Promise<void> | void;
        try {
          pending = route.rest.handler(restRequest(request, req), restResponse(req, res));
        } catch (thrown) {
          return done(thrown);
        }
        if (pending instanceof Promise) pending.catch(done);
      });
    });
  };

  fastify.addHook('onRequest', (request, reply, next) => {
    reply.hijack();
    const req = request.raw as HttpRequest;
    const res = reply.raw;
    req.ip = request.ip;
    const config = request.routeOptions.config as { rest?: RestRoute; steps?: Step[]; graphql?: boolean };
    if (config.graphql) {
      runSteps([options.headers], req, res, (error) => {
        if (error) return fail(req, res)(error);
        options.graphqlPost.serve(req, res, fail(req, res));
      });
    } else {
      serveRest(request, config.rest && config.steps ? { rest: config.rest, steps: config.steps } : undefined, req, res);
    }
    next();
  });
  const unreachable = (): void => undefined;
  fastify.route({ method: 'POST', url: '/graphql', config: { graphql: true }, handler: unreachable });
  for (const route of rest.router.routes) {
    fastify.route({ method: route.method, url: `/api${route.path}`, config: { rest: route, steps: bodySteps(route.body) }, handler: unreachable });
  }
  // No route: the REST 404 (after the guard and the body, as before), through the same hook.
  fastify.setNotFoundHandler(unreachable);
  await fastify.ready();
  const fastifyListener = listener!;

  const handler: RequestListener = (req, res) => {
    const url = req.url ?? '/';
    if (options.graphqlPost.accepts(req) || REST_PATH.test(url)) fastifyListener(req, res);
    else options.fallback(req, res);
  };
  return { handler, fastify };
}

/** An Express path (`/api/admin/users/:id`) as Express 5 matches it: case-insensitive, an optional trailing slash. */
function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`, 'i');
}

/** Express's router's answer to OPTIONS on a known path: 200, `Allow` and the same list as text. */
function sendAllow(res: ServerResponse, allow: string): void {
  res.statusCode = 200;
  res.setHeader('Allow', allow);
  res.setHeader('Content-Length', Buffer.byteLength(allow));
  res.setHeader('Content-Type', 'text/plain');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(allow);
}

function restRequest(request: FastifyRequest, req: HttpRequest): RestRequest {
  return {
    method: req.method ?? 'GET',
    url: req.url ?? '/',
    headers: req.headers,
    body: req.body,
    query: request.query as RestRequest['query'],
    params: request.params as RestRequest['params'],
    ip: request.ip,
    get: (name) => {
      const lower = name.toLowerCase();
      const value = lower === 'referer' || lower === 'referrer' ? (req.headers.referrer ?? req.headers.referer) : req.headers[lower];
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

function restResponse(req: HttpRequest, res: ServerResponse): RestResponse {
  let status = 200;
  const response: RestResponse = {
    status: (code) => {
      status = code;
      return response;
    },
    setHeader: (name, value) => {
      res.setHeader(name, value);
      return response;
    },
    json: (body) => sendJson(req, res, status, body),
    send: (text) => sendText(req, res, status, text),
    end: () => sendEmpty(res, status),
  };
  return response;
}
