import { Role } from '../../shared/roles';
import { TEST_NOW, useClockedTestApp } from '../../testing/app';
import { describeEachDb } from '../../testing/db';
import { graphqlRequest, restRequest } from '../../testing/requests';
import { validToken } from '../../testing/tokens';
import { User } from '../users/user.entity';
import { insertUser } from '../users/users.fixtures';
import { ApiToken } from './api-token.entity';
import { hashApiToken } from './api-tokens.service';

const CREATE = 'mutation Create($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret apiToken { id name role prefix createdAt lastUsedAt revokedAt createdBy { id email } } } }';
const LIST = '{ apiTokens { id name role prefix lastUsedAt revokedAt createdBy { email } } }';
const REVOKE = 'mutation Revoke($id: ID!) { revokeApiToken(id: $id) { id revokedAt } }';
const ORDERS = '{ pickupRequests(take: 5) { id } }';

describeEachDb('integrator API tokens', (kind) => {
  const env = useClockedTestApp(kind);

  const as = async (role: Role) => {
    const user = await insertUser(env.dataSource, { role });
    return { user, token: await validToken(user) };
  };
  const call = (token: string | undefined, query: string, variables?: Record<string, unknown>) => graphqlRequest(env.app, { query, variables, token });
  const codeOf = (res: { body: { errors?: { extensions: { code: string } }[] } }) => res.body.errors?.[0]?.extensions.code;
  const create = async (token: string, role: Role, name = 'Comptabilité') => (await call(token, CREATE, { input: { name, role } })).body;

  it('creates a named token whose secret is shown once and stored only as a SHA-256 hash', async () => {
    const admin = await as(Role.ADMIN);
    const body = await create(admin.token, Role.MANAGER, '  Comptabilité  ');
    expect(body.errors).toBeUndefined();
    const { secret, apiToken } = body.data.createApiToken;
    expect(secret).toMatch(/^smk_[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toEqual({
      id: expect.any(String),
      name: 'Comptabilité',
      role: 'MANAGER',
      prefix: secret.slice(0, 8),
      createdAt: TEST_NOW.toISOString(),
      lastUsedAt: null,
      revokedAt: null,
      createdBy: { id: String(admin.user.id), email: admin.user.email },
    });
    const stored = await env.dataSource.getRepository(ApiToken).findOneOrFail({ where: { id: Number(apiToken.id) }, select: { tokenHash: true } });
    expect(stored.tokenHash).toBe(hashApiToken(secret));
    expect(JSON.stringify(await env.dataSource.query('SELECT * FROM api_token'))).not.toContain(secret);
    const list = await call(admin.token, LIST);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect(list.body.data.apiTokens).toHaveLength(1);
  });

  it('works as a bearer credential for /graphql and /api, records lastUsedAt at most once a minute', async () => {
    const admin = await as(Role.ADMIN);
    const { secret, apiToken } = (await create(admin.token, Role.MANAGER)).data.createApiToken;
    env.clock = new Date(TEST_NOW.getTime() + 5000);
    expect((await call(secret, ORDERS)).body.errors).toBeUndefined();
    const lastUsed = async () => (await env.dataSource.getRepository(ApiToken).findOneByOrFail({ id: Number(apiToken.id) })).lastUsedAt?.toISOString();
    expect(await lastUsed()).toBe(env.clock.toISOString());
    env.clock = new Date(TEST_NOW.getTime() + 30_000);
    expect((await restRequest(env.app, 'get', '/api/admin/orders', { token: secret })).status).toBe(200);
    expect(await lastUsed()).toBe(new Date(TEST_NOW.getTime() + 5000).toISOString());
    env.clock = new Date(TEST_NOW.getTime() + 70_000);
    await call(secret, ORDERS);
    expect(await lastUsed()).toBe(env.clock.toISOString());
  });

  it('acts with its own role: a MANAGER token cannot manage users', async () => {
    const admin = await as(Role.ADMIN);
    const { secret } = (await create(admin.token, Role.MANAGER)).data.createApiToken;
    expect(codeOf(await call(secret, '{ users { id } }'))).toBe('FORBIDDEN');
  });

  it('is refused for "my account" operations and for managing tokens (a staff session is required)', async () => {
    const admin = await as(Role.SUPERADMIN);
    const { secret } = (await create(admin.token, Role.ADMIN)).data.createApiToken;
    expect(codeOf(await call(secret, '{ me { id } }'))).toBe('SESSION_REQUIRED');
    expect(codeOf(await call(secret, 'mutation { deleteMyAccount }'))).toBe('SESSION_REQUIRED');
    expect(codeOf(await call(secret, LIST))).toBe('SESSION_REQUIRED');
    expect(codeOf(await call(secret, CREATE, { input: { name: 'x', role: 'EMPLOYEE' } }))).toBe('SESSION_REQUIRED');
    expect(await env.dataSource.getRepository(User).count()).toBe(1);
  });

  it('cannot be given a role above its creator’s', async () => {
    const admin = await as(Role.ADMIN);
    const res = await call(admin.token, CREATE, { input: { name: 'x', role: 'SUPERADMIN' } });
    expect(res.body.errors[0]).toMatchObject({ message: 'Le rôle d’un jeton ne peut dépasser le vôtre.', extensions: { code: 'ROLE_NOT_ALLOWED' } });
    expect(await env.dataSource.getRepository(ApiToken).count()).toBe(0);
  });

  it('is refused from the next request once revoked', async () => {
    const admin = await as(Role.ADMIN);
    const { secret, apiToken } = (await create(admin.token, Role.MANAGER)).data.createApiToken;
    expect((await call(secret, ORDERS)).body.errors).toBeUndefined();
    const res = await call(admin.token, REVOKE, { id: apiToken.id });
    expect(res.body.data.revokeApiToken).toEqual({ id: apiToken.id, revokedAt: TEST_NOW.toISOString() });
    const after = await call(secret, ORDERS);
    expect(after.body.errors[0]).toMatchObject({ message: 'Session expirée. Merci de vous reconnecter.', extensions: { code: 'UNAUTHENTICATED' } });
    expect((await restRequest(env.app, 'get', '/api/admin/orders', { token: secret })).status).toBe(401);
  });

  it('lets an ADMIN revoke tokens up to their own role only; unknown ids are NOT_FOUND', async () => {
    const superadmin = await as(Role.SUPERADMIN);
    const admin = await as(Role.ADMIN);
    const high = (await create(superadmin.token, Role.SUPERADMIN)).data.createApiToken.apiToken;
    const low = (await create(superadmin.token, Role.EMPLOYEE)).data.createApiToken.apiToken;
    expect(codeOf(await call(admin.token, REVOKE, { id: high.id }))).toBe('ROLE_NOT_ALLOWED');
    expect((await call(admin.token, REVOKE, { id: low.id })).body.errors).toBeUndefined();
    expect(codeOf(await call(admin.token, REVOKE, { id: '424242' }))).toBe('NOT_FOUND');
  });

  it('follows its creator: refused when the creator is disabled, capped when demoted, gone when deleted', async () => {
    const creator = await as(Role.ADMIN);
    const { secret } = (await create(creator.token, Role.ADMIN)).data.createApiToken;
    expect((await call(secret, '{ users { id } }')).body.errors).toBeUndefined();
    await env.dataSource.getRepository(User).update({ id: creator.user.id }, { role: Role.MANAGER });
    expect(codeOf(await call(secret, '{ users { id } }'))).toBe('FORBIDDEN');
    expect((await call(secret, ORDERS)).body.errors).toBeUndefined();
    await env.dataSource.getRepository(User).update({ id: creator.user.id }, { disabledAt: TEST_NOW });
    expect(codeOf(await call(secret, ORDERS))).toBe('UNAUTHENTICATED');
    await env.dataSource.getRepository(User).update({ id: creator.user.id }, { disabledAt: null });
    await env.dataSource.getRepository(User).delete({ id: creator.user.id });
    expect(codeOf(await call(secret, ORDERS))).toBe('UNAUTHENTICATED');
    expect(await env.dataSource.getRepository(ApiToken).count()).toBe(0);
  });

  it('refuses an unknown smk_ secret', async () => {
    expect(codeOf(await call('smk_inconnu', ORDERS))).toBe('UNAUTHENTICATED');
  });
});
