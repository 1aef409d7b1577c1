import { hash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import bodyParser from 'body-parser';
import { AppError } from '../shared/app-error';
import { ERROR_CATEGORY, ErrorCode, HTTP_STATUS } from '../shared/errors';

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

// The packages Express itself answers with (Vary, freshness), untyped.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- no type declarations
const varyHeader = require('vary') as (res: ServerResponse, field: string) => void;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- no type declarations
const fresh = require('fresh') as (reqHeaders: IncomingMessage['headers'], resHeaders: Record<string, unknown>) => boolean;
// The Content-Type helpers Express's res.type / res.set / res.send use, and its req.accepts, untyped.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- no type declarations
const mimeTypes = require('mime-types') as { contentType: (type: string) => string | false };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- no type declarations
const contentTypeHeader = require('content-type') as {
  parse: (type: string) => { type: string; parameters: Record<string, string> };
  format: (parsed: { type: string; parameters: Record<string, string> }) => string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- no type declarations
const accepts = require('accepts') as (req: IncomingMessage) => { types: (types: string[]) => string | false };

/**
 * Express's default `etag fn` (the `etag` package, weak): `W/"<length in hex>-<SHA-1 in base64, 27
 * characters>"`, the same ETag on the same bytes (node-http.test.ts compares them), with node's
 * one-shot `crypto.hash` instead of a `Hash` object per answer (about 6× cheaper).
 */
export function weakEtag(body: string | Buffer): string {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  return `W/"${bytes.length.toString(16)}-${hash('sha1', bytes, 'base64').substring(0, 27)}"`;
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
  endWithBody(req, res, chunk);
}

/** What `res.send` does once its bytes are known: Content-Length, the weak ETag unless one is set, 304 for a fresh GET/HEAD, no body for 204/304 or HEAD. */
function endWithBody(req: IncomingMessage, res: ServerResponse, chunk: Buffer): void {
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

/**
 * `res.set('Content-Type', value)` (or `res.type(value)` with a full type) as Express 5 writes it:
 * the charset added when the type has a default one (`application/json` → `…; charset=utf-8`).
 * A bare extension (`html`, `bin`) is looked up as `res.type` does.
 */
export function setContentType(res: ServerResponse, type: string): void {
  const full = type.includes('/') ? type : mimeTypes.contentType(type) || 'application/octet-stream';
  res.setHeader('Content-Type', mimeTypes.contentType(full) || full);
}

/** Express's `req.accepts(types)`: the first of `types` the request's Accept header prefers, or false. */
export function acceptsType(req: IncomingMessage, types: string[]): string | false {
  return accepts(req).types(types);
}

/**
 * `res.status(status).send(body)` as Express 5 writes a string or a Buffer: a string's Content-Type
 * (default `text/html`) gets `charset=utf-8`, a Buffer's defaults to `application/octet-stream`;
 * then Content-Length, the weak ETag unless one is set, 304 for a fresh GET/HEAD, no body for
 * 204/304 or HEAD.
 */
export function send(req: IncomingMessage, res: ServerResponse, status: number, body: string | Buffer): void {
  res.statusCode = status;
  let chunk: Buffer;
  if (typeof body === 'string') {
    if (!res.hasHeader('Content-Type')) setContentType(res, 'html');
    const type = res.getHeader('Content-Type');
    if (typeof type === 'string') {
      const parsed = contentTypeHeader.parse(type);
      parsed.parameters.charset = 'utf-8';
      setContentType(res, contentTypeHeader.format(parsed));
    }
    chunk = Buffer.from(body, 'utf8');
  } else {
    if (!res.hasHeader('Content-Type')) setContentType(res, 'bin');
    chunk = body;
  }
  endWithBody(req, res, chunk);
}

/** `res.status(200).set(headers).send(bytes)`: the headers, then the bytes with Express's Content-Length, ETag and 304 (a stored file). */
export function sendFile(req: IncomingMessage, res: ServerResponse, headers: Record<string, string>, bytes: Buffer): void {
  for (const name in headers) {
    if (name === 'Content-Type') setContentType(res, headers[name]!);
    else res.setHeader(name, headers[name]!);
  }
  send(req, res, 200, bytes);
}

/** A refusal of a file route: never cached, `{ error, code, fieldErrors? }` with the status of the error's category (or `status`). */
export function refuseWith(req: IncomingMessage, res: ServerResponse, error: AppError, status: number = HTTP_STATUS[ERROR_CATEGORY[error.code]]): void {
  res.setHeader('Cache-Control', 'no-store');
  sendJson(req, res, status, { error: error.message, code: error.code, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) });
}

/**
 * A raw upload (any type, at most `maxBytes`) handed to `use`: refused with `tooLarge` (413, the
 * connection closed) before a byte is read when the announced size is over, or when the body is;
 * 400 when it cannot be read. An AppError thrown by `use` is the refusal; anything else goes to `next`.
 */
export function rawUpload(maxBytes: number, tooLarge: AppError) {
  const parse = bodyParser.raw({ type: () => true, limit: maxBytes }) as Step;
  return (req: HttpRequest, res: ServerResponse, next: Next, use: (bytes: Buffer) => Promise<void>): void => {
    if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
      res.setHeader('Connection', 'close');
      return refuseWith(req, res, tooLarge, 413);
    }
    parse(req, res, async (error?: unknown) => {
      try {
        if (error) {
          res.setHeader('Connection', 'close');
          return (error as { type?: string }).type === 'entity.too.large' ? refuseWith(req, res, tooLarge, 413) : refuseWith(req, res, new AppError(ErrorCode.BAD_REQUEST));
        }
        await use(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
      } catch (inner) {
        if (inner instanceof AppError) refuseWith(req, res, inner);
        else next(inner);
      }
    });
  };
}

/** Express's router's answer to OPTIONS on a path it routes: 200, `Allow` and the same list as text. */
export function sendAllow(res: ServerResponse, allow: string): void {
  res.statusCode = 200;
  res.setHeader('Allow', allow);
  res.setHeader('Content-Length', Buffer.byteLength(allow));
  res.setHeader('Content-Type', 'text/plain');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(allow);
}

/** Sends a generated PDF as a download, never cached or sniffed: every PDF route answers with this. */
export function sendPdfAttachment(res: ServerResponse, pdf: { filename: string; content: Buffer }): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${pdf.filename}"`);
  res.setHeader('Content-Length', String(pdf.content.length));
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(pdf.content);
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
