import type { ClassType } from 'type-graphql';
import { formattedMoneyResolver } from '../../graphql/formatted-money';
import { CreditNote, Invoice, InvoiceLine, InvoicePayment } from './invoice.entities';
import { AgingRow, InvoiceCheckoutSession, InvoiceDemoCheckout, RevenueMonth, TaxReportMonth } from './invoices.results';

/** The `…Formatted` fr-CA siblings of this feature's amounts in cents (issue #10), listed by its manifest under `money`. */
export const invoicesMoney: readonly ClassType[] = [
  // Issue #25: the dashboard's revenue per month.
  formattedMoneyResolver(RevenueMonth, [
    { cents: 'signedCents', name: 'signedFormatted' },
    { cents: 'invoicedCents', name: 'invoicedFormatted' },
    { cents: 'collectedCents', name: 'collectedFormatted' },
  ]),
  formattedMoneyResolver(Invoice, [{ cents: 'subtotalCents', name: 'subtotalFormatted' }, { cents: 'gstCents', name: 'gstFormatted' }, { cents: 'qstCents', name: 'qstFormatted' }, { cents: 'totalCents', name: 'totalFormatted' }, { cents: 'paidCents', name: 'paidFormatted' }, { cents: 'creditedCents', name: 'creditedFormatted' }, { cents: 'balanceCents', name: 'balanceFormatted' }]),
  formattedMoneyResolver(InvoiceLine, [{ cents: 'unitPriceCents', name: 'unitPriceFormatted' }, { cents: 'amountCents', name: 'amountFormatted' }]),
  formattedMoneyResolver(CreditNote, [{ cents: 'subtotalCents', name: 'subtotalFormatted' }, { cents: 'gstCents', name: 'gstFormatted' }, { cents: 'qstCents', name: 'qstFormatted' }, { cents: 'totalCents', name: 'totalFormatted' }]),
  formattedMoneyResolver(InvoicePayment, [{ cents: 'amountCents', name: 'amountFormatted' }, { cents: 'refundedCents', name: 'refundedFormatted' }]),
  formattedMoneyResolver(InvoiceCheckoutSession, [{ cents: 'amountCents', name: 'amountFormatted' }]),
  formattedMoneyResolver(InvoiceDemoCheckout, [{ cents: 'amountCents', name: 'amountFormatted' }]),
  formattedMoneyResolver(TaxReportMonth, [{ cents: 'salesCents', name: 'salesFormatted' }, { cents: 'gstCollectedCents', name: 'gstCollectedFormatted' }, { cents: 'qstCollectedCents', name: 'qstCollectedFormatted' }, { cents: 'totalCents', name: 'totalFormatted' }]),
  formattedMoneyResolver(AgingRow, [{ cents: 'current' }, { cents: 'days1to30' }, { cents: 'days31to60' }, { cents: 'days61to90' }, { cents: 'over90' }, { cents: 'total' }]),
];
