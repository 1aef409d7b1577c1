import type { ClassType } from 'type-graphql';
import { formattedMoneyResolver } from '../../graphql/formatted-money';
import { Service } from './service.entity';

/** The `…Formatted` fr-CA siblings of this feature's amounts in cents (issue #10), listed by its manifest under `money`. */
export const pricingMoney: readonly ClassType[] = [
  formattedMoneyResolver(Service, [{ cents: 'price' }]),
];
