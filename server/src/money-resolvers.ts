import { ClassType } from 'type-graphql';
import { Client } from './modules/clients/clients.results';
import { OrderMetrics, ServiceOrderMetrics } from './modules/dashboard/order-overview.service';
import { EventMaterialLine } from './modules/events/event-material-line.entity';
import { EventRequest } from './modules/events/event-request.entity';
import { EventServiceLine } from './modules/events/event-service-line.entity';
import { PickupRequest } from './modules/pickup/pickup-request.entity';
import { Service } from './modules/pricing/service.entity';
import { SnowOrder } from './modules/snow/snow-order.entity';
import { SnowOrderConfirmation, SnowOrderMetrics } from './modules/snow/snow.results';
import { CreditNote, Invoice, InvoiceLine, InvoicePayment } from './modules/invoices/invoice.entities';
import { AgingRow, InvoiceCheckoutSession, InvoiceDemoCheckout, TaxReportMonth } from './modules/invoices/invoices.results';
import { SnowContract } from './modules/snow-season/snow-season.entities';
import { ClientSnowContractView, SnowCancellationPreview } from './modules/snow-season/snow-season.results';
import { ClientSnowRenewal } from './modules/snow-season/snow-renewal.resolver';
import { formattedMoneyResolver } from './graphql/formatted-money';
import { RevenueMonth } from './modules/invoices/invoices.results';
import { PayRate } from './modules/pay/pay-rate.entity';
import { TimesheetPayType } from './modules/timesheets/timesheets.results';

/**
 * Money is exposed twice (issue #10): integer cents, and beside each amount a `…Formatted` fr-CA
 * string. Every type with an amount is listed here; the schema test checks none is forgotten.
 */
export const MONEY_RESOLVERS: readonly ClassType[] = [
  // Issue #25: the dashboard's revenue per month.
  formattedMoneyResolver(RevenueMonth, [
    { cents: 'signedCents', name: 'signedFormatted' },
    { cents: 'invoicedCents', name: 'invoicedFormatted' },
    { cents: 'collectedCents', name: 'collectedFormatted' },
  ]),
  // Issue #27: hourly rates and a timesheet's pay.
  formattedMoneyResolver(PayRate, [{ cents: 'rateCents', name: 'rateFormatted' }]),
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
  formattedMoneyResolver(Invoice, [{ cents: 'subtotalCents', name: 'subtotalFormatted' }, { cents: 'gstCents', name: 'gstFormatted' }, { cents: 'qstCents', name: 'qstFormatted' }, { cents: 'totalCents', name: 'totalFormatted' }, { cents: 'paidCents', name: 'paidFormatted' }, { cents: 'creditedCents', name: 'creditedFormatted' }, { cents: 'balanceCents', name: 'balanceFormatted' }]),
  formattedMoneyResolver(InvoiceLine, [{ cents: 'unitPriceCents', name: 'unitPriceFormatted' }, { cents: 'amountCents', name: 'amountFormatted' }]),
  formattedMoneyResolver(CreditNote, [{ cents: 'subtotalCents', name: 'subtotalFormatted' }, { cents: 'gstCents', name: 'gstFormatted' }, { cents: 'qstCents', name: 'qstFormatted' }, { cents: 'totalCents', name: 'totalFormatted' }]),
  formattedMoneyResolver(InvoicePayment, [{ cents: 'amountCents', name: 'amountFormatted' }, { cents: 'refundedCents', name: 'refundedFormatted' }]),
  formattedMoneyResolver(InvoiceCheckoutSession, [{ cents: 'amountCents', name: 'amountFormatted' }]),
  formattedMoneyResolver(InvoiceDemoCheckout, [{ cents: 'amountCents', name: 'amountFormatted' }]),
  formattedMoneyResolver(TaxReportMonth, [{ cents: 'salesCents', name: 'salesFormatted' }, { cents: 'gstCollectedCents', name: 'gstCollectedFormatted' }, { cents: 'qstCollectedCents', name: 'qstCollectedFormatted' }, { cents: 'totalCents', name: 'totalFormatted' }]),
  formattedMoneyResolver(AgingRow, [{ cents: 'current' }, { cents: 'days1to30' }, { cents: 'days31to60' }, { cents: 'days61to90' }, { cents: 'over90' }, { cents: 'total' }]),
  formattedMoneyResolver(SnowContract, [{ cents: 'extraCents', name: 'extraFormatted' }, { cents: 'subtotal' }, { cents: 'gst' }, { cents: 'qst' }, { cents: 'total' }, { cents: 'refundCents', name: 'refundFormatted', nullable: true }]),
  formattedMoneyResolver(SnowCancellationPreview, [{ cents: 'refundCents', name: 'refundFormatted' }, { cents: 'totalCents', name: 'totalFormatted' }]),
  formattedMoneyResolver(ClientSnowContractView, [{ cents: 'total' }, { cents: 'refundCents', name: 'refundFormatted', nullable: true }]),
  formattedMoneyResolver(ClientSnowRenewal, [{ cents: 'subtotal' }, { cents: 'gst' }, { cents: 'qst' }, { cents: 'total' }]),
];
