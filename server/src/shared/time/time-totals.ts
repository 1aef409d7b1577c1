import { DateTime, IANAZone } from 'luxon';

/**
 * Time-clock arithmetic shared by the server (totals it answers) and the back-office (live totals
 * between two refreshes). Instants are UTC milliseconds; days and weeks are local to a time zone
 * (America/Toronto by default), weeks run Monday to Sunday. Day lengths follow the zone: the night
 * clocks spring forward has 23 hours, the night they fall back 25.
 */
export const DEFAULT_TIME_ZONE = 'America/Toronto';

/** Weekly target of the progress bar (back-office.md §9), in hours. */
export const WEEKLY_TARGET_HOURS = 40;
export const WEEKLY_TARGET_MS = WEEKLY_TARGET_HOURS * 3_600_000;
/** Open shifts longer than this are flagged in the managers' view. */
export const OPEN_SHIFT_ALERT_MS = 8 * 3_600_000;
/** A punch OUT this soon after the IN asks for confirmation. */
export const PUNCH_OUT_CONFIRM_MS = 120_000;

export type Instant = Date | string | number;

export interface TimeInterval {
  clockIn: Instant;
  /** null while the shift is open: it then runs until `now`. */
  clockOut: Instant | null;
}

export interface DayTotal {
  /** Local date, YYYY-MM-DD. */
  date: string;
  totalMs: number;
}

export interface InstantRange {
  /** Inclusive, UTC ms. */
  from: number;
  /** Exclusive, UTC ms. */
  to: number;
}

export function toMillis(value: Instant): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' ? Date.parse(value) : value.getTime();
}

export function isValidTimeZone(tz: string): boolean {
  return typeof tz === 'string' && tz.length <= 64 && IANAZone.isValidZone(tz);
}

/** Where an interval ends: its clock-out, or `now` while it is open (never before its start). */
export function intervalEnd(interval: TimeInterval, now: number): number {
  const start = toMillis(interval.clockIn);
  const end = interval.clockOut === null ? now : toMillis(interval.clockOut);
  return Math.max(start, end);
}

/** The part of an interval inside [from, to), in ms. */
export function overlapMs(interval: TimeInterval, range: InstantRange, now: number): number {
  const start = Math.max(toMillis(interval.clockIn), range.from);
  const end = Math.min(intervalEnd(interval, now), range.to);
  return Math.max(0, end - start);
}

export function totalMs(intervals: readonly TimeInterval[], range: InstantRange, now: number): number {
  return intervals.reduce((sum, interval) => sum + overlapMs(interval, range, now), 0);
}

const local = (instant: number, tz: string) => DateTime.fromMillis(instant, { zone: tz });

/** The local day containing `instant`: [midnight, next midnight). */
export function dayBounds(instant: Instant, tz: string = DEFAULT_TIME_ZONE): InstantRange {
  const start = local(toMillis(instant), tz).startOf('day');
  return { from: start.toMillis(), to: start.plus({ days: 1 }).toMillis() };
}

/** The local week (Monday 00:00 to the next Monday 00:00) containing `instant`. */
export function weekBounds(instant: Instant, tz: string = DEFAULT_TIME_ZONE): InstantRange {
  const start = local(toMillis(instant), tz).startOf('week'); // luxon weeks are ISO weeks: Monday first
  return { from: start.toMillis(), to: start.plus({ weeks: 1 }).toMillis() };
}

/** The local calendar month containing `instant`. */
export function monthBounds(instant: Instant, tz: string = DEFAULT_TIME_ZONE): InstantRange {
  const start = local(toMillis(instant), tz).startOf('month');
  return { from: start.toMillis(), to: start.plus({ months: 1 }).toMillis() };
}

/** The same kind of period `count` periods earlier (negative) or later, in local time. */
export function shiftBounds(range: InstantRange, unit: 'weeks' | 'months', count: number, tz: string = DEFAULT_TIME_ZONE): InstantRange {
  const start = local(range.from, tz).plus({ [unit]: count });
  return { from: start.toMillis(), to: start.plus({ [unit]: 1 }).toMillis() };
}

/** The local date (YYYY-MM-DD) of an instant. */
export function localDate(instant: Instant, tz: string = DEFAULT_TIME_ZONE): string {
  return local(toMillis(instant), tz).toISODate() ?? '';
}

/**
 * Worked time per local day over [from, to): every day of the range is listed (0 when nothing was
 * worked), and an entry spanning midnight counts on each day for the part it covers.
 */
export function dailyTotals(intervals: readonly TimeInterval[], range: InstantRange, tz: string, now: number): DayTotal[] {
  const totals = new Map<string, number>();
  for (let day = local(range.from, tz).startOf('day'); day.toMillis() < range.to; day = day.plus({ days: 1 })) {
    totals.set(day.toISODate() ?? '', 0);
  }
  for (const interval of intervals) {
    const start = Math.max(toMillis(interval.clockIn), range.from);
    const end = Math.min(intervalEnd(interval, now), range.to);
    if (end <= start) continue;
    for (let day = local(start, tz).startOf('day'); day.toMillis() < end; day = day.plus({ days: 1 })) {
      const next = day.plus({ days: 1 }).toMillis();
      const part = Math.min(end, next) - Math.max(start, day.toMillis());
      const key = day.toISODate() ?? '';
      if (part > 0) totals.set(key, (totals.get(key) ?? 0) + part);
    }
  }
  return [...totals].map(([date, total]) => ({ date, totalMs: total }));
}

/** Durations as the spec shows them: HHhMM (minutes rounded down), e.g. 07h05, 41h30. */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}h${String(minutes % 60).padStart(2, '0')}`;
}
