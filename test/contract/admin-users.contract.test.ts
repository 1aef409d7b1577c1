import { DataSource } from 'typeorm';
import { App } from '../../server/src/app';
import { User } from '../../server/src/modules/users/user.entity';
import { insertUser } from '../../server/src/modules/users/users.fixtures';
import { Role } from '../../server/src/shared/roles';
import { createTestApp, TEST_NOW } from '../../server/src/testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../server/src/testing/db';
import { restRequest } from '../../server/src/testing/requests';
import { validToken } from '../../server/src/testing/tokens';

describeEachDb('REST user management (/api/admin/users)', (kind) => {
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

  const as = async (role: Role) => {
    const user = await insertUser(dataSource, { role });
    return { user, token: await validToken(user) };
  };
  const password = 'Grattoir-Et-Pelle-2026';

  it('GET answers the array of users (numeric ids, no password hash)', async () => {
    const { user, token } = await as(Role.ADMIN);
    const res = await restRequest(app, 'get', '/api/admin/users', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: user.id, email: user.email, name: null, role: 'ADMIN', createdAt: user.createdAt.toISOString(), disabledAt: null }]);
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
  });

  it('POST creates the account (201) from { email, password, role }, role in any case; the name defaults to the address’s local part', async () => {
    const { token } = await as(Role.ADMIN);
    const res = await restRequest(app, 'post', '/api/admin/users', { token, body: { email: ' Nouvelle@Example.com ', password, role: 'manager' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), email: 'nouvelle@example.com', name: 'Nouvelle', role: 'MANAGER', createdAt: TEST_NOW.toISOString(), disabledAt: null });
  });

  it.each([
    [{ email: '', password: '' }, 'Email et mot de passe sont requis.'],
    [{ password }, 'Email et mot de passe sont requis.'],
    [{ email: 'a@example.com', password, role: 'patron' }, 'Rôle invalide.'],
    [{ email: 'a@example.com', password: 'court' }, 'Le mot de passe doit contenir au moins 10 caractères.'],
  ])('POST answers 400 for %j: %s', async (body, message) => {
    const { token } = await as(Role.ADMIN);
    const res = await restRequest(app, 'post', '/api/admin/users', { token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await dataSource.getRepository(User).count()).toBe(1);
  });

  it('POST ignores fields it does not list (no mass assignment)', async () => {
    const { token } = await as(Role.SUPERADMIN);
    const res = await restRequest(app, 'post', '/api/admin/users', {
      token,
      body: { email: 'b@example.com', password, role: 'EMPLOYEE', passwordHash: 'x', disabledAt: null, createdAt: '2000-01-01', id: 987654 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ role: 'EMPLOYEE', createdAt: TEST_NOW.toISOString() });
    expect(res.body.id).not.toBe(987654);
  });

  it('POST answers 409 for an e-mail already used and 403 when an ADMIN creates an ADMIN', async () => {
    const { token } = await as(Role.ADMIN);
    await insertUser(dataSource, { email: 'pris@example.com' });
    expect((await restRequest(app, 'post', '/api/admin/users', { token, body: { email: 'pris@example.com', password } })).status).toBe(409);
    const admin = await restRequest(app, 'post', '/api/admin/users', { token, body: { email: 'x@example.com', password, role: 'ADMIN' } });
    expect(admin.status).toBe(403);
    expect(admin.body).toEqual({ error: 'Seul un superadministrateur peut gérer les comptes administrateurs.', code: 'ROLE_NOT_ALLOWED' });
  });

  it('PUT /:id changes the role; 403 for one’s own; 404 for an unknown id', async () => {
    const { user, token } = await as(Role.ADMIN);
    const target = await insertUser(dataSource, { role: Role.EMPLOYEE });
    const res = await restRequest(app, 'put', `/api/admin/users/${target.id}`, { token, body: { role: 'manager' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: target.id, role: 'MANAGER' });
    const own = await restRequest(app, 'put', `/api/admin/users/${user.id}`, { token, body: { role: 'EMPLOYEE' } });
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ error: 'Vous ne pouvez pas modifier votre propre rôle.', code: 'CANNOT_CHANGE_OWN_ROLE' });
    expect((await restRequest(app, 'put', '/api/admin/users/99999', { token, body: { role: 'EMPLOYEE' } })).status).toBe(404);
    expect((await restRequest(app, 'put', `/api/admin/users/${target.id}`, { token, body: { role: 'x' } })).body.error).toBe('Rôle invalide.');
  });

  it('DELETE /:id deletes (204); 404 for an unknown id; 403 for an admin account deleted by an ADMIN', async () => {
    await insertUser(dataSource, { role: Role.SUPERADMIN });
    const { token } = await as(Role.ADMIN);
    const target = await insertUser(dataSource, { role: Role.EMPLOYEE });
    expect((await restRequest(app, 'delete', `/api/admin/users/${target.id}`, { token })).status).toBe(204);
    expect(await dataSource.getRepository(User).existsBy({ id: target.id })).toBe(false);
    expect((await restRequest(app, 'delete', `/api/admin/users/${target.id}`, { token })).status).toBe(404);
    const other = await insertUser(dataSource, { role: Role.ADMIN });
    expect((await restRequest(app, 'delete', `/api/admin/users/${other.id}`, { token })).status).toBe(403);
  });

  it('answers 403 to a MANAGER and 401 without a token', async () => {
    const { token } = await as(Role.MANAGER);
    expect((await restRequest(app, 'get', '/api/admin/users', { token })).status).toBe(403);
    expect((await restRequest(app, 'get', '/api/admin/users')).status).toBe(401);
  });
});
