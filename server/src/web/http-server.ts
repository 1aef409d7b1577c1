import { createServer, IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import Fastify, { FastifyInstance, FastifyRequest } from 'fastify';
import bodyParser from 'body-parser';
import { HttpRequest, Next, runSteps, sendAllow, sendEmpty, sendJson, sendText, Step } from '../kernel/node-http';
import { isPlainJson, readJsonBody } from '../graphql/http-post';
import { RestBody, RestRequest, RestResponse, RestRoute, Router, WebRequest, WebRoute, WebRouter } from '../kernel/http-routes';
import { answerBodyError, refuseNonJsonBody, restNotFound } from '../rest/rest-router';

// Express's resolver of the client address (TRUST_PROXY): what Fastify's `request.ip` answers (its fork of it), untyped.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- no type declarations
const proxyAddr = require('proxy-addr') as (req: IncomingMessage, trust: TrustProxy) => string;

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
  /** Every other request: the site (health, PDFs, files, privacy links, GraphiQL, the rest of /graphql, pages). */
  site: {
    /** After the security headers, in order, as the Express application's `app.use` list was. */
    layers: readonly SiteLayer[];
    /** No layer answered (Express's final handler: 404 `Cannot GET /…`). */
    notFound: (req: HttpRequest, res: ServerResponse) => void;
    /** An error a layer passed on (the body errors on /graphql, then `onError`). */
    onError: (error: unknown, req: HttpRequest, res: ServerResponse) => void;
  };
  /** An error no step answered: the final answer (503 when the database is unreachable, else 500). */
  onError: (error: unknown, req: HttpRequest, res: ServerResponse) => void;
}

/**
 * One entry of the site, in order. A step runs on every path under its mounts (all paths without
 * one; a mount is case-insensitive and ends at a `/`, as Express's `app.use(path)`), seeing the URL
 * below the mount as Express showed it. A router's routes are Fastify's: only the route Fastify
 * matched runs, in its router's place; OPTIONS on one of its paths is answered with `Allow` there
 * when `nested` (an Express sub-router did that), else goes on.
 */
export type SiteLayer = { mount?: readonly string[]; step: Step } | { mount?: string; routes: WebRouter; nested: boolean };

export interface HttpServer {
  /** node's `(req, res)` listener: main.ts's server, supertest in tests. */
  handler: RequestListener;
  fastify: FastifyInstance;
}

const REST_PATH = /^\/api(?:[/?]|$)/i;

