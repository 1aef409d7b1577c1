import { DataSource, LessThan } from 'typeorm';
import { LoginAttempt } from './login-attempt.entity';

export const LOGIN_THROTTLE = {
  /** Failed sign-ins allowed per IP address within the window, and per account before the delays start. */
  maxFailures: 5,
  windowMs: 15 * 60_000,
  /** Per account, from the limit on: the wait after the latest failure, doubled by each further one, at most the window. */
  accountDelayMs: 60_000,
  /** Failures older than this are deleted. */
  keepMs: 24 * 3600_000,
} as const;

/** A try counted before its password is checked: settle it with `failed`, `succeeded` or (refused) nothing. */
/** `byAccount`: only the account's own wait refuses it (the address is not over its limit): the owner is offered the e-mailed reset. */
export type LoginTry = { allowed: true; id: number } | { allowed: false; retryAfterSeconds: number; byAccount: boolean };

/**
 * Counts sign-in tries in the `login_attempt` table, so the limits hold across server processes.
 * Each try is written first and only then compared with the others (issue #32: 40 and 60
 * simultaneous wrong passwords were all checked, each having read the count before any was
 * written). Of N simultaneous tries, the one written k-th sees at least k − 1 others, so at most
 * `maxFailures` passwords are ever checked past a limit, on SQLite and MariaDB alike.
 *
 * Two limits, separately:
 * - per client address: 5 failures within 15 minutes, then refused until the oldest leaves the window;
 * - per account, whatever the address: from 5 failures within 15 minutes, each further try waits
 *   1 minute after the latest failure, 2 after the next, 4, 8, then 15 at most. The owner is never
 *   locked out for good: a bounded wait, from any address (an attacker's address is blocked by the first limit).
 * A refused try is not kept (waiting always works); a success forgets the account's failures.
 */
export class LoginThrottle {
  constructor(private readonly dataSource: DataSource) {}

  async begin(email: string, ip: string, now: Date): Promise<LoginTry> {
    const repo = this.dataSource.getRepository(LoginAttempt);
    const inserted = await repo.insert({ email, ip, attemptedAt: now });
    const id = Number(inserted.identifiers[0]!.id);
    const { seconds: retryAfter, byAccount } = await this.retryAfterSeconds(email, ip, now, id);
    if (retryAfter > 0) {
      await repo.delete({ id });
      return { allowed: false, retryAfterSeconds: retryAfter, byAccount };
    }
    return { allowed: true, id };
  }

  /** The try's password was wrong: it stays counted (and failures older than a day go). */
  async failed(now: Date): Promise<void> {
    await this.dataSource.getRepository(LoginAttempt).delete({ attemptedAt: LessThan(new Date(now.getTime() - LOGIN_THROTTLE.keepMs)) });
  }

  /** After a successful sign-in, the account's failures are forgotten (the address's are kept), this try included. */
  async succeeded(tryId: number, email: string): Promise<void> {
    const repo = this.dataSource.getRepository(LoginAttempt);
    await repo.delete({ id: tryId });
    await repo.delete({ email });
  }

  /** A try that was counted but not judged (e.g. the account changed its mind): not a failure. */
  async cancel(tryId: number): Promise<void> {
    await this.dataSource.getRepository(LoginAttempt).delete({ id: tryId });
  }

  /** Seconds until the try `ownId` may go on; 0 when allowed now. Every other try counts, in flight ones included. */
  private async retryAfterSeconds(email: string, ip: string, now: Date, ownId: number): Promise<{ seconds: number; byAccount: boolean }> {
    const since = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
    const [byAddress, byAccount] = await Promise.all([this.oldestBlocking(ip, since, ownId), this.accountFailures(email, since, ownId)]);
    let until = byAddress ? byAddress.getTime() + LOGIN_THROTTLE.windowMs : 0;
    let accountUntil = 0;
    if (byAccount.count >= LOGIN_THROTTLE.maxFailures && byAccount.latest) {
      const delay = Math.min(LOGIN_THROTTLE.accountDelayMs * 2 ** (byAccount.count - LOGIN_THROTTLE.maxFailures), LOGIN_THROTTLE.windowMs);
      accountUntil = byAccount.latest.getTime() + delay;
      until = Math.max(until, accountUntil);
    }
    return { seconds: until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0, byAccount: accountUntil > now.getTime() && !(byAddress && byAddress.getTime() + LOGIN_THROTTLE.windowMs > now.getTime()) };
  }

  private async accountFailures(email: string, since: Date, ownId: number): Promise<{ count: number; latest: Date | null }> {
    const query = this.dataSource
      .getRepository(LoginAttempt)
      .createQueryBuilder('a')
      .where('a.email = :email', { email })
      .andWhere('a.attemptedAt > :since', { since })
      .andWhere('a.id <> :ownId', { ownId });
    const [count, latest] = await Promise.all([query.getCount(), query.clone().orderBy('a.attemptedAt', 'DESC').limit(1).getOne()]);
    return { count, latest: latest?.attemptedAt ?? null };
  }

  /** The time of the Nth most recent other try from this address in the window (N = the limit), when there are that many. */
  private async oldestBlocking(ip: string, since: Date, ownId: number): Promise<Date | null> {
    const row = await this.dataSource
      .getRepository(LoginAttempt)
      .createQueryBuilder('a')
      .select('a.attemptedAt')
      .where('a.ip = :ip', { ip })
      .andWhere('a.attemptedAt > :since', { since })
      .andWhere('a.id <> :ownId', { ownId })
      .orderBy('a.attemptedAt', 'DESC')
      .offset(LOGIN_THROTTLE.maxFailures - 1)
      .limit(1)
      .getOne();
    return row?.attemptedAt ?? null;
  }
}
