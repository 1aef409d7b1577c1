import argon2 from 'argon2';
import { decodeJwt } from 'jose';
import { User } from '../../server/src/modules/users/user.entity';
import { FIXTURE_PASSWORD, insertUser } from '../../server/src/modules/users/users.fixtures';
import { Role } from '../../server/src/shared/roles';
import { TEST_NOW, useClockedTestApp } from '../../server/src/testing/app';
import { describeEachDb } from '../../server/src/testing/db';
import { restRequest } from '../../server/src/testing/requests';
import { forgedTokens, validToken } from '../../server/src/testing/tokens';

const MINUTE = 60_000;

describeEachDb('REST sign-in and own account (/api/admin/login, me, change-password)', (kind) => {
  const env = useClockedTestApp(kind);

  const login = (body: unknown, ip = '203.0.113.5', token?: string) => restRequest(env.app, 'post', '/api/admin/login', { body, ip, token });

  describe('POST /api/admin/login', () => {
    it('answers 200 { token } whose payload carries role and exp, as the legacy client reads them', async () => {
      const user = await insertUser(env.dataSource, { role: Role.MANAGER });
      const res = await login({ email: user.email, password: FIXTURE_PASSWORD });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['token']);
      expect(decodeJwt(res.body.token)).toMatchObject({ role: 'MANAGER', exp: TEST_NOW.getTime() / 1000 + 12 * 3600, sub: String(user.id) });
      expect(JSON.stringify(res.body)).not.toContain('argon2');
    });

    it('answers an unknown e-mail and a wrong password with the same 401 body and the same argon2id work', async () => {
      const user = await insertUser(env.dataSource);
      await login({ email: 'rechauffement@example.com', password: 'x' }, '198.51.100.250'); // builds the dummy hash once
      const verify = jest.spyOn(argon2, 'verify');
      const hash = jest.spyOn(argon2, 'hash');
      try {
        const bodies = new Set<string>();
        const work: Record<'unknown' | 'wrong', { verify: number; hash: number; params: string[] }> = {
          unknown: { verify: 0, hash: 0, params: [] },
          wrong: { verify: 0, hash: 0, params: [] },
        };
        for (const [i, kind] of (['unknown', 'wrong'] as const).entries()) {
          verify.mockClear();
          hash.mockClear();
          const res = await login(
            kind === 'unknown' ? { email: 'inconnu@example.com', password: 'Mauvais-1234' } : { email: user.email, password: 'Mauvais-1234' },
            `198.51.100.${i}`,
          );
          expect(res.status).toBe(401);
          bodies.add(JSON.stringify(res.body));
          // The argon2id parameters (memory, passes) are in the hash the password is checked against.
          work[kind] = {
            verify: verify.mock.calls.length,
            hash: hash.mock.calls.length,
            params: verify.mock.calls.map(([stored]) => String(stored).split('$').slice(1, 4).join('$')),
          };
        }
        expect([...bodies]).toEqual([JSON.stringify({ error: 'Identifiants invalides', code: 'INVALID_CREDENTIALS' })]);
        // Response time is dominated by one argon2id check with the same cost on both paths
        // (asserted on the work done, not on a wall env.clock that a busy machine makes noisy).
        expect(work.unknown).toEqual(work.wrong);
        expect(work.wrong.verify).toBe(1);
      } finally {
        verify.mockRestore();
        hash.mockRestore();
      }
    });

    it('answers 400 with French messages for missing fields', async () => {
      const res = await login({});
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'L’adresse courriel est requise.',
        code: 'BAD_USER_INPUT',
        fieldErrors: { email: 'L’adresse courriel est requise.', password: 'Le mot de passe est requis.' },
      });
    });

    it('answers 429 with Retry-After and a French message on the 6th try within 15 minutes, then lets the user in once the window passes', async () => {
      const user = await insertUser(env.dataSource);
      for (let i = 0; i < 5; i += 1) expect((await login({ email: user.email, password: 'mauvais' })).status).toBe(401);
      const blocked = await login({ email: user.email, password: FIXTURE_PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.headers['retry-after']).toBe('900');
      expect(blocked.body).toEqual({ error: 'Trop de tentatives de connexion. Réessayez dans 15 minutes.', code: 'RATE_LIMITED' });
      env.clock = new Date(TEST_NOW.getTime() + 15 * MINUTE);
      expect((await login({ email: user.email, password: FIXTURE_PASSWORD })).status).toBe(200);
    });

    it('is not blocked by a stale or forged token the browser still sends', async () => {
      const user = await insertUser(env.dataSource);
      const { expired, otherKey } = await forgedTokens(user);
      expect((await login({ email: user.email, password: FIXTURE_PASSWORD }, undefined, expired)).status).toBe(200);
      expect((await login({ email: user.email, password: FIXTURE_PASSWORD }, undefined, otherKey)).status).toBe(200);
    });
  });

  describe('GET /api/admin/me', () => {
    it('answers 200 with the signed-in account', async () => {
      const user = await insertUser(env.dataSource, { role: Role.EMPLOYEE, name: 'Zoé' });
      const res = await restRequest(env.app, 'get', '/api/admin/me', { token: await validToken(user) });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: user.id, email: user.email, name: 'Zoé', role: 'EMPLOYEE', createdAt: user.createdAt.toISOString() });
    });

    it('answers 401 "Jeton manquant" without a token and 401 for a refused one', async () => {
      const res = await restRequest(env.app, 'get', '/api/admin/me');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Jeton manquant', code: 'UNAUTHENTICATED' });
      const user = await insertUser(env.dataSource);
      const expired = await restRequest(env.app, 'get', '/api/admin/me', { token: (await forgedTokens(user)).expired });
      expect(expired.status).toBe(401);
      expect(expired.body.error).toBe('Session expirée. Merci de vous reconnecter.');
    });
  });

  describe('POST /api/admin/change-password', () => {
    const change = (token: string, body: unknown) => restRequest(env.app, 'post', '/api/admin/change-password', { token, body });

    it('accepts the documented { newPassword } from a recent session, answers a new token, and refuses the old one', async () => {
      const user = await insertUser(env.dataSource);
      const old = await validToken(user, new Date(TEST_NOW.getTime() - 5 * MINUTE));
      const res = await change(old, { newPassword: 'Souffleuse-A-Neige-9' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Mot de passe modifié.', token: expect.any(String) });
      env.clock = new Date(TEST_NOW.getTime() + 1000);
      expect((await restRequest(env.app, 'get', '/api/admin/me', { token: old })).status).toBe(401);
      expect((await restRequest(env.app, 'get', '/api/admin/me', { token: res.body.token })).status).toBe(200);
      expect((await login({ email: user.email, password: 'Souffleuse-A-Neige-9' })).status).toBe(200);
    });

    it('wants currentPassword from a session older than 15 minutes (403), and checks it when given (400)', async () => {
      const user = await insertUser(env.dataSource);
      const token = await validToken(user, new Date(TEST_NOW.getTime() - 20 * MINUTE));
      const refused = await change(token, { newPassword: 'Souffleuse-A-Neige-9' });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('REAUTHENTICATION_REQUIRED');
      const wrong = await change(token, { newPassword: 'Souffleuse-A-Neige-9', currentPassword: 'faux' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ code: 'INVALID_CURRENT_PASSWORD', fieldErrors: { currentPassword: 'Mot de passe actuel incorrect.' } });
      expect((await change(token, { newPassword: 'Souffleuse-A-Neige-9', currentPassword: FIXTURE_PASSWORD })).status).toBe(200);
    });

    it('answers 400 "Remplis les deux champs." without a new password, and WEAK_PASSWORD for a short one', async () => {
      const user = await insertUser(env.dataSource);
      const token = await validToken(user);
      expect((await change(token, {})).body).toMatchObject({ error: 'Remplis les deux champs.', code: 'BAD_USER_INPUT' });
      const weak = await change(token, { newPassword: 'court' });
      expect(weak.status).toBe(400);
      expect(weak.body).toMatchObject({ error: 'Le mot de passe doit contenir au moins 10 caractères.', code: 'WEAK_PASSWORD' });
    });

    it('answers 401 without a session', async () => {
      expect((await restRequest(env.app, 'post', '/api/admin/change-password', { body: { newPassword: 'Souffleuse-A-Neige-9' } })).status).toBe(401);
    });
  });

  describe('DELETE /api/admin/me', () => {
    it('deletes the account for real (204) and its token stops working', async () => {
      const user = await insertUser(env.dataSource, { role: Role.MANAGER });
      const token = await validToken(user);
      const res = await restRequest(env.app, 'delete', '/api/admin/me', { token });
      expect(res.status).toBe(204);
      expect(await env.dataSource.getRepository(User).existsBy({ id: user.id })).toBe(false);
      expect((await restRequest(env.app, 'get', '/api/admin/me', { token })).status).toBe(401);
    });

    it('answers 409 for the last SUPERADMIN', async () => {
      const user = await insertUser(env.dataSource, { role: Role.SUPERADMIN });
      const res = await restRequest(env.app, 'delete', '/api/admin/me', { token: await validToken(user) });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: 'Le dernier superadministrateur ne peut être ni supprimé, ni rétrogradé, ni désactivé.', code: 'LAST_SUPERADMIN' });
    });
  });
});
