import { ApolloServer, HeaderMap, HTTPGraphQLRequest } from '@apollo/server';
import type { ServerResponse } from 'node:http';
import { RequestContext } from '../kernel/context';
import { parse as parseUrl } from 'node:url';
import { HttpRequest, Next, runSteps, send, Step, vary, weakEtag } from '../kernel/node-http';

export interface GraphqlPostOptions {
  apollo: ApolloServer<RequestContext>;
  createContext: (req: HttpRequest, res: ServerResponse) => Promise<RequestContext>;
  /** What runs before the body is read (CORS, the API tokens' rate limit), in order. */
  before: readonly Step[];
  /** Reads the JSON body into `req.body` (express.json with the /graphql limit). */
  readBody: Step;
  /** What runs between the body and Apollo (SQL statement counter, document length, Cache-Control), in order. */
  after: readonly Step[];
  /** gzip/brotli for the answers of at least `threshold` bytes (the compression middleware). */
  compress: Step;
  threshold: number;
}

/**
 * `POST /graphql` with a plain JSON body (`isGraphqlJsonPost`), served on node's request and
 * response by the Fastify server (web/http-server.ts): the same steps as the `/graphql` chain in
 * the same order (CORS, rate limit, JSON body, SQL counter, document length, `no-store`) and
 * Apollo's `executeHTTPGraphQLRequest`, without wrapping every answer in the compression
 * middleware: an answer under the threshold is sent as it is with the headers that middleware adds
 * to it (`Vary: Accept-Encoding`); a larger one goes through it. The answer carries the same
 * headers as Express's `res.send` (Content-Type, Content-Length, the weak ETag). Everything else on
 * /graphql (GET and the explorer, OPTIONS, other content types, `/graphql/…`) goes through the
 * site's /graphql chain (app.ts) to `graphqlHttp`. A `next(error)` from any step goes to `next` (the error answers).
 */
export function graphqlPost(options: GraphqlPostOptions): (req: HttpRequest, res: ServerResponse, next: Next) => void {
  const { apollo, createContext, compress, threshold } = options;
  const steps: Step[] = [
    ...options.before,
    // The compression middleware stood here: every answer from now on is JSON and varies with Accept-Encoding.
    (_req, res, next) => {
      // (No Vary yet, the usual case: what `vary` would set, without parsing the field list.)
      if (res.hasHeader('Vary')) vary(res, 'Accept-Encoding');
      else res.setHeader('Vary', 'Accept-Encoding');
      next();
    },
    options.readBody,
    ...options.after,
  ];

  const answer = async (req: HttpRequest, res: ServerResponse): Promise<void> => {
    const headers = new HeaderMap();
    for (const name in req.headers) {
      const value = req.headers[name];
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const httpGraphQLRequest: HTTPGraphQLRequest = {
      method: 'POST',
      headers,
      search: query < 0 ? '' : url.slice(query),
      body: req.body,
    };
    const response = await apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest, context: () => createContext(req, res) });
    for (const [name, value] of response.headers) res.setHeader(name, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') {
      // Encoded once: the length, the ETag and the bytes sent.
      const body = Buffer.from(response.body.string, 'utf8');
      res.setHeader('Content-Length', body.length);
      res.setHeader('ETag', weakEtag(body));
      if (body.length < threshold) res.end(body);
      else compress(req, res, () => res.end(body));
      return;
    }
    // Incremental delivery (not used by this schema): as Apollo's Express integration streams it.
    compress(req, res, ignore);
    for await (const chunk of response.body.asyncIterator) {
      res.write(chunk);
      (res as ServerResponse & { flush?: () => void }).flush?.();
    }
    res.end();
  };

  return (req, res, next) => {
    runSteps(steps, req, res, (error) => {
      if (error) return next(error);
      answer(req, res).catch(next);
    });
  };
}

