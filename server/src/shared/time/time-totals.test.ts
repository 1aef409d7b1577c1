import { parseInstant, resolveRange } from './time-range';
import {
  dailyTotals,
  dayBounds,
  formatDuration,
  monthBounds,
  overlapMs,
  shiftBounds,
  totalMs,
  weekBounds,
} from './time-totals';

const TZ = 'America/Toronto';
const H = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const local = (text: string) => parseInstant(text, TZ)!;

describe('parseInstant', () => {
  it('reads instants with an offset, local date-times in the zone and, when allowed, dates', () => {
    expect(parseInstant('2026-03-08T05:00:00Z')).toBe(at('2026-03-08T05:00:00Z'));
    expect(parseInstant('2026-03-08T00:00:00.000-05:00')).toBe(at('2026-03-08T05:00:00Z'));
    expect(parseInstant('2026-03-08T00:00', TZ)).toBe(at('2026-03-08T05:00:00Z')); // EST
    expect(parseInstant('2026-03-08T05:00', TZ)).toBe(at('2026-03-08T09:00:00Z')); // EDT
    expect(parseInstant('2026-07-01T08:30:15', TZ)).toBe(at('2026-07-01T12:30:15Z'));
    expect(parseInstant('2026-03-08', TZ)).toBeNull();
    expect(parseInstant('2026-03-08', TZ, { allowDate: true })).toBe(at('2026-03-08T05:00:00Z'));
  });

  it('refuses garbage, impossible dates, unknown zones and the hour the clocks skip', () => {
    for (const bad of ['', 'demain', '2026-02-30T10:00', '2026-13-01T10:00', '10:00', '2026-03-08T25:00', '1773000000000']) {
      expect(parseInstant(bad, TZ, { allowDate: true })).toBeNull();
    }
    expect(parseInstant('2026-03-08T10:00', 'Mars/Olympus')).toBeNull();
    expect(parseInstant('2026-03-08T02:30', TZ)).toBeNull(); // 02:00 → 03:00 that night
  });

  it('reads the repeated hour of the fall-back night as its first occurrence unless an offset says otherwise', () => {
    expect(parseInstant('2026-11-01T01:30', TZ)).toBe(at('2026-11-01T05:30:00Z')); // EDT
    expect(parseInstant('2026-11-01T01:30:00-05:00', TZ)).toBe(at('2026-11-01T06:30:00Z')); // EST
  });
});

describe('day, week and month bounds in America/Toronto', () => {
  it('weeks run Monday 00:00 to Monday 00:00 local', () => {
    // Saturday 2026-11-21 10:00 local
    expect(weekBounds(at('2026-11-21T15:00:00Z'), TZ)).toEqual({ from: local('2026-11-16T00:00'), to: local('2026-11-23T00:00') });
    // Sunday 23:30 local is still in the week that started on Monday
    expect(weekBounds(at('2026-11-23T04:30:00Z'), TZ).from).toBe(local('2026-11-16T00:00'));
    // Monday 00:00 local starts a new week
    expect(weekBounds(local('2026-11-23T00:00'), TZ).from).toBe(local('2026-11-23T00:00'));
  });

  it('the spring-forward day lasts 23 h, the fall-back day 25 h, and their weeks 167 h and 169 h', () => {
    const spring = dayBounds(local('2026-03-08T12:00'), TZ);
    expect(spring.to - spring.from).toBe(23 * H);
    const fall = dayBounds(local('2026-11-01T12:00'), TZ);
    expect(fall.to - fall.from).toBe(25 * H);
    const springWeek = weekBounds(local('2026-03-08T12:00'), TZ);
    expect(springWeek.to - springWeek.from).toBe(167 * H);
    expect(springWeek.from).toBe(local('2026-03-02T00:00'));
    const fallWeek = weekBounds(local('2026-11-01T12:00'), TZ);
    expect(fallWeek.to - fallWeek.from).toBe(169 * H);
  });

  it('months and the previous week or month', () => {
    const month = monthBounds(local('2026-03-15T12:00'), TZ);
    expect(month).toEqual({ from: local('2026-03-01T00:00'), to: local('2026-04-01T00:00') });
    expect(shiftBounds(month, 'months', -1, TZ)).toEqual({ from: local('2026-02-01T00:00'), to: local('2026-03-01T00:00') });
    const week = weekBounds(local('2026-03-10T12:00'), TZ);
    expect(shiftBounds(week, 'weeks', -1, TZ)).toEqual({ from: local('2026-03-02T00:00'), to: local('2026-03-09T00:00') });
  });
});

