import { ClassType } from 'type-graphql';
import { Client } from '../modules/clients/clients.results';
import { OrderMetrics, ServiceOrderMetrics } from '../modules/dashboard/order-overview';
import { EventMaterialLine } from '../modules/events/event-material-line.entity';
import { EventRequest } from '../modules/events/event-request.entity';
import { EventServiceLine } from '../modules/events/event-service-line.entity';
import { PickupRequest } from '../modules/pickup/pickup-request.entity';
import { Service } from '../modules/pricing/service.entity';
import { SnowOrder } from '../modules/snow/snow-order.entity';
import { SnowOrderConfirmation, SnowOrderMetrics } from '../modules/snow/snow.results';
import { formattedMoneyResolver } from './formatted-money';

/**
 * Money is exposed twice (issue #10): integer cents, and beside each amount a `…Formatted` fr-CA
 * string. Every type with an amount is listed here; the schema test checks none is forgotten.
 */
export const MONEY_RESOLVERS: readonly ClassType[] = [
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
  formattedMoneyResolver(EventRequest, [{ cents: 'subtotal' }, { cents: 'gst' }, { cents: 'qst' }, { cents: 'total' }]),
  formattedMoneyResolver(EventMaterialLine, [{ cents: 'unitPrice' }, { cents: 'lineTotal' }]),
  formattedMoneyResolver(EventServiceLine, [{ cents: 'price' }]),
  formattedMoneyResolver(PickupRequest, [{ cents: 'estimateCents', name: 'estimateFormatted', nullable: true }]),
  formattedMoneyResolver(Service, [{ cents: 'price' }]),
  formattedMoneyResolver(Client, [{ cents: 'totalCents', name: 'totalFormatted' }]),
  formattedMoneyResolver(OrderMetrics, [{ cents: 'estimatedRevenueCents', name: 'estimatedRevenueFormatted' }]),
  formattedMoneyResolver(ServiceOrderMetrics, [{ cents: 'revenueCents', name: 'revenueFormatted' }]),
];
