import type { ClassType } from 'type-graphql';
import { formattedMoneyResolver } from '../../graphql/formatted-money';
import { Client } from './clients.results';

/** The `…Formatted` fr-CA siblings of this feature's amounts in cents (issue #10), listed by its manifest under `money`. */
export const clientsMoney: readonly ClassType[] = [
  formattedMoneyResolver(Client, [{ cents: 'totalCents', name: 'totalFormatted' }]),
];
