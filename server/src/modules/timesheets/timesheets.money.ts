import type { ClassType } from 'type-graphql';
import { formattedMoneyResolver } from '../../graphql/formatted-money';
import { TimesheetPayType } from './timesheets.results';

/** The `…Formatted` fr-CA siblings of this feature's amounts in cents (issue #10), listed by its manifest under `money`. */
export const timesheetsMoney: readonly ClassType[] = [
  // Issue #27: a timesheet's pay.
  formattedMoneyResolver(TimesheetPayType, [
    { cents: 'hourlyRateCents', name: 'hourlyRateFormatted', nullable: true },
    { cents: 'regularPayCents', name: 'regularPayFormatted' },
    { cents: 'overtimePayCents', name: 'overtimePayFormatted' },
    { cents: 'holidayPayCents', name: 'holidayPayFormatted' },
    { cents: 'vacationAccruedCents', name: 'vacationAccruedFormatted' },
    { cents: 'vacationPaidCents', name: 'vacationPaidFormatted' },
    { cents: 'grossCents', name: 'grossFormatted' },
    { cents: 'vacationBalanceCents', name: 'vacationBalanceFormatted' },
  ]),
];
