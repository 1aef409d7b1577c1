import { applyTaxes, gstOf, TaxedAmounts } from './pricing/taxes';

/**
 * Pure invoice arithmetic (issue #15), in integer cents, shared by the server (which stores and
 * charges) and the back-office (which displays). Taxes always come from the pricing calculators:
 * TPS 5 % and TVQ 9,975 % on the subtotal, each half up to the cent.
 */

export interface LineInput {
  readonly description: string;
  readonly quantity: number;
  readonly unitPriceCents: number;
}

export interface PricedLine extends LineInput {
  readonly amountCents: number;
}

/** quantity × unit price for each line. */
export function priceLines(lines: readonly LineInput[]): PricedLine[] {
  return lines.map((line) => ({ ...line, amountCents: line.quantity * line.unitPriceCents }));
}

/** Subtotal of the lines and both taxes on it; a subtotal below 0 is an error (a deduction larger than the work). */
export function invoiceTotals(lines: readonly { amountCents: number }[]): TaxedAmounts {
  const subtotal = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return applyTaxes(subtotal);
}

/** `percent` % of a subtotal, half up to the cent (deposit on an accepted quote). */
export function percentOf(subtotalCents: number, percent: number): number {
  return Math.floor((subtotalCents * percent * 2 + 100) / 200);
}

export interface Remaining {
  readonly subtotal: number;
  readonly gst: number;
  readonly qst: number;
  readonly total: number;
}

/**
 * Splits an amount to credit (taxes included) into subtotal, TPS and TVQ without ever exceeding
 * what is left of the invoice, component by component. The whole remainder credits exactly the
 * remaining subtotal and taxes; a part is the largest subtotal whose taxed total fits, TPS on it,
 * and TVQ takes the cent left over (so subtotal + TPS + TVQ = the amount exactly).
 * Returns null when the amount is not a positive integer or exceeds the remaining total.
 */
export function splitCredit(amountCents: number, remaining: Remaining): TaxedAmounts | null {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > remaining.total) return null;
  if (amountCents === remaining.total) return { subtotal: remaining.subtotal, gst: remaining.gst, qst: remaining.qst, total: remaining.total };
  let subtotal = Math.min(remaining.subtotal, Math.floor((amountCents * 100_000) / 114_975));
  while (subtotal > 0 && applyTaxes(subtotal).total > amountCents) subtotal -= 1;
  while (subtotal + 1 <= remaining.subtotal && applyTaxes(subtotal + 1).total <= amountCents) subtotal += 1;
  let gst = Math.min(gstOf(subtotal), remaining.gst);
  let qst = amountCents - subtotal - gst;
  if (qst > remaining.qst) {
    // Only possible by a cent or two at the very end of an invoice: take it on the subtotal.
    const over = qst - remaining.qst;
    qst = remaining.qst;
    subtotal = Math.min(remaining.subtotal, subtotal + over);
    gst = amountCents - subtotal - qst;
  }
  if (subtotal < 0 || gst < 0 || qst < 0 || gst > remaining.gst || subtotal > remaining.subtotal) return null;
  return { subtotal, gst, qst, total: amountCents };
}

/** A tax-included amount (a pickup estimate) as a subtotal whose taxed total is as close as possible without going over. */
export function subtotalFromTaxIncluded(totalCents: number): number {
  let subtotal = Math.floor((totalCents * 100_000) / 114_975);
  while (subtotal > 0 && applyTaxes(subtotal).total > totalCents) subtotal -= 1;
  while (applyTaxes(subtotal + 1).total <= totalCents) subtotal += 1;
  return subtotal;
}

export type AgingBucket = 'current' | 'days1to30' | 'days31to60' | 'days61to90' | 'over90';

/** Days overdue (today − due date, both YYYY-MM-DD America/Toronto) → aging bucket. */
export function agingBucket(dueDate: string, today: string): AgingBucket {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000);
  if (days <= 0) return 'current';
  if (days <= 30) return 'days1to30';
  if (days <= 60) return 'days31to60';
  if (days <= 90) return 'days61to90';
  return 'over90';
}

/** Overdue reminders: 7, 14 and 30 days after the due date. */
export const REMINDER_DAYS = [7, 14, 30] as const;

/** 'F-2026-000042' */
export function documentNumber(series: 'F' | 'NC', year: number, sequence: number): string {
  return `${series}-${year}-${String(sequence).padStart(6, '0')}`;
}

export const INVOICE_NUMBER_PATTERN = /^F-\d{4}-\d{6}$/;
