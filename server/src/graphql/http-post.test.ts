import request from 'supertest';
import { DataSource } from 'typeorm';
import { App } from '../app';
import { CreatePickupRequestDocument } from '../../../client/src/graphql-public/graphql';
import { pickupInput } from '../modules/pickup/pickup.fixtures';
import { createTestApp } from '../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../testing/db';

const MUTATION = CreatePickupRequestDocument.toString();
/** A JSON type the short path leaves to the Express chain (a parameter other than charset). */
const CHAIN_TYPE = 'application/json; profile=x';

/** Headers that differ between any two answers (Date) or between the two paths only by their order. */
const comparable = (headers: Record<string, string>) => {
  const { date: _date, ...rest } = headers;
  return rest;
};

describeEachDb('POST /graphql short path (graphqlPost) answers as the Express chain does', (kind) => {
  let dataSource: DataSource;
  let app: App;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource);
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });
  beforeEach(() => clearTables(dataSource));

  const post = (type: string, body: string, extra: Record<string, string> = {}) =>
    request(app.handler).post('/graphql').set({ 'Content-Type': type, ...extra }).send(body);

  it.each([
    ['a query', JSON.stringify({ query: '{ __typename }' })],
    ['a syntax error', JSON.stringify({ query: '{ __typename ' })],
    ['an unknown field', JSON.stringify({ query: '{ nothingHere }' })],
    ['variables that do not fit', JSON.stringify({ query: MUTATION, variables: { input: { ...pickupInput(), floor: 'deux' } } })],
    ['a refused input (class-validator)', JSON.stringify({ query: MUTATION, variables: { input: { ...pickupInput(), fullName: '' } } })],
    ['malformed JSON', '{"query":'],
    ['a JSON string instead of an object', '"{ __typename }"'],
    ['an empty body', ''],
    ['a byte-order mark before the JSON', '\uFEFF' + JSON.stringify({ query: '{ __typename }' })],
    ['a batch (refused)', JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }])],
    ['a document over the length limit', JSON.stringify({ query: `{ __typename ${' '.repeat(10_001)}}` })],
    ['a body over the size limit', JSON.stringify({ query: '{ __typename }', pad: 'x'.repeat(110_000) })],
  ])('%s', async (_name, body) => {
    const short = await post('application/json', body);
    const chain = await post(CHAIN_TYPE, body);
    expect(short.status).toBe(chain.status);
    expect(short.text).toBe(chain.text);
    expect(comparable(short.headers)).toEqual(comparable(chain.headers));
  });

  it('stores the pickup request once and answers its id, with no-store and the security headers', async () => {
    const res = await post('application/json; charset=utf-8', JSON.stringify({ query: MUTATION, variables: { input: pickupInput() } }));
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createPickupRequest.id).toMatch(/^\d+$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('gzips a large answer for a client that accepts it (introspection is open outside production)', async () => {
    const body = JSON.stringify({ query: '{ __schema { types { name description } } }' });
    const short = await post('application/json', body, { 'Accept-Encoding': 'gzip' });
    const chain = await post(CHAIN_TYPE, body, { 'Accept-Encoding': 'gzip' });
    expect(short.headers['content-encoding']).toBe('gzip');
    expect(comparable(short.headers)).toEqual(comparable(chain.headers));
    expect(short.body).toEqual(chain.body);
    expect(short.body.data.__schema.types.length).toBeGreaterThan(10);
  });

  it('leaves other content types to the Express chain (CSRF prevention refuses a simple form)', async () => {
    const res = await post('text/plain', JSON.stringify({ query: MUTATION, variables: { input: pickupInput() } }));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
  });
});
