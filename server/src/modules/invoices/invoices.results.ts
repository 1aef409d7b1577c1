import { Field, Int, ObjectType } from 'type-graphql';
import { Connection, ConnectionResult } from '../../graphql/connection';
import { CreditNote, Invoice } from './invoice.entities';

export const InvoiceConnection = Connection(Invoice);
export type InvoiceConnection = ConnectionResult<Invoice>;
export const CreditNoteConnection = Connection(CreditNote);
export type CreditNoteConnection = ConnectionResult<CreditNote>;

@ObjectType('TaxReportMonth', { description: 'One month (America/Toronto) of the sales-tax report, in cents: invoices minus credit notes.' })
export class TaxReportMonth {
  @Field(() => String, { description: 'YYYY-MM, or "total".' })
  month!: string;
  @Field(() => Int)
  invoiceCount!: number;
  @Field(() => Int)
  creditNoteCount!: number;
  @Field(() => Int, { description: 'Sales before tax.' })
  salesCents!: number;
  @Field(() => Int, { description: 'TPS (GST) collected.' })
  gstCollectedCents!: number;
  @Field(() => Int, { description: 'TVQ (QST) collected.' })
  qstCollectedCents!: number;
  @Field(() => Int)
  totalCents!: number;
}

@ObjectType('TaxReport', { description: 'The figures of the GST/HST and QST returns for a period.' })
export class TaxReport {
  @Field(() => String)
  from!: string;
  @Field(() => String)
  to!: string;
  @Field(() => [TaxReportMonth])
  months!: TaxReportMonth[];
  @Field(() => TaxReportMonth)
  totals!: TaxReportMonth;
}

@ObjectType('AgingRow', { description: 'Unpaid balances of one client by days past due, in cents.' })
export class AgingRow {
  @Field(() => String)
  clientEmail!: string;
  @Field(() => String)
  clientName!: string;
  @Field(() => Int, { description: 'Not yet due.' })
  current!: number;
  @Field(() => Int)
  days1to30!: number;
  @Field(() => Int)
  days31to60!: number;
  @Field(() => Int)
  days61to90!: number;
  @Field(() => Int)
  over90!: number;
  @Field(() => Int)
  total!: number;
}

@ObjectType('ReceivablesAging', { description: 'Accounts receivable aging.' })
export class ReceivablesAging {
  @Field(() => [AgingRow])
  rows!: AgingRow[];
  @Field(() => AgingRow)
  totals!: AgingRow;
}

@ObjectType('InvoiceCheckoutSession', { description: 'Where to send the browser to pay an invoice.' })
export class InvoiceCheckoutSession {
  @Field(() => String)
  url!: string;
  @Field(() => Int)
  amountCents!: number;
}

@ObjectType('InvoiceDemoCheckout', { description: 'What the demo checkout page of an invoice shows.' })
export class InvoiceDemoCheckout {
  @Field(() => String)
  number!: string;
  @Field(() => Int)
  amountCents!: number;
  @Field(() => Boolean)
  completed!: boolean;
}
