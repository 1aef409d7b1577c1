import { localDate, monthBounds, OPEN_SHIFT_ALERT_MS, shiftBounds, weekBounds, type InstantRange } from '@shared/time/time-totals';
import type { AdminHoursSummaryQuery } from '../../graphql/graphql';
import { TIMECLOCK_TZ } from './time-format';

export type StaffHoursRow = AdminHoursSummaryQuery['staffHoursSummary'][number];

export type PeriodPreset = 'week' | 'lastWeek' | 'month' | 'lastMonth';

export const PERIOD_PRESETS: readonly { preset: PeriodPreset; label: string }[] = [
  { preset: 'week', label: 'Semaine' },
  { preset: 'lastWeek', label: 'Semaine -1' },
  { preset: 'month', label: 'Mois' },
  { preset: 'lastMonth', label: 'Mois -1' },
];

/** A period of whole local days, both included (YYYY-MM-DD). */
export interface Period {
  from: string;
  to: string;
}

const toPeriod = (range: InstantRange): Period => ({ from: localDate(range.from, TIMECLOCK_TZ), to: localDate(range.to - 1, TIMECLOCK_TZ) });

/** This week (Monday to Sunday), last week, this month or last month, in America/Toronto. */
export function presetPeriod(preset: PeriodPreset, now: number): Period {
  const week = weekBounds(now, TIMECLOCK_TZ);
  const month = monthBounds(now, TIMECLOCK_TZ);
  switch (preset) {
    case 'week':
      return toPeriod(week);
    case 'lastWeek':
      return toPeriod(shiftBounds(week, 'weeks', -1, TIMECLOCK_TZ));
    case 'month':
      return toPeriod(month);
    case 'lastMonth':
      return toPeriod(shiftBounds(month, 'months', -1, TIMECLOCK_TZ));
  }
}

export type SortKey = 'name' | 'email' | 'total' | 'entries' | 'open';
export interface SortOrder {
  key: SortKey;
  direction: 'ascending' | 'descending';
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** A shift open longer than 8 hours is flagged (back-office.md §9). */
export const isLongOpenShift = (row: Pick<StaffHoursRow, 'openClockIn'>, now: number): boolean =>
  row.openClockIn !== null && now - Date.parse(row.openClockIn) > OPEN_SHIFT_ALERT_MS;

/** Rows whose name or e-mail contains the search (accents and case ignored), in the chosen order. */
export function visibleRows(rows: readonly StaffHoursRow[], search: string, order: SortOrder): StaffHoursRow[] {
  const needle = fold(search.trim());
  const matching = needle === '' ? [...rows] : rows.filter((row) => fold(`${row.name ?? ''} ${row.email}`).includes(needle));
  const value = (row: StaffHoursRow): string | number => {
    switch (order.key) {
      case 'name':
        return fold(row.name ?? row.email);
      case 'email':
        return fold(row.email);
      case 'total':
        return row.totalMs;
      case 'entries':
        return row.entriesCount;
      case 'open':
        // Not on shift sorts after everyone on shift, whatever the direction.
        return row.openClockIn === null ? Number.POSITIVE_INFINITY : Date.parse(row.openClockIn);
    }
  };
  const sign = order.direction === 'ascending' ? 1 : -1;
  return matching.sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (order.key === 'open' && (x === Number.POSITIVE_INFINITY || y === Number.POSITIVE_INFINITY)) {
      return x === y ? 0 : x === Number.POSITIVE_INFINITY ? 1 : -1;
    }
    const compared = typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y, 'fr-CA') : Number(x) - Number(y);
    return compared * sign || a.email.localeCompare(b.email);
  });
}
