import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

/**
 * What the HTTP layer's steps and answers need from node's own request and response, without any
 * framework's request/response classes: the Fastify routes (web/http-server.ts) and the Express paths
 * that remain both call them with node's objects, so each answer is written the same way on both.
 */

/** A request as the steps see it: node's request, the parsed body once read, the client address (TRUST_PROXY). */
export type HttpRequest = IncomingMessage & { body?: unknown; ip?: string };
/** What a request context is made from (app.ts createContext): the headers and the client address under TRUST_PROXY. */
export interface ContextRequest {
  headers: IncomingHttpHeaders;
  ip?: string;
}
export type Next = (error?: unknown) => void;
/** A step as Express calls a middleware; `next(error)` goes on to the error answers. */
export type Step = (req: HttpRequest, res: ServerResponse, next: Next) => unknown;

// The packages Express itself answers with (weak ETag, Vary, freshness), untyped.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- no type declarations
const etag = require('etag') as (body: Buffer, options: { weak: boolean }) => string;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- no type declarations
const varyHeader = require('vary') as (res: ServerResponse, field: string) => void;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- no type declarations
const fresh = require('fresh') as (reqHeaders: IncomingMessage['headers'], resHeaders: Record<string, unknown>) => boolean;

/** Express's default `etag fn` (weak): the same ETag on the same bytes. */
export function weakEtag(body: string | Buffer): string {
  return etag(typeof body === 'string' ? Buffer.from(body, 'utf8') : body, { weak: true });
}

/** `res.vary(field)`: adds the field to Vary once. */
export function vary(res: ServerResponse, field: string): void {
  varyHeader(res, field);
}

/**
 * `res.status(status).json(body)` as Express 5 writes it: JSON.stringify, `application/json;
 * charset=utf-8` unless a type is set, Content-Length, the weak ETag, 304 for a fresh GET/HEAD,
 * no body for 204/304 or HEAD.
 */
export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', 'application/json; charset=utf-8');
  // JSON.stringify(undefined) is undefined: Express then sends no body at all.
  const text = JSON.stringify(body) as string | undefined;
  if (text === undefined) {
    res.statusCode = status;
    res.end();
    return;
  }
  sendText(req, res, status, text);
}

/**
 * `res.status(status).send(text)` as Express 5 writes a string whose Content-Type is already set
 * (else `text/html; charset=utf-8`): Content-Length, the weak ETag, 304 for a fresh GET/HEAD, no
 * body for 204/304 or HEAD.
 */
export function sendText(req: IncomingMessage, res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', 'text/html; charset=utf-8');
  const chunk = Buffer.from(text, 'utf8');
  res.setHeader('Content-Length', chunk.length);
  if (!res.hasHeader('ETag')) res.setHeader('ETag', weakEtag(chunk));
  if (isFresh(req, res)) res.statusCode = 304;
  if (res.statusCode === 204 || res.statusCode === 304) {
    res.removeHeader('Content-Type');
    res.removeHeader('Content-Length');
    res.removeHeader('Transfer-Encoding');
    res.end();
    return;
  }
  if (req.method === 'HEAD') res.end();
  else res.end(chunk);
}

/** `res.status(status).end()`. */
export function sendEmpty(res: ServerResponse, status: number): void {
  res.statusCode = status;
  res.end();
}

/** Express's `req.fresh`: a GET or HEAD whose conditional headers match the answer's. */
function isFresh(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const status = res.statusCode;
  if ((status >= 200 && status < 300) || status === 304) {
    return fresh(req.headers, { etag: res.getHeader('ETag'), 'last-modified': res.getHeader('Last-Modified') });
  }
  return false;
}

/** Runs steps in turn as Express runs middlewares (a returned promise's rejection is `next(error)`), then `done`. */
export function runSteps(steps: readonly Step[], req: HttpRequest, res: ServerResponse, done: Next): void {
  let index = 0;
  const step = (error?: unknown): void => {
    if (error) return done(error);
    const current = steps[index++];
    if (!current) return done();
    try {
      const pending = current(req, res, step);
      if (pending instanceof Promise) pending.catch(step);
    } catch (thrown) {
      done(thrown);
    }
  };
  step();
}
