import helmet from 'helmet';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { App } from '../app';
import { pickupRestBody } from '../modules/pickup/pickup.fixtures';
import { createTestApp } from '../testing/app';
import { openTestDatabase } from '../testing/db';
import { WebRouter } from '../kernel/http-routes';
import { sendJson, Step } from '../kernel/node-http';
import { siteHandler } from '../testing/site-handler';
import { fixedHeaders } from './fixed-headers';

const HELMET_OPTIONS = { contentSecurityPolicy: { directives: { objectSrc: ["'none'"], baseUri: ["'none'"], frameAncestors: ["'none'"] } } };

describe('fixedHeaders (helmet computed once)', () => {
  const answer = (handler: Step) => request(siteHandler([{ routes: new WebRouter().get('/', (req, res) => sendJson(req, res, 200, { ok: true })), nested: true }], handler)).get('/');

  it('answers exactly the headers helmet sets itself', async () => {
    const direct = await answer(helmet(HELMET_OPTIONS));
    const fixed = await answer(fixedHeaders(helmet(HELMET_OPTIONS)));
    const omit = (headers: Record<string, string>) => {
      const { date: _date, ...rest } = headers;
      return rest;
    };
    expect(omit(fixed.headers)).toEqual(omit(direct.headers));
    expect(fixed.headers['x-powered-by']).toBeUndefined();
  });

  it('refuses a middleware that does not set headers at once', () => {
    expect(() => fixedHeaders((_req, _res, next) => void setTimeout(next, 1))).toThrow(/fixedHeaders/);
  });
});

describe('security headers of the application (CHECKS 14)', () => {
  let dataSource: DataSource;
  let app: App;
  beforeAll(async () => {
    dataSource = await openTestDatabase('sqlite');
    app = await createTestApp(dataSource);
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });

  it.each([
    ['POST /api/junk/create', () => request(app.handler).post('/api/junk/create').send(pickupRestBody())],
    ['POST /graphql', () => request(app.handler).post('/graphql').send({ query: '{ __typename }' })],
    ['GET /', () => request(app.handler).get('/')],
  ])('%s: CSP, nosniff, HSTS, Referrer-Policy', async (_name, send) => {
    const res = await send();
    expect(res.headers['content-security-policy']).toEqual(expect.stringContaining("object-src 'none'"));
    expect(res.headers['content-security-policy']).toEqual(expect.stringContaining("base-uri 'none'"));
    expect(res.headers['content-security-policy']).toEqual(expect.stringContaining("frame-ancestors 'none'"));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('GraphQL answers are never stored by a cache', () => {
  let dataSource: DataSource;
  let app: App;
  beforeAll(async () => {
    dataSource = await openTestDatabase('sqlite');
    app = await createTestApp(dataSource);
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });

  // Apollo's cache-control plugin is off (no hints in the schema): the header it answered is set once per request.
  it.each([
    ['an answer', { query: '{ __typename }' }, 200],
    ['a validation error', { query: '{ notAField }' }, 400],
    ['a syntax error', { query: '{' }, 400],
  ])('%s: Cache-Control: no-store', async (_name, body, status) => {
    const res = await request(app.handler).post('/graphql').send(body);
    expect(res.status).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
