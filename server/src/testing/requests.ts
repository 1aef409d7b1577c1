import request from 'supertest';
import { App } from '../app';

export interface GraphqlCall {
  query: string;
  variables?: Record<string, unknown>;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** The client address, through X-Forwarded-For (the app trusts the loopback proxy). */
  ip?: string;
}

/** POST /graphql as a browser would (JSON), optionally signed in and from a given address. */
export function graphqlRequest(app: App, { query, variables, token, ip }: GraphqlCall) {
  const req = request(app.handler).post('/graphql').set('Content-Type', 'application/json');
  if (token) req.set('Authorization', `Bearer ${token}`);
  if (ip) req.set('X-Forwarded-For', ip);
  return req.send({ query, variables });
}

/** A REST call under /api with an optional bearer token and client address. */
export function restRequest(
  app: App,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  options: { body?: unknown; token?: string; ip?: string } = {},
) {
  const req = request(app.handler)[method](path);
  if (options.token) req.set('Authorization', `Bearer ${options.token}`);
  if (options.ip) req.set('X-Forwarded-For', options.ip);
  if (options.body !== undefined) req.set('Content-Type', 'application/json').send(JSON.stringify(options.body));
  return req;
}

/**
 * The same signed address with its signature's first character changed to one it cannot already be: writing a
 * fixed letter (`signature=Z`) leaves a valid address one time in 64, when the signature starts with that letter.
 */
export function tamperedSignature(url: string): string {
  const tampered = url.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
  if (tampered === url) throw new Error(`no signature in ${url}`);
  return tampered;
}
