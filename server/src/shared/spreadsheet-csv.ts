/**
 * The one writer of CSV files meant for a spreadsheet (taxes, journal, payroll, time clock,
 * clients): they open in columns, as they are, in Excel and LibreOffice set to French (Canada).
 *
 * - `;` between fields, CRLF between records, UTF-8 with a byte-order mark (so Excel reads the accents);
 * - numbers with a decimal comma and no thousands separator (`1234,5`); amounts (`cents(123456)`)
 *   with two decimals and no currency sign (`1234,56`), negative with a leading minus;
 * - dates as YYYY-MM-DD (a `Date` is written as its day in America/Toronto; a string is kept as is);
 * - a text cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'`
 *   so the spreadsheet shows it instead of running it as a formula (CSV injection: names and notes
 *   are typed by people). Numbers and amounts are never prefixed: a negative amount stays a number.
 *
 * Written by csv-stringify (its browser build: the same file runs in the back-office and in Node),
 * which quotes fields holding `;`, quotes or line breaks and doubles the quotes.
 *
 * Not for the QuickBooks Online import file, which keeps QuickBooks' own format (comma, point).
 */
import { stringify } from 'csv-stringify/browser/esm/sync';

/** An amount in integer cents, written with two decimals: `cents(-1250)` → `-12,50`. */
export interface CentsAmount {
  readonly cents: number;
}

export type SpreadsheetValue = string | number | boolean | Date | CentsAmount | null | undefined;

export const cents = (value: number): CentsAmount => ({ cents: value });

export const SPREADSHEET_DELIMITER = ';';
export const SPREADSHEET_ZONE = 'America/Toronto';
export const UTF8_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would not run as a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** 1234.5 → "1234,5" (no thousands separator, decimal comma); non-finite → "". */
export function decimalComma(value: number): string {
  if (!Number.isFinite(value)) return '';
  return String(Object.is(value, -0) ? 0 : value).replace('.', ',');
}

/** 123456 → "1234,56"; -5 → "-0,05". */
export function centsText(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const whole = Math.round(amount);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SPREADSHEET_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The day of an instant in America/Toronto, YYYY-MM-DD ("" for an invalid date). */
export function spreadsheetDate(when: Date): string {
  if (Number.isNaN(when.getTime())) return '';
  const parts = Object.fromEntries(dayFormat.formatToParts(when).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const isCents = (value: unknown): value is CentsAmount =>
  typeof value === 'object' && value !== null && !(value instanceof Date) && typeof (value as CentsAmount).cents === 'number';

/** What one cell holds before quoting. */
export function spreadsheetCell(value: SpreadsheetValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return neutraliseFormula(value);
  if (typeof value === 'number') return decimalComma(value);
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (value instanceof Date) return spreadsheetDate(value);
  if (isCents(value)) return centsText(value.cents);
  return '';
}

/** The whole file: BOM, header and rows as given, `;`, CRLF (also after the last row). */
export function toSpreadsheetCsv(rows: readonly (readonly SpreadsheetValue[])[]): string {
  const cells = rows.map((row) => row.map(spreadsheetCell));
  return UTF8_BOM + stringify(cells, { delimiter: SPREADSHEET_DELIMITER, record_delimiter: '\r\n', quoted_match: /[\r\n]/ });
}

/** How a French (Canada) spreadsheet reads a number cell back: "1234,56" → 1234.56 (NaN when it is not one). */
export function readSpreadsheetNumber(text: string): number {
  return /^-?\d+(,\d+)?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

/** "1234,56" → 123456 cents (NaN when the cell is not an amount). */
export function readSpreadsheetCents(text: string): number {
  const value = readSpreadsheetNumber(text);
  return Number.isNaN(value) ? value : Math.round(value * 100);
}
