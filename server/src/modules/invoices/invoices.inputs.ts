import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { ConnectionArgs } from '../../kernel/connections';
import { InvoiceStatus, PaymentMethod } from './invoice.entities';

@ArgsType()
export class InvoicesArgs extends ConnectionArgs {
  @Field(() => InvoiceStatus, { nullable: true, description: 'Only invoices with this status.' })
  status?: InvoiceStatus | null;

  @Field(() => String, { nullable: true, description: 'Only this client’s invoices (exact e-mail, case ignored).' })
  clientEmail?: string | null;
}

@ArgsType()
export class CreditNotesArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true, description: 'Only this client’s credit notes (exact e-mail, case ignored).' })
  clientEmail?: string | null;
}

@InputType({ description: 'One line of a manual invoice.' })
export class InvoiceLineInput {
  @Field(() => String, { description: 'What the line bills.' })
  description!: string;

  @Field(() => Int, { description: 'At least 1.' })
  quantity!: number;

  @Field(() => Int, { description: 'Unit price in cents, above 0.' })
  unitPriceCents!: number;
}

@InputType({ description: 'A manual invoice: the client and the lines to bill.' })
export class CreateInvoiceInput {
  @Field(() => String, { description: 'The client\'s e-mail address.' })
  clientEmail!: string;

  @Field(() => String, { description: 'The client\'s name as printed on the invoice.' })
  clientName!: string;

  @Field(() => String, { defaultValue: '', description: 'The client\'s address as printed on the invoice (may be empty).' })
  clientAddress!: string;

  @Field(() => [InvoiceLineInput], { description: 'Every line with a quantity and unit price above 0.' })
  lines!: InvoiceLineInput[];
}

@InputType({ description: 'A payment received outside Stripe (Interac, cheque, cash).' })
export class RecordInvoicePaymentInput {
  @Field(() => String, { description: 'Invoice number, F-YYYY-NNNNNN.' })
  number!: string;

  @Field(() => Int, { description: 'Amount in cents, above 0 and at most the balance.' })
  amountCents!: number;

  @Field(() => PaymentMethod, { description: 'INTERAC, CHEQUE or CASH.' })
  method!: PaymentMethod;

  @Field(() => String, { description: 'Day received, YYYY-MM-DD (America/Toronto).' })
  date!: string;

  @Field(() => String, { nullable: true, description: 'Cheque number, Interac reference…' })
  reference?: string | null;
}

@InputType({ description: 'A recorded payment to void, with the reason.' })
export class VoidInvoicePaymentInput {
  @Field(() => ID, { description: 'The payment to void.' })
  paymentId!: string;

  @Field(() => String, { description: 'Why (kept in the audit trail); required.' })
  reason!: string;
}

@InputType({ description: 'An invoice to void (nothing paid on it), with the reason.' })
export class VoidInvoiceInput {
  @Field(() => String, { description: 'Invoice number, F-YYYY-NNNNNN.' })
  number!: string;

  @Field(() => String, { description: 'Why; required.' })
  reason!: string;
}

@InputType({ description: 'A credit note to issue against an invoice.' })
export class IssueCreditNoteInput {
  @Field(() => String, { description: 'Invoice number.' })
  number!: string;

  @Field(() => Int, { description: 'Amount to credit in cents, taxes included; at most what is left of the invoice.' })
  amountCents!: number;

  @Field(() => String, { description: 'Reason printed on the credit note; required.' })
  reason!: string;
}

@InputType({ description: 'A card payment to refund (partly or fully) through Stripe, with a credit note.' })
export class RefundInvoicePaymentInput {
  @Field(() => ID, { description: 'The card payment to refund.' })
  paymentId!: string;

  @Field(() => Int, { description: 'Amount in cents; at most what is left of the payment.' })
  amountCents!: number;

  @Field(() => String, { description: 'Reason printed on the credit note; required.' })
  reason!: string;
}
