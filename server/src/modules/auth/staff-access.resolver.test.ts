import { Role } from '../../shared/roles';
import { TEST_NOW, useClockedTestApp } from '../../testing/app';
import { describeEachDb } from '../../testing/db';
import { graphqlRequest } from '../../testing/requests';
import { validToken } from '../../testing/tokens';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { User } from '../users/user.entity';
import { FIXTURE_PASSWORD, insertUser } from '../users/users.fixtures';
import { PasswordReset } from './staff-session.entities';

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { token user { id mustChangePassword displayName } } }';
const ME = '{ me { id displayName } }';
const LOGOUT = 'mutation { logout }';
const REQUEST = 'mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) }';
const RESET = 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { token user { id email } } }';
const SEND = 'mutation($input: StaffAccountInput!) { sendPasswordResetLink(input: $input) }';
const FORCE = 'mutation($input: StaffAccountInput!) { forcePasswordChange(input: $input) { id mustChangePassword } }';
const END = 'mutation($input: StaffAccountInput!) { endUserSessions(input: $input) { id } }';
const CHANGE = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { token user { mustChangePassword } } }';
const NEW_PASSWORD = 'Tempete-de-neige-2026!';
const MINUTE = 60_000;

describeEachDb('staff sessions on the server and password recovery (issue #27)', (kind) => {
  const env = useClockedTestApp(kind);

  const gql = (query: string, variables?: Record<string, unknown>, token?: string, ip = '203.0.113.10') => graphqlRequest(env.app, { query, variables, token, ip });
  const login = async (email: string, password = FIXTURE_PASSWORD) => (await gql(LOGIN, { input: { email, password } })).body.data?.login;
  const codeOf = (res: { body: { errors?: { extensions: { code: string } }[] } }) => res.body.errors?.[0]?.extensions.code;
  /** The secret of the last reset link e-mailed to an address, read from the outbox as the person would. */
  const linkSecret = async (to: string): Promise<string> => {
    const mails = await env.dataSource.getRepository(OutboxMessage).find({ where: { to }, order: { id: 'DESC' } });
    const match = /\/admin\/mot-de-passe#jeton=([A-Za-z0-9_-]{20,})/.exec(mails[0]?.text ?? '');
    if (!match) throw new Error(`no reset link e-mailed to ${to}`);
    return match[1]!;
  };

  it('sign-out ends the session on the server: the same token is refused afterwards, another session lives on', async () => {
    const user = await insertUser(env.dataSource, { firstName: 'Marie', lastName: 'Tremblay' });
    const first = (await login(user.email)).token;
    const second = (await login(user.email)).token;
    expect((await gql(ME, {}, first)).body.data.me).toEqual({ id: String(user.id), displayName: 'Marie Tremblay' });
    expect((await gql(LOGOUT, {}, first)).body.data.logout).toBe(true);
    expect(codeOf(await gql(ME, {}, first))).toBe('UNAUTHENTICATED');
    expect((await gql(ME, {}, second)).body.data.me.id).toBe(String(user.id));
  });

  it('"Mot de passe oublié ?": the same answer for a known and an unknown e-mail; only the known one gets a hashed, single-use link', async () => {
    const user = await insertUser(env.dataSource, { firstName: 'Luc', lastName: 'Bergeron' });
    const known = await gql(REQUEST, { input: { email: ` ${user.email.toUpperCase()} ` } }, undefined, '203.0.113.1');
    const unknown = await gql(REQUEST, { input: { email: 'personne@example.ca' } }, undefined, '203.0.113.2');
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.data.requestPasswordReset).toMatch(/Si un compte existe/);
    expect(await env.dataSource.getRepository(OutboxMessage).countBy({ to: 'personne@example.ca' })).toBe(0);
    const secret = await linkSecret(user.email);
    const mail = await env.dataSource.getRepository(OutboxMessage).findOneByOrFail({ to: user.email });
    expect(mail.text).toMatch(/^Bonjour Luc,/);
    const stored = await env.dataSource.getRepository(PasswordReset).findOneByOrFail({ userId: user.id });
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.tokenHash).not.toContain(secret);
    expect(stored.expiresAt.getTime() - TEST_NOW.getTime()).toBe(30 * MINUTE);
  });

  it('a reset link sets the password, signs in, ends every other session, and cannot be used twice', async () => {
    const user = await insertUser(env.dataSource);
    const before = (await login(user.email)).token;
    await gql(REQUEST, { input: { email: user.email } });
    const secret = await linkSecret(user.email);
    env.clock = new Date(TEST_NOW.getTime() + 10 * MINUTE);
    const reset = await gql(RESET, { input: { token: secret, newPassword: NEW_PASSWORD } });
    expect(reset.body.errors).toBeUndefined();
    expect(reset.body.data.resetPassword.user.id).toBe(String(user.id));
    expect((await gql(ME, {}, reset.body.data.resetPassword.token)).body.data.me.id).toBe(String(user.id));
    expect(codeOf(await gql(ME, {}, before))).toBe('UNAUTHENTICATED');
    expect(await login(user.email)).toBeUndefined();
    expect((await login(user.email, NEW_PASSWORD)).user.id).toBe(String(user.id));
    const again = await gql(RESET, { input: { token: secret, newPassword: 'Encore-un-autre-2026!' } });
    expect(codeOf(again)).toBe('BAD_USER_INPUT');
    expect(again.body.errors[0].extensions.fieldErrors.token).toMatch(/invalide, expiré ou déjà utilisé/);
  });

  it('a link is refused after 30 minutes, and a weak password stores nothing', async () => {
    const user = await insertUser(env.dataSource);
    await gql(REQUEST, { input: { email: user.email } });
    const secret = await linkSecret(user.email);
    const weak = await gql(RESET, { input: { token: secret, newPassword: 'court' } });
    expect(codeOf(weak)).toBe('WEAK_PASSWORD');
    expect((await env.dataSource.getRepository(PasswordReset).findOneByOrFail({ userId: user.id })).usedAt).toBeNull();
    env.clock = new Date(TEST_NOW.getTime() + 30 * MINUTE);
    expect(codeOf(await gql(RESET, { input: { token: secret, newPassword: NEW_PASSWORD } }))).toBe('BAD_USER_INPUT');
    expect((await login(user.email)).user.id).toBe(String(user.id));
  });

  it('throttles per e-mail (3 an hour) and per address (10 an hour), for known and unknown e-mails alike', async () => {
    const user = await insertUser(env.dataSource);
    for (const email of [user.email, 'inconnu@example.ca']) {
      for (let i = 0; i < 3; i += 1) expect(codeOf(await gql(REQUEST, { input: { email } }, undefined, `198.51.100.${i}`))).toBeUndefined();
      const fourth = await gql(REQUEST, { input: { email } }, undefined, '198.51.100.99');
      expect(codeOf(fourth)).toBe('RATE_LIMITED');
      expect(fourth.body.errors[0].message).toMatch(/Trop de demandes de réinitialisation/);
    }
    expect(await env.dataSource.getRepository(OutboxMessage).countBy({ to: user.email })).toBe(3);
    for (let i = 0; i < 10; i += 1) await gql(REQUEST, { input: { email: `x${i}@example.ca` } }, undefined, '192.0.2.7');
    expect(codeOf(await gql(REQUEST, { input: { email: 'y@example.ca' } }, undefined, '192.0.2.7'))).toBe('RATE_LIMITED');
    env.clock = new Date(TEST_NOW.getTime() + 61 * MINUTE);
    expect(codeOf(await gql(REQUEST, { input: { email: 'y@example.ca' } }, undefined, '192.0.2.7'))).toBeUndefined();
  });

  it('an ADMIN sends the link, forces a new password at next sign-in and ends every session; an EMPLOYEE cannot', async () => {
    const admin = await insertUser(env.dataSource, { role: Role.ADMIN });
    const adminToken = await validToken(admin);
    const driver = await insertUser(env.dataSource, { firstName: 'Kevin', lastName: 'Roy' });
    const employeeToken = await validToken(await insertUser(env.dataSource));
    expect(codeOf(await gql(SEND, { input: { userId: String(driver.id) } }, employeeToken))).toBe('FORBIDDEN');
    expect(codeOf(await gql(END, { input: { userId: String(driver.id) } }, employeeToken))).toBe('FORBIDDEN');

    expect((await gql(SEND, { input: { userId: String(driver.id) } }, adminToken)).body.data.sendPasswordResetLink).toBe(true);
    expect((await env.dataSource.getRepository(OutboxMessage).findOneByOrFail({ to: driver.email })).text).toMatch(/Un administrateur vous envoie un lien/);

    const phone = (await login(driver.email)).token;
    env.clock = new Date(TEST_NOW.getTime() + MINUTE);
    expect((await gql(END, { input: { userId: String(driver.id) } }, adminToken)).body.data.endUserSessions.id).toBe(String(driver.id));
    expect(codeOf(await gql(ME, {}, phone))).toBe('UNAUTHENTICATED');

    env.clock = new Date(TEST_NOW.getTime() + 2 * MINUTE);
    expect((await gql(FORCE, { input: { userId: String(driver.id) } }, adminToken)).body.data.forcePasswordChange.mustChangePassword).toBe(true);
    env.clock = new Date(TEST_NOW.getTime() + 3 * MINUTE);
    const session = await login(driver.email);
    expect(session.user.mustChangePassword).toBe(true);
    // Only me, changePassword and logout until the new password is chosen.
    expect((await gql(ME, {}, session.token)).body.data.me.id).toBe(String(driver.id));
    const blocked = await gql('{ myTimesheet { status } }', {}, session.token);
    expect(codeOf(blocked)).toBe('FORBIDDEN');
    const changed = await gql(CHANGE, { input: { currentPassword: FIXTURE_PASSWORD, newPassword: NEW_PASSWORD } }, session.token);
    expect(changed.body.data.changePassword.user.mustChangePassword).toBe(false);
    expect(codeOf(await gql('{ myTimesheet { status } }', {}, changed.body.data.changePassword.token))).toBeUndefined();
    expect((await env.dataSource.getRepository(User).findOneByOrFail({ id: driver.id })).mustChangePassword).toBe(false);
  });

  it('a password change ends the person’s other sessions on the server', async () => {
    const user = await insertUser(env.dataSource);
    const other = (await login(user.email)).token;
    const current = (await login(user.email)).token;
    env.clock = new Date(TEST_NOW.getTime() + MINUTE);
    const changed = await gql(CHANGE, { input: { currentPassword: FIXTURE_PASSWORD, newPassword: NEW_PASSWORD } }, current);
    expect(codeOf(await gql(ME, {}, other))).toBe('UNAUTHENTICATED');
    expect((await gql(ME, {}, changed.body.data.changePassword.token)).body.data.me.id).toBe(String(user.id));
  });
});
