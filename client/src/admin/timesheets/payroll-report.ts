import { cents, toSpreadsheetCsv, type SpreadsheetValue } from '@shared/spreadsheet-csv';
import type { TimesheetPayrollExportQuery } from '../../graphql/graphql';

type Report = TimesheetPayrollExportQuery['payrollExport'];

/** Minutes as decimal hours for a spreadsheet (2 decimals): 2730 → 45.5. */
const hours = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

export const PAY_REPORT_HEADER = [
  'Période du',
  'au',
  'Nom',
  'Prénom',
  'Courriel',
  'Heures normales',
  'Heures supplémentaires',
  'Taux horaire',
  'Paie normale',
  'Paie heures supplémentaires (1,5 ×)',
  'Indemnité de jours fériés',
  'Taux indemnité de vacances (%)',
  'Indemnité de vacances gagnée',
  'Indemnité de vacances versée',
  'Brut',
  'Solde indemnité de vacances',
  'Statut',
] as const;

/**
 * The pay-period report an accountant takes as is (issue #27): one row per employee with names,
 * regular and overtime hours, the pay lines frozen at approval (holiday and vacation indemnities
 * on their own columns), gross, and the vacation balance; people whose timesheet is not approved
 * are listed with their status and no amounts. French-spreadsheet CSV (shared writer: `;`,
 * decimal comma, BOM, formulas neutralised).
 */
export function payPeriodReportCsv(report: Report): string {
  const rows: SpreadsheetValue[][] = [[...PAY_REPORT_HEADER]];
  const { start, end } = report.period;
  for (const line of report.lines) {
    const pay = line.pay;
    rows.push([
      start,
      end,
      line.lastName || line.displayName || line.email,
      line.firstName ?? '',
      line.email,
      hours(line.regularMinutes),
      hours(line.overtimeMinutes),
      pay.hourlyRateCents === null ? null : cents(pay.hourlyRateCents),
      cents(pay.regularPayCents),
      cents(pay.overtimePayCents),
      cents(pay.holidayPayCents),
      pay.vacationRateBp / 100,
      cents(pay.vacationAccruedCents),
      cents(pay.vacationPaidCents),
      cents(pay.grossCents),
      cents(pay.vacationBalanceCents),
      'Approuvée',
    ]);
  }
  for (const sheet of report.notApproved) {
    rows.push([start, end, sheet.displayName || sheet.name || sheet.email, '', sheet.email, null, null, null, null, null, null, null, null, null, null, null, 'Non approuvée : exclue']);
  }
  return toSpreadsheetCsv(rows);
}
