import { DataSource, LessThan } from 'typeorm';
import { LoginAttempt } from './login-attempt.entity';

export const LOGIN_THROTTLE = {
  /** Failed sign-ins allowed per account and per IP address within the window. */
  maxFailures: 5,
  windowMs: 15 * 60_000,
  /** Failures older than this are deleted. */
  keepMs: 24 * 3600_000,
} as const;

/**
 * Counts failed sign-ins in the `login_attempt` table, so the limit holds across server processes.
 * After 5 failures for one e-mail OR one IP address within 15 minutes, further tries are refused
 * until the oldest of those 5 leaves the window. Refused tries are not recorded, so waiting always
 * works. (Two simultaneous tries may both pass the check: the bound is 5 plus the concurrency.)
 */
export class LoginThrottle {
  constructor(private readonly dataSource: DataSource) {}

  /** Seconds until a sign-in may be tried for this e-mail and IP; 0 when allowed now. */
  async retryAfterSeconds(email: string, ip: string, now: Date): Promise<number> {
    const since = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
    const blocking = await Promise.all([this.oldestBlocking('email', email, since), this.oldestBlocking('ip', ip, since)]);
    const until = Math.max(0, ...blocking.map((at) => (at ? at.getTime() + LOGIN_THROTTLE.windowMs : 0)));
    return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
  }

  async recordFailure(email: string, ip: string, now: Date): Promise<void> {
    const repo = this.dataSource.getRepository(LoginAttempt);
    await repo.insert({ email, ip, attemptedAt: now });
    await repo.delete({ attemptedAt: LessThan(new Date(now.getTime() - LOGIN_THROTTLE.keepMs)) });
  }

  /** After a successful sign-in, the account's failures are forgotten (the address's are kept). */
  async forgetAccount(email: string): Promise<void> {
    await this.dataSource.getRepository(LoginAttempt).delete({ email });
  }

  /** The time of the Nth most recent failure in the window (N = the limit), when there are that many. */
  private async oldestBlocking(column: 'email' | 'ip', value: string, since: Date): Promise<Date | null> {
    const row = await this.dataSource
      .getRepository(LoginAttempt)
      .createQueryBuilder('a')
      .select('a.attemptedAt')
      .where(`a.${column} = :value`, { value })
      .andWhere('a.attemptedAt > :since', { since })
      .orderBy('a.attemptedAt', 'DESC')
      .offset(LOGIN_THROTTLE.maxFailures - 1)
      .limit(1)
      .getOne();
    return row?.attemptedAt ?? null;
  }
}
