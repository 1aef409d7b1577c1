import { decodeJwt, decodeProtectedHeader } from 'jose';
import { Role } from '../../shared/roles';
import { TEST_JWT_SECRET, TEST_NOW } from '../../testing/app';
import { forgedTokens } from '../../testing/tokens';
import { SessionTokens } from './session-tokens';

describe('SessionTokens', () => {
  const sessions = new SessionTokens({ secret: TEST_JWT_SECRET, ttlSeconds: 12 * 3600 });
  const user = { id: 42, role: Role.MANAGER };

  it('issues an HS256 JWT with sub, role, iat, exp (12 h later), jti, iss and aud', async () => {
    const { token, expiresAt } = await sessions.issue(user, TEST_NOW);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(token);
    expect(claims).toEqual({
      sub: '42',
      role: 'MANAGER',
      iat: TEST_NOW.getTime() / 1000,
      exp: TEST_NOW.getTime() / 1000 + 12 * 3600,
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
      iss: 'services-mauricie',
      aud: 'back-office',
    });
    expect(expiresAt.toISOString()).toBe('2026-11-22T03:00:00.000Z');
    const other = await sessions.issue(user, TEST_NOW);
    expect(decodeJwt(other.token).jti).not.toBe(claims.jti);
  });

  it('keeps the milliseconds of the issue time in iat', async () => {
    const at = new Date(TEST_NOW.getTime() + 1234);
    const { token } = await sessions.issue(user, at);
    expect(decodeJwt(token).iat).toBe(at.getTime() / 1000);
    expect((await sessions.verify(token, at))?.issuedAt.toISOString()).toBe(at.toISOString());
  });

  it('verifies its own token with the request clock, until exp', async () => {
    const { token } = await sessions.issue(user, TEST_NOW);
    expect(await sessions.verify(token, TEST_NOW)).toMatchObject({ userId: 42, role: Role.MANAGER });
    const justBefore = new Date(TEST_NOW.getTime() + 12 * 3600_000 - 1000);
    expect(await sessions.verify(token, justBefore)).not.toBeNull();
    expect(await sessions.verify(token, new Date(TEST_NOW.getTime() + 12 * 3600_000))).toBeNull();
  });

  it('remembers a verified token without trusting it past exp, and never an edited copy of it', async () => {
    const { token } = await sessions.issue(user, TEST_NOW);
    const first = await sessions.verify(token, TEST_NOW);
    expect(await sessions.verify(token, TEST_NOW)).toBe(first); // the second check is the remembered one
    const [header, payload, signature = ''] = token.split('.');
    const edited = `${header}.${payload}.${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    expect(await sessions.verify(edited, TEST_NOW)).toBeNull();
    expect(await sessions.verify(token, new Date(TEST_NOW.getTime() + 12 * 3600_000 + 1))).toBeNull();
    expect(await sessions.verify(token, TEST_NOW)).toEqual(first); // checked again after being dropped
    const other = new SessionTokens({ secret: `${TEST_JWT_SECRET}-autre`, ttlSeconds: 3600 });
    expect(await other.verify(token, TEST_NOW)).toBeNull(); // another key never sees this process's list
  });

  it.each(['expired', 'otherKey', 'editedRole', 'algNone', 'otherAudience'])('refuses a %s token', async (kind) => {
    const tokens = await forgedTokens(user);
    expect(await sessions.verify(tokens[kind]!, TEST_NOW)).toBeNull();
  });

  it.each([[''], ['pas-un-jwt'], ['a.b.c'], ['smk_abc']])('refuses garbage %j without throwing', async (token) => {
    expect(await sessions.verify(token, TEST_NOW)).toBeNull();
  });
});
