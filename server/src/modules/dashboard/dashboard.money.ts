import type { ClassType } from 'type-graphql';
import { formattedMoneyResolver } from '../../graphql/formatted-money';
import { OrderMetrics, ServiceOrderMetrics } from './order-overview.service';

/** The `…Formatted` fr-CA siblings of this feature's amounts in cents (issue #10), listed by its manifest under `money`. */
export const dashboardMoney: readonly ClassType[] = [
  formattedMoneyResolver(OrderMetrics, [{ cents: 'estimatedRevenueCents', name: 'estimatedRevenueFormatted' }]),
  formattedMoneyResolver(ServiceOrderMetrics, [{ cents: 'revenueCents', name: 'revenueFormatted' }]),
];
