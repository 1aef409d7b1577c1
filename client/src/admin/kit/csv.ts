/**
 * CSV exports of the back-office (back-office.md §9), written by the one spreadsheet writer
 * (`@shared/spreadsheet-csv`): they open in columns in Excel and LibreOffice set to French (Canada):
 * `;`, decimal comma, amounts as `cents(n)`, dates YYYY-MM-DD, UTF-8 with BOM, formula-looking text
 * neutralised (CSV injection: notes and names are typed by people).
 */
import { cents, spreadsheetCell, toSpreadsheetCsv, type SpreadsheetValue } from '@shared/spreadsheet-csv';

export type CsvValue = SpreadsheetValue;
export { cents };
export const csvCell = spreadsheetCell;
export const toCsv = toSpreadsheetCsv;

/** Saves the text as a file through a temporary link (nothing happens where the browser cannot). */
export function downloadCsv(fileName: string, csv: string): void {
  if (typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
