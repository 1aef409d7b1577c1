import { createHash, randomBytes } from 'node:crypto';
import { DataSource, LessThan, MoreThan } from 'typeorm';
import { inTransaction } from '../../kernel/transactions';
import { actingUserId, principalRole, requireSessionUser, RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { greetingName } from '../../shared/display-name';
import { ErrorCode } from '../../shared/errors';
import { passwordProblem } from '../../shared/password-policy';
import { PEOPLE_MESSAGES as M } from '../../shared/people.messages.fr';
import { isAdminRole, Role } from '../../shared/roles';
import type { FeatureServices } from '../../kernel/feature';
import { hashPassword, normaliseEmail, User } from '../users/users.public';
import { Session } from './auth.results';
import { SessionTokens } from './session-tokens';
import { PasswordReset, PasswordResetRequest, StaffSessionRevocation } from './staff-session.entities';

export const PASSWORD_RESET = {
  ttlMs: 30 * 60_000,
  windowMs: 60 * 60_000,
  /** Requests per e-mail (known or not) and per address within the window. */
  perEmail: 3,
  perIp: 10,
} as const;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const parseId = (id: string): number => (/^\d{1,15}$/.test(id) ? Number(id) : -1);

/**
 * Staff sessions on the server and password recovery (issue #27). Sign-out records the token's
 * `jti` as revoked (the Authenticator refuses it); "end every session" moves the account's
 * `sessionsRevokedAt`; a password change moves `passwordChangedAt` (every older token refused).
 * Reset links are 32 random bytes, stored as SHA-256, valid 30 minutes, used once.
 */
export class StaffAccessService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionTokens,
    private readonly mail: FeatureServices['mail'],
    private readonly publicUrl: string,
  ) {}

  /** Ends the calling session on the server: its token is refused from the next request on. */
  async logout(ctx: RequestContext): Promise<boolean> {
    const me = requireSessionUser(ctx);
    if (!me.sessionId || !me.sessionExpiresAt) return true;
    await this.dataSource
      .getRepository(StaffSessionRevocation)
      .createQueryBuilder()
      .insert()
      .values({ jti: me.sessionId, userId: me.id, revokedAt: ctx.now, expiresAt: me.sessionExpiresAt })
      .orIgnore()
      .execute();
    await this.dataSource.getRepository(StaffSessionRevocation).delete({ expiresAt: LessThan(ctx.now) });
    ctx.log.info({ userId: me.id }, 'déconnexion');
    return true;
  }

  /** ADMIN and up (admin accounts: SUPERADMIN): every session of the person ends now (lost phone). */
  async endSessions(ctx: RequestContext, userId: string): Promise<User> {
    const target = await this.target(ctx, userId);
    await this.dataSource.getRepository(User).update({ id: target.id }, { sessionsRevokedAt: ctx.now });
    ctx.log.info({ userId: target.id, by: actingUserId(ctx) }, 'sessions fermées');
    return { ...target, sessionsRevokedAt: ctx.now };
  }

  /** ADMIN and up: the next sign-in must choose a new password; current sessions end. */
  async forcePasswordChange(ctx: RequestContext, userId: string): Promise<User> {
    const target = await this.target(ctx, userId);
    await this.dataSource.getRepository(User).update({ id: target.id }, { mustChangePassword: true, sessionsRevokedAt: ctx.now });
    ctx.log.info({ userId: target.id, by: actingUserId(ctx) }, 'changement de mot de passe exigé');
    return { ...target, mustChangePassword: true, sessionsRevokedAt: ctx.now };
  }

  /** ADMIN and up: e-mails the person a reset link (same link as "Mot de passe oublié ?"). */
  async sendResetLink(ctx: RequestContext, userId: string): Promise<boolean> {
    const target = await this.target(ctx, userId);
    await this.issueLink(ctx, target, actingUserId(ctx));
    ctx.log.info({ userId: target.id, by: actingUserId(ctx) }, 'lien de réinitialisation envoyé par un administrateur');
    return true;
  }

  /**
   * Public: "Mot de passe oublié ?". The same answer, after the same work, whether the e-mail has
   * an (enabled) account or not; RATE_LIMITED beyond 3 requests per e-mail or 10 per address an hour.
   */
  async requestReset(ctx: RequestContext, rawEmail: string): Promise<string> {
    const email = normaliseEmail(rawEmail).slice(0, 254);
    const ip = (ctx.ip ?? 'unknown').slice(0, 64);
    const since = new Date(ctx.now.getTime() - PASSWORD_RESET.windowMs);
    const repo = this.dataSource.getRepository(PasswordResetRequest);
    const [byEmail, byIp] = await Promise.all([
      repo.find({ where: { email, at: MoreThan(since) }, order: { at: 'ASC' } }),
      repo.find({ where: { ip, at: MoreThan(since) }, order: { at: 'ASC' } }),
    ]);
    const blocking = [byEmail.length >= PASSWORD_RESET.perEmail ? byEmail[byEmail.length - PASSWORD_RESET.perEmail]! : null, byIp.length >= PASSWORD_RESET.perIp ? byIp[byIp.length - PASSWORD_RESET.perIp]! : null]
      .filter((row): row is PasswordResetRequest => row !== null)
      .map((row) => row.at.getTime() + PASSWORD_RESET.windowMs);
    if (blocking.length) {
      const retryAfter = Math.max(1, Math.ceil((Math.max(...blocking) - ctx.now.getTime()) / 1000));
      throw new AppError(ErrorCode.RATE_LIMITED, M.resetRateLimited(Math.ceil(retryAfter / 60)), undefined, retryAfter);
    }
    await repo.insert({ email, ip, at: ctx.now });
    await repo.delete({ at: LessThan(new Date(ctx.now.getTime() - 24 * 3600_000)) });
    const account = email ? await this.dataSource.getRepository(User).findOneBy({ email }) : null;
    if (account && !account.disabledAt) await this.issueLink(ctx, account, null);
    else hashToken(randomBytes(32).toString('base64url')); // the same hashing work as a real link
    ctx.log.info({ ip }, 'demande de réinitialisation');
    return M.resetRequested;
  }

  /** Public: sets the new password from a valid link, ends every other session and signs in. */
  async resetPassword(ctx: RequestContext, token: string, newPassword: string): Promise<Session> {
    const invalid = () => new AppError(ErrorCode.BAD_USER_INPUT, M.resetLinkInvalid, { token: M.resetLinkInvalid });
    const tokenHash = hashToken(token);
    const account = await inTransaction(this.dataSource, async (em) => {
      const link = await em.getRepository(PasswordReset).findOneBy({ tokenHash });
      if (!link || link.usedAt || link.expiresAt.getTime() <= ctx.now.getTime()) throw invalid();
      const user = await em.getRepository(User).findOneBy({ id: link.userId });
      if (!user || user.disabledAt) throw invalid();
      const problem = passwordProblem(newPassword, user.email);
      if (problem) throw new AppError(ErrorCode.WEAK_PASSWORD, problem, { newPassword: problem });
      const claimed = await em
        .createQueryBuilder()
        .update(PasswordReset)
        .set({ usedAt: ctx.now })
        .where('id = :id AND usedAt IS NULL', { id: link.id })
        .execute();
      if (claimed.affected !== 1) throw invalid();
      // Every other link of the person dies with this one.
      await em.createQueryBuilder().update(PasswordReset).set({ usedAt: ctx.now }).where('userId = :id AND usedAt IS NULL', { id: user.id }).execute();
      await em.getRepository(User).update({ id: user.id }, { passwordHash: await hashPassword(newPassword), passwordChangedAt: ctx.now, mustChangePassword: false });
      return { ...user, passwordChangedAt: ctx.now, mustChangePassword: false };
    });
    ctx.log.info({ userId: account.id }, 'mot de passe réinitialisé');
    const { token: sessionToken, expiresAt } = await this.sessions.issue(account, ctx.now);
    return Object.assign(new Session(), { token: sessionToken, expiresAt, user: account });
  }

  private async issueLink(ctx: RequestContext, user: User, requestedById: number | null): Promise<void> {
    const secret = randomBytes(32).toString('base64url');
    await inTransaction(this.dataSource, async (em) => {
      await em.getRepository(PasswordReset).insert({
        userId: user.id,
        tokenHash: hashToken(secret),
        createdAt: ctx.now,
        expiresAt: new Date(ctx.now.getTime() + PASSWORD_RESET.ttlMs),
        usedAt: null,
        requestedById,
      });
      const link = `${this.publicUrl.replace(/\/$/, '')}/admin/mot-de-passe#jeton=${secret}`;
      await this.mail.queue(ctx, em, {
        to: user.email,
        subject: M.resetMailSubject,
        text: M.resetMailBody(greetingName(user), link, requestedById !== null),
      });
    });
  }

  /** Another account an ADMIN may act on: admin accounts only by a SUPERADMIN. */
  private async target(ctx: RequestContext, userId: string): Promise<User> {
    const target = await this.dataSource.getRepository(User).findOneBy({ id: parseId(userId) });
    if (!target) throw new AppError(ErrorCode.NOT_FOUND);
    if (isAdminRole(target.role) && target.id !== actingUserId(ctx) && principalRole(ctx) !== Role.SUPERADMIN) throw new AppError(ErrorCode.ROLE_NOT_ALLOWED);
    return target;
  }
}
