import { DataSource } from 'typeorm';
import { AuthenticatedApiToken, AuthenticatedUser } from '../../kernel/context';
import { displayName } from '../../shared/display-name';
import { parseRole } from '../../shared/roles';
import { User } from '../users/users.public';
import { API_TOKEN_PREFIX, ApiTokensService } from './api-tokens.service';
import { SessionTokens } from './session-tokens';
import { StaffSessionRevocation } from './staff-session.entities';

export interface Authentication {
  user: AuthenticatedUser | null;
  apiToken: AuthenticatedApiToken | null;
  /** A credential was sent but refused: the request continues as anonymous. */
  credentialRejected: boolean;
}

/** No credential at all (what `authenticate` answers without an Authorization header). */
export const ANONYMOUS: Authentication = { user: null, apiToken: null, credentialRejected: false };
const REJECTED: Authentication = { user: null, apiToken: null, credentialRejected: true };

/**
 * Reads `Authorization: Bearer …` on every request. A session token is checked (signature,
 * expiry) and its account re-read from the database, so a deleted, disabled or demoted account
 * loses its access at once, and a token issued before the last password change is refused.
 * A `smk_…` secret is an integrator API token. A refused credential makes the request anonymous:
 * public operations still work (a stale token in the browser must not block signing in again),
 * every protected one answers UNAUTHENTICATED.
 */
export class Authenticator {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionTokens,
    private readonly apiTokens: ApiTokensService,
  ) {}

  async authenticate(authorization: string | undefined, now: Date): Promise<Authentication> {
    if (!authorization) return ANONYMOUS;
    const credential = /^Bearer[ \t]+(\S{1,4096})[ \t]*$/i.exec(authorization)?.[1];
    if (!credential) return REJECTED;

    if (credential.startsWith(API_TOKEN_PREFIX)) {
      const apiToken = await this.apiTokens.authenticate(credential, now);
      return apiToken ? { user: null, apiToken, credentialRejected: false } : REJECTED;
    }

    const claims = await this.sessions.verify(credential, now);
    if (!claims) return REJECTED;
    // The account and this session's revocation in one statement (issue #31: one round trip fewer on
    // every staff request); both are read on every request, so a change applies at once.
    const { entities, raw } = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('account')
      .addSelect((sub) => sub.select('1').from(StaffSessionRevocation, 'revocation').where('revocation.jti = :jti'), 'sessionRevoked')
      .where('account.id = :id', { id: claims.userId, jti: claims.jti })
      .getRawAndEntities<{ sessionRevoked: unknown }>();
    const account = entities[0];
    const role = account ? parseRole(account.role) : null;
    if (!account || !role || account.disabledAt) return REJECTED;
    if (claims.issuedAt.getTime() < account.passwordChangedAt.getTime()) return REJECTED;
    // Ended on the server: every session of the account (lost phone, forced change), or this one (sign-out).
    if (account.sessionsRevokedAt && claims.issuedAt.getTime() < account.sessionsRevokedAt.getTime()) return REJECTED;
    if (raw[0]?.sessionRevoked != null) return REJECTED;
    return {
      user: { id: account.id, email: account.email, role, sessionIssuedAt: claims.issuedAt, sessionId: claims.jti, sessionExpiresAt: claims.expiresAt, mustChangePassword: account.mustChangePassword, displayName: displayName(account) },
      apiToken: null,
      credentialRejected: false,
    };
  }
}
