import type { EventBus } from '../../kernel/events';
import { DateTime } from 'luxon';
import { Logger } from 'pino';
import { DataSource, In, IsNull, LessThanOrEqual, Not } from 'typeorm';
import { DailyJobLease } from '../../db/job-run';
import { PeriodicWorker } from '../../db/periodic-worker';
import { inTransaction } from '../../kernel/transactions';
import { RequestContext } from '../../kernel/context';
import { displayName } from '../../shared/display-name';
import { Role } from '../../shared/roles';
import { LABOUR_ZONE } from '../../shared/time/labour-standards';
import { TIMESHEET_MESSAGES } from '../../shared/timesheets.messages.fr';
import type { MailService } from '../mail/mail.public';
import { TimeEntryChange, TimeEntryChangeAction } from '../timeclock/timeclock.public';
import { TimeEntry } from '../timeclock/timeclock.public';
import { User } from '../users/users.public';
import { approvedPeriodTouching } from './period-lock';

export const FORGOTTEN_CLOCKOUT_JOB = { name: 'forgotten-clockout-close', leaseMs: 10 * 60_000 } as const;
/** Who the audit trail names for the automatic close. */
export const SYSTEM_ACTOR = 'Système (oubli de dépunch)';

export interface ForgottenClockOutOptions {
  dataSource: DataSource;
  log: Logger;
  /** The outbox (the mail feature's service, `use('mail')`). */
  mail: MailService;
  /** An entry open this long alerts (and, at closeHour, is closed). */
  hours: number;
  /** Local hour (America/Toronto) from which the day's automatic close runs. */
  closeHour: number;
  now?: () => Date;
  /** Business transitions (timeclock.forgotten: the office inbox). */
  lifecycle?: EventBus;
}

export interface ForgottenClockOutSummary {
  alerted: number[];
  closed: number[];
}

/**
 * Forgotten clock-outs. Every run: an entry open longer than `hours` gets one alert (e-mail to the
 * employee and to every active manager through the outbox; the back-office shows it too), claimed
 * by a conditional UPDATE of `openAlertedAt` so one process sends it once. Once a day from
 * `closeHour` (DailyJobLease on job_run: one process), such entries are closed at that moment and
 * marked « à vérifier » with an audit row: never silently, and an approval waits for a manager.
 */
export class ForgottenClockOutWorker extends PeriodicWorker<ForgottenClockOutSummary> {
  private readonly lease: DailyJobLease;
  private readonly mail: MailService;
  private readonly now: () => Date;

  constructor(private readonly options: ForgottenClockOutOptions) {
    super(options.log, 'forgotten-clockout');
    this.lease = new DailyJobLease(options.dataSource, FORGOTTEN_CLOCKOUT_JOB.name, FORGOTTEN_CLOCKOUT_JOB.leaseMs);
    this.mail = options.mail;
    this.now = options.now ?? (() => new Date());
  }

  protected async run(): Promise<ForgottenClockOutSummary> {
    const now = this.now();
    const summary: ForgottenClockOutSummary = { alerted: await this.alert(now), closed: [] };
    const local = DateTime.fromJSDate(now, { zone: LABOUR_ZONE });
    if (local.hour >= this.options.closeHour) {
      const day = local.toISODate()!;
      const token = await this.lease.claim(day, now);
      if (token) {
        try {
          summary.closed = await this.close(now);
        } catch (error) {
          await this.lease.release(token);
          throw error;
        }
        await this.lease.finish(token, day, this.now(), summary);
      }
    }
    if (summary.alerted.length + summary.closed.length > 0) this.options.log.info({ forgottenClockOut: summary }, 'oublis de dépunch');
    return summary;
  }

  private overdue(now: Date) {
    return { openUserId: Not(IsNull()), clockIn: LessThanOrEqual(new Date(now.getTime() - this.options.hours * 3_600_000)) };
  }

  private async alert(now: Date): Promise<number[]> {
    const { dataSource } = this.options;
    const entries = await dataSource
      .getRepository(TimeEntry)
      .createQueryBuilder('e')
      .leftJoinAndMapOne('e.user', User, 'u', 'u.id = e.userId')
      .where({ ...this.overdue(now), openAlertedAt: IsNull() })
      .getMany();
    if (entries.length === 0) return [];
    // Every MANAGER and above, owners (SUPERADMIN) included (issue #27).
    const managers = await dataSource.getRepository(User).find({ where: { role: In([Role.MANAGER, Role.ADMIN, Role.SUPERADMIN]), disabledAt: IsNull() } });
    const alerted: number[] = [];
    for (const entry of entries) {
      const won = await inTransaction(dataSource, async (em) => {
        const claimed = await em
          .createQueryBuilder()
          .update(TimeEntry)
          .set({ openAlertedAt: now })
          .where('id = :id AND openAlertedAt IS NULL AND openUserId IS NOT NULL', { id: entry.id })
          .execute();
        if (claimed.affected !== 1) return false;
        const name = entry.user ? displayName(entry.user) : `#${entry.userId}`;
        const since = DateTime.fromJSDate(entry.clockIn, { zone: LABOUR_ZONE }).setLocale('fr-CA').toFormat("d LLLL yyyy 'à' HH'h'mm");
        const ctx = { now } as RequestContext;
        const recipients = [entry.user, ...managers].filter((user): user is User => Boolean(user && user.email));
        for (const to of new Map(recipients.map((user) => [user.id, user])).values()) {
          await this.mail.queue(ctx, em, {
            to: to.email,
            subject: TIMESHEET_MESSAGES.forgottenSubject(name),
            text: TIMESHEET_MESSAGES.forgottenText(name, since, this.options.hours, this.options.closeHour),
            dedupeKey: `forgotten-clockout:${entry.id}:${to.id}`,
          });
        }
        await this.options.lifecycle?.emit(em, { type: 'timeclock.forgotten', at: now, timeEntryId: entry.id, userId: entry.userId });
        return true;
      });
      if (won) alerted.push(entry.id);
    }
    return alerted;
  }

  private async close(now: Date): Promise<number[]> {
    const { dataSource } = this.options;
    const entries = await dataSource.getRepository(TimeEntry).find({ where: this.overdue(now) });
    const closed: number[] = [];
    const reason = TIMESHEET_MESSAGES.forgottenReview(this.options.hours);
    for (const entry of entries) {
      const done = await inTransaction(dataSource, async (em) => {
        if (await approvedPeriodTouching(em, entry.userId, entry.clockIn, now)) return false; // never touches a locked period
        const result = await em
          .createQueryBuilder()
          .update(TimeEntry)
          .set({ clockOut: now, openUserId: null, reviewReason: reason, updatedAt: now })
          .where('id = :id AND openUserId IS NOT NULL', { id: entry.id })
          .execute();
        if (result.affected !== 1) return false;
        await em.getRepository(TimeEntryChange).insert({
          entryId: entry.id,
          userId: entry.userId,
          changedById: null,
          changedByName: SYSTEM_ACTOR,
          changedAt: now,
          action: TimeEntryChangeAction.CLOSE,
          oldValues: { clockIn: entry.clockIn.toISOString(), clockOut: null, note: entry.note },
          newValues: { clockIn: entry.clockIn.toISOString(), clockOut: now.toISOString(), note: entry.note },
          reason,
        });
        return true;
      });
      if (done) closed.push(entry.id);
    }
    return closed;
  }
}
