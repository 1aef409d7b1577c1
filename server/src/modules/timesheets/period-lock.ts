import { EntityManager } from 'typeorm';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { TIMESHEET_MESSAGES } from '../../shared/timesheets.messages.fr';
import type { PeriodLocks } from '../timeclock/timeclock.public';
import { TimesheetRecord, TimesheetStatus } from './timesheet.entities';

/**
 * The timesheet rows of one person whose period overlaps [start, end] (end null = open-ended),
 * locked until the end of the caller's transaction (SELECT … FOR UPDATE on MySQL/MariaDB; SQLite
 * runs one writer at a time). An approval locks the same row before it checks and freezes the
 * totals, so an edit and an approval of the same period are serialised: the edit either commits
 * before the approval reads the entries, or it sees the period approved and is refused.
 */
export async function lockedTimesheets(em: EntityManager, userId: number, start: Date, end: Date | null): Promise<TimesheetRecord[]> {
  let query = em
    .getRepository(TimesheetRecord)
    .createQueryBuilder('t')
    .where('t.userId = :userId', { userId })
    .andWhere('t.endsAt > :start', { start });
  // An instant (a punch) belongs to the period it falls in; an interval touches the periods it overlaps.
  if (end !== null) query = query.andWhere(end.getTime() === start.getTime() ? 't.startsAt <= :end' : 't.startsAt < :end', { end });
  if (em.connection.options.type !== 'better-sqlite3') query = query.setLock('pessimistic_write');
  return query.getMany();
}

/** The approved period among those touching [start, end], if any (rows locked as above). */
export async function approvedPeriodTouching(em: EntityManager, userId: number, start: Date, end: Date | null): Promise<TimesheetRecord | null> {
  const rows = await lockedTimesheets(em, userId, start, end);
  return rows.find((row) => row.status === TimesheetStatus.APPROVED) ?? null;
}

/**
 * Refuses (PERIOD_LOCKED, in French) any change whose times touch an approved period of this
 * person: call it inside the change's transaction, for the times before and after the change.
 */
export async function assertPeriodsOpen(em: EntityManager, userId: number, intervals: Array<{ start: Date; end: Date | null }>): Promise<void> {
  for (const { start, end } of intervals) {
    const locked = await approvedPeriodTouching(em, userId, start, end);
    if (locked) {
      const message = TIMESHEET_MESSAGES.periodLocked(locked.periodStart, locked.periodEnd);
      throw new AppError(ErrorCode.PERIOD_LOCKED, message);
    }
  }
}

/** What the time clock needs of the pay periods (timeclock.public.ts), offered as `periodLocks`. */
export const periodLocks: PeriodLocks = {
  approvedTouching: approvedPeriodTouching,
  assertOpen: assertPeriodsOpen,
  async periodEnd(em: EntityManager, userId: number, periodStart: string): Promise<string | null> {
    const sheet = await em.getRepository(TimesheetRecord).findOneBy({ userId, periodStart });
    return sheet?.periodEnd ?? null;
  },
};
