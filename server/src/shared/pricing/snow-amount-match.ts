import { PriceList } from './price-list';
import { SnowMode, snowQuote } from './snow-quote';

export interface SnowOptionFlags {
  readonly abrasif: boolean;
  readonly urgent: boolean;
}

/** Every option combination of a mode, in a fixed order. */
export const SNOW_OPTION_COMBINATIONS: readonly SnowOptionFlags[] = [
  { abrasif: false, urgent: false },
  { abrasif: true, urgent: false },
  { abrasif: false, urgent: true },
  { abrasif: true, urgent: true },
];

/**
 * A dollar amount (the legacy checkout's `amount`, total with taxes) in whole cents, or null when
 * it is not a positive finite number with at most 2 decimals (within floating-point noise).
 */
export function dollarsToCents(amount: unknown): number | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return null;
  const cents = Math.round(amount * 100);
  if (Math.abs(amount * 100 - cents) > 1e-6 || !Number.isSafeInteger(cents)) return null;
  return cents;
}

/**
 * The legacy /api/stripe/create-checkout-session sends only the total (in dollars), not the
 * options. This finds the ONE option combination of `mode` whose total, computed from the current
 * price list, equals that amount to the cent. The amount only chooses options: the price charged
 * is always the server's own quote. Null when no combination matches, or when several do (prices
 * that collide would make the order ambiguous).
 */
export function matchSnowOptions(prices: PriceList, mode: SnowMode, amount: unknown): SnowOptionFlags | null {
  const cents = dollarsToCents(amount);
  if (cents === null) return null;
  const matches = SNOW_OPTION_COMBINATIONS.filter((options) => snowQuote(prices, { mode, ...options }).total === cents);
  return matches.length === 1 ? matches[0]! : null;
}
