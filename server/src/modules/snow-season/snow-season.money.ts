import type { ClassType } from 'type-graphql';
import { formattedMoneyResolver } from '../../graphql/formatted-money';
import { SnowContract } from './snow-season.entities';
import { ClientSnowContractView, SnowCancellationPreview } from './snow-season.results';
import { ClientSnowRenewal } from './snow-renewal.resolver';

/** The `…Formatted` fr-CA siblings of this feature's amounts in cents (issue #10), listed by its manifest under `money`. */
export const snowSeasonMoney: readonly ClassType[] = [
  formattedMoneyResolver(SnowContract, [{ cents: 'extraCents', name: 'extraFormatted' }, { cents: 'subtotal' }, { cents: 'gst' }, { cents: 'qst' }, { cents: 'total' }, { cents: 'refundCents', name: 'refundFormatted', nullable: true }]),
  formattedMoneyResolver(SnowCancellationPreview, [{ cents: 'refundCents', name: 'refundFormatted' }, { cents: 'totalCents', name: 'totalFormatted' }]),
  formattedMoneyResolver(ClientSnowContractView, [{ cents: 'total' }, { cents: 'refundCents', name: 'refundFormatted', nullable: true }]),
  formattedMoneyResolver(ClientSnowRenewal, [{ cents: 'subtotal' }, { cents: 'gst' }, { cents: 'qst' }, { cents: 'total' }]),
];
