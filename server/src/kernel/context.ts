import { DataSource } from 'typeorm';
import { Logger } from 'pino';
import { AppError } from '../shared/app-error';
import { ErrorCode } from '../shared/errors';
import { AUTH_MESSAGES } from '../shared/messages.fr';
import { Role } from '../shared/roles';

/** A signed-in portal client (the client-portal session cookie): the address it proved to own. */
export interface AuthenticatedClient {
  email: string;
  epoch: number;
}

/** A signed-in staff member (session token), re-read from the database on every request. */
export interface AuthenticatedUser {
  id: number;
  email: string;
  role: Role;
  /** When the session token was issued (for actions that want a recent sign-in). */
  sessionIssuedAt?: Date;
}

/**
 * An integrator API token. It is not a user: operations on "my account" refuse it. Its role is the
 * token's role capped by its creator's current role.
 */
export interface AuthenticatedApiToken {
  id: number;
  name: string;
  role: Role;
  createdById: number;
}

/** Passed explicitly to every service method (Vendure style). */
export interface RequestContext {
  readonly user: AuthenticatedUser | null;
  /** Set (and `user` null) when the request signed in with an integrator API token. */
  readonly apiToken?: AuthenticatedApiToken | null;
  /** True when a credential was sent but refused (expired, bad signature, revoked, account disabled…). */
  readonly credentialRejected?: boolean;
  readonly now: Date;
  readonly dataSource: DataSource;
  readonly log: Logger;
  readonly ip: string | undefined;
  /** The User-Agent header (analytics: device class, bot filter, daily visitor hash; stored only with a quote acceptance). */
  readonly userAgent?: string;
  /** A signed-in portal client (client session cookie, audience client-portal); never set by a staff token. */
  readonly client?: AuthenticatedClient | null;
  /** Adds a Set-Cookie header to the response (the client session cookie); absent outside HTTP. */
  readonly setCookie?: (header: string) => void;
}

/** The role the request acts with, whoever signed it in; null when anonymous. */
export function principalRole(ctx: Pick<RequestContext, 'user' | 'apiToken'>): Role | null {
  return ctx.user?.role ?? ctx.apiToken?.role ?? null;
}

/**
 * The signed-in staff member, for operations on one's own account (or one's own time clock): an
 * integrator API token is refused with SESSION_REQUIRED, nobody at all with UNAUTHENTICATED.
 */
export function requireSessionUser(ctx: Pick<RequestContext, 'user' | 'apiToken' | 'credentialRejected'>): AuthenticatedUser {
  if (ctx.user) return ctx.user;
  if (ctx.apiToken) throw new AppError(ErrorCode.SESSION_REQUIRED);
  throw new AppError(ErrorCode.UNAUTHENTICATED, ctx.credentialRejected ? AUTH_MESSAGES.sessionExpired : undefined);
}

/** The account acting: the signed-in user, or the creator of the API token. */
export function actingUserId(ctx: Pick<RequestContext, 'user' | 'apiToken'>): number | null {
  return ctx.user?.id ?? ctx.apiToken?.createdById ?? null;
}

/**
 * The context of work no request started (a worker, a daily job, an event handler, a command-line
 * script): nobody signed in, no address. One way to build it, instead of object literals by hand.
 */
export function systemContext(now: Date, log: Logger, dataSource: DataSource): RequestContext {
  return { user: null, now, dataSource, log, ip: undefined };
}
