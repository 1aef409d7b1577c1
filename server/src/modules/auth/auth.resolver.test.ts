import argon2 from 'argon2';
import { decodeJwt } from 'jose';
import { In } from 'typeorm';
import { Role } from '../../shared/roles';
import { createTestApp, TEST_NOW, useClockedTestApp } from '../../testing/app';
import { describeEachDb } from '../../testing/db';
import { graphqlRequest } from '../../testing/requests';
import { forgedTokens, validToken } from '../../testing/tokens';
import { User } from '../users/user.entity';
import { FIXTURE_PASSWORD, insertUser } from '../users/users.fixtures';
import { LoginAttempt } from './login-attempt.entity';
import { OutboxMessage } from '../mail/outbox-message.entity';

const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { token expiresAt user { id email role name createdAt } } }';
const ME = '{ me { id email role } }';
const CHANGE = 'mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) { token user { id } } }';
const CHANGE_LEGACY = 'mutation Legacy($input: LegacyChangePasswordInput!) { changePasswordLegacy(input: $input) { token } }';
const MINUTE = 60_000;

describeEachDb('sign-in and sessions (GraphQL)', (kind) => {
  const env = useClockedTestApp(kind);

  const login = (email: string, password: string, ip = '203.0.113.10') =>
    graphqlRequest(env.app, { query: LOGIN, variables: { input: { email, password } }, ip });
  const me = (token: string) => graphqlRequest(env.app, { query: ME, token });
  const errorOf = (res: { body: { errors?: { extensions: Record<string, unknown>; message: string }[] } }) => res.body.errors?.[0];

  describe('login', () => {
    it('returns a session token and the account, never the password hash', async () => {
      const user = await insertUser(env.dataSource, { role: Role.MANAGER, name: 'Julie Gagnon' });
      const res = await login(user.email, FIXTURE_PASSWORD);
      expect(res.body.errors).toBeUndefined();
      const session = res.body.data.login;
      expect(session.user).toEqual({ id: String(user.id), email: user.email, role: 'MANAGER', name: 'Julie Gagnon', createdAt: user.createdAt.toISOString() });
      expect(session.expiresAt).toBe('2026-11-22T03:00:00.000Z');
      expect(decodeJwt(session.token)).toMatchObject({ sub: String(user.id), role: 'MANAGER', exp: TEST_NOW.getTime() / 1000 + 12 * 3600 });
      expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash/);
      expect((await me(session.token)).body.data.me).toEqual({ id: String(user.id), email: user.email, role: 'MANAGER' });
    });

    it('replaces a hash made with older argon2 settings at the next sign-in, without touching the sessions', async () => {
      const user = await insertUser(env.dataSource);
      const older = await argon2.hash(FIXTURE_PASSWORD, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
      await env.dataSource.getRepository(User).update({ id: user.id }, { passwordHash: older });
      const before = await validToken(user);
      const stored = () => env.dataSource.getRepository(User).findOneOrFail({ where: { id: user.id }, select: { id: true, passwordHash: true, passwordChangedAt: true } });

      expect((await login(user.email, 'pas-le-bon-mot-de-passe')).body.errors?.[0]?.extensions.code).toBe('INVALID_CREDENTIALS');
      expect((await stored()).passwordHash).toBe(older);

      expect((await login(user.email, FIXTURE_PASSWORD)).body.errors).toBeUndefined();
      const upgraded = await stored();
      expect(upgraded.passwordHash).toMatch(/^\$argon2id\$v=19\$m=47104,p=1,t=1\$/);
      expect(upgraded.passwordChangedAt).toEqual(user.passwordChangedAt);
      expect((await me(before)).body.data.me).toMatchObject({ id: String(user.id) });
      expect((await login(user.email, FIXTURE_PASSWORD)).body.errors).toBeUndefined();
      expect((await stored()).passwordHash).toBe(upgraded.passwordHash);
    });

    it('finds the account whatever the case and spaces of the e-mail', async () => {
      await insertUser(env.dataSource, { email: 'julie@example.com' });
      const res = await login('  Julie@EXAMPLE.com ', FIXTURE_PASSWORD);
      expect(res.body.data.login.user.email).toBe('julie@example.com');
    });

    it('answers an unknown e-mail, a wrong password and a disabled account identically', async () => {
      const user = await insertUser(env.dataSource);
      const disabled = await insertUser(env.dataSource, { disabledAt: new Date(TEST_NOW.getTime() - MINUTE) });
      const unknown = await login('personne@example.com', FIXTURE_PASSWORD, '203.0.113.1');
      const wrong = await login(user.email, 'mauvais-mot-de-passe', '203.0.113.2');
      const off = await login(disabled.email, FIXTURE_PASSWORD, '203.0.113.3');
      for (const res of [unknown, wrong, off]) {
        expect(res.status).toBe(unknown.status);
        expect(res.body).toEqual(unknown.body);
      }
      expect(unknown.body).toEqual({
        data: null,
        errors: [{ message: 'Identifiants invalides', path: ['login'], locations: expect.any(Array), extensions: { code: 'INVALID_CREDENTIALS', category: 'UNAUTHENTICATED' } }],
      });
    });

    it('reports missing fields in French before anything is checked', async () => {
      const res = await login('', '');
      expect(errorOf(res)?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { email: 'L’adresse courriel est requise.', password: 'Le mot de passe est requis.' },
      });
      expect(await env.dataSource.getRepository(LoginAttempt).count()).toBe(0);
    });
  });

  describe('throttling', () => {
    it('per account, from any address: after 5 failures each try waits 1 min after the latest, then 2, 4… never more than 15 (never locked for good)', async () => {
      const user = await insertUser(env.dataSource);
      for (let i = 1; i <= 5; i += 1) {
        env.clock = new Date(TEST_NOW.getTime() + i * MINUTE);
        expect(errorOf(await login(user.email, 'mauvais', `198.51.100.${i}`))?.extensions.code).toBe('INVALID_CREDENTIALS');
      }
      // The owner, from yet another address, 10 s after the 5th failure: one minute after it.
      env.clock = new Date(TEST_NOW.getTime() + 5 * MINUTE + 10_000);
      expect(errorOf(await login(user.email, FIXTURE_PASSWORD, '198.51.100.99'))).toMatchObject({
        message: 'Trop de tentatives de connexion. Réessayez dans 1 minute. Mot de passe oublié ? Si ce compte existe, un lien pour le réinitialiser vient d’être envoyé par courriel.',
        extensions: { code: 'RATE_LIMITED', category: 'RATE_LIMITED', retryAfter: 50 },
      });
      // A 6th failure once allowed doubles the wait (2 min), a 7th makes it 4.
      env.clock = new Date(TEST_NOW.getTime() + 6 * MINUTE);
      expect(errorOf(await login(user.email, 'mauvais', '198.51.100.6'))?.extensions.code).toBe('INVALID_CREDENTIALS');
      env.clock = new Date(TEST_NOW.getTime() + 7 * MINUTE);
      expect(errorOf(await login(user.email, FIXTURE_PASSWORD, '198.51.100.99'))?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 60 });
      env.clock = new Date(TEST_NOW.getTime() + 8 * MINUTE);
      expect(errorOf(await login(user.email, 'mauvais', '198.51.100.7'))?.extensions.code).toBe('INVALID_CREDENTIALS');
      env.clock = new Date(TEST_NOW.getTime() + 11 * MINUTE);
      expect(errorOf(await login(user.email, FIXTURE_PASSWORD, '198.51.100.99'))?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 60 });
      // Refused tries are not kept: the owner gets in once the wait is over.
      env.clock = new Date(TEST_NOW.getTime() + 12 * MINUTE);
      expect((await login(user.email, FIXTURE_PASSWORD, '198.51.100.99')).body.data.login.token).toEqual(expect.any(String));
    });

    it('once the account waits, the message points to the reset and the owner is e-mailed a reset link (at most 3 an hour); an address limit sends none (issue #32)', async () => {
      const user = await insertUser(env.dataSource);
      for (let i = 1; i <= 5; i += 1) {
        env.clock = new Date(TEST_NOW.getTime() + i * 1000);
        expect(errorOf(await login(user.email, 'mauvais', `198.51.100.${i}`))?.extensions.code).toBe('INVALID_CREDENTIALS');
      }
      const mailsTo = (to: string) => env.dataSource.getRepository(OutboxMessage).find({ where: { to } });
      expect(await mailsTo(user.email)).toEqual([]);
      for (let i = 0; i < 5; i += 1) {
        const refused = errorOf(await login(user.email, FIXTURE_PASSWORD, `192.0.2.${100 + i}`));
        expect(refused?.extensions.code).toBe('RATE_LIMITED');
        expect(refused?.message).toContain('Mot de passe oublié');
      }
      const mails = await mailsTo(user.email);
      expect(mails).toHaveLength(3);
      expect(mails[0]!.text).toMatch(/\/admin\/mot-de-passe#jeton=[A-Za-z0-9_-]{20,}/);

      // One address failing on several accounts: refused by the address limit, nobody e-mailed.
      const others = await Promise.all([1, 2, 3, 4, 5, 6].map(() => insertUser(env.dataSource)));
      for (const other of others) await login(other.email, 'mauvais', '203.0.113.77');
      const byAddress = errorOf(await login(others[0]!.email, FIXTURE_PASSWORD, '203.0.113.77'));
      expect(byAddress?.extensions.code).toBe('RATE_LIMITED');
      expect(byAddress?.message).not.toContain('Mot de passe oublié');
      expect(await env.dataSource.getRepository(OutboxMessage).countBy({ to: In(others.map((o) => o.email)) })).toBe(0);
    });

    it('never makes the owner wait more than 15 minutes, however many addresses keep failing', async () => {
      const user = await insertUser(env.dataSource);
      for (let i = 1; i <= 12; i += 1) {
        env.clock = new Date(TEST_NOW.getTime() + i * 1000);
        await env.dataSource.getRepository(LoginAttempt).insert({ email: user.email, ip: `198.51.100.${i}`, attemptedAt: env.clock });
      }
      expect(errorOf(await login(user.email, FIXTURE_PASSWORD, '192.0.2.200'))?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 900 });
      env.clock = new Date(TEST_NOW.getTime() + 12 * 1000 + 15 * MINUTE);
      expect((await login(user.email, FIXTURE_PASSWORD, '192.0.2.200')).body.data.login.token).toEqual(expect.any(String));
    });

    it.each([
      ['40 wrong passwords for one account from 40 addresses', 40, (i: number) => ({ email: 'cible', ip: `198.51.100.${i + 1}` })],
      ['60 wrong passwords from one address over 60 accounts', 60, (i: number) => ({ email: `compte${i}`, ip: '192.0.2.77' })],
    ])('counts each try before checking its password: of %s sent at once, at most 5 are checked', async (_label, n, who) => {
      const target = await insertUser(env.dataSource);
      const tries = Array.from({ length: n }, (_, i) => who(i)).map(({ email, ip }) => login(email === 'cible' ? target.email : `${email}@example.com`, 'mauvais-mot', ip));
      const codes = (await Promise.all(tries)).map((res) => errorOf(res)?.extensions.code);
      expect(codes.filter((code) => code === 'INVALID_CREDENTIALS').length).toBeLessThanOrEqual(5);
      expect(codes.filter((code) => code === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(n - 5);
      expect(codes.every((code) => code === 'INVALID_CREDENTIALS' || code === 'RATE_LIMITED')).toBe(true);
    });

    it('refuses a 6th try from one address within 15 minutes, whatever the accounts', async () => {
      const user = await insertUser(env.dataSource);
      for (let i = 1; i <= 5; i += 1) await login(`inconnu${i}@example.com`, 'x', '192.0.2.7');
      const blocked = await login(user.email, FIXTURE_PASSWORD, '192.0.2.7');
      expect(errorOf(blocked)?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 900 });
      // Another address is not affected.
      expect((await login(user.email, FIXTURE_PASSWORD, '192.0.2.8')).body.data.login).toBeTruthy();
      env.clock = new Date(TEST_NOW.getTime() + 15 * MINUTE);
      expect((await login(user.email, FIXTURE_PASSWORD, '192.0.2.7')).body.data.login).toBeTruthy();
    });

    it('does not let aliases in one document get around the limit: the first refusal ends it', async () => {
      const user = await insertUser(env.dataSource);
      const aliases = Array.from({ length: 8 }, (_, i) => `a${i}: login(input: { email: "${user.email}", password: "faux-${i}" }) { token }`);
      const res = await graphqlRequest(env.app, { query: `mutation { ${aliases.join(' ')} }`, ip: '192.0.2.50' });
      const codes = (res.body.errors as { extensions: { code: string } }[]).map((e) => e.extensions.code);
      // login is non-null: its error nulls the whole result and the mutations after it never run.
      expect(codes).toEqual(['INVALID_CREDENTIALS']);
      expect(await env.dataSource.getRepository(LoginAttempt).count()).toBe(1);
    });

    it('keeps the failures in the database and forgets the account’s after a successful sign-in', async () => {
      const user = await insertUser(env.dataSource);
      for (let i = 0; i < 4; i += 1) await login(user.email, 'mauvais', `198.51.100.${i}`);
      expect(await env.dataSource.getRepository(LoginAttempt).countBy({ email: user.email })).toBe(4);
      await login(user.email, FIXTURE_PASSWORD, '198.51.100.200');
      expect(await env.dataSource.getRepository(LoginAttempt).countBy({ email: user.email })).toBe(0);
    });

    it('counts the failures of every server process sharing the database', async () => {
      const user = await insertUser(env.dataSource);
      const other = await createTestApp(env.dataSource, { now: () => env.clock });
      try {
        for (let i = 0; i < 5; i += 1) {
          await graphqlRequest(i % 2 ? env.app : other, { query: LOGIN, variables: { input: { email: user.email, password: 'x' } }, ip: `198.51.100.${i}` });
        }
        const res = await graphqlRequest(other, { query: LOGIN, variables: { input: { email: user.email, password: FIXTURE_PASSWORD } } });
        expect(errorOf(res)?.extensions.code).toBe('RATE_LIMITED');
      } finally {
        await other.stop();
      }
    });
  });

  describe('session tokens', () => {
    it.each(['expired', 'otherKey', 'editedRole', 'algNone', 'otherAudience'])('refuses a %s token with UNAUTHENTICATED', async (forgery) => {
      const user = await insertUser(env.dataSource, { role: Role.EMPLOYEE });
      const tokens = await forgedTokens(user);
      const res = await me(tokens[forgery]!);
      expect(res.body.data).toBeNull();
      expect(errorOf(res)).toMatchObject({ message: 'Session expirée. Merci de vous reconnecter.', extensions: { code: 'UNAUTHENTICATED', category: 'UNAUTHENTICATED' } });
    });

    it('answers UNAUTHENTICATED "Jeton manquant" without a token, and for a malformed header', async () => {
      expect(errorOf(await graphqlRequest(env.app, { query: ME }))).toMatchObject({ message: 'Jeton manquant', extensions: { code: 'UNAUTHENTICATED' } });
      const basic = await graphqlRequest(env.app, { query: ME, token: undefined }).set('Authorization', 'Basic YTpi');
      expect(errorOf(basic)?.extensions.code).toBe('UNAUTHENTICATED');
    });

    it('loses access on the next request once the account is deleted', async () => {
      const user = await insertUser(env.dataSource, { role: Role.ADMIN });
      const token = await validToken(user);
      expect((await me(token)).body.data.me.id).toBe(String(user.id));
      await env.dataSource.getRepository(User).delete({ id: user.id });
      expect(errorOf(await me(token))?.extensions.code).toBe('UNAUTHENTICATED');
    });

    it('loses access on the next request once the account is disabled', async () => {
      const user = await insertUser(env.dataSource, { role: Role.ADMIN });
      const token = await validToken(user);
      await env.dataSource.getRepository(User).update({ id: user.id }, { disabledAt: TEST_NOW });
      expect(errorOf(await me(token))?.extensions.code).toBe('UNAUTHENTICATED');
    });

    it('acts with the account’s current role, not the one in the token', async () => {
      const user = await insertUser(env.dataSource, { role: Role.ADMIN });
      const token = await validToken(user);
      expect((await graphqlRequest(env.app, { query: '{ users { id } }', token })).body.errors).toBeUndefined();
      await env.dataSource.getRepository(User).update({ id: user.id }, { role: Role.EMPLOYEE });
      const res = await graphqlRequest(env.app, { query: '{ users { id } }', token });
      expect(errorOf(res)?.extensions).toEqual({ code: 'FORBIDDEN', category: 'FORBIDDEN' });
      expect((await me(token)).body.data.me.role).toBe('EMPLOYEE');
    });
  });

  describe('changePassword', () => {
    const change = (token: string, input: Record<string, unknown>) => graphqlRequest(env.app, { query: CHANGE, variables: { input }, token });

    it('sets the new password, returns a new session and refuses every older token', async () => {
      const user = await insertUser(env.dataSource, { email: 'marc@example.com' });
      const older = await validToken(user, new Date(TEST_NOW.getTime() - 5 * MINUTE));
      env.clock = new Date(TEST_NOW.getTime() + 1000);
      const res = await change(older, { currentPassword: FIXTURE_PASSWORD, newPassword: 'Tempete-De-Neige-42' });
      expect(res.body.errors).toBeUndefined();
      const fresh = res.body.data.changePassword.token as string;

      env.clock = new Date(TEST_NOW.getTime() + 2000);
      expect(errorOf(await me(older))?.extensions.code).toBe('UNAUTHENTICATED');
      expect((await me(fresh)).body.data.me.email).toBe('marc@example.com');
      expect(errorOf(await login('marc@example.com', FIXTURE_PASSWORD, '198.51.100.1'))?.extensions.code).toBe('INVALID_CREDENTIALS');
      expect((await login('marc@example.com', 'Tempete-De-Neige-42', '198.51.100.2')).body.data.login).toBeTruthy();
      const stored = await env.dataSource.getRepository(User).findOneOrFail({ where: { id: user.id }, select: { passwordHash: true, passwordChangedAt: true } });
      expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
      expect(stored.passwordChangedAt.toISOString()).toBe(new Date(TEST_NOW.getTime() + 1000).toISOString());
      expect(JSON.stringify(res.body)).not.toContain('argon2');
    });

    it('wants both fields: "Remplis les deux champs."', async () => {
      const user = await insertUser(env.dataSource);
      const res = await change(await validToken(user), { currentPassword: '', newPassword: '' });
      expect(errorOf(res)?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { currentPassword: 'Remplis les deux champs.', newPassword: 'Remplis les deux champs.' },
      });
    });

    it('refuses a wrong current password, and counts it like a failed sign-in', async () => {
      const user = await insertUser(env.dataSource);
      const token = await validToken(user);
      const res = await change(token, { currentPassword: 'pas-le-bon', newPassword: 'Tempete-De-Neige-42' });
      expect(errorOf(res)?.extensions).toMatchObject({ code: 'INVALID_CURRENT_PASSWORD', fieldErrors: { currentPassword: 'Mot de passe actuel incorrect.' } });
      expect(await env.dataSource.getRepository(LoginAttempt).countBy({ email: user.email })).toBe(1);
      expect((await me(token)).body.data.me).toBeTruthy();
    });

    it.each([
      ['court', 'Le mot de passe doit contenir au moins 10 caractères.'],
      ['jean.tremblay-2026', 'Le mot de passe ne doit pas contenir la partie de l’adresse courriel avant le @.'],
      ['x'.repeat(201), 'Ce champ ne peut dépasser 200 caractères.'],
      // issue #32: common, French and repeated passwords (zxcvbn with its French dictionary).
      ['Password123!', 'Ce mot de passe est trop facile à deviner (Ce mot de passe est similaire à un mot de passe couramment utilisé). Allongez-le avec des mots peu courants, sans suite ni répétition.'],
      ['Motdepasse1!', 'Ce mot de passe est trop facile à deviner. Allongez-le avec des mots peu courants, sans suite ni répétition.'],
      ['aaaaaaaaaa', expect.stringMatching(/^Ce mot de passe est trop facile à deviner \(Les caractères répétés/)],
    ])('refuses the weak password %j', async (newPassword, message) => {
      const user = await insertUser(env.dataSource, { email: 'jean.tremblay@example.com' });
      const res = await change(await validToken(user), { currentPassword: FIXTURE_PASSWORD, newPassword });
      expect(errorOf(res)).toMatchObject({ message, extensions: { code: 'WEAK_PASSWORD', fieldErrors: { newPassword: message } } });
    });
  });

  describe('changePasswordLegacy (the REST path’s operation)', () => {
    const legacy = (token: string, input: Record<string, unknown>) => graphqlRequest(env.app, { query: CHANGE_LEGACY, variables: { input }, token });

    it('accepts the new password alone from a session signed in within 15 minutes', async () => {
      const user = await insertUser(env.dataSource);
      const token = await validToken(user, new Date(TEST_NOW.getTime() - 15 * MINUTE));
      expect((await legacy(token, { newPassword: 'Tempete-De-Neige-42' })).body.errors).toBeUndefined();
    });

    it('wants the current password from an older session', async () => {
      const user = await insertUser(env.dataSource);
      const token = await validToken(user, new Date(TEST_NOW.getTime() - 16 * MINUTE));
      expect(errorOf(await legacy(token, { newPassword: 'Tempete-De-Neige-42' }))?.extensions.code).toBe('REAUTHENTICATION_REQUIRED');
      expect(errorOf(await legacy(token, { newPassword: 'Tempete-De-Neige-42', currentPassword: 'faux' }))?.extensions.code).toBe(
        'INVALID_CURRENT_PASSWORD',
      );
      expect((await legacy(token, { newPassword: 'Tempete-De-Neige-42', currentPassword: FIXTURE_PASSWORD })).body.errors).toBeUndefined();
    });
  });
});
