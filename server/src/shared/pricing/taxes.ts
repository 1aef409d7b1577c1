/**
 * Québec sales taxes (QUEBEC.md §7.1): GST 5 % and QST 9.975 %, both on the same subtotal
 * (never compounded), each rounded to the cent half up (a fraction of ≥ 0.5 cent rounds up).
 * Integer arithmetic on cents, so a half cent is exact: 0.70 $ × 5 % = 3.5 cents rounds to 4
 * (with floating point, 0.7 × 0.05 × 100 = 3.4999… would round down to 3).
 */

/** The rates as printed on documents (each tax on its own line; never a combined 14.975 %). */
export const GST_RATE_PERCENT = 5;
export const QST_RATE_PERCENT = 9.975;

export interface TaxedAmounts {
  /** Before taxes, in cents. */
  readonly subtotal: number;
  /** TPS (GST) 5 %, in cents. */
  readonly gst: number;
  /** TVQ (QST) 9.975 %, in cents. */
  readonly qst: number;
  /** subtotal + gst + qst, in cents. */
  readonly total: number;
}

/** `numerator / denominator` rounded half up, for non-negative integers. */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer of cents, got ${value}`);
}

/** GST 5 % of a subtotal in cents, rounded half up. */
export function gstOf(subtotal: number): number {
  assertCents(subtotal, 'subtotal');
  return divideHalfUp(subtotal * 5, 100);
}

/** QST 9.975 % of a subtotal in cents (the price before GST), rounded half up. */
export function qstOf(subtotal: number): number {
  assertCents(subtotal, 'subtotal');
  return divideHalfUp(subtotal * 9975, 100_000);
}

/** Subtotal, both taxes and total, all in cents. */
export function applyTaxes(subtotal: number): TaxedAmounts {
  const gst = gstOf(subtotal);
  const qst = qstOf(subtotal);
  return { subtotal, gst, qst, total: subtotal + gst + qst };
}
