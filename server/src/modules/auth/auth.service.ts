import { DataSource } from 'typeorm';
import { requireSessionUser, RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { AUTH_MESSAGES } from '../../shared/messages.fr';
import { hashNeedsUpgrade, hashPassword, newPasswordProblem, normaliseEmail, User, verifyAgainstDummy, verifyPassword } from '../users/users.public';
import { ChangePasswordInput, LegacyChangePasswordInput, LoginInput } from './auth.inputs';
import { Session } from './auth.results';
import { LoginThrottle } from './login-throttle';
import { SessionTokens } from './session-tokens';

/** Without the current password, a password change needs a sign-in this recent. */
export const RECENT_SIGN_IN_MS = 15 * 60_000;

export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionTokens,
    private readonly throttle: LoginThrottle,
    /**
     * Issue #32: when the account's own wait refuses a try, its owner is e-mailed a reset link (the
     * reset request's limits apply: 3 an hour per e-mail; none for an unknown address). Null = none.
     */
    private readonly sendReset: ((ctx: RequestContext, email: string) => Promise<unknown>) | null = null,
  ) {}

  /**
   * Unknown e-mail, wrong password and disabled account all get INVALID_CREDENTIALS after the same
   * work (an unknown e-mail is checked against a dummy hash). The try is counted before the
   * password is checked; over a limit (LoginThrottle: per address, and per account with growing
   * delays) it is RATE_LIMITED.
   */
  async login(ctx: RequestContext, input: LoginInput): Promise<Session> {
    const email = normaliseEmail(input.email);
    const ip = ctx.ip ?? 'unknown';
    const attempt = await this.countTry(ctx, email, ip);

    const account = await this.findWithHash({ email });
    const matches = account ? await verifyPassword(account.passwordHash, input.password) : await verifyAgainstDummy(input.password);
    if (!account || !matches || account.disabledAt) {
      await this.throttle.failed(ctx.now);
      ctx.log.info({ ip }, 'connexion refusée');
      throw new AppError(ErrorCode.INVALID_CREDENTIALS);
    }
    await this.throttle.succeeded(attempt, email);
    if (hashNeedsUpgrade(account.passwordHash)) {
      // Same password, today's argon2 settings; the sessions and passwordChangedAt are untouched.
      await this.dataSource.getRepository(User).update({ id: account.id }, { passwordHash: await hashPassword(input.password) });
    }
    ctx.log.info({ userId: account.id, ip }, 'connexion');
    return this.openSession(ctx, account);
  }

  /** The signed-in account (a staff session; API tokens have none). */
  async me(ctx: RequestContext): Promise<User> {
    const me = requireSessionUser(ctx);
    const account = await this.dataSource.getRepository(User).findOne({ where: { id: me.id } });
    if (!account) throw new AppError(ErrorCode.UNAUTHENTICATED);
    return account;
  }

  /** Checks the current password, sets the new one and returns a new session: older tokens stop working. */
  async changePassword(ctx: RequestContext, input: ChangePasswordInput): Promise<Session> {
    const me = requireSessionUser(ctx);
    const account = await this.findWithHash({ id: me.id });
    if (!account) throw new AppError(ErrorCode.UNAUTHENTICATED);
    await this.assertCurrentPassword(ctx, account, input.currentPassword);
    return this.setPassword(ctx, account, input.newPassword);
  }

  /**
   * The legacy REST body has only `newPassword`. With `currentPassword` it behaves like
   * changePassword; without, the session must be recent (signed in within 15 minutes).
   */
  async changePasswordLegacy(ctx: RequestContext, input: LegacyChangePasswordInput): Promise<Session> {
    const me = requireSessionUser(ctx);
    const account = await this.findWithHash({ id: me.id });
    if (!account) throw new AppError(ErrorCode.UNAUTHENTICATED);
    if (input.currentPassword) {
      await this.assertCurrentPassword(ctx, account, input.currentPassword);
    } else if (!me.sessionIssuedAt || ctx.now.getTime() - me.sessionIssuedAt.getTime() > RECENT_SIGN_IN_MS) {
      throw new AppError(ErrorCode.REAUTHENTICATION_REQUIRED);
    }
    return this.setPassword(ctx, account, input.newPassword);
  }

  private async assertCurrentPassword(ctx: RequestContext, account: User & { passwordHash: string }, current: string): Promise<void> {
    // A stolen session must not be able to guess the password: same limits as signing in.
    const ip = ctx.ip ?? 'unknown';
    const attempt = await this.countTry(ctx, account.email, ip);
    if (!(await verifyPassword(account.passwordHash, current))) {
      await this.throttle.failed(ctx.now);
      const message = new AppError(ErrorCode.INVALID_CURRENT_PASSWORD).message;
      throw new AppError(ErrorCode.INVALID_CURRENT_PASSWORD, message, { currentPassword: message });
    }
    await this.throttle.cancel(attempt);
  }

  private async setPassword(ctx: RequestContext, account: User, newPassword: string): Promise<Session> {
    const problem = newPasswordProblem(newPassword, account.email, account.name);
    if (problem) throw new AppError(ErrorCode.WEAK_PASSWORD, problem, { newPassword: problem });
    await this.dataSource
      .getRepository(User)
      .update({ id: account.id }, { passwordHash: await hashPassword(newPassword), passwordChangedAt: ctx.now, mustChangePassword: false });
    account.passwordChangedAt = ctx.now;
    account.mustChangePassword = false;
    ctx.log.info({ userId: account.id }, 'mot de passe modifié');
    return this.openSession(ctx, account);
  }

  private async openSession(ctx: RequestContext, account: User): Promise<Session> {
    const { token, expiresAt } = await this.sessions.issue(account, ctx.now);
    delete (account as Partial<User>).passwordHash;
    return Object.assign(new Session(), { token, expiresAt, user: account });
  }

  /** Counts the try before the password is looked at (LoginThrottle); RATE_LIMITED when over a limit. */
  private async countTry(ctx: RequestContext, email: string, ip: string): Promise<number> {
    const attempt = await this.throttle.begin(email, ip, ctx.now);
    if (!attempt.allowed) {
      const retryAfter = attempt.retryAfterSeconds;
      const minutes = Math.ceil(retryAfter / 60);
      if (!attempt.byAccount || !this.sendReset) throw new AppError(ErrorCode.RATE_LIMITED, AUTH_MESSAGES.loginRateLimited(minutes), undefined, retryAfter);
      await this.sendReset(ctx, email).catch((error: unknown) => {
        // Over the reset request's own limits: the links already sent stand.
        if (!(error instanceof AppError && error.code === ErrorCode.RATE_LIMITED)) throw error;
      });
      throw new AppError(ErrorCode.RATE_LIMITED, AUTH_MESSAGES.loginAccountRateLimited(minutes), undefined, retryAfter);
    }
    return attempt.id;
  }

  private findWithHash(where: { email: string } | { id: number }): Promise<(User & { passwordHash: string }) | null> {
    const query = this.dataSource.getRepository(User).createQueryBuilder('u').addSelect('u.passwordHash');
    if ('email' in where) query.where('u.email = :email', { email: where.email });
    else query.where('u.id = :id', { id: where.id });
    return query.getOne();
  }
}
