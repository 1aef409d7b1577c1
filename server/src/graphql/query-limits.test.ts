import { buildSchema, getIntrospectionQuery, parse, validate } from 'graphql';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { App } from '../app';
import { LoginAttempt } from '../modules/auth/login-attempt.entity';
import { createTestApp } from '../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../testing/db';
import { graphqlRequest } from '../testing/requests';
import { queryLimitsRule } from './query-limits';

const SCHEMA = buildSchema('type Query { node: Node, ping: String } type Node { id: ID, child: Node }');
const errorsOf = (query: string) => validate(SCHEMA, parse(query), [queryLimitsRule]);
const chain = (depth: number) => `{ node ${'{ child '.repeat(depth - 2)}{ id }${' }'.repeat(depth - 2)} }`;

describe('queryLimitsRule', () => {
  it('allows depth 10 and refuses depth 11', () => {
    expect(errorsOf(chain(10))).toEqual([]);
    const errors = errorsOf(chain(11));
    expect(errors.map((e) => [e.message, e.extensions.code])).toEqual([['La requête GraphQL dépasse la profondeur maximale (10).', 'BAD_REQUEST']]);
  });

  it('counts depth through fragments and inline fragments', () => {
    const query = `{ node { ...A } } fragment A on Node { child { ... on Node { child { ...B } } } } fragment B on Node { ${chain(8).slice(2, -2).replace('node', 'child')} }`;
    expect(errorsOf(query)[0]?.message).toBe('La requête GraphQL dépasse la profondeur maximale (10).');
  });

  it('does not loop on a fragment cycle (graphql-js reports the cycle itself)', () => {
    const errors = validate(SCHEMA, parse('{ node { ...A } } fragment A on Node { child { ...A } }'));
    expect(errors.some((e) => /cannot spread fragment "A" within itself/i.test(e.message))).toBe(true);
    expect(errorsOf('{ node { ...A } } fragment A on Node { child { ...A } }')).toEqual([]);
  });

  it('refuses more than 1000 fields once fragments are expanded', () => {
    const levels = Array.from({ length: 11 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ');
    expect(errorsOf(`{ ...F0 } ${levels} fragment F11 on Query { node { id } }`)[0]?.message).toMatch(/plus de 50 champs à la racine|plus de 1000 champs/);
    const wide = Array.from({ length: 40 }, (_, i) => `n${i}: node { ${Array.from({ length: 30 }, (_, j) => `i${j}: id`).join(' ')} }`).join(' ');
    expect(errorsOf(`{ ${wide} }`)[0]?.message).toMatch(/alias|1000 champs/);
  });
});

describeEachDb('GraphQL request limits', (kind) => {
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

  const send = (query: string) => graphqlRequest(app, { query });
  const expectBadRequest = (res: { status: number; body: { data?: unknown; errors: { message: string; extensions: unknown }[] } }, message: string) => {
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_REQUEST', category: 'BAD_USER_INPUT' } });
  };

  it('refuses a document over 10 000 characters before parsing it', async () => {
    const res = await send(`{ ping ${' '.repeat(10_001)}}`);
    expectBadRequest(res, 'La requête GraphQL dépasse 10000 caractères.');
    const get = await request(app.handler).get('/graphql').set('Apollo-Require-Preflight', 'true').query({ query: `{ ping }\n#${'a'.repeat(10_001)}\n` });
    expect(get.status).toBe(400);
    expect(get.body.errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it('refuses 51 aliased sign-ins at the root before any resolver runs (no attempt recorded)', async () => {
    const aliases = Array.from({ length: 51 }, (_, i) => `a${i}: login(input: { email: "x${i}@example.com", password: "x" }) { token }`);
    const res = await send(`mutation { ${aliases.join(' ')} }`);
    expectBadRequest(res, 'La requête GraphQL demande plus de 50 champs à la racine.');
    expect(await dataSource.getRepository(LoginAttempt).count()).toBe(0);
  });

  it('refuses more than 50 aliases below the root', async () => {
    const aliases = Array.from({ length: 51 }, (_, i) => `e${i}: email`);
    expectBadRequest(await send(`{ users { ${aliases.join(' ')} } }`), 'La requête GraphQL utilise plus de 50 alias.');
  });

  it('refuses more than 50 root fields, also when they come from fragments', async () => {
    const fields = Array.from({ length: 26 }, (_, i) => `p${i}: ping`).join(' ');
    const res = await send(`query { ...A ...B } fragment A on Query { ${fields} } fragment B on Query { ${fields.replace(/p(\d+):/g, 'q$1:')} }`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it('refuses introspection nested deeper than its own bound (20)', async () => {
    const res = await send(`{ __type(name: "Query") { ${'ofType { '.repeat(20)}name${' }'.repeat(20)} } }`);
    expectBadRequest(res, 'La requête GraphQL dépasse la profondeur maximale (10).');
  });

  it('lets the standard introspection query through its own depth bound (outside production)', async () => {
    const res = await send(getIntrospectionQuery());
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.__schema.queryType.name).toBe('Query');
  });

  it('stops a fragment bomb cheaply', async () => {
    const levels = Array.from({ length: 12 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ');
    const res = await send(`{ ...F0 } ${levels} fragment F12 on Query { ping }`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
  });
});
