import type { ClassType } from 'type-graphql';
import { formattedMoneyResolver } from '../../graphql/formatted-money';
import { SnowOrder } from './snow-order.entity';
import { SnowOrderConfirmation, SnowOrderMetrics } from './snow.results';

/** The `…Formatted` fr-CA siblings of this feature's amounts in cents (issue #10), listed by its manifest under `money`. */
export const snowMoney: readonly ClassType[] = [
  formattedMoneyResolver(SnowOrder, [
    { cents: 'basePrice' },
    { cents: 'abrasifPrice' },
    { cents: 'urgentPrice' },
    { cents: 'subtotal' },
    { cents: 'gst' },
    { cents: 'qst' },
    { cents: 'total' },
  ]),
  formattedMoneyResolver(SnowOrderConfirmation, [{ cents: 'subtotal' }, { cents: 'gst' }, { cents: 'qst' }, { cents: 'total' }]),
  formattedMoneyResolver(SnowOrderMetrics, [{ cents: 'estimatedRevenueCents', name: 'estimatedRevenueFormatted' }]),
];
