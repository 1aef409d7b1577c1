import { randomUUID } from 'node:crypto';
import { parseRole, Role } from '../../shared/roles';
import { jose } from '../../kernel/jose';

const ISSUER = 'services-mauricie';
const AUDIENCE = 'back-office';
/** How many verified tokens a process remembers, and for how long (SessionTokens.verify). */
export const VERIFIED_TOKENS = { max: 1_000, ttlMs: 60_000 } as const;

export interface SessionClaims {
  userId: number;
  /** The role when the token was issued; the server uses the account's current role instead. */
  role: Role;
  issuedAt: Date;
  expiresAt: Date;
  jti: string;
}

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

/**
 * Staff session tokens: JWT signed with HS256. Claims: `sub` (user id), `role` (read by the legacy
 * client), `iat`, `exp`, `jti`, `iss`, `aud`. `iat` keeps milliseconds (a fractional NumericDate, as
 * RFC 7519 allows) so a token issued just before a password change is told apart from one issued
 * by it. Verification accepts HS256 only (no `none`, no other algorithm) and uses the request clock.
 */
export class SessionTokens {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature and claims this process already checked (issue #31: the HMAC through
   * WebCrypto was 5 % of a staff request's CPU). Only what the token itself proves is remembered —
   * it is signed, so the same string always carries the same claims; its expiry is checked again
   * against each request's clock, and the account, its revocations and the session's are still read
   * from the database on every request (authenticator.ts), so a revocation applies at once.
   */
  private readonly verified = new Map<string, { claims: SessionClaims; until: number }>();

  constructor(private readonly options: { secret: string; ttlSeconds: number }) {
    this.key = new TextEncoder().encode(options.secret);
  }

  async issue(user: { id: number; role: Role }, now: Date): Promise<IssuedSession> {
    const expiresAt = new Date((Math.floor(now.getTime() / 1000) + this.options.ttlSeconds) * 1000);
    const { SignJWT } = jose();
    const token = await new SignJWT({ role: user.role, iat: now.getTime() / 1000 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setExpirationTime(expiresAt)
      .setJti(randomUUID())
      .sign(this.key);
    return { token, expiresAt };
  }

  /** The claims of a valid, unexpired token signed with our key; null for anything else. */
  async verify(token: string, now: Date): Promise<SessionClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      // jose's rule: expired when exp ≤ the current second.
      if (known.claims.expiresAt.getTime() / 1000 > Math.floor(now.getTime() / 1000) && performance.now() < known.until) return known.claims;
      this.verified.delete(token);
    }
    const claims = await this.check(token, now);
    if (claims) this.remember(token, claims);
    return claims;
  }

  private remember(token: string, claims: SessionClaims): void {
    if (this.verified.size >= VERIFIED_TOKENS.max) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, { claims, until: performance.now() + VERIFIED_TOKENS.ttlMs });
  }

  private async check(token: string, now: Date): Promise<SessionClaims | null> {
    try {
      const { payload } = await jose().jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: now,
        requiredClaims: ['sub', 'iat', 'exp', 'jti'],
      });
      const role = parseRole(payload.role);
      if (!role || !/^\d{1,15}$/.test(payload.sub ?? '') || typeof payload.jti !== 'string') return null;
      return {
        userId: Number(payload.sub),
        role,
        issuedAt: new Date(Math.round(payload.iat! * 1000)),
        expiresAt: new Date(payload.exp! * 1000),
        jti: payload.jti,
      };
    } catch {
      return null;
    }
  }
}