describe('totals', () => {
  const now = at('2026-11-21T15:00:00Z');

  it('a shift from 00:00 to 05:00 local lasts 4 h the night clocks spring forward and 6 h the night they fall back', () => {
    const spring = { clockIn: local('2026-03-08T00:00'), clockOut: local('2026-03-08T05:00') };
    const fall = { clockIn: local('2026-11-01T00:00'), clockOut: local('2026-11-01T05:00') };
    expect(totalMs([spring], weekBounds(spring.clockIn, TZ), now)).toBe(4 * H);
    expect(totalMs([fall], weekBounds(fall.clockIn, TZ), now)).toBe(6 * H);
    expect(dailyTotals([fall], dayBounds(fall.clockIn, TZ), TZ, now)).toEqual([{ date: '2026-11-01', totalMs: 6 * H }]);
  });

  it('splits an entry that spans midnight across its two days', () => {
    const night = { clockIn: local('2026-11-17T22:00'), clockOut: local('2026-11-18T06:30') };
    const days = dailyTotals([night], weekBounds(night.clockIn, TZ), TZ, now);
    expect(days).toHaveLength(7);
    expect(days.filter((d) => d.totalMs > 0)).toEqual([
      { date: '2026-11-17', totalMs: 2 * H },
      { date: '2026-11-18', totalMs: 6.5 * H },
    ]);
  });

  it('splits at the local midnight of a DST night (Saturday 22:00 to Sunday 04:00, fall back)', () => {
    const night = { clockIn: local('2026-10-31T22:00'), clockOut: local('2026-11-01T04:00') };
    const days = dailyTotals([night], { from: local('2026-10-31T00:00'), to: local('2026-11-02T00:00') }, TZ, now);
    expect(days).toEqual([
      { date: '2026-10-31', totalMs: 2 * H },
      { date: '2026-11-01', totalMs: 5 * H },
    ]);
  });

  it('counts an open shift until now, clips to the range, and ignores what lies outside', () => {
    const open = { clockIn: at('2026-11-21T13:00:00Z'), clockOut: null };
    expect(overlapMs(open, { from: 0, to: Number.MAX_SAFE_INTEGER }, now)).toBe(2 * H);
    const before = { clockIn: at('2026-11-01T13:00:00Z'), clockOut: at('2026-11-01T15:00:00Z') };
    const straddling = { clockIn: at('2026-11-16T03:00:00Z'), clockOut: at('2026-11-16T07:00:00Z') }; // 22:00 → 02:00 local, over Monday 00:00
    const week = weekBounds(now, TZ);
    expect(totalMs([open, before, straddling], week, now)).toBe(2 * H + 2 * H);
  });

  it('formats durations as HHhMM', () => {
    expect(formatDuration(0)).toBe('00h00');
    expect(formatDuration(7 * H + 5 * 60_000 + 59_000)).toBe('07h05');
    expect(formatDuration(41.5 * H)).toBe('41h30');
    expect(formatDuration(-5)).toBe('00h00');
  });
});

describe('resolveRange', () => {
  const now = at('2026-11-21T15:00:00Z'); // Saturday

  it('defaults to the current local week', () => {
    expect(resolveRange({}, now)).toEqual({ range: weekBounds(now, TZ), tz: TZ });
  });

  it('reads dates in the zone, the last date included', () => {
    expect(resolveRange({ from: '2026-03-02', to: '2026-03-08', tz: TZ }, now)).toEqual({
      range: { from: local('2026-03-02T00:00'), to: local('2026-03-09T00:00') },
      tz: TZ,
    });
    expect(resolveRange({ from: '2026-03-02T05:00:00Z', to: '2026-03-02T06:00:00Z' }, now)).toEqual({
      range: { from: at('2026-03-02T05:00:00Z'), to: at('2026-03-02T06:00:00Z') },
      tz: TZ,
    });
  });

  it('names the bad part', () => {
    expect(resolveRange({ tz: 'Nowhere/City' }, now)).toEqual({ problem: 'tz' });
    expect(resolveRange({ from: 'hier' }, now)).toEqual({ problem: 'from' });
    expect(resolveRange({ to: '2026-02-31' }, now)).toEqual({ problem: 'to' });
    expect(resolveRange({ from: '2026-03-09', to: '2026-03-02' }, now)).toEqual({ problem: 'order' });
    expect(resolveRange({ from: '2024-01-01', to: '2026-01-01' }, now)).toEqual({ problem: 'tooLong' });
  });
});
