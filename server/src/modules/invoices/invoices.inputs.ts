import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { ConnectionArgs } from '../../graphql/connection';
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

@InputType()
export class InvoiceLineInput {
  @Field(() => String)
  description!: string;

  @Field(() => Int, { description: 'At least 1.' })
  quantity!: number;

  @Field(() => Int, { description: 'Unit price in cents, above 0.' })
  unitPriceCents!: number;
}

@InputType()
export class CreateInvoiceInput {
  @Field(() => String)
  clientEmail!: string;

  @Field(() => String)
  clientName!: string;

  @Field(() => String, { defaultValue: '' })
  clientAddress!: string;

  @Field(() => [InvoiceLineInput], { description: 'Every line with a quantity and unit price above 0.' })
  lines!: InvoiceLineInput[];
}

@InputType()
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

@InputType()
export class VoidInvoicePaymentInput {
  @Field(() => ID)
  paymentId!: string;

  @Field(() => String, { description: 'Why (kept in the audit trail); required.' })
  reason!: string;
}

@InputType()
export class VoidInvoiceInput {
  @Field(() => String)
  number!: string;

  @Field(() => String, { description: 'Why; required.' })
  reason!: string;
}

@InputType()
export class IssueCreditNoteInput {
  @Field(() => String, { description: 'Invoice number.' })
  number!: string;

  @Field(() => Int, { description: 'Amount to credit in cents, taxes included; at most what is left of the invoice.' })
  amountCents!: number;

  @Field(() => String, { description: 'Reason printed on the credit note; required.' })
  reason!: string;
}

@InputType()
export class RefundInvoicePaymentInput {
  @Field(() => ID, { description: 'The card payment to refund.' })
  paymentId!: string;

  @Field(() => Int, { description: 'Amount in cents; at most what is left of the payment.' })
  amountCents!: number;

  @Field(() => String, { description: 'Reason printed on the credit note; required.' })
  reason!: string;
}
