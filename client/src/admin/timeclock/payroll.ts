/**
 * 'Comptabilité (BETA)': a payroll estimate calculated in the browser only (back-office.md §6, §9).
 * It is labelled an estimate: official deductions follow Revenu Québec TP-1015.F-V and CRA T4127
 * (QUEBEC.md §7.5), which this does not implement.
 */
export interface PayrollSettings {
  /** Dollars per hour. */
  hourlyRate: number;
  /** Percentages of gross pay (6.3 means 6.3 %). */
  federalPct: number;
  provincialPct: number;
  qppPct: number;
  eiPct: number;
  qpipPct: number;
  /** Dollars taken from each employee's pay for the period. */
  otherDeduct: number;
}

export const PAYROLL_STORAGE_KEY = 'payrollDefaults.v1';

/** The spec's defaults: 20 $/h, every percentage 0, no fixed deduction. */
export const DEFAULT_PAYROLL: PayrollSettings = {
  hourlyRate: 20,
  federalPct: 0,
  provincialPct: 0,
  qppPct: 0,
  eiPct: 0,
  qpipPct: 0,
  otherDeduct: 0,
};

export const PAYROLL_FIELDS = ['hourlyRate', 'federalPct', 'provincialPct', 'qppPct', 'eiPct', 'qpipPct', 'otherDeduct'] as const;

export interface PayrollLine {
  /** Hours rounded to 2 decimals. */
  hours: number;
  /** Amounts in cents. */
  gross: number;
  percentDeductions: number;
  fixedDeduction: number;
  net: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * hours = worked time rounded to 2 decimals; gross = hours × rate; percentage deductions = gross ×
 * the sum of the five percentages; the fixed deduction is the same for each employee; net = gross
 * minus every deduction, never below 0.
 */
export function computePayroll(totalMs: number, settings: PayrollSettings): PayrollLine {
  const hours = Math.round((Math.max(0, totalMs) / 3_600_000) * 100) / 100;
  const gross = cents(hours * settings.hourlyRate);
  const percent = settings.federalPct + settings.provincialPct + settings.qppPct + settings.eiPct + settings.qpipPct;
  const percentDeductions = Math.round((gross * percent) / 100);
  const fixedDeduction = cents(settings.otherDeduct);
  return { hours, gross, percentDeductions, fixedDeduction, net: Math.max(0, gross - percentDeductions - fixedDeduction) };
}

export function sumPayroll(lines: readonly PayrollLine[]): PayrollLine {
  return lines.reduce(
    (sum, line) => ({
      hours: Math.round((sum.hours + line.hours) * 100) / 100,
      gross: sum.gross + line.gross,
      percentDeductions: sum.percentDeductions + line.percentDeductions,
      fixedDeduction: sum.fixedDeduction + line.fixedDeduction,
      net: sum.net + line.net,
    }),
    { hours: 0, gross: 0, percentDeductions: 0, fixedDeduction: 0, net: 0 },
  );
}

/** A value typed in a field: a finite number ≥ 0, else the default. */
export function sanitizeSetting(value: unknown, fallback: number): number {
  const number = typeof value === 'string' ? Number(value.replace(',', '.')) : Number(value);
  return Number.isFinite(number) && number >= 0 ? number : fallback;
}

/** The defaults kept in this browser (v1), unknown or bad values replaced by the spec's defaults. */
export function readPayrollSettings(storage: Storage): PayrollSettings {
  let saved: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PAYROLL_STORAGE_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') saved = parsed as Record<string, unknown>;
  } catch {
    // Unreadable: the defaults.
  }
  const settings = { ...DEFAULT_PAYROLL };
  for (const field of PAYROLL_FIELDS) settings[field] = sanitizeSetting(saved[field] ?? DEFAULT_PAYROLL[field], DEFAULT_PAYROLL[field]);
  return settings;
}

export function savePayrollSettings(storage: Storage, settings: PayrollSettings): void {
  storage.setItem(PAYROLL_STORAGE_KEY, JSON.stringify(settings));
}
