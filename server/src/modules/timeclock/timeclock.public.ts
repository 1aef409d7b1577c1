import type { PeriodLocks } from './period-locks';
import type { PunchService } from './punch.service';
import type { TimeEntry } from './time-entry.entity';

/** The time clock's face for other features: its transitions (the event spine, kernel/events.ts). */
declare module '../../kernel/events' {
  interface DomainEvents {
    /** An employee clocked out (punch OUT; a manager closing or editing an entry does not emit it). */
    'time_entry.closed': { at: Date; entry: TimeEntry };
    /** A punch that reached an approved period was held for a manager (issue #32), not applied. */
    'timeclock.punch_held': { at: Date; punchId: number; userId: number; periodStart: string };
  }
}

declare module '../../kernel/feature' {
  interface FeatureServices {
    punch: PunchService;
    /** Provided by timesheets (the pay periods), needed here: see period-locks.ts. */
    periodLocks: PeriodLocks;
  }
}
export { PunchResult } from './timeclock.results';
export type { PunchOutcome } from './timeclock.results';
export { PunchService, retryTransient } from './punch.service';
export { TimeEntry, TimeEntrySource } from './time-entry.entity';
export { PunchInput } from './timeclock.inputs';
export { TimeEntryChange, TimeEntryChangeAction } from './time-entry-change.entity';
export { TimePunch, PunchAction } from './time-punch.entity';
export type { LockedPeriod, PeriodLocks } from './period-locks';
