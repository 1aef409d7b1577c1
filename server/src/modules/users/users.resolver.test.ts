import { DataSource } from 'typeorm';
import { App } from '../../app';
import { Role } from '../../shared/roles';
import { createTestApp, TEST_NOW } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { graphqlRequest } from '../../testing/requests';
import { validToken } from '../../testing/tokens';
import { ApiToken } from '../auth/api-token.entity';
import { hashApiToken } from '../auth/api-tokens.service';
import { TimeEntry } from '../timeclock/time-entry.entity';
import { insertEntry } from '../timeclock/timeclock.fixtures';
import { User } from './user.entity';
import { FIXTURE_PASSWORD, insertUser } from './users.fixtures';

const USERS = '{ users { id email role name createdAt disabledAt } }';
const CREATE = 'mutation Create($input: CreateUserInput!) { createUser(input: $input) { id email role name createdAt } }';
const UPDATE = 'mutation Update($input: UpdateUserRoleInput!) { updateUserRole(input: $input) { id role } }';
const DELETE = 'mutation Delete($id: ID!) { deleteUser(id: $id) }';
const DELETE_ME = 'mutation { deleteMyAccount }';

describeEachDb('users management (GraphQL)', (kind) => {
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
  const call = (token: string, query: string, variables?: Record<string, unknown>) => graphqlRequest(app, { query, variables, token });
  const codeOf = (res: { body: { errors?: { extensions: { code: string } }[] } }) => res.body.errors?.[0]?.extensions.code;
  const roleOf = async (id: number) => (await dataSource.getRepository(User).findOneBy({ id }))?.role;
  const exists = (id: number) => dataSource.getRepository(User).existsBy({ id });
  const strongPassword = 'Poudrerie-Hivernale-7';
  const NAMES = { firstName: 'Léa', lastName: 'Roy' };

  describe('createUser', () => {
    it('creates an account with the e-mail lower-cased and an argon2id hash, never returned', async () => {
      const { token } = await as(Role.ADMIN);
      const res = await call(token, CREATE, { input: { email: ' Nouveau@Example.COM'.trim(), password: strongPassword, role: 'MANAGER', name: ' Léa Roy ' } });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.createUser).toEqual({ id: expect.any(String), email: 'nouveau@example.com', role: 'MANAGER', name: 'Léa Roy', createdAt: TEST_NOW.toISOString() });
      const stored = await dataSource.getRepository(User).findOneOrFail({
        where: { email: 'nouveau@example.com' },
        select: { id: true, passwordHash: true, passwordChangedAt: true },
      });
      expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=47104,p=1,t=1\$/);
      expect(JSON.stringify(res.body)).not.toContain('argon2');
      expect(JSON.stringify((await call(token, USERS)).body)).not.toMatch(/argon2|passwordHash/);
    });

    it('requires a first and a last name (issue #27), or splits the older display name', async () => {
      const { token } = await as(Role.ADMIN);
      const missing = await call(token, CREATE, { input: { email: 'e@example.com', password: strongPassword, firstName: ' ', lastName: '' } });
      expect(missing.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { firstName: 'Le prénom est requis.', lastName: 'Le nom est requis.' } });
      expect(await dataSource.getRepository(User).countBy({ email: 'e@example.com' })).toBe(0);
      const named = await call(token, 'mutation($input: CreateUserInput!) { createUser(input: $input) { firstName lastName displayName name } }', { input: { email: 'e@example.com', password: strongPassword, firstName: ' Marie-Ève ', lastName: 'Tremblay' } });
      expect(named.body.data.createUser).toEqual({ firstName: 'Marie-Ève', lastName: 'Tremblay', displayName: 'Marie-Ève Tremblay', name: 'Marie-Ève Tremblay' });
    });

    it('names are editable by ADMIN and by the person, not by another employee; the hire date by ADMIN only', async () => {
      const admin = await as(Role.ADMIN);
      const employee = await insertUser(dataSource, { firstName: 'Paul', lastName: 'Roy' });
      const employeeToken = await validToken(employee);
      const other = await validToken(await insertUser(dataSource));
      const UPDATE_PROFILE = 'mutation($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { firstName lastName displayName hireDate } }';
      const own = await call(employeeToken, UPDATE_PROFILE, { input: { id: String(employee.id), firstName: 'Paul-André', lastName: 'Roy', hireDate: '2020-01-01' } });
      expect(own.body.data.updateUserProfile).toEqual({ firstName: 'Paul-André', lastName: 'Roy', displayName: 'Paul-André Roy', hireDate: null });
      expect(codeOf(await call(other, UPDATE_PROFILE, { input: { id: String(employee.id), firstName: 'X', lastName: 'Y' } }))).toBe('FORBIDDEN');
      const byAdmin = await call(admin.token, UPDATE_PROFILE, { input: { id: String(employee.id), firstName: 'Paul', lastName: 'Roy', hireDate: '2021-05-03' } });
      expect(byAdmin.body.data.updateUserProfile).toEqual({ firstName: 'Paul', lastName: 'Roy', displayName: 'Paul Roy', hireDate: '2021-05-03' });
      const future = await call(admin.token, UPDATE_PROFILE, { input: { id: String(employee.id), firstName: 'Paul', lastName: 'Roy', hireDate: '2099-01-01' } });
      expect(future.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { hireDate: expect.stringContaining('embauche') } });
      expect(await dataSource.getRepository(User).findOneByOrFail({ id: employee.id })).toMatchObject({ firstName: 'Paul', lastName: 'Roy', hireDate: '2021-05-03', name: 'Paul Roy' });
    });

    it('defaults the role to EMPLOYEE', async () => {
      const { token } = await as(Role.ADMIN);
      const res = await call(token, CREATE, { input: { email: 'e@example.com', password: strongPassword, ...NAMES } });
      expect(res.body.data.createUser.role).toBe('EMPLOYEE');
    });

    it.each([
      [{ email: '', password: '' }, { email: 'Email et mot de passe sont requis.', password: 'Email et mot de passe sont requis.' }],
      [{ email: 'pas-un-courriel', password: strongPassword }, { email: 'Adresse courriel invalide.' }],
    ])('validates %j in French', async (input, fieldErrors) => {
      const { token } = await as(Role.ADMIN);
      const res = await call(token, CREATE, { input });
      expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors });
    });

    it('says "Rôle invalide." for an unknown role', async () => {
      const { token } = await as(Role.ADMIN);
      const res = await call(token, CREATE, { input: { email: 'e@example.com', password: strongPassword, role: 'PATRON', ...NAMES } });
      expect(res.body.errors[0]).toMatchObject({ message: 'Rôle invalide.', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { role: 'Rôle invalide.' } } });
    });

    it('refuses a weak password with WEAK_PASSWORD', async () => {
      const { token } = await as(Role.ADMIN);
      const res = await call(token, CREATE, { input: { email: 'sophie@example.com', password: 'Sophie-123456', ...NAMES } });
      expect(res.body.errors[0].extensions).toMatchObject({
        code: 'WEAK_PASSWORD',
        fieldErrors: { password: 'Le mot de passe ne doit pas contenir la partie de l’adresse courriel avant le @.' },
      });
    });

    it.each(['Password123!', 'Motdepasse1!', 'aaaaaaaaaa'])('refuses the guessable password %j with a French message, and creates nothing', async (password) => {
      const { token } = await as(Role.ADMIN);
      const res = await call(token, CREATE, { input: { email: 'nouvelle@example.com', password } });
      expect(res.body.errors[0]).toMatchObject({
        message: expect.stringMatching(/^Ce mot de passe est trop facile à deviner/),
        extensions: { code: 'WEAK_PASSWORD', fieldErrors: { password: expect.stringMatching(/^Ce mot de passe est trop facile à deviner/) } },
      });
      expect(await dataSource.getRepository(User).countBy({ email: 'nouvelle@example.com' })).toBe(0);
    });

    it('refuses an e-mail already used (whatever its case) with EMAIL_TAKEN', async () => {
      const { token } = await as(Role.ADMIN);
      await insertUser(dataSource, { email: 'pris@example.com' });
      const res = await call(token, CREATE, { input: { email: 'PRIS@example.com', password: strongPassword, ...NAMES } });
      expect(res.body.errors[0].extensions).toMatchObject({ code: 'EMAIL_TAKEN', category: 'CONFLICT' });
    });

    it('refuses fields that are not part of the input (no mass assignment)', async () => {
      const { token } = await as(Role.ADMIN);
      const res = await call(token, CREATE, { input: { email: 'e@example.com', password: strongPassword, passwordHash: 'x', id: 1 } });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(await dataSource.getRepository(User).countBy({ email: 'e@example.com' })).toBe(0);
    });

    it.each([Role.ADMIN, Role.SUPERADMIN])('lets only a SUPERADMIN create an %s account', async (role) => {
      const admin = await as(Role.ADMIN);
      const refused = await call(admin.token, CREATE, { input: { email: 'a@example.com', password: strongPassword, role, ...NAMES } });
      expect(refused.body.errors[0]).toMatchObject({
        message: 'Seul un superadministrateur peut gérer les comptes administrateurs.',
        extensions: { code: 'ROLE_NOT_ALLOWED', category: 'FORBIDDEN' },
      });
      expect(await dataSource.getRepository(User).countBy({ email: 'a@example.com' })).toBe(0);
      const superadmin = await as(Role.SUPERADMIN);
      expect((await call(superadmin.token, CREATE, { input: { email: 'a@example.com', password: strongPassword, role, ...NAMES } })).body.data.createUser.role).toBe(role);
    });
  });

  describe('updateUserRole', () => {
    it('changes another account’s role', async () => {
      const { token } = await as(Role.ADMIN);
      const target = await insertUser(dataSource, { role: Role.EMPLOYEE });
      const res = await call(token, UPDATE, { input: { id: String(target.id), role: 'MANAGER' } });
      expect(res.body.data.updateUserRole).toEqual({ id: String(target.id), role: 'MANAGER' });
      expect(await roleOf(target.id)).toBe(Role.MANAGER);
    });

    it.each([Role.ADMIN, Role.SUPERADMIN])('refuses anyone’s own role change (%s)', async (role) => {
      await insertUser(dataSource, { role: Role.SUPERADMIN });
      const { user, token } = await as(role);
      const res = await call(token, UPDATE, { input: { id: String(user.id), role: 'EMPLOYEE' } });
      expect(res.body.errors[0]).toMatchObject({ message: 'Vous ne pouvez pas modifier votre propre rôle.', extensions: { code: 'CANNOT_CHANGE_OWN_ROLE' } });
      expect(await roleOf(user.id)).toBe(role);
    });

    it.each([
      [Role.EMPLOYEE, Role.ADMIN],
      [Role.MANAGER, Role.SUPERADMIN],
      [Role.ADMIN, Role.EMPLOYEE],
      [Role.SUPERADMIN, Role.MANAGER],
    ])('refuses an ADMIN changing %s to %s (admin accounts are a SUPERADMIN’s)', async (from, to) => {
      await insertUser(dataSource, { role: Role.SUPERADMIN });
      const { token } = await as(Role.ADMIN);
      const target = await insertUser(dataSource, { role: from });
      const res = await call(token, UPDATE, { input: { id: String(target.id), role: to } });
      expect(codeOf(res)).toBe('ROLE_NOT_ALLOWED');
      expect(await roleOf(target.id)).toBe(from);
    });

    it('lets a SUPERADMIN promote and demote admins, but never the last SUPERADMIN', async () => {
      const superadmin = await as(Role.SUPERADMIN);
      const admin = await insertUser(dataSource, { role: Role.ADMIN });
      expect((await call(superadmin.token, UPDATE, { input: { id: String(admin.id), role: 'SUPERADMIN' } })).body.errors).toBeUndefined();
      expect((await call(superadmin.token, UPDATE, { input: { id: String(admin.id), role: 'MANAGER' } })).body.errors).toBeUndefined();
      expect(await roleOf(admin.id)).toBe(Role.MANAGER);
    });

    it('answers NOT_FOUND for an unknown or malformed id', async () => {
      const { token } = await as(Role.ADMIN);
      expect(codeOf(await call(token, UPDATE, { input: { id: '999999', role: 'MANAGER' } }))).toBe('NOT_FOUND');
      expect(codeOf(await call(token, UPDATE, { input: { id: 'abc', role: 'MANAGER' } }))).toBe('NOT_FOUND');
    });
  });

  describe('deleteUser and deleteMyAccount', () => {
    it('deletes another account; its sessions stop at once', async () => {
      const { token } = await as(Role.ADMIN);
      const target = await insertUser(dataSource, { role: Role.MANAGER });
      const targetToken = await validToken(target);
      const res = await call(token, DELETE, { id: String(target.id) });
      expect(res.body.data.deleteUser).toBe(String(target.id));
      expect(await exists(target.id)).toBe(false);
      expect(codeOf(await call(targetToken, '{ me { id } }'))).toBe('UNAUTHENTICATED');
    });

    it('closes rather than erases an account with worked hours: entries kept, sign-in and tokens refused', async () => {
      const { token } = await as(Role.ADMIN);
      const target = await insertUser(dataSource, { role: Role.EMPLOYEE });
      const targetToken = await validToken(target);
      await insertEntry(dataSource, { userId: target.id, clockIn: '2026-11-02T13:00:00Z', clockOut: '2026-11-02T21:00:00Z' });
      await dataSource.getRepository(ApiToken).insert({
        name: 'x', role: Role.EMPLOYEE, tokenHash: hashApiToken('smk_y'), prefix: 'smk_y', createdById: target.id, createdAt: TEST_NOW,
      });

      expect((await call(token, DELETE, { id: String(target.id) })).body.data.deleteUser).toBe(String(target.id));

      const stored = await dataSource.getRepository(User).findOneByOrFail({ id: target.id });
      expect(stored.disabledAt?.toISOString()).toBe(TEST_NOW.toISOString());
      expect(await dataSource.getRepository(TimeEntry).countBy({ userId: target.id })).toBe(1);
      expect(await dataSource.getRepository(ApiToken).countBy({ createdById: target.id })).toBe(0);
      expect(codeOf(await call(targetToken, '{ me { id } }'))).toBe('UNAUTHENTICATED');
      const login = await call('', 'mutation L($input: LoginInput!) { login(input: $input) { token } }', { input: { email: target.email, password: FIXTURE_PASSWORD } });
      expect(codeOf(login)).toBe('INVALID_CREDENTIALS');
      const listed = (await call(token, USERS)).body.data.users.find((u: { id: string }) => u.id === String(target.id));
      expect(listed.disabledAt).toBe(TEST_NOW.toISOString());
    });

    it.each([Role.ADMIN, Role.SUPERADMIN])('refuses an ADMIN deleting an %s account', async (role) => {
      await insertUser(dataSource, { role: Role.SUPERADMIN });
      const { token } = await as(Role.ADMIN);
      const target = await insertUser(dataSource, { role });
      expect(codeOf(await call(token, DELETE, { id: String(target.id) }))).toBe('ROLE_NOT_ALLOWED');
      expect(await exists(target.id)).toBe(true);
    });

    it('never removes the last enabled SUPERADMIN, by deleteUser or deleteMyAccount', async () => {
      const lone = await as(Role.SUPERADMIN);
      await insertUser(dataSource, { role: Role.SUPERADMIN, disabledAt: TEST_NOW });
      const del = await call(lone.token, DELETE, { id: String(lone.user.id) });
      expect(del.body.errors[0]).toMatchObject({
        message: 'Le dernier superadministrateur ne peut être ni supprimé, ni rétrogradé, ni désactivé.',
        extensions: { code: 'LAST_SUPERADMIN', category: 'CONFLICT' },
      });
      expect(codeOf(await call(lone.token, DELETE_ME))).toBe('LAST_SUPERADMIN');
      expect(await exists(lone.user.id)).toBe(true);

      const second = await as(Role.SUPERADMIN);
      expect((await call(lone.token, DELETE_ME)).body.data.deleteMyAccount).toBe(true);
      expect(await exists(lone.user.id)).toBe(false);
      expect(codeOf(await call(second.token, DELETE_ME))).toBe('LAST_SUPERADMIN');
    });

    it('lets any staff member delete their own account, with their tokens', async () => {
      const { user, token } = await as(Role.EMPLOYEE);
      expect((await call(token, DELETE_ME)).body.data.deleteMyAccount).toBe(true);
      expect(await exists(user.id)).toBe(false);
      expect(codeOf(await call(token, DELETE_ME))).toBe('UNAUTHENTICATED');
    });

    it('deletes the integrator tokens an account created', async () => {
      const admin = await as(Role.ADMIN);
      await dataSource.getRepository(ApiToken).insert({
        name: 'x', role: Role.MANAGER, tokenHash: hashApiToken('smk_x'), prefix: 'smk_x', createdById: admin.user.id, createdAt: TEST_NOW,
      });
      await call(admin.token, DELETE_ME);
      expect(await dataSource.getRepository(ApiToken).count()).toBe(0);
    });
  });

  describe('users', () => {
    it('lists every account, oldest first', async () => {
      const { user, token } = await as(Role.ADMIN);
      const other = await insertUser(dataSource, { role: Role.EMPLOYEE, name: 'Paul' });
      const res = await call(token, USERS);
      expect(res.body.data.users.map((u: { id: string }) => u.id)).toEqual([String(user.id), String(other.id)]);
      expect(res.body.data.users[1]).toEqual({ id: String(other.id), email: other.email, role: 'EMPLOYEE', name: 'Paul', createdAt: other.createdAt.toISOString(), disabledAt: null });
    });
  });

  it('still signs in with the fixture password (sanity)', async () => {
    const user = await insertUser(dataSource);
    const res = await graphqlRequest(app, { query: 'mutation($i: LoginInput!) { login(input: $i) { token } }', variables: { i: { email: user.email, password: FIXTURE_PASSWORD } } });
    expect(res.body.data.login.token).toEqual(expect.any(String));
  });
});
