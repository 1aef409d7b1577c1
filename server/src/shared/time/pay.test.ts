import fc from 'fast-check';
import { DateTime } from 'luxon';
import { DEFAULT_LABOUR_SETTINGS, LABOUR_ZONE } from './labour-standards';
import { computePay, rateOn, referenceYearEnd, vacationRateBp } from './pay';

const PERIOD_START = '2026-02-15'; // a biweekly period of the default settings (Sunday weeks)
const PERIOD_END = '2026-02-28';
const at = (day: number, minute: number) => DateTime.fromISO(PERIOD_START, { zone: LABOUR_ZONE }).plus({ days: day, minutes: minute }).toJSDate();
const dayOf = (offset: number) => DateTime.fromISO(PERIOD_START).plus({ days: offset }).toISODate()!;

/** The oracle: minute by minute, as a payroll clerk would count them. */
function oracle(shifts: { day: number; start: number; minutes: number }[], rates: { effectiveFrom: string; rateCents: number }[], holidays: { date: string; indemnityMinutes: number }[], bp: number, eachPay: boolean) {
  const sorted = [...shifts].sort((a, b) => a.day * 1440 + a.start - (b.day * 1440 + b.start));
  let regularTimes60 = 0;
  let overtimeTimes120 = 0;
  const weekCount = [0, 0];
  for (const shift of sorted) {
    const week = shift.day < 7 ? 0 : 1;
    const paid = shift.minutes > 300 ? shift.minutes - 30 : shift.minutes;
    const rate = rateOn(rates, dayOf(shift.day))!;
    for (let m = 0; m < paid; m += 1) {
      if (weekCount[week]! < 2400) regularTimes60 += rate;
      else overtimeTimes120 += rate * 3;
      weekCount[week]! += 1;
    }
  }
  const round = (n: number, d: number) => Math.round(n / d); // n, d ≥ 0: half up
  const regular = round(regularTimes60, 60);
  const overtime = round(overtimeTimes120, 120);
  const holiday = round(holidays.reduce((sum, h) => sum + h.indemnityMinutes * rateOn(rates, h.date)!, 0), 60);
  const accrued = round((regular + overtime + holiday) * bp, 10_000);
  return { regular, overtime, holiday, accrued, gross: regular + overtime + holiday + (eachPay ? accrued : 0) };
}

describe('pay of a period (issue #27)', () => {
  it('gross = regular + 1,5 × overtime + holiday + vacation indemnities, to the cent, for random hours, rates and raise dates', () => {
    const shift = fc.record({ day: fc.integer({ min: 0, max: 13 }), start: fc.integer({ min: 0, max: 10 * 60 }), minutes: fc.integer({ min: 1, max: 13 * 60 }) });
    fc.assert(
      fc.property(
        // at most one shift per day, so they never overlap
        fc.uniqueArray(shift, { maxLength: 14, selector: (s) => s.day }),
        fc.integer({ min: 1500, max: 6000 }),
        fc.array(fc.record({ day: fc.integer({ min: 0, max: 13 }), raise: fc.integer({ min: 1, max: 800 }) }), { maxLength: 3 }),
        fc.array(fc.record({ day: fc.integer({ min: 0, max: 13 }), indemnityMinutes: fc.integer({ min: 0, max: 600 }) }), { maxLength: 2 }),
        fc.option(fc.integer({ min: 0, max: 3000 }).map((d) => DateTime.fromISO('2019-01-01').plus({ days: d }).toISODate()!)),
        fc.boolean(),
        (shifts, base, raises, holidayDays, hireDate, eachPay) => {
          let rate = base;
          const rates = [{ effectiveFrom: '2025-01-01', rateCents: base }];
          for (const raise of [...raises].sort((a, b) => a.day - b.day)) {
            rate += raise.raise;
            if (!rates.some((r) => r.effectiveFrom === dayOf(raise.day))) rates.push({ effectiveFrom: dayOf(raise.day), rateCents: rate });
          }
          const holidays = holidayDays.map((h) => ({ date: dayOf(h.day), indemnityMinutes: h.indemnityMinutes }));
          const result = computePay({
            entries: shifts.map((s) => ({ clockIn: at(s.day, s.start), clockOut: at(s.day, s.start + s.minutes) })),
            settings: DEFAULT_LABOUR_SETTINGS,
            now: at(20, 0).getTime(),
            rates,
            holidays,
            hireDate,
            periodEnd: PERIOD_END,
            vacation: { pay: eachPay ? 'EACH_PAY' : 'BEFORE_VACATION', yearStart: '05-01' },
          });
          const expected = oracle(shifts, rates, holidays, result.vacationRateBp, eachPay);
          expect(result.regularPayCents).toBe(expected.regular);
          expect(result.overtimePayCents).toBe(expected.overtime);
          expect(result.holidayPayCents).toBe(expected.holiday);
          expect(result.vacationAccruedCents).toBe(expected.accrued);
          expect(result.grossCents).toBe(expected.gross);
          expect(result.grossCents).toBe(result.regularPayCents + result.overtimePayCents + result.holidayPayCents + result.vacationPaidCents);
          expect(result.vacationRateBp).toBe(vacationRateBp(hireDate, PERIOD_END, '05-01'));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('pays overtime beyond 40 h a week at 1,5 × the rate of its day, a raise from its date', () => {
    // 5 × 9 h (8 h 30 paid) in week 1 = 42 h 30; raise from Wednesday 2026-02-18 (day 3).
    const entries = [0, 1, 2, 3, 4].map((d) => ({ clockIn: at(d, 7 * 60), clockOut: at(d, 16 * 60) }));
    const rates = [
      { effectiveFrom: '2025-01-01', rateCents: 2000 },
      { effectiveFrom: '2026-02-18', rateCents: 2200 },
    ];
    const pay = computePay({ entries, settings: DEFAULT_LABOUR_SETTINGS, now: at(20, 0).getTime(), rates, holidays: [], hireDate: null, periodEnd: PERIOD_END, vacation: { pay: 'EACH_PAY', yearStart: '05-01' } });
    // Regular: Sunday to Tuesday 3 × 8,5 h at 20 $ (510 $), then 14,5 h at 22 $ (319 $) = 829 $.
    expect(pay.regularPayCents).toBe(82_900);
    // Overtime: the last 2 h 30 (Thursday) at 1,5 × 22 $ = 82,50 $.
    expect(pay.overtimePayCents).toBe(8_250);
    expect(pay.vacationAccruedCents).toBe(Math.round((82_900 + 8_250) * 0.04));
    expect(pay.grossCents).toBe(82_900 + 8_250 + pay.vacationAccruedCents);
  });

  it('gives 6 % from 3 years of continuous service at the end of the reference year (1 May – 30 April)', () => {
    expect(referenceYearEnd('2026-02-28', '05-01')).toBe('2026-04-30');
    expect(referenceYearEnd('2026-05-01', '05-01')).toBe('2027-04-30');
    expect(vacationRateBp('2023-05-01', '2026-02-28', '05-01')).toBe(600);
    expect(vacationRateBp('2023-05-02', '2026-02-28', '05-01')).toBe(400);
    expect(vacationRateBp(null, '2026-02-28', '05-01')).toBe(400);
  });
});
