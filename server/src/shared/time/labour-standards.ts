import { DateTime } from 'luxon';

/**
 * Québec labour standards (LNT) applied to worked time: pay periods, weekly overtime, the unpaid
 * meal period, statutory holidays and the holiday indemnity. Pure (no I/O): the server computes the
 * timesheets with it and the back-office may show the same figures. Instants are UTC; days and
 * weeks are local to America/Toronto, so a week across a DST change has 167 or 169 hours and a
 * shift across it counts its real elapsed time.
 *
 * An entry (one punched shift) counts wholly in the week and the pay period its clock-in falls in,
 * as payroll counts it (the existing time clock's rule).
 */
export const LABOUR_ZONE = 'America/Toronto';
/** LNT s.52: normal work week. */
export const NORMAL_WEEK_MINUTES = 40 * 60;
/** LNT s.55: overtime rate. */
export const OVERTIME_RATE = 1.5;
/** LNT s.79: 30 minutes after 5 consecutive hours. */
export const MEAL_BREAK_AFTER_MINUTES = 5 * 60;
export const MEAL_BREAK_MINUTES = 30;

const MINUTE = 60_000;

export type PayPeriodLength = 'WEEKLY' | 'BIWEEKLY';
export type EasterHoliday = 'GOOD_FRIDAY' | 'EASTER_MONDAY';

export interface LabourSettings {
  periodLength: PayPeriodLength;
  /** YYYY-MM-DD: the first day of one pay period (any period start; must be a week-start day). */
  anchor: string;
  /** Luxon weekday the week starts on: 7 = Sunday (default), 1 = Monday… */
  weekStart: number;
  /** Deduct 30 unpaid minutes from a shift over 5 hours with no punched break. */
  mealBreakDeduction: boolean;
  /** The employer's choice between Good Friday and Easter Monday (LNT s.60). */
  easterHoliday: EasterHoliday;
}

export const DEFAULT_LABOUR_SETTINGS: LabourSettings = {
  periodLength: 'BIWEEKLY',
  anchor: '2026-01-04',
  weekStart: 7,
  mealBreakDeduction: true,
  easterHoliday: 'GOOD_FRIDAY',
};

export interface WorkInterval {
  clockIn: Date | string | number;
  /** null while open: counts until `now`. */
  clockOut: Date | string | number | null;
}

const ms = (value: Date | string | number): number => (typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : value.getTime());
const localDay = (instant: number): DateTime => DateTime.fromMillis(instant, { zone: LABOUR_ZONE });
const day = (iso: string): DateTime => DateTime.fromISO(iso, { zone: LABOUR_ZONE }).startOf('day');

// ---------------------------------------------------------------------------------------------
// Pay periods

export interface PayPeriod {
  /** First local day, YYYY-MM-DD. */
  start: string;
  /** Last local day (included), YYYY-MM-DD. */
  end: string;
  /** UTC instant of the first day's midnight (included). */
  startsAt: Date;
  /** UTC instant of the midnight after the last day (excluded). */
  endsAt: Date;
}

/** Days in one period. */
export const periodDays = (settings: Pick<LabourSettings, 'periodLength'>): number => (settings.periodLength === 'WEEKLY' ? 7 : 14);

/** Whether `start` (YYYY-MM-DD) begins a pay period under these settings. */
export function isPeriodStart(start: string, settings: LabourSettings): boolean {
  const date = day(start);
  return date.isValid && periodContaining(date, settings).start === date.toISODate();
}

/** The pay period containing a local day (YYYY-MM-DD) or an instant. */
export function payPeriodOf(when: string | Date | number, settings: LabourSettings): PayPeriod {
  const date = typeof when === 'string' ? day(when) : localDay(ms(when)).startOf('day');
  return periodContaining(date, settings);
}

function periodContaining(date: DateTime, settings: LabourSettings): PayPeriod {
  const length = periodDays(settings);
  // Calendar-day arithmetic (not hours), so DST changes never shift a boundary.
  const offset = Math.floor(date.diff(day(settings.anchor), 'days').days + 1e-9);
  const index = Math.floor(offset / length);
  const startDay = day(settings.anchor).plus({ days: index * length });
  const endDay = startDay.plus({ days: length });
  return {
    start: startDay.toISODate()!,
    end: endDay.minus({ days: 1 }).toISODate()!,
    startsAt: startDay.toJSDate(),
    endsAt: endDay.toJSDate(),
  };
}

