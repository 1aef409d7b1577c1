import { lazy } from './lazy';

/** Money is integer cents everywhere; these format it for people, in fr-CA, only at the edge. */
const RATE = lazy(() => new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 3 }));

/**
 * 1234567 → '1 234 567': an integer as fr-CA writes it (no-break space between thousands), the
 * same text as `Intl.NumberFormat('fr-CA')` (money.test.ts compares them) without loading Intl's
 * fr-CA data, which costs about 100 ms on a slow phone when the public pages first show a price.
 */
export function formatInteger(value: number): string {
  const digits = String(Math.abs(Math.trunc(value))).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return value < 0 ? `-${digits}` : digits;
}

/** 9198 → '91,98 $' (fr-CA puts a no-break space before the sign and between thousands). */
export function formatCad(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const amount = `${formatInteger(Math.floor(whole / 100))},${String(whole % 100).padStart(2, '0')}\u00a0$`;
  return cents < 0 && whole > 0 ? `-${amount}` : amount;
}

/** 9.975 → '9,975 %' (a no-break space before the sign). */
export function formatRate(percent: number): string {
  return `${RATE().format(percent)}\u00a0%`;
}
