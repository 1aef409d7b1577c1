import { readSpreadsheetCents } from '@shared/spreadsheet-csv';
import type { TimesheetPayrollExportQuery } from '../../graphql/graphql';
import { PAY_REPORT_HEADER, payPeriodReportCsv } from './payroll-report';

type Report = TimesheetPayrollExportQuery['payrollExport'];

const report: Report = {
  period: { start: '2026-10-25', end: '2026-11-07' },
  lines: [
    {
      userId: '7', name: 'Éric Tremblay', firstName: 'Éric', lastName: '=Tremblay', displayName: 'Éric =Tremblay', email: 'eric@example.ca', periodStart: '2026-10-25',
      regularMinutes: 2730, overtimeMinutes: 210, holidayIndemnityMinutes: 0, holidayMinutes: 0, mealBreakMinutes: 180,
      pay: { hourlyRateCents: 2400, regularPayCents: 102_240, overtimePayCents: 12_600, holidayPayCents: 0, vacationRateBp: 400, vacationAccruedCents: 4594, vacationPaidCents: 0, grossCents: 114_840, vacationBalanceCents: 4594, unratedMinutes: 0, frozen: true },
    },
  ],
  notApproved: [{ userId: '8', name: 'Zoé Roy', displayName: 'Zoé Roy', email: 'zoe@example.ca', status: 'SUBMITTED' }],
};

describe('pay-period report (issue #27)', () => {
  it('one row per employee with names, hours, pay lines, vacation indemnity and gross, in the French-spreadsheet format', () => {
    const csv = payPeriodReportCsv(report);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = csv.slice(1).trimEnd().split('\r\n').map((row) => row.split(';'));
    expect(rows[0]).toEqual([...PAY_REPORT_HEADER]);
    const [row] = rows.slice(1, 2);
    const cell = (name: (typeof PAY_REPORT_HEADER)[number]) => row![PAY_REPORT_HEADER.indexOf(name)]!;
    expect(cell('Nom')).toBe("'=Tremblay"); // a formula typed as a name is neutralised
    expect(cell('Prénom')).toBe('Éric');
    expect(cell('Heures normales')).toBe('45,5');
    expect(cell('Heures supplémentaires')).toBe('3,5');
    expect(cell('Taux indemnité de vacances (%)')).toBe('4');
    const gross = readSpreadsheetCents(cell('Brut'));
    const parts = ['Paie normale', 'Paie heures supplémentaires (1,5 ×)', 'Indemnité de jours fériés', 'Indemnité de vacances versée'] as const;
    expect(gross).toBe(parts.reduce((sum, name) => sum + readSpreadsheetCents(cell(name)), 0));
    expect(cell('Indemnité de vacances gagnée')).toBe('45,94');
    expect(rows[2]![2]).toBe('Zoé Roy');
    expect(rows[2]!.at(-1)).toBe('Non approuvée : exclue');
  });
});