/** `count` periods ending with the one containing `when`, newest first. */
export function recentPayPeriods(when: Date | number, count: number, settings: LabourSettings): PayPeriod[] {
  const periods: PayPeriod[] = [];
  let current = payPeriodOf(when, settings);
  for (let i = 0; i < count; i += 1) {
    periods.push(current);
    current = payPeriodOf(day(current.start).minus({ days: 1 }).toISODate()!, settings);
  }
  return periods;
}

/** The local week (weekStart…) containing an instant: its first day. */
export function weekStartOf(instant: number, weekStart: number): DateTime {
  const date = localDay(instant).startOf('day');
  const back = (date.weekday - weekStart + 7) % 7;
  return date.minus({ days: back });
}

// ---------------------------------------------------------------------------------------------
// Statutory holidays

export interface StatutoryHoliday {
  /** Stable key: NEW_YEAR, GOOD_FRIDAY, EASTER_MONDAY, PATRIOTES, FETE_NATIONALE, CANADA_DAY, LABOUR_DAY, THANKSGIVING, CHRISTMAS. */
  key: string;
  /** French name (LNT). */
  name: string;
  /** The holiday as applied, YYYY-MM-DD: 25 June / 2 July when 24 June / 1 July fall on a Sunday. */
  date: string;
  /** The calendar date it commemorates, YYYY-MM-DD (differs from `date` only for those two rules). */
  calendarDate: string;
  /** The rule applied, when the holiday moved. */
  note: string | null;
}

/** Easter Sunday (Gregorian, anonymous algorithm). */
export function easterSunday(year: number): DateTime {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return DateTime.fromObject({ year, month, day: dayOfMonth }, { zone: LABOUR_ZONE });
}

/** The n-th given weekday (1 = Monday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): DateTime {
  const first = DateTime.fromObject({ year, month, day: 1 }, { zone: LABOUR_ZONE });
  return first.plus({ days: ((weekday - first.weekday + 7) % 7) + (n - 1) * 7 });
}

export const HOLIDAY_NOTES = {
  feteNationaleSunday:
    'Le 24 juin tombe un dimanche : le 25 juin est férié pour le salarié qui ne travaille habituellement pas le dimanche (Loi sur la fête nationale).',
  canadaDaySunday: 'Le 1er juillet tombe un dimanche : le 2 juillet est le jour férié (LNT, art. 60).',
} as const;

/**
 * Each computed year's holidays, by `year|easter` (at most 602 entries: years 1900 to 2200, two Easter
 * rules). Computing them took about 40 luxon DateTimes, and every timesheet, total and pay statement
 * asked again for each employee: a third of the authorization matrix's `timesheets` query (issue #31).
 */
const holidaysByYear = new Map<string, readonly StatutoryHoliday[]>();

/** Québec's statutory holidays of a year (LNT s.60 and the Fête nationale Act), in date order. */
export function statutoryHolidays(year: number, easter: EasterHoliday = 'GOOD_FRIDAY'): StatutoryHoliday[] {
  if (!Number.isInteger(year) || year < 1900 || year > 2200) return [];
  const key = `${year}|${easter}`;
  let holidays = holidaysByYear.get(key);
  if (!holidays) {
    holidays = computeStatutoryHolidays(year, easter);
    holidaysByYear.set(key, holidays);
  }
  // Copies: a caller that changes its list or a holiday changes nobody else's.
  return holidays.map((holiday) => ({ ...holiday }));
}

