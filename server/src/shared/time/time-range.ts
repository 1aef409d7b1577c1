import { DateTime } from 'luxon';
import { DEFAULT_TIME_ZONE, dayBounds, InstantRange, isValidTimeZone, weekBounds } from './time-totals';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** An instant with its offset: 2026-03-08T05:00:00Z, 2026-03-08T00:00:00.000-05:00. */
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/i;
/** A local date-time as a datetime-local input gives it: 2026-03-08T00:00 or 2026-03-08T00:00:00. */
const LOCAL = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/** The longest period a list or summary may cover. */
export const MAX_RANGE_DAYS = 400;

/**
 * A time the API accepts, as UTC ms, or null when it is unreadable:
 * - an ISO 8601 instant with `Z` or an offset;
 * - a local date-time `YYYY-MM-DDTHH:mm[:ss]` read in `tz`. A time the clocks skip (02:30 the night
 *   they spring forward) does not exist and is refused; a time they repeat (01:30 the night they
 *   fall back) is the first one, unless an offset says otherwise;
 * - with `allowDate`, a date `YYYY-MM-DD`: local midnight in `tz`.
 */
export function parseInstant(value: string, tz: string = DEFAULT_TIME_ZONE, options: { allowDate?: boolean } = {}): number | null {
  const text = value.trim();
  if (!isValidTimeZone(tz)) return null;
  if (DATE_ONLY.test(text)) {
    if (!options.allowDate) return null;
    const date = DateTime.fromISO(text, { zone: tz });
    return date.isValid ? date.startOf('day').toMillis() : null;
  }
  if (WITH_OFFSET.test(text)) {
    const date = DateTime.fromISO(text, { setZone: true });
    return date.isValid ? date.toMillis() : null;
  }
  const match = LOCAL.exec(text);
  if (!match) return null;
  const [, day, hour, minute, second = '00'] = match;
  const date = DateTime.fromISO(`${day}T${hour}:${minute}:${second}${match[5] ? `.${match[5]}` : ''}`, { zone: tz });
  if (!date.isValid) return null;
  // luxon moves a skipped local time forward; such a time never appeared on a clock.
  if (date.toFormat("yyyy-MM-dd'T'HH:mm:ss") !== `${day}T${hour}:${minute}:${second}`) return null;
  // A repeated local time: the first occurrence (the earliest instant).
  return Math.min(date.toMillis(), ...date.getPossibleOffsets().map((candidate) => candidate.toMillis()));
}

export type RangeProblem = 'from' | 'to' | 'tz' | 'order' | 'tooLong';

export interface RangeRequest {
  from?: string | null;
  to?: string | null;
  tz?: string | null;
}

/**
 * The period of a list or summary. `from` and `to` are dates or instants (see parseInstant); a date
 * as `to` includes that whole day. Without `from`, the local week of `to` (or of now) starts it;
 * without `to`, the period ends with the local day of now (or the week of `from` when that is later).
 */
export function resolveRange(request: RangeRequest, now: number): { range: InstantRange; tz: string } | { problem: RangeProblem } {
  const tz = request.tz?.trim() || DEFAULT_TIME_ZONE;
  if (!isValidTimeZone(tz)) return { problem: 'tz' };
  const bound = (value: string | null | undefined, end: boolean): number | null | undefined => {
    if (value === undefined || value === null || value.trim() === '') return undefined;
    const instant = parseInstant(value, tz, { allowDate: true });
    if (instant === null) return null;
    return end && DATE_ONLY.test(value.trim()) ? dayBounds(instant, tz).to : instant;
  };
  const to = bound(request.to, true);
  if (to === null) return { problem: 'to' };
  const from = bound(request.from, false);
  if (from === null) return { problem: 'from' };
  const start = from ?? weekBounds(to !== undefined ? to - 1 : now, tz).from;
  const end = to ?? Math.max(dayBounds(now, tz).to, weekBounds(start, tz).to);
  if (end <= start) return { problem: 'order' };
  if (end - start > (MAX_RANGE_DAYS + 1) * 86_400_000) return { problem: 'tooLong' };
  return { range: { from: start, to: end }, tz };
}