/**
 * The rest of `/graphql` (GET, other content types, OPTIONS, `/graphql/…`) after the chain's steps
 * (compression, JSON body, SQL counter, document length, `no-store`): Apollo's
 * `executeHTTPGraphQLRequest` answered as Apollo's Express integration (`expressMiddleware`) did —
 * its headers, its status, the body through Express's `res.send` (Content-Length, weak ETag, 304
 * for a fresh GET), an incremental answer streamed.
 */
export function graphqlHttp(apollo: ApolloServer<RequestContext>, createContext: (req: HttpRequest, res: ServerResponse) => Promise<RequestContext>): Step {
  apollo.assertStarted('graphqlHttp()');
  return async (req, res) => {
    if (!('body' in req)) {
      send(req, res, 500, '`req.body` is not set; this probably means you forgot to set up the `json` middleware before the Apollo Server middleware.');
      return;
    }
    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const httpGraphQLRequest: HTTPGraphQLRequest = {
      method: (req.method ?? 'GET').toUpperCase(),
      headers,
      // node's legacy parser, as the Express integration read it.
      search: parseUrl(req.url ?? '').search ?? '',
      body: req.body,
    };
    const response = await apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest, context: () => createContext(req, res) });
    for (const [name, value] of response.headers) res.setHeader(name, value);
    const status = response.status || 200;
    if (response.body.kind === 'complete') {
      send(req, res, status, response.body.string);
      return;
    }
    res.statusCode = status;
    for await (const chunk of response.body.asyncIterator) {
      res.write(chunk);
      (res as ServerResponse & { flush?: () => void }).flush?.();
    }
    res.end();
  };
}

/** What `graphqlPost` serves: POST /graphql with a JSON body of known length in UTF-8, not encoded. */
export function isGraphqlJsonPost(req: HttpRequest): boolean {
  return req.method === 'POST' && isGraphqlPath(req.url ?? '') && isPlainJson(req);
}

const ignore = (): void => undefined;

const JSON_WHITESPACE = /^[ \t\n\r]*(.)/s;

/**
 * Reads a plain JSON body (what `graphqlPost` accepts: UTF-8, known length, not encoded) as the JSON
 * parser of the Express chain does — empty body → `{}`, a byte-order mark dropped, only an object
 * or an array at the top (strict), a parse error as `entity.parse.failed` with status 400 for the
 * JSON error handler — without its content-type, charset and stream machinery. A body over `limit`
 * goes to `fallback` (the parser itself, which refuses it with 413 before reading).
 */
export function readJsonBody(limit: number, fallback: Step, { strict = true }: { strict?: boolean } = {}): Step {
  return (req, res, next) => {
    const length = Number(req.headers['content-length']);
    if (!(length <= limit)) return fallback(req, res, next);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', next);
    req.on('end', () => {
      let text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8');
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      if (text.length === 0) {
        req.body = {};
        return next();
      }
      try {
        const first = text[0] === '{' || text[0] === '[' ? text[0] : JSON_WHITESPACE.exec(text)?.[1];
        if (strict && first !== '{' && first !== '[') throw new SyntaxError(`Unexpected token ${first ?? 'end'} in JSON: only an object or an array`);
        req.body = JSON.parse(text);
      } catch (error) {
        return next(Object.assign(error as Error, { status: 400, statusCode: 400, expose: true, type: 'entity.parse.failed', body: text }));
      }
      next();
    });
  };
}

function isGraphqlPath(url: string): boolean {
  return url === '/graphql' || url.startsWith('/graphql?');
}

/** A JSON body of known length in UTF-8, not encoded: read by `readJsonBody`; any other body by the JSON parser (body-parser). */
export function isPlainJson(req: HttpRequest): boolean {
  const type = req.headers['content-type'];
  return (
    type !== undefined &&
    /^application\/json\s*(?:;\s*charset="?utf-8"?\s*)?$/i.test(type) &&
    req.headers['content-length'] !== undefined &&
    req.headers['transfer-encoding'] === undefined &&
    req.headers['content-encoding'] === undefined
  );
}
