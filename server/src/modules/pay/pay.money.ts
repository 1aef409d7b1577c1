import type { ClassType } from 'type-graphql';
import { formattedMoneyResolver } from '../../graphql/formatted-money';
import { PayRate } from './pay-rate.entity';

/** The `…Formatted` fr-CA siblings of this feature's amounts in cents (issue #10), listed by its manifest under `money`. */
export const payMoney: readonly ClassType[] = [
  // Issue #27: hourly rates.
  formattedMoneyResolver(PayRate, [{ cents: 'rateCents', name: 'rateFormatted' }]),
];
