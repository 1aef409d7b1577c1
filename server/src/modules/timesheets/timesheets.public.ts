/**
 * The timesheets' face for other features: their transitions (the event spine, kernel/events.ts).
 * They also provide the time clock's `periodLocks` (declared in timeclock/period-locks.ts).
 */
declare module '../../kernel/events' {
  interface DomainEvents {
    /** An employee submitted a timesheet for approval. */
    'timesheet.submitted': { at: Date; timesheetId: number; userId: number };
    /** A time entry stayed open past FORGOTTEN_CLOCKOUT_HOURS (alerted once). */
    'timeclock.forgotten': { at: Date; timeEntryId: number; userId: number };
  }
}

export {};