function computeStatutoryHolidays(year: number, easter: EasterHoliday): StatutoryHoliday[] {
  const at = (month: number, dayOfMonth: number) => DateTime.fromObject({ year, month, day: dayOfMonth }, { zone: LABOUR_ZONE });
  const make = (key: string, name: string, calendar: DateTime, moveSunday: string | null = null): StatutoryHoliday => {
    const moved = moveSunday !== null && calendar.weekday === 7;
    return {
      key,
      name,
      date: (moved ? calendar.plus({ days: 1 }) : calendar).toISODate()!,
      calendarDate: calendar.toISODate()!,
      note: moved ? moveSunday : null,
    };
  };
  const easterDay = easterSunday(year);
  // Journée nationale des patriotes: the Monday before 25 May.
  const may25 = at(5, 25);
  const patriotes = may25.minus({ days: ((may25.weekday - 1 + 7) % 7) || 7 });
  return [
    make('NEW_YEAR', '1er janvier', at(1, 1)),
    easter === 'GOOD_FRIDAY'
      ? make('GOOD_FRIDAY', 'Vendredi saint', easterDay.minus({ days: 2 }))
      : make('EASTER_MONDAY', 'Lundi de Pâques', easterDay.plus({ days: 1 })),
    make('PATRIOTES', 'Journée nationale des patriotes', patriotes),
    make('FETE_NATIONALE', 'Fête nationale du Québec', at(6, 24), HOLIDAY_NOTES.feteNationaleSunday),
    make('CANADA_DAY', 'Fête du Canada', at(7, 1), HOLIDAY_NOTES.canadaDaySunday),
    make('LABOUR_DAY', 'Fête du Travail', nthWeekday(year, 9, 1, 1)),
    make('THANKSGIVING', 'Action de grâces', nthWeekday(year, 10, 1, 2)),
    make('CHRISTMAS', 'Noël', at(12, 25)),
  ];
}

/**
 * The local days whose work is flagged as holiday work: each holiday's applied date and, when it
 * moved off a Sunday, the Sunday itself (an employee who works Sundays has the holiday that day).
 */
export function holidayDays(years: number[], easter: EasterHoliday): Map<string, StatutoryHoliday> {
  const days = new Map<string, StatutoryHoliday>();
  for (const year of years) {
    for (const holiday of statutoryHolidays(year, easter)) {
      days.set(holiday.date, holiday);
      days.set(holiday.calendarDate, holiday);
    }
  }
  return days;
}

// ---------------------------------------------------------------------------------------------
// Worked time, overtime, meal break, holidays

export interface WeekTotals {
  /** First local day of the week. */
  start: string;
  workedMinutes: number;
  mealBreakMinutes: number;
  /** workedMinutes − mealBreakMinutes. */
  paidMinutes: number;
  regularMinutes: number;
  overtimeMinutes: number;
}

export interface HolidayWork {
  date: string;
  name: string;
  minutes: number;
}

export interface TimesheetTotals {
  workedMinutes: number;
  /** Unpaid meal periods deducted (a separate line, never hidden). */
  mealBreakMinutes: number;
  regularMinutes: number;
  overtimeMinutes: number;
  /** Minutes worked on a statutory holiday (part of regular/overtime, flagged). */
  holidayMinutes: number;
  weeks: WeekTotals[];
  holidayWork: HolidayWork[];
  /** Ids (indexes in the given list) of entries that got the meal deduction. */
  mealBreakEntries: number[];
}

/** Minutes of an entry (open entries until `now`), DST-correct (real elapsed time). */
export function entryMinutes(entry: WorkInterval, now: number): number {
  const start = ms(entry.clockIn);
  const end = entry.clockOut === null ? now : ms(entry.clockOut);
  return Math.max(0, Math.round((end - start) / MINUTE));
}

/** Whether an entry gets the unpaid meal deduction: longer than 5 hours with no punched break inside it. */
export function mealBreakApplies(entry: WorkInterval, now: number, settings: Pick<LabourSettings, 'mealBreakDeduction'>): boolean {
  return settings.mealBreakDeduction && entryMinutes(entry, now) > MEAL_BREAK_AFTER_MINUTES;
}

/**
 * Totals of the entries of one pay period (entries counted in the week of their clock-in): weekly
 * overtime beyond 40 paid hours at time and a half, a 30-minute deduction per shift over 5 hours
 * (a punched break splits a shift into two entries, so an entry over 5 hours had none), and the
 * minutes worked on statutory holidays (split at local midnights).
 */
