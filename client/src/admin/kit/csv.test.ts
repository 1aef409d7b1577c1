import { cents, csvCell, toCsv } from './csv';
import { computePayroll, DEFAULT_PAYROLL, PAYROLL_STORAGE_KEY, readPayrollSettings, savePayrollSettings, sumPayroll } from '../timeclock/payroll';
import { formatDuration } from '@shared/time/time-totals';

describe('CSV exports (French spreadsheet: @shared/spreadsheet-csv)', () => {
  it('start with a byte-order mark, separate with semicolons, write decimal commas and end lines with CRLF', () => {
    expect(toCsv([['Nom', 'Total', 'Heures', 'Brut'], ['Zoé', '07h30', 7.5, cents(16_000)]])).toBe('\uFEFFNom;Total;Heures;Brut\r\nZoé;07h30;7,5;160,00\r\n');
  });

  it('quote fields with semicolons, quotes or line breaks, doubling the quotes', () => {
    expect(toCsv([['Livraison; Ramassage', 'Le « gros » "camion"', 'ligne 1\nligne 2', 'a, b']])).toBe('\uFEFF"Livraison; Ramassage";"Le « gros » ""camion""";"ligne 1\nligne 2";a, b\r\n');
    expect(csvCell('simple')).toBe('simple');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12,5');
  });

  it('neutralise cells a spreadsheet would run as formulas (CSV injection)', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","clic")')).toBe('\'=HYPERLINK("http://evil.example","clic")');
    expect(toCsv([['=HYPERLINK("http://evil.example","clic")']])).toBe('\uFEFF"\'=HYPERLINK(""http://evil.example"",""clic"")"\r\n');
    expect(csvCell('+1 819 555')).toBe("'+1 819 555");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('<svg onload=alert(1)>')).toBe('<svg onload=alert(1)>');
  });

  it('show durations as HHhMM', () => {
    expect(formatDuration(8.5 * 3_600_000)).toBe('08h30');
    expect(formatDuration(41 * 3_600_000 + 59 * 60_000 + 59_999)).toBe('41h59');
  });
});

describe('payroll estimate (Comptabilité BETA)', () => {
  const H = 3_600_000;

  it('defaults: 20 $/h, every percentage 0, no fixed deduction', () => {
    expect(DEFAULT_PAYROLL).toEqual({ hourlyRate: 20, federalPct: 0, provincialPct: 0, qppPct: 0, eiPct: 0, qpipPct: 0, otherDeduct: 0 });
    expect(computePayroll(8 * H, DEFAULT_PAYROLL)).toEqual({ hours: 8, gross: 16000, percentDeductions: 0, fixedDeduction: 0, net: 16000 });
  });

  it('rounds hours to 2 decimals, then gross = hours × rate, minus the sum of the percentages and the fixed deduction', () => {
    // 7 h 20 min = 7.3333… h → 7.33 h
    const settings = { hourlyRate: 22.75, federalPct: 10, provincialPct: 12.5, qppPct: 6.3, eiPct: 1.3, qpipPct: 0.43, otherDeduct: 15 };
    const line = computePayroll(7 * H + 20 * 60_000, settings);
    expect(line.hours).toBe(7.33);
    expect(line.gross).toBe(16676); // 7.33 × 22.75 = 166.7575 $
    expect(line.percentDeductions).toBe(Math.round(16676 * 0.3053)); // 30.53 %
    expect(line.fixedDeduction).toBe(1500);
    expect(line.net).toBe(16676 - Math.round(16676 * 0.3053) - 1500);
  });

  it('never gives a net below 0', () => {
    expect(computePayroll(H, { ...DEFAULT_PAYROLL, otherDeduct: 50 }).net).toBe(0);
    expect(computePayroll(H, { ...DEFAULT_PAYROLL, federalPct: 150 }).net).toBe(0);
  });

  it('sums lines', () => {
    const lines = [computePayroll(H, DEFAULT_PAYROLL), computePayroll(2.5 * H, DEFAULT_PAYROLL)];
    expect(sumPayroll(lines)).toEqual({ hours: 3.5, gross: 7000, percentDeductions: 0, fixedDeduction: 0, net: 7000 });
  });

  it('keeps its defaults in local storage (v1), reading bad values as the defaults', () => {
    localStorage.clear();
    expect(readPayrollSettings(localStorage)).toEqual(DEFAULT_PAYROLL);
    savePayrollSettings(localStorage, { ...DEFAULT_PAYROLL, hourlyRate: 25.5 });
    expect(JSON.parse(localStorage.getItem(PAYROLL_STORAGE_KEY)!)).toMatchObject({ hourlyRate: 25.5 });
    localStorage.setItem(PAYROLL_STORAGE_KEY, JSON.stringify({ hourlyRate: -3, qppPct: 'abc', eiPct: '1,3' }));
    expect(readPayrollSettings(localStorage)).toEqual({ ...DEFAULT_PAYROLL, eiPct: 1.3 });
    localStorage.clear();
  });
});
