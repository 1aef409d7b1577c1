import { DateTime } from 'luxon';
import {
  computeTimesheet,
  entryMinutes,
  LABOUR_ZONE,
  LabourSettings,
  mealBreakApplies,
  MEAL_BREAK_MINUTES,
  NORMAL_WEEK_MINUTES,
  weekStartOf,
  WorkInterval,
} from './labour-standards';

/**
 * Pay of one employee for one pay period (issue #27), in integer cents:
 * - each entry's paid minutes (after the meal deduction) are regular up to 40 paid hours in its
 *   week, then overtime, in clock-in order; each minute is paid at the rate in force on the local
 *   day of its entry's clock-in (a raise applies from its date), overtime at 1,5 × that rate;
 * - each statutory holiday's indemnity (minutes at the regular rate, LNT s. 62) at the rate in
 *   force on the holiday;
 * - the vacation indemnity (LNT s. 74) accrues on those wages: 4 %, or 6 % when the employee has
 *   3 years of continuous service at the end of the reference year holding the period; it is paid
 *   with each pay (EACH_PAY) or held as a balance and paid in one payment before the vacation
 *   (BEFORE_VACATION, the law's default: `payOutBalanceCents` on the period that pays it).
 * Each amount is rounded once, half up, to the cent; gross is their exact sum.
 */
export interface RateFrom {
  /** First local day, YYYY-MM-DD. */
  effectiveFrom: string;
  rateCents: number;
}

export type VacationPay = 'BEFORE_VACATION' | 'EACH_PAY';

export interface PayInput {
  entries: WorkInterval[];
  settings: LabourSettings;
  now: number;
  rates: RateFrom[];
  /** The period's holidays and their indemnity in minutes at the regular rate. */
  holidays: { date: string; indemnityMinutes: number }[];
  /** YYYY-MM-DD or null (then 4 %). */
  hireDate: string | null;
  /** Last day of the period, YYYY-MM-DD. */
  periodEnd: string;
  vacation: { pay: VacationPay; yearStart: string };
  /** BEFORE_VACATION: the balance paid out with this period (added to gross); 0 otherwise. */
  payOutBalanceCents?: number;
}

export interface PayResult {
  regularMinutes: number;
  overtimeMinutes: number;
  regularPayCents: number;
  overtimePayCents: number;
  holidayPayCents: number;
  vacationRateBp: number;
  vacationAccruedCents: number;
  vacationPaidCents: number;
  grossCents: number;
  /** Minutes of entries with no rate in force on their day (paid 0: set a rate). */
  unratedMinutes: number;
}

/** Half-up division of non-negative integers. */
export const divRound = (numerator: number, denominator: number): number => Math.floor((2 * numerator + denominator) / (2 * denominator));

/** The rate in force on a local day: the latest change whose date is on or before it; null before the first. */
export function rateOn(rates: RateFrom[], day: string): number | null {
  let best: RateFrom | null = null;
  for (const rate of rates) if (rate.effectiveFrom <= day && (!best || rate.effectiveFrom > best.effectiveFrom)) best = rate;
  return best ? best.rateCents : null;
}

/** The reference year's last day for a day (yearStart MM-DD, default 05-01: 1 May – 30 April). */
export function referenceYearEnd(day: string, yearStart: string): string {
  const year = Number(day.slice(0, 4));
  const startThisYear = `${year}-${yearStart}`;
  const nextStart = day >= startThisYear ? `${year + 1}-${yearStart}` : startThisYear;
  return DateTime.fromISO(nextStart, { zone: LABOUR_ZONE }).minus({ days: 1 }).toISODate()!;
}

/** 600 (6 %) from 3 years of continuous service at the end of the reference year, else 400 (4 %). */
export function vacationRateBp(hireDate: string | null, periodEnd: string, yearStart: string): number {
  if (!hireDate) return 400;
  const third = DateTime.fromISO(hireDate, { zone: LABOUR_ZONE }).plus({ years: 3 }).toISODate()!;
  return third <= DateTime.fromISO(referenceYearEnd(periodEnd, yearStart), { zone: LABOUR_ZONE }).plus({ days: 1 }).toISODate()! ? 600 : 400;
}

const ms = (value: Date | string | number): number => (typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : value.getTime());

export function computePay(input: PayInput): PayResult {
  const { settings, now } = input;
  const totals = computeTimesheet(input.entries, settings, now);
  const byWeek = new Map<string, WorkInterval[]>();
  for (const entry of [...input.entries].sort((a, b) => ms(a.clockIn) - ms(b.clockIn))) {
    const key = weekStartOf(ms(entry.clockIn), settings.weekStart).toISODate()!;
    byWeek.set(key, [...(byWeek.get(key) ?? []), entry]);
  }
  let regularSum = 0; // Σ minutes × rate (cents)
  let overtimeSum = 0;
  let unratedMinutes = 0;
  for (const entries of byWeek.values()) {
    let paidSoFar = 0;
    for (const entry of entries) {
      const paid = Math.max(0, entryMinutes(entry, now) - (mealBreakApplies(entry, now, settings) ? MEAL_BREAK_MINUTES : 0));
      const regular = Math.min(paid, Math.max(0, NORMAL_WEEK_MINUTES - paidSoFar));
      const overtime = paid - regular;
      paidSoFar += paid;
      const rate = rateOn(input.rates, DateTime.fromMillis(ms(entry.clockIn), { zone: LABOUR_ZONE }).toISODate()!);
      if (rate === null) {
        unratedMinutes += paid;
        continue;
      }
      regularSum += regular * rate;
      overtimeSum += overtime * rate;
    }
  }
  let holidaySum = 0;
  for (const holiday of input.holidays) holidaySum += holiday.indemnityMinutes * (rateOn(input.rates, holiday.date) ?? 0);
  const regularPayCents = divRound(regularSum, 60);
  const overtimePayCents = divRound(overtimeSum * 3, 120);
  const holidayPayCents = divRound(holidaySum, 60);
  const wages = regularPayCents + overtimePayCents + holidayPayCents;
  const bp = vacationRateBp(input.hireDate, input.periodEnd, input.vacation.yearStart);
  const vacationAccruedCents = divRound(wages * bp, 10_000);
  const vacationPaidCents = input.vacation.pay === 'EACH_PAY' ? vacationAccruedCents : Math.max(0, input.payOutBalanceCents ?? 0);
  return {
    regularMinutes: totals.regularMinutes,
    overtimeMinutes: totals.overtimeMinutes,
    regularPayCents,
    overtimePayCents,
    holidayPayCents,
    vacationRateBp: bp,
    vacationAccruedCents,
    vacationPaidCents,
    grossCents: wages + vacationPaidCents,
    unratedMinutes,
  };
}
