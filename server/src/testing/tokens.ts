import { SignJWT } from 'jose';
import { SessionTokens } from '../modules/auth/session-tokens';
import { Role } from '../shared/roles';
import { TEST_JWT_SECRET, TEST_NOW } from './app';

const TTL = 12 * 3600;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/** A genuine session token of the test app. */
export async function validToken(user: { id: number; role: Role }, now: Date = TEST_NOW): Promise<string> {
  return (await new SessionTokens({ secret: TEST_JWT_SECRET, ttlSeconds: TTL }).issue(user, now)).token;
}

/**
 * Tokens an attacker might send for `user`, each of which the server must refuse:
 * expired, signed with another key, a payload edited after signing (role changed), `alg: none`,
 * and one for another audience.
 */
export async function forgedTokens(user: { id: number; role: Role }, now: Date = TEST_NOW): Promise<Record<string, string>> {
  const genuine = await validToken(user, now);
  const [header, payload, signature] = genuine.split('.') as [string, string, string];
  const claims = decode(payload);
  const expired = (await new SessionTokens({ secret: TEST_JWT_SECRET, ttlSeconds: 3600 }).issue(user, new Date(now.getTime() - 2 * 3600_000))).token;
  const otherKey = (await new SessionTokens({ secret: 'une-autre-cle-que-celle-du-serveur-0123456789', ttlSeconds: TTL }).issue(user, now)).token;
  // Any other role: raised to SUPERADMIN, or lowered for a SUPERADMIN (the payload must change).
  const otherRole = user.role === Role.SUPERADMIN ? Role.EMPLOYEE : Role.SUPERADMIN;
  const editedRole = `${header}.${b64({ ...claims, role: otherRole })}.${signature}`;
  const algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, role: Role.SUPERADMIN })}.`;
  const otherAudience = await new SignJWT({ role: user.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer('services-mauricie')
    .setAudience('autre-application')
    .setIssuedAt(now)
    .setExpirationTime(new Date(now.getTime() + 3600_000))
    .setJti('x')
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
  return { expired, otherKey, editedRole, algNone, otherAudience };
}
