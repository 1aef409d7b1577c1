import { DateTime } from 'luxon';
import {
  computeTimesheet,
  DEFAULT_LABOUR_SETTINGS,
  holidayIndemnityMinutes,
  isPeriodStart,
  LabourSettings,
  payPeriodOf,
  statutoryHolidays,
  WorkInterval,
} from './labour-standards';

const TZ = 'America/Toronto';
const at = (local: string) => DateTime.fromISO(local, { zone: TZ }).toJSDate();
const shift = (start: string, hours: number): WorkInterval => {
  const clockIn = at(start);
  return { clockIn, clockOut: new Date(clockIn.getTime() + hours * 3_600_000) };
};
const NOW = at('2027-12-31T12:00').getTime();
const settings: LabourSettings = { ...DEFAULT_LABOUR_SETTINGS, mealBreakDeduction: false };
const withMeal: LabourSettings = { ...DEFAULT_LABOUR_SETTINGS, mealBreakDeduction: true };

describe('weekly overtime', () => {
  it('a 46-hour week gives 40 regular hours and 6 overtime hours', () => {
    // Sunday 2026-11-08 to Saturday 2026-11-14: five shifts of 9 h 12 min = 46 h.
    const entries = ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13'].map((d) => shift(`${d}T07:00`, 9.2));
    const totals = computeTimesheet(entries, settings, NOW);
    expect(totals.workedMinutes).toBe(46 * 60);
    expect(totals.regularMinutes).toBe(40 * 60);
    expect(totals.overtimeMinutes).toBe(6 * 60);
  });

  it('counts overtime per week, not over the two weeks of a period (45 h + 35 h = 5 h overtime)', () => {
    const week1 = ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13'].map((d) => shift(`${d}T07:00`, 9));
    const week2 = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'].map((d) => shift(`${d}T07:00`, 7));
    const totals = computeTimesheet([...week1, ...week2], settings, NOW);
    expect(totals.weeks.map((w) => [w.start, w.overtimeMinutes])).toEqual([
      ['2026-11-08', 300],
      ['2026-11-15', 0],
    ]);
    expect(totals.overtimeMinutes).toBe(300);
    expect(totals.regularMinutes).toBe(75 * 60);
  });

  it('weeks run Sunday to Saturday by default: Saturday and the next Sunday are different weeks', () => {
    const entries = [shift('2026-11-14T00:00', 23), shift('2026-11-15T00:30', 23)];
    const totals = computeTimesheet(entries, settings, NOW);
    expect(totals.weeks.map((w) => w.start)).toEqual(['2026-11-08', '2026-11-15']);
    expect(totals.overtimeMinutes).toBe(0);
  });
});

describe('meal break', () => {
  it('a 6-hour shift without a break loses 30 unpaid minutes, on its own line', () => {
    const totals = computeTimesheet([shift('2026-11-10T08:00', 6)], withMeal, NOW);
    expect(totals).toMatchObject({ workedMinutes: 360, mealBreakMinutes: 30, regularMinutes: 330, overtimeMinutes: 0 });
    expect(totals.mealBreakEntries).toEqual([0]);
  });

  it('no deduction with the setting off, for exactly 5 hours, or when the break was punched (two entries)', () => {
    expect(computeTimesheet([shift('2026-11-10T08:00', 6)], settings, NOW).mealBreakMinutes).toBe(0);
    expect(computeTimesheet([shift('2026-11-10T08:00', 5)], withMeal, NOW).mealBreakMinutes).toBe(0);
    const punchedBreak = [shift('2026-11-10T08:00', 3), shift('2026-11-10T11:30', 3)];
    expect(computeTimesheet(punchedBreak, withMeal, NOW)).toMatchObject({ mealBreakMinutes: 0, regularMinutes: 360 });
  });

  it('the deduction counts before overtime: 5 shifts of 9 h 12 min with meal deduction = 43 h 30 paid, 3 h 30 overtime', () => {
    const entries = ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13'].map((d) => shift(`${d}T07:00`, 9.2));
    expect(computeTimesheet(entries, withMeal, NOW)).toMatchObject({ mealBreakMinutes: 150, overtimeMinutes: 210, regularMinutes: 2400 });
  });
});

