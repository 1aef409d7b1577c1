import { Field, Int, ObjectType } from 'type-graphql';
import { Connection, ConnectionResult } from '../../kernel/connections';
import { CreditNote, Invoice } from './invoice.entities';

export const InvoiceConnection = Connection(Invoice);
export type InvoiceConnection = ConnectionResult<Invoice>;
export const CreditNoteConnection = Connection(CreditNote);
export type CreditNoteConnection = ConnectionResult<CreditNote>;

@ObjectType('TaxReportMonth', { description: 'One month (America/Toronto) of the sales-tax report, in cents: invoices minus credit notes.' })
export class TaxReportMonth {
  @Field(() => String, { description: 'YYYY-MM, or "total".' })
  month!: string;
  @Field(() => Int, { description: 'Invoices issued in the month.' })
  invoiceCount!: number;
  @Field(() => Int, { description: 'Credit notes issued in the month.' })
  creditNoteCount!: number;
  @Field(() => Int, { description: 'Sales before tax.' })
  salesCents!: number;
  @Field(() => Int, { description: 'TPS (GST) collected.' })
  gstCollectedCents!: number;
  @Field(() => Int, { description: 'TVQ (QST) collected.' })
  qstCollectedCents!: number;
  @Field(() => Int, { description: 'Sales with taxes, in cents.' })
  totalCents!: number;
}

@ObjectType('TaxReport', { description: 'The figures of the GST/HST and QST returns for a period.' })
export class TaxReport {
  @Field(() => String, { description: 'First day, YYYY-MM-DD (inclusive).' })
  from!: string;
  @Field(() => String, { description: 'Last day, YYYY-MM-DD (inclusive).' })
  to!: string;
  @Field(() => [TaxReportMonth], { description: 'One row per month of the period, oldest first.' })
  months!: TaxReportMonth[];
  @Field(() => TaxReportMonth, { description: 'The whole period (month "total").' })
  totals!: TaxReportMonth;
}

@ObjectType('AgingRow', { description: 'Unpaid balances of one client by days past due, in cents.' })
export class AgingRow {
  @Field(() => String, { description: 'The client\'s e-mail address (empty on the totals row).' })
  clientEmail!: string;
  @Field(() => String, { description: 'The client\'s name (empty on the totals row).' })
  clientName!: string;
  @Field(() => Int, { description: 'Balance not yet due, in cents.' })
  current!: number;
  @Field(() => Int, { description: 'Balance 1 to 30 days past due, in cents.' })
  days1to30!: number;
  @Field(() => Int, { description: 'Balance 31 to 60 days past due, in cents.' })
  days31to60!: number;
  @Field(() => Int, { description: 'Balance 61 to 90 days past due, in cents.' })
  days61to90!: number;
  @Field(() => Int, { description: 'Balance over 90 days past due, in cents.' })
  over90!: number;
  @Field(() => Int, { description: 'Whole unpaid balance, in cents.' })
  total!: number;
}

@ObjectType('ReceivablesAging', { description: 'Accounts receivable aging.' })
export class ReceivablesAging {
  @Field(() => [AgingRow], { description: 'One row per client with an unpaid balance.' })
  rows!: AgingRow[];
  @Field(() => AgingRow, { description: 'All clients together.' })
  totals!: AgingRow;
}

@ObjectType('InvoiceCheckoutSession', { description: 'Where to send the browser to pay an invoice.' })
export class InvoiceCheckoutSession {
  @Field(() => String, { description: 'The checkout page to open.' })
  url!: string;
  @Field(() => Int, { description: 'Amount to pay (the balance), in cents.' })
  amountCents!: number;
}

@ObjectType('InvoiceDemoCheckout', { description: 'What the demo checkout page of an invoice shows.' })
export class InvoiceDemoCheckout {
  @Field(() => String, { description: 'The invoice number.' })
  number!: string;
  @Field(() => Int, { description: 'Amount to pay, in cents.' })
  amountCents!: number;
  @Field(() => Boolean, { description: 'True once the demo payment was made.' })
  completed!: boolean;
}

@ObjectType('AccountingExportFile', { description: 'An accounting export as a file to save, ready to open as it is.' })
export class AccountingExportFile {
  @Field(() => String, { description: 'Suggested file name, e.g. journal-2026-01-01-2026-03-31.csv.' })
  fileName!: string;

  @Field(() => String, { description: 'The file\'s text: the journal for a French spreadsheet (UTF-8 with BOM, ";", decimal comma); the QuickBooks Online import in QuickBooks\' format (",", decimal point).' })
  content!: string;
}
