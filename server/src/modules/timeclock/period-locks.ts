import type { EntityManager } from 'typeorm';

/** A pay period as the period locks answer it (YYYY-MM-DD, both days included). */
export interface LockedPeriod {
  periodStart: string;
  periodEnd: string;
}

/**
 * What the time clock needs from the pay periods (timesheets provides it as `periodLocks`): an
 * approved period is locked, and no punch or correction may change its hours. Declared here, where
 * it is needed, so timeclock depends on no feature above it (dependency inversion). The rows read
 * stay locked until the end of the caller's transaction (an approval locks them too).
 */
export interface PeriodLocks {
  /** The approved period of `userId` among those touching [start, end] (end null: open-ended), or null. */
  approvedTouching(em: EntityManager, userId: number, start: Date, end: Date | null): Promise<LockedPeriod | null>;
  /** Refuses (PERIOD_LOCKED, in French) when one of the intervals touches an approved period of `userId`. */
  assertOpen(em: EntityManager, userId: number, intervals: Array<{ start: Date; end: Date | null }>): Promise<void>;
  /** The last day of the period of `userId` that starts on `periodStart`, or null when there is none. */
  periodEnd(em: EntityManager, userId: number, periodStart: string): Promise<string | null>;
}
