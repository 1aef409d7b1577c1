import { DataSource } from 'typeorm';
import { App } from '../app';
import { insertUser } from '../modules/users/users.fixtures';
import { Role } from '../shared/roles';
import { createTestApp, PRODUCTION_ENV } from '../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../testing/db';
import { graphqlRequest } from '../testing/requests';
import { forgedTokens, validToken } from '../testing/tokens';

const INTROSPECTION = '{ __schema { types { name } } }';

describeEachDb('introspection and schema details in production', (kind) => {
  let dataSource: DataSource;
  let app: App;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource, { env: { ...PRODUCTION_ENV } });
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });
  beforeEach(() => clearTables(dataSource));

  it('refuses introspection to anonymous callers, and to refused credentials', async () => {
    const employee = await insertUser(dataSource, { role: Role.EMPLOYEE });
    for (const token of [undefined, (await forgedTokens(employee)).expired]) {
      const res = await graphqlRequest(app, { query: INTROSPECTION, token });
      expect(res.status).toBe(401);
      expect(res.body.errors[0]).toMatchObject({
        message: 'L’introspection du schéma est réservée au personnel connecté.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
      expect(res.body.data).toBeUndefined();
    }
    const viaFragment = await graphqlRequest(app, { query: '{ ...F } fragment F on Query { __type(name: "User") { name } }' });
    expect(viaFragment.status).toBe(401);
  });

  it('allows introspection to signed-in staff, whatever their role', async () => {
    const employee = await insertUser(dataSource, { role: Role.EMPLOYEE });
    const res = await graphqlRequest(app, { query: INTROSPECTION, token: await validToken(employee) });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.__schema.types.map((t: { name: string }) => t.name)).toContain('User');
  });

  it('still answers __typename and public operations to anonymous callers', async () => {
    const res = await graphqlRequest(app, { query: '{ __typename ping }' });
    expect(res.body).toEqual({ data: { __typename: 'Query', ping: 'ok' } });
  });

  it('gives no "Did you mean" hints about the schema', async () => {
    const res = await graphqlRequest(app, { query: '{ usr }' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/Did you mean/i);
  });
});
