import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { cents, readSpreadsheetCents, readSpreadsheetNumber, spreadsheetCell, toSpreadsheetCsv, UTF8_BOM } from './spreadsheet-csv';

/** As Excel / LibreOffice set to French (Canada) open it (same as server/src/testing/french-spreadsheet.ts). */
const readAsFrenchSpreadsheet = (text: string): string[][] => {
  expect(text.startsWith(UTF8_BOM)).toBe(true);
  return parse(text, { delimiter: ';', bom: true, record_delimiter: ['\r\n'] }) as string[][];
};

describe('spreadsheet CSV (French Canada)', () => {
  it('starts with a UTF-8 BOM, separates with ; and ends each record with CRLF', () => {
    const csv = toSpreadsheetCsv([
      ['Nom', 'Montant'],
      ['Zoé', cents(123456)],
    ]);
    expect(csv).toBe(`${UTF8_BOM}Nom;Montant\r\nZoé;1234,56\r\n`);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('writes amounts with two decimals and a decimal comma, no currency sign, no thousands separator', () => {
    expect(spreadsheetCell(cents(0))).toBe('0,00');
    expect(spreadsheetCell(cents(5))).toBe('0,05');
    expect(spreadsheetCell(cents(-1250))).toBe('-12,50');
    expect(spreadsheetCell(cents(738369))).toBe('7383,69');
    expect(spreadsheetCell(45.5)).toBe('45,5');
    expect(spreadsheetCell(-0)).toBe('0');
    expect(spreadsheetCell(Number.NaN)).toBe('');
  });

  it('writes dates as YYYY-MM-DD, the day in America/Toronto', () => {
    expect(spreadsheetCell(new Date('2026-03-01T03:30:00Z'))).toBe('2026-02-28');
    expect(spreadsheetCell(new Date('2026-07-15T16:00:00Z'))).toBe('2026-07-15');
    expect(spreadsheetCell('2026-07-15')).toBe('2026-07-15');
    expect(spreadsheetCell(true)).toBe('oui');
    expect(spreadsheetCell(null)).toBe('');
  });

  it('neutralises text cells a spreadsheet would run as formulas, never numbers', () => {
    for (const bad of ['=HYPERLINK("http://x","clic")', '+1 819 555', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd']) {
      expect(spreadsheetCell(bad)).toBe(`'${bad}`);
    }
    expect(spreadsheetCell('<svg onload=alert(1)>')).toBe('<svg onload=alert(1)>');
    expect(spreadsheetCell(-3)).toBe('-3');
  });

  it('reads back, opened as a French spreadsheet, with every amount equal to the stored one', () => {
    const rows = [
      ['Date', 'Client', 'Note', 'Sous-total', 'TPS', 'TVQ', 'Heures'],
      [new Date('2026-06-20T14:00:00Z'), 'Café « Le Rond-point »; Trois-Rivières', 'ligne 1\nligne "2"', cents(642200), cents(32110), cents(64059), 7.25],
      ['2026-06-21', '=1+1', '', cents(-160550), cents(-8028), cents(-16015), 0],
    ];
    const back = readAsFrenchSpreadsheet(toSpreadsheetCsv(rows));
    expect(back).toEqual([
      ['Date', 'Client', 'Note', 'Sous-total', 'TPS', 'TVQ', 'Heures'],
      ['2026-06-20', 'Café « Le Rond-point »; Trois-Rivières', 'ligne 1\nligne "2"', '6422,00', '321,10', '640,59', '7,25'],
      ['2026-06-21', "'=1+1", '', '-1605,50', '-80,28', '-160,15', '0'],
    ]);
    expect(back.slice(1).map((row) => row.slice(3, 6).map(readSpreadsheetCents))).toEqual([
      [642200, 32110, 64059],
      [-160550, -8028, -16015],
    ]);
    expect(readSpreadsheetNumber(back[1]![6]!)).toBe(7.25);
  });

  it('round-trips any text and any amount (property)', () => {
    const cell = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.constantFrom('=', '+', '-', '@', '\t', '\r', ';', '"', '\n', '\r\n', ',').chain((head) => fc.string({ maxLength: 10 }).map((tail) => head + tail)),
      fc.integer({ min: -100_000_000, max: 100_000_000 }).map(cents),
      fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 4),
    );
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 6 }), (rows) => {
        const back = readAsFrenchSpreadsheet(toSpreadsheetCsv(rows));
        expect(back).toHaveLength(rows.length);
        rows.forEach((row, r) =>
          row.forEach((value, c) => {
            const text = back[r]![c]!;
            if (typeof value === 'string') expect(text).toBe(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
            else if (typeof value === 'number') expect(readSpreadsheetNumber(text)).toBe(value === 0 ? 0 : value);
            else expect(readSpreadsheetCents(text)).toBe((value as { cents: number }).cents);
          }),
        );
      }),
      { numRuns: 300 },
    );
  });
});