export function computeTimesheet(entries: WorkInterval[], settings: LabourSettings, now: number): TimesheetTotals {
  const weeks = new Map<string, WeekTotals>();
  const holidayWork = new Map<string, HolidayWork>();
  const mealBreakEntries: number[] = [];
  const years = new Set<number>();
  for (const entry of entries) {
    years.add(localDay(ms(entry.clockIn)).year);
    years.add(localDay(entry.clockOut === null ? now : ms(entry.clockOut)).year);
  }
  const holidays = holidayDays([...years], settings.easterHoliday);

  entries.forEach((entry, index) => {
    const start = ms(entry.clockIn);
    const end = Math.max(start, entry.clockOut === null ? now : ms(entry.clockOut));
    const weekKey = weekStartOf(start, settings.weekStart).toISODate()!;
    let week = weeks.get(weekKey);
    if (!week) {
      week = { start: weekKey, workedMinutes: 0, mealBreakMinutes: 0, paidMinutes: 0, regularMinutes: 0, overtimeMinutes: 0 };
      weeks.set(weekKey, week);
    }
    week.workedMinutes += entryMinutes(entry, now);
    if (mealBreakApplies(entry, now, settings)) {
      week.mealBreakMinutes += MEAL_BREAK_MINUTES;
      mealBreakEntries.push(index);
    }
    // Holiday work: the parts of the entry on a holiday's local day.
    let cursor = start;
    while (cursor < end) {
      const date = localDay(cursor);
      const nextMidnight = date.startOf('day').plus({ days: 1 }).toMillis();
      const sliceEnd = Math.min(end, nextMidnight);
      const holiday = holidays.get(date.toISODate()!);
      if (holiday) {
        const key = date.toISODate()!;
        const row = holidayWork.get(key) ?? { date: key, name: holiday.name, minutes: 0 };
        row.minutes += Math.round((sliceEnd - cursor) / MINUTE);
        holidayWork.set(key, row);
      }
      cursor = sliceEnd;
    }
  });

  const weekList = [...weeks.values()].sort((a, b) => a.start.localeCompare(b.start));
  for (const week of weekList) {
    week.paidMinutes = Math.max(0, week.workedMinutes - week.mealBreakMinutes);
    week.overtimeMinutes = Math.max(0, week.paidMinutes - NORMAL_WEEK_MINUTES);
    week.regularMinutes = week.paidMinutes - week.overtimeMinutes;
  }
  const sum = (key: keyof Omit<WeekTotals, 'start'>) => weekList.reduce((total, week) => total + week[key], 0);
  const holidayList = [...holidayWork.values()].filter((row) => row.minutes > 0).sort((a, b) => a.date.localeCompare(b.date));
  return {
    workedMinutes: sum('workedMinutes'),
    mealBreakMinutes: sum('mealBreakMinutes'),
    regularMinutes: sum('regularMinutes'),
    overtimeMinutes: sum('overtimeMinutes'),
    holidayMinutes: holidayList.reduce((total, row) => total + row.minutes, 0),
    weeks: weekList,
    holidayWork: holidayList,
    mealBreakEntries,
  };
}

/**
 * The window whose wages make a holiday's indemnity: the four complete weeks before the holiday's
 * week (LNT s.62), as [from, to) UTC instants.
 */
export function indemnityWindow(holidayDate: string, weekStart: number): { from: Date; to: Date } {
  const holidayWeek = weekStartOf(day(holidayDate).toMillis(), weekStart);
  return { from: holidayWeek.minus({ weeks: 4 }).toJSDate(), to: holidayWeek.toJSDate() };
}

/**
 * The indemnity of one statutory holiday, in minutes at the regular rate: 1/20 of the regular
 * (overtime excluded) paid minutes of the four complete weeks before the holiday's week. Times the
 * hourly rate, it is 1/20 of the wages of those weeks. `entries` are the employee's entries in that
 * window (indemnityWindow).
 */
export function holidayIndemnityMinutes(entries: WorkInterval[], holidayDate: string, settings: LabourSettings, now: number): number {
  const { from, to } = indemnityWindow(holidayDate, settings.weekStart);
  const inWindow = entries.filter((entry) => ms(entry.clockIn) >= from.getTime() && ms(entry.clockIn) < to.getTime());
  const totals = computeTimesheet(inWindow, { ...settings, easterHoliday: settings.easterHoliday }, now);
  return Math.round(totals.regularMinutes / 20);
}

/** The holidays (applied dates) falling in a pay period. */
export function holidaysInPeriod(period: Pick<PayPeriod, 'start' | 'end'>, easter: EasterHoliday): StatutoryHoliday[] {
  const first = Number(period.start.slice(0, 4));
  const last = Number(period.end.slice(0, 4));
  const list: StatutoryHoliday[] = [];
  for (let year = first; year <= last; year += 1) {
    for (const holiday of statutoryHolidays(year, easter)) {
      if (holiday.date >= period.start && holiday.date <= period.end) list.push(holiday);
    }
  }
  return list;
}
