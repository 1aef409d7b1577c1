import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DataSource, LessThan } from 'typeorm';
import type { AuthenticatedClient } from '../../kernel/context';
import { CLIENT_ACCESS } from '../../shared/portal.messages.fr';
import { ClientProfile, ClientSessionRevocation } from './portal.entities';
import { jose } from '../../kernel/jose';

const ISSUER = 'services-mauricie';
/** Not the staff audience ('back-office'): a client token never opens a staff operation, nor the reverse. */
export const CLIENT_AUDIENCE = 'client-portal';
/** The session cookie: httpOnly, SameSite=Strict, Path=/ (Secure and the __Host- prefix over https). */
export const CLIENT_COOKIE = 'client_session';
export const CLIENT_COOKIE_SECURE = '__Host-client_session';

/** A signed-in portal client (the session's e-mail address scopes every client operation), with its session's id for sign-out. */
const sessionOf = new WeakMap<AuthenticatedClient, { id: string; expiresAt: Date }>();

/** SHA-256 hex of a link token (only this is stored). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** 256 random bits, base64url (43 characters). */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The e-mail as stored on requests: trimmed, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Client session tokens: HS256 JWTs with audience `client-portal`, `sub` = the e-mail address and
 * `epoch` = the client's session epoch when issued. Verification re-reads the epoch from
 * `client_profile`, so "Me déconnecter de tous les appareils" (epoch + 1) ends every session at once.
 */
export class ClientSessions {
  private readonly key: Uint8Array;

  constructor(
    private readonly dataSource: DataSource,
    secret: string,
    private readonly secureCookie: boolean,
  ) {
    // A key derived for this audience, so even a bug mixing up the verifiers could not accept a staff token.
    this.key = createHash('sha256').update(`client-portal:${secret}`).digest();
  }

  get cookieName(): string {
    return this.secureCookie ? CLIENT_COOKIE_SECURE : CLIENT_COOKIE;
  }

  async issue(email: string, epoch: number, now: Date): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date((Math.floor(now.getTime() / 1000) + CLIENT_ACCESS.sessionDays * 86_400) * 1000);
    const { SignJWT } = jose();
    const token = await new SignJWT({ epoch, iat: Math.floor(now.getTime() / 1000) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(email)
      .setIssuer(ISSUER)
      .setAudience(CLIENT_AUDIENCE)
      .setExpirationTime(expiresAt)
      .setJti(randomUUID())
      .sign(this.key);
    return { token, expiresAt };
  }

  /** The client of a valid token whose epoch is still current; null otherwise. */
  async verify(token: string, now: Date): Promise<AuthenticatedClient | null> {
    let email: string;
    let epoch: number;
    let sessionId: string;
    let expiresAt: Date;
    try {
      const { payload } = await jose().jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: CLIENT_AUDIENCE,
        currentDate: now,
        requiredClaims: ['sub', 'exp', 'jti'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.epoch !== 'number' || typeof payload.jti !== 'string') return null;
      email = payload.sub;
      epoch = payload.epoch;
      sessionId = payload.jti;
      expiresAt = new Date((payload.exp ?? 0) * 1000);
    } catch {
      return null;
    }
    const [profile, revoked] = await Promise.all([
      this.dataSource.getRepository(ClientProfile).findOne({ where: { email }, select: { email: true, sessionEpoch: true } }),
      this.dataSource.getRepository(ClientSessionRevocation).existsBy({ jti: sessionId }),
    ]);
    if ((profile?.sessionEpoch ?? 0) !== epoch || revoked) return null;
    const client: AuthenticatedClient = { email, epoch };
    sessionOf.set(client, { id: sessionId, expiresAt });
    return client;
  }

  /** Refuses this one session from now on (its cookie may still be sent by a copy of it); expired revocations go. */
  async revoke(client: AuthenticatedClient, now: Date): Promise<void> {
    const session = sessionOf.get(client);
    if (!session) return;
    const repo = this.dataSource.getRepository(ClientSessionRevocation);
    await repo.upsert({ jti: session.id, expiresAt: session.expiresAt }, ['jti']);
    await repo.delete({ expiresAt: LessThan(now) });
  }

  /** The cookie value from a Cookie header (either name). */
  readCookie(header: string | undefined): string | null {
    if (!header) return null;
    for (const part of header.split(';')) {
      const index = part.indexOf('=');
      if (index < 0) continue;
      const name = part.slice(0, index).trim();
      if (name === this.cookieName) return part.slice(index + 1).trim() || null;
    }
    return null;
  }

  setCookieHeader(token: string, expiresAt: Date): string {
    return `${this.cookieName}=${token}; Path=/; Expires=${expiresAt.toUTCString()}; HttpOnly; SameSite=Strict${this.secureCookie ? '; Secure' : ''}`;
  }

  clearCookieHeader(): string {
    return `${this.cookieName}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict${this.secureCookie ? '; Secure' : ''}`;
  }
}