/**
 * The HTTP layer on Fastify 5 (issue #31), the only framework: its router, request objects and
 * TRUST_PROXY address serve POST /graphql (JSON), the REST adapter under /api and the site (its
 * routes registered on Fastify, its layers run in order for every other request: see `SiteLayer`).
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
    // Bodies are read by the routes' own steps, whatever their size (each has its limit).
    bodyLimit: 2 ** 30,
    // No route declares a JSON schema (bodies are read and checked by the routes' own steps), so
    // Fastify's default compilers — Ajv and fast-json-stringify, about 250 modules required when the
    // instance is created — are never needed: these stand in for them and refuse a schema loudly.
    schemaController: { compilersFactory: { buildValidator: noSchemaCompiler, buildSerializer: noSchemaCompiler } },
    // A URL Fastify cannot decode: under /api its own answer (as before), else the site's (Express
    // served the page: serve-static lets such a path through and the pages answer 404).
    frameworkErrors: (error, request, reply) => {
      const req = request.raw as HttpRequest;
      if (error.code !== 'FST_ERR_BAD_URL' || REST_PATH.test(req.url ?? '/')) {
        const body = JSON.stringify({ error: 'Bad Request', code: error.code, message: error.message, statusCode: error.statusCode ?? 400 });
        reply.raw.writeHead(error.statusCode ?? 400, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
        reply.raw.end(body);
        return;
      }
      reply.hijack();
      req.ip = request.ip;
      startSite(req, reply.raw, undefined, null, null);
    },
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

  // The site: its layers in order, the matched web route (if any) in its router's place.
  const { site } = options;
  const layers = site.layers.map((layer) => {
    if ('step' in layer) return { mounts: (layer.mount ?? []).map((m) => m.toLowerCase()), step: layer.step };
    const mount = (layer.mount ?? '').toLowerCase();
    const routes = layer.routes.routes.map((route) => ({ route, pattern: pathPattern(`${mount}${route.path}`) }));
    return { mounts: mount ? [mount] : [], routes, nested: layer.nested };
  });
  const serveSite = (req: HttpRequest & { originalUrl?: string }, res: ServerResponse, matched: { layer: number; route: WebRoute } | undefined): void => {
    const url = req.url ?? '/';
    req.originalUrl = url;
    const path = url.split('?')[0]!;
    const lower = path.toLowerCase();
    let index = 0;
    const next: Next = (error) => {
      req.url = url;
      if (error) return site.onError(error, req, res);
      while (index < layers.length) {
        const at = index++;
        const layer = layers[at]!;
        const mount = layer.mounts.find((m) => lower === m || lower.startsWith(`${m}/`));
        if (layer.mounts.length && mount === undefined) continue;
        if (layer.routes) {
          if (matched?.layer === at) return call(matched.route.handler);
          // A path of these routes whose parameter cannot be decoded: Express's router failed with 400 (→ the error answer).
          const undecodable = layer.routes.find(({ pattern }) => pattern.exec(path)?.slice(1).some((value) => !decodes(value)));
          if (undecodable) return next(Object.assign(new URIError('Failed to decode param'), { status: 400, statusCode: 400 }));
          if (req.method === 'OPTIONS' && layer.nested) {
            const methods = new Set<string>();
            for (const { route, pattern } of layer.routes) {
              if (!pattern.test(path)) continue;
              methods.add(route.method);
              if (route.method === 'GET') methods.add('HEAD');
            }
            if (methods.size) return sendAllow(res, [...methods].sort().join(', '));
          }
          continue;
        }
        // Below a mount the step sees the rest of the URL (Express's req.url), never empty.
        if (mount) req.url = url.slice(mount.length).startsWith('/') ? url.slice(mount.length) : `/${url.slice(mount.length)}`;
        return call(layer.step);
      }
      site.notFound(req, res);
    };
    const call = (step: Step | ((req: WebRequest, res: ServerResponse, next: Next) => unknown)): void => {
      try {
        const pending = (step as Step)(req, res, next);
        if (pending instanceof Promise) pending.catch(next);
      } catch (thrown) {
        next(thrown);
      }
    };
    next();
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

  /** POST /graphql with a plain JSON body: the security headers, then graphqlPost. */
  const serveGraphqlPost = (req: HttpRequest, res: ServerResponse): void => {
    runSteps([options.headers], req, res, (error) => {
      if (error) return fail(req, res)(error);
      options.graphqlPost.serve(req, res, fail(req, res));
    });
  };
  fastify.addHook('onRequest', (request, reply, next) => {
    reply.hijack();
    const req = request.raw as HttpRequest;
    const res = reply.raw;
    req.ip = request.ip;
    const config = request.routeOptions.config as { rest?: RestRoute; steps?: Step[]; graphql?: boolean; web?: { layer: number; route: WebRoute } };
    if (config.graphql && options.graphqlPost.accepts(req)) {
      serveGraphqlPost(req, res);
    } else if (config.rest || REST_PATH.test(req.url ?? '/')) {
      serveRest(request, config.rest && config.steps ? { rest: config.rest, steps: config.steps } : undefined, req, res);
    } else {
      startSite(req, res, config.web, request.params as Record<string, string | undefined>, request.query as WebRequest['query']);
    }
    next();
  });
  const startSite = (req: HttpRequest, res: ServerResponse, web: { layer: number; route: WebRoute } | undefined, params: WebRequest['params'] | null, query: WebRequest['query'] | null): void => {
    const webReq = req as WebRequest;
    // A route whose parameter came out empty is no match (Express's parameters are never empty).
    const matched = web && Object.values(params ?? {}).every((value) => value !== '') ? web : undefined;
    webReq.params = matched ? (params ?? {}) : {};
    webReq.query = query ?? parseQuery((req.url ?? '').split('?').slice(1).join('?'));
    runSteps([options.headers], req, res, (error) => {
      if (error) return site.onError(error, req, res);
      serveSite(req, res, matched);
    });
  };
  const unreachable = (): void => undefined;
  fastify.route({ method: 'POST', url: '/graphql', config: { graphql: true }, handler: unreachable });
  for (const route of rest.router.routes) {
    fastify.route({ method: route.method, url: `/api${route.path}`, config: { rest: route, steps: bodySteps(route.body) }, handler: unreachable });
  }
  site.layers.forEach((layer, at) => {
    if (!('routes' in layer)) return;
    for (const route of layer.routes.routes) {
      fastify.route({ method: route.method, url: `${layer.mount ?? ''}${route.path}`, config: { web: { layer: at, route } }, handler: unreachable });
    }
  });
  // No route: the REST 404 (after the guard and the body, as before), through the same hook.
  fastify.setNotFoundHandler(unreachable);
  // From the start of `close()`, Fastify answers every request 503 (its return503OnClosing): the JSON
  // POST below then goes to Fastify again.
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  await fastify.ready();
  const fastifyListener = listener!;

  // POST /graphql with a plain JSON body (the most frequent request) is served before Fastify's
  // routing: its route does nothing else (the `onRequest` hook above would serve it the same way),
  // so its request and reply objects, route lookup and hook runner are skipped. `req.ip` is Fastify's
  // `request.ip` (proxy-addr with the same TRUST_PROXY function).
  const handler: RequestListener = (req, res) => {
    if (!closing && options.graphqlPost.accepts(req)) {
      (req as HttpRequest).ip = proxyAddr(req, options.trustProxy);
      serveGraphqlPost(req, res);
      return;
    }
    fastifyListener(req, res);
  };
  return { handler, fastify };
}

/** Fastify's compiler factories when no route has a schema: a schema added later fails at `ready()`. */
function noSchemaCompiler(): () => never {
  return () => {
    throw new Error('JSON schemas are not compiled here: Fastify is created without Ajv and fast-json-stringify (web/http-server.ts)');
  };
}

const decodes = (value: string): boolean => {
  try {
    decodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
};

/**
 * An Express path (`/api/admin/users/:id`, `/invoices/soumission-:id.pdf`, `/files/photos/*`) as
 * Express 5 matches it: case-insensitive, an optional trailing slash, a parameter of one or more
 * characters within a segment, a wildcard of one or more.
 */
function pathPattern(path: string): RegExp {
  const source = path
    .split(/(:\w+|\*)/)
    .map((part) => (part === '*' ? '(.+)' : part.startsWith(':') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
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