describe('DST', () => {
  it('a night shift across the November change (1 Nov 2026, 2:00 → 1:00) counts its real 9 hours', () => {
    const entry = { clockIn: at('2026-10-31T22:00'), clockOut: at('2026-11-01T06:00') };
    expect(entry.clockOut.getTime() - entry.clockIn.getTime()).toBe(9 * 3_600_000);
    const totals = computeTimesheet([entry], withMeal, NOW);
    expect(totals).toMatchObject({ workedMinutes: 540, mealBreakMinutes: 30, regularMinutes: 510 });
    // Clocked in on Saturday 31 October: the week that started Sunday 25 October.
    expect(totals.weeks.map((w) => w.start)).toEqual(['2026-10-25']);
  });

  it('pay periods keep their calendar boundaries across DST (local midnight, Sunday)', () => {
    const period = payPeriodOf(at('2026-11-03T12:00'), { ...settings, periodLength: 'WEEKLY' });
    expect(period.start).toBe('2026-11-01');
    expect(period.end).toBe('2026-11-07');
    expect(period.startsAt.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(period.endsAt.toISOString()).toBe('2026-11-08T05:00:00.000Z');
  });
});

describe('pay periods', () => {
  it('every two weeks from the anchor, before and after it', () => {
    const s: LabourSettings = { ...settings, anchor: '2026-01-04', periodLength: 'BIWEEKLY' };
    expect(payPeriodOf('2026-01-04', s)).toMatchObject({ start: '2026-01-04', end: '2026-01-17' });
    expect(payPeriodOf('2026-01-17', s)).toMatchObject({ start: '2026-01-04', end: '2026-01-17' });
    expect(payPeriodOf('2026-01-18', s)).toMatchObject({ start: '2026-01-18', end: '2026-01-31' });
    expect(payPeriodOf('2026-01-03', s)).toMatchObject({ start: '2025-12-21', end: '2026-01-03' });
    expect(payPeriodOf('2026-11-21', s)).toMatchObject({ start: '2026-11-08', end: '2026-11-21' });
    expect(isPeriodStart('2026-11-08', s)).toBe(true);
    expect(isPeriodStart('2026-11-15', s)).toBe(false);
  });
});

describe('statutory holidays', () => {
  const dates = (year: number) => statutoryHolidays(year).map((h) => [h.date, h.name]);

  it('2027: the LNT list with French names', () => {
    expect(dates(2027)).toEqual([
      ['2027-01-01', '1er janvier'],
      ['2027-03-26', 'Vendredi saint'],
      ['2027-05-24', 'Journée nationale des patriotes'],
      ['2027-06-24', 'Fête nationale du Québec'],
      ['2027-07-01', 'Fête du Canada'],
      ['2027-09-06', 'Fête du Travail'],
      ['2027-10-11', 'Action de grâces'],
      ['2027-12-25', 'Noël'],
    ]);
  });

  it('2026 (Patriotes on 18 May, 25 May being a Monday)', () => {
    expect(dates(2026).map(([d]) => d)).toEqual(['2026-01-01', '2026-04-03', '2026-05-18', '2026-06-24', '2026-07-01', '2026-09-07', '2026-10-12', '2026-12-25']);
  });

  it('2029: 24 June and 1 July fall on a Sunday, so 25 June and 2 July are the holidays', () => {
    const list = statutoryHolidays(2029);
    const national = list.find((h) => h.key === 'FETE_NATIONALE')!;
    const canada = list.find((h) => h.key === 'CANADA_DAY')!;
    expect(national).toMatchObject({ date: '2029-06-25', calendarDate: '2029-06-24' });
    expect(national.note).toMatch(/dimanche/);
    expect(canada).toMatchObject({ date: '2029-07-02', calendarDate: '2029-07-01' });
    expect(list.find((h) => h.key === 'NEW_YEAR')).toMatchObject({ date: '2029-01-01', note: null });
  });

  it('Easter Monday instead of Good Friday when the employer chooses it', () => {
    expect(statutoryHolidays(2027, 'EASTER_MONDAY')[1]).toMatchObject({ key: 'EASTER_MONDAY', name: 'Lundi de Pâques', date: '2027-03-29' });
  });

  it('no list for an absurd year', () => {
    expect(statutoryHolidays(99999)).toEqual([]);
  });

  it('each call gets its own copy of a year computed once (a caller changing it changes nobody else’s)', () => {
    const first = statutoryHolidays(2031);
    first[0]!.name = 'changé';
    first.pop();
    const second = statutoryHolidays(2031);
    expect(second).toHaveLength(8);
    expect(second[0]).toMatchObject({ key: 'NEW_YEAR', name: '1er janvier', date: '2031-01-01' });
    expect(statutoryHolidays(2031, 'EASTER_MONDAY')[1]!.key).toBe('EASTER_MONDAY');
    expect(statutoryHolidays(2031)[1]!.key).toBe('GOOD_FRIDAY');
  });
});

describe('holiday work and indemnity', () => {
  it('a week containing 24 June 2027: hours that day are flagged, the week still counts overtime beyond 40 h', () => {
    // Sunday 20 June to Saturday 26 June 2027; 24 June is a Thursday.
    const entries = ['2027-06-21', '2027-06-22', '2027-06-23', '2027-06-24', '2027-06-25'].map((d) => shift(`${d}T08:00`, 9));
    const totals = computeTimesheet(entries, settings, NOW);
    expect(totals.holidayMinutes).toBe(9 * 60);
    expect(totals.holidayWork).toEqual([{ date: '2027-06-24', name: 'Fête nationale du Québec', minutes: 540 }]);
    expect(totals.overtimeMinutes).toBe(5 * 60);
  });

  it('a night shift into Christmas flags only the hours after midnight', () => {
    const totals = computeTimesheet([shift('2027-12-24T22:00', 4)], settings, NOW);
    expect(totals.holidayWork).toEqual([{ date: '2027-12-25', name: 'Noël', minutes: 120 }]);
  });

  it('indemnity: 1/20 of the regular hours of the four complete weeks before the holiday’s week, overtime excluded', () => {
    // Holiday Thursday 24 June 2027, week of Sunday 20 June; the 4 weeks before: 23 May – 19 June.
    const entries: WorkInterval[] = [];
    for (const weekSunday of ['2027-05-23', '2027-05-30', '2027-06-06', '2027-06-13']) {
      const sunday = DateTime.fromISO(weekSunday, { zone: TZ });
      for (let d = 1; d <= 5; d += 1) entries.push(shift(`${sunday.plus({ days: d }).toISODate()}T07:00`, 9)); // 45 h
    }
    entries.push(shift('2027-05-20T07:00', 8)); // before the window: ignored
    entries.push(shift('2027-06-21T07:00', 8)); // the holiday's week: ignored
    // 4 × 40 regular hours = 160 h → 8 h.
    expect(holidayIndemnityMinutes(entries, '2027-06-24', settings, NOW)).toBe(8 * 60);
  });
});
