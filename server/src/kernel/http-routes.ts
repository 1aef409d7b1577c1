import type { IncomingHttpHeaders } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { HttpRequest, Next } from './node-http';

/**
 * HTTP routes as data (method, path, how the body is read, handler), registered on the Fastify
 * server by web/http-server.ts: the REST adapter's (rest/routes/) and the SMS webhook's today. In
 * the kernel (it imports nothing of the server) so that a feature's manifest may one day declare
 * its own routes with this type. A handler sees the few request fields the legacy paths read and
 * answers through `RestResponse`, which writes as Express's `res.status().json()` did (same
 * headers and bytes: the contract tests pin them).
 */
export interface RestRequest {
  method: string;
  /** The request's path and query string as it arrived (Express's `req.originalUrl`). */
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed body: JSON (any value), a Buffer for `raw`, a string for `text`; undefined without a body. */
  body: unknown;
  /** The query string as node's `querystring` reads it (Express 5's "simple" parser). */
  query: Record<string, string | string[] | undefined>;
  /** The path's parameters (the REST paths only ever have `:id`). */
  params: { readonly id: string } & Readonly<Record<string, string | undefined>>;
  /** The client address under TRUST_PROXY. */
  ip: string;
  /** A request header (`Referer` and `Referrer` are one), as Express's `req.get`. */
  get(name: string): string | undefined;
}

export interface RestResponse {
  status(code: number): RestResponse;
  setHeader(name: string, value: string): RestResponse;
  json(body: unknown): void;
  /** A text answer (set its Content-Type first), as Express's `res.send(string)`. */
  send(text: string): void;
  end(): void;
}

export type RestHandler = (req: RestRequest, res: RestResponse) => Promise<void> | void;

/** How a route's body is read: JSON behind the JSON-only guard (the default), or as the route says before it. */
export type RestBody =
  | { kind: 'json' }
  /** Any content type, the bytes as a Buffer (signed webhooks). */
  | { kind: 'raw'; limit: number }
  /** These content types, as a UTF-8 string. */
  | { kind: 'text'; types: readonly string[]; limit: number }
  /** A form (application/x-www-form-urlencoded, not extended) as an object of strings. */
  | { kind: 'form'; limit: number };

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestRoute {
  method: RestMethod;
  /** Below the mount (`/api`), Express-style parameters (`/admin/users/:id`). */
  path: string;
  body: RestBody;
  handler: RestHandler;
}

const JSON_BODY: RestBody = { kind: 'json' };

/** Collects routes with Express's `router.get(path, handler)` shape (the route files were Express routers). */
export class Router {
  readonly routes: RestRoute[] = [];

  get(path: string, handler: RestHandler): this {
    return this.add('GET', path, JSON_BODY, handler);
  }
  post(path: string, bodyOrHandler: RestBody | RestHandler, handler?: RestHandler): this {
    return typeof bodyOrHandler === 'function' ? this.add('POST', path, JSON_BODY, bodyOrHandler) : this.add('POST', path, bodyOrHandler, handler!);
  }
  put(path: string, handler: RestHandler): this {
    return this.add('PUT', path, JSON_BODY, handler);
  }
  patch(path: string, handler: RestHandler): this {
    return this.add('PATCH', path, JSON_BODY, handler);
  }
  delete(path: string, handler: RestHandler): this {
    return this.add('DELETE', path, JSON_BODY, handler);
  }
  /** Another router's routes, after these (the order only matters for identical paths). */
  use(other: Router): this {
    this.routes.push(...other.routes);
    return this;
  }

  private add(method: RestMethod, path: string, body: RestBody, handler: RestHandler): this {
    this.routes.push({ method, path, body, handler });
    return this;
  }
}

/**
 * The site's other routes (web/*.ts: PDFs, files, privacy links, health, crawlers, GraphiQL), on
 * node's request and response: Fastify's router finds them (web/http-server.ts) and the handler
 * answers with kernel/node-http.ts's helpers, as Express's `res.json`/`res.send` wrote them.
 * `next()` goes on to what follows the route on the site (the pages), `next(error)` to the error answer.
 */
export type WebRequest = HttpRequest & {
  /** The path's parameters (`:id`; a `*` wildcard as `'*'`), decoded. */
  params: Readonly<Record<string, string | undefined>>;
  /** The query string as node's `querystring` reads it (Express 5's "simple" parser). */
  query: Readonly<Record<string, string | string[] | undefined>>;
};
export type WebHandler = (req: WebRequest, res: ServerResponse, next: Next) => unknown;
export type WebMethod = 'GET' | 'POST' | 'PUT';

export interface WebRoute {
  method: WebMethod;
  /** Below the mount, Express-style parameters (`/soumission-:id.pdf`); a trailing `*` is a wildcard of one or more characters. */
  path: string;
  handler: WebHandler;
}

/** Collects web routes (a GET route answers HEAD too, as Express's did). */
export class WebRouter {
  readonly routes: WebRoute[] = [];

  get(path: string, handler: WebHandler): this {
    return this.add('GET', path, handler);
  }
  post(path: string, handler: WebHandler): this {
    return this.add('POST', path, handler);
  }
  put(path: string, handler: WebHandler): this {
    return this.add('PUT', path, handler);
  }

  private add(method: WebMethod, path: string, handler: WebHandler): this {
    this.routes.push({ method, path, handler });
    return this;
  }
}

/**
 * The built client's index.html with its stylesheets inline, and the CSP sources that allow them
 * (web/spa.ts makes it); null before the client is built. Server pages (the privacy links) take the
 * site's look from it.
 */
export interface SiteTemplate {
  load(): { html: string; styleSources: string[] } | null;
}
