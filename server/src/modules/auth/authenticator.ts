import { DataSource, EntityMetadata } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { AuthenticatedApiToken, AuthenticatedUser } from '../../kernel/context';
import { displayName } from '../../shared/display-name';
import { parseRole } from '../../shared/roles';
import { User } from '../users/users.public';
import { API_TOKEN_PREFIX, ApiTokensService } from './api-tokens.service';
import { SessionTokens } from './session-tokens';
import { StaffSessionRevocation } from './staff-session.entities';

/** What the check reads of the account (never its password hash). */
const ACCOUNT_COLUMNS = ['id', 'email', 'name', 'firstName', 'lastName', 'role', 'mustChangePassword', 'passwordChangedAt', 'sessionsRevokedAt', 'disabledAt'] as const;
type AccountRow = Pick<User, (typeof ACCOUNT_COLUMNS)[number]>;

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

  private statement: { sql: string; columns: ColumnMetadata[] } | null = null;

  /**
   * The account's columns this check needs and this session's revocation (a sub-select), as one
   * parameterized statement built once from the entities' metadata (issue #31: TypeORM's query
   * builder was about 80 % of the check's CPU on every staff request). Values are hydrated by the
   * driver as the repository would (dates, booleans): the same SQL on SQLite and MariaDB.
   */
  private accountStatement(): { sql: string; columns: ColumnMetadata[] } {
    if (this.statement) return this.statement;
    const { driver } = this.dataSource;
    const user = this.dataSource.getMetadata(User);
    const revocation = this.dataSource.getMetadata(StaffSessionRevocation);
    const column = (metadata: EntityMetadata, property: string) => metadata.findColumnWithPropertyName(property)!;
    const columns = ACCOUNT_COLUMNS.map((property) => column(user, property));
    const sql =
      `SELECT ${columns.map((c) => driver.escape(c.databaseName)).join(', ')}, ` +
      `(SELECT 1 FROM ${driver.escape(revocation.tableName)} WHERE ${driver.escape(column(revocation, 'jti').databaseName)} = ?) AS ${driver.escape('sessionRevoked')} ` +
      `FROM ${driver.escape(user.tableName)} WHERE ${driver.escape(column(user, 'id').databaseName)} = ?`;
    return (this.statement = { sql, columns });
  }

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
    const { sql, columns } = this.accountStatement();
    const raw = ((await this.dataSource.query(sql, [claims.jti, claims.userId])) as Record<string, unknown>[])[0];
    const account = raw ? (Object.fromEntries(columns.map((column) => [column.propertyName, this.dataSource.driver.prepareHydratedValue(raw[column.databaseName], column)])) as AccountRow) : undefined;
    const role = account ? parseRole(account.role) : null;
    if (!account || !role || account.disabledAt) return REJECTED;
    if (claims.issuedAt.getTime() < account.passwordChangedAt.getTime()) return REJECTED;
    // Ended on the server: every session of the account (lost phone, forced change), or this one (sign-out).
    if (account.sessionsRevokedAt && claims.issuedAt.getTime() < account.sessionsRevokedAt.getTime()) return REJECTED;
    if (raw!.sessionRevoked != null) return REJECTED;
    return {
      user: { id: account.id, email: account.email, role, sessionIssuedAt: claims.issuedAt, sessionId: claims.jti, sessionExpiresAt: claims.expiresAt, mustChangePassword: account.mustChangePassword, displayName: displayName(account) },
      apiToken: null,
      credentialRejected: false,
    };
  }
}
