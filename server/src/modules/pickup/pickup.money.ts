import type { ClassType } from 'type-graphql';
import { formattedMoneyResolver } from '../../graphql/formatted-money';
import { PickupRequest } from './pickup-request.entity';

/** The `…Formatted` fr-CA siblings of this feature's amounts in cents (issue #10), listed by its manifest under `money`. */
export const pickupMoney: readonly ClassType[] = [
  formattedMoneyResolver(PickupRequest, [{ cents: 'estimateCents', name: 'estimateFormatted', nullable: true }]),
];
