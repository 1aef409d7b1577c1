import { isLongOpenShift, presetPeriod, visibleRows, type StaffHoursRow } from './staff-hours';

const H = 3_600_000;
const row = (overrides: Partial<StaffHoursRow>): StaffHoursRow => ({
  userId: '1',
  name: null,
  email: 'x@example.com',
  role: 'EMPLOYEE',
  totalMs: 0,
  entriesCount: 0,
  openClockIn: null,
  ...overrides,
});

describe('staff hours helpers', () => {
  it('presets: this week, last week, this month and last month, in local dates, across DST changes', () => {
    const sunday = Date.parse('2026-03-08T15:00:00Z'); // Sunday, the day clocks spring forward
    expect(presetPeriod('week', sunday)).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(presetPeriod('lastWeek', sunday)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(presetPeriod('month', sunday)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(presetPeriod('lastMonth', sunday)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    // 05:30Z is Monday 00:30 in Toronto (a new week); 04:30Z is still Sunday 23:30.
    expect(presetPeriod('week', Date.parse('2026-11-02T05:30:00Z'))).toEqual({ from: '2026-11-02', to: '2026-11-08' });
    expect(presetPeriod('week', Date.parse('2026-11-02T04:30:00Z'))).toEqual({ from: '2026-10-26', to: '2026-11-01' });
  });

  it('flags shifts open longer than 8 hours', () => {
    const now = Date.parse('2026-11-21T15:00:00Z');
    expect(isLongOpenShift(row({ openClockIn: new Date(now - 8 * H - 1).toISOString() }), now)).toBe(true);
    expect(isLongOpenShift(row({ openClockIn: new Date(now - 8 * H).toISOString() }), now)).toBe(false);
    expect(isLongOpenShift(row({ openClockIn: null }), now)).toBe(false);
  });

  it('filters by name or e-mail ignoring accents and case, and sorts on any column; people off shift last by “open since”', () => {
    const rows = [
      row({ userId: '1', name: 'Éloïse Côté', email: 'eloise@example.com', totalMs: 5 * H, entriesCount: 3, openClockIn: '2026-11-21T12:00:00Z' }),
      row({ userId: '2', name: null, email: 'bob@example.com', totalMs: 9 * H, entriesCount: 1 }),
      row({ userId: '3', name: 'Anne Roy', email: 'anne@example.com', totalMs: 1 * H, entriesCount: 2, openClockIn: '2026-11-21T08:00:00Z' }),
    ];
    const ids = (list: StaffHoursRow[]) => list.map((r) => r.userId);
    expect(ids(visibleRows(rows, 'ELOISE', { key: 'name', direction: 'ascending' }))).toEqual(['1']);
    expect(ids(visibleRows(rows, 'cote', { key: 'name', direction: 'ascending' }))).toEqual(['1']);
    expect(ids(visibleRows(rows, 'bob@', { key: 'name', direction: 'ascending' }))).toEqual(['2']);
    expect(ids(visibleRows(rows, '', { key: 'name', direction: 'ascending' }))).toEqual(['3', '2', '1']);
    expect(ids(visibleRows(rows, '', { key: 'total', direction: 'descending' }))).toEqual(['2', '1', '3']);
    expect(ids(visibleRows(rows, '', { key: 'entries', direction: 'ascending' }))).toEqual(['2', '3', '1']);
    expect(ids(visibleRows(rows, '', { key: 'open', direction: 'ascending' }))).toEqual(['3', '1', '2']);
    expect(ids(visibleRows(rows, '', { key: 'open', direction: 'descending' }))).toEqual(['1', '3', '2']);
    expect(ids(visibleRows(rows, '', { key: 'email', direction: 'descending' }))).toEqual(['1', '2', '3']);
  });
});
