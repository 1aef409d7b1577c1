import { parse } from 'csv-parse/sync';

/**
 * Opens a CSV the way Excel / LibreOffice set to French (Canada) do: UTF-8 BOM, `;` between fields,
 * double quotes, CRLF records. Cells come back as the text the spreadsheet shows; read amounts with
 * `readSpreadsheetCents` / `readSpreadsheetNumber` (decimal comma) from `@shared/spreadsheet-csv`.
 * A file written with `,` or without the BOM reads as one column or mangled accents: the test fails.
 */
export function readAsFrenchSpreadsheet(text: string): string[][] {
  if (!text.startsWith('\uFEFF')) throw new Error('CSV without a UTF-8 BOM: Excel would misread the accents');
  return parse(text, { delimiter: ';', bom: true, record_delimiter: ['\r\n'] }) as string[][];
}
