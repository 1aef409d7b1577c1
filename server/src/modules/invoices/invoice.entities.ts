import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';

/** Why an invoice was issued. */
export enum InvoiceKind {
  SNOW = 'snow',
  DEPOSIT = 'deposit',
  FINAL = 'final',
  PICKUP = 'pickup',
  MANUAL = 'manual',
}
registerEnumType(InvoiceKind, {
  name: 'InvoiceKind',
  description: 'What an invoice bills.',
  valuesConfig: {
    SNOW: { description: 'A paid snow-removal order (issued paid).' },
    DEPOSIT: { description: 'The deposit on an accepted event quote.' },
    FINAL: { description: 'The event after it is done, deposit deducted.' },
    PICKUP: { description: 'A bulky-item pickup marked done, at its accepted estimate.' },
    MANUAL: { description: 'Issued by staff with their own lines.' },
  },
});

/** issued → paid when the balance reaches 0; issued → void (staff, with a reason, nothing paid). */
export enum InvoiceStatus {
  ISSUED = 'issued',
  PAID = 'paid',
  VOID = 'void',
}
registerEnumType(InvoiceStatus, {
  name: 'InvoiceStatus',
  description: 'Where an invoice stands.',
  valuesConfig: {
    ISSUED: { description: 'Issued, a balance is due.' },
    PAID: { description: 'Balance 0.' },
    VOID: { description: 'Cancelled by staff (reason kept); accepts no payment.' },
  },
});

export enum PaymentMethod {
  CARD = 'card',
  INTERAC = 'interac',
  CHEQUE = 'cheque',
  CASH = 'cash',
}
registerEnumType(PaymentMethod, {
  name: 'PaymentMethod',
  description: 'How a payment was made.',
  valuesConfig: {
    CARD: { description: 'Card, through Stripe Checkout (or the demo checkout).' },
    INTERAC: { description: 'Interac e-Transfer, recorded by staff.' },
    CHEQUE: { description: 'Cheque, recorded by staff.' },
    CASH: { description: 'Cash, recorded by staff.' },
  },
});

export enum PaymentKind {
  PAYMENT = 'payment',
  REFUND = 'refund',
}
registerEnumType(PaymentKind, {
  name: 'PaymentKind',
  description: 'Money in (payment) or out (refund).',
  valuesConfig: {
    PAYMENT: { description: 'Money received from the client.' },
    REFUND: { description: 'Money given back to the client (card refund).' },
  },
});

/**
 * The last number given per document series and calendar year (America/Toronto): `F` invoices,
 * `NC` credit notes. Locked for update by the issuing transaction (SQLite: its single writer), so
 * numbers are unique and gapless across processes; a rolled-back issue gives its number back.
 */
@Entity('document_counter')
export class DocumentCounter {
  @PrimaryColumn({ type: 'varchar', length: 4 })
  series!: string;

  @PrimaryColumn({ type: 'integer' })
  year!: number;

  @Column({ type: 'integer', default: 0 })
  lastNumber!: number;
}

@Entity('invoice')
@ObjectType('Invoice', { description: 'A numbered Québec invoice (F-YYYY-NNNNNN). Never changed once issued, except its payment status.' })
export class Invoice {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID, { description: 'Internal id.' })
  id!: number;

  @Index('IDX_invoice_number', { unique: true })
  @Column({ type: 'varchar', length: 20 })
  @Field(() => String, { description: 'F-YYYY-NNNNNN, gapless per calendar year (America/Toronto).' })
  number!: string;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => InvoiceKind, { description: 'What the invoice bills.' })
  kind!: InvoiceKind;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => InvoiceStatus, { description: 'Issued, paid or void.' })
  status!: InvoiceStatus;

  /** What the invoice bills, e.g. `event:12:deposit`, `snow:5`, `pickup:3`: one invoice per source. */
  @Index('IDX_invoice_source_key', { unique: true })
  @Column({ type: 'varchar', length: 60, nullable: true })
  sourceKey!: string | null;

  @Column({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true, description: 'Event request id (deposit and final invoices).' })
  eventRequestId!: number | null;

  @Index('IDX_invoice_client_email')
  @Column({ type: 'varchar', length: 254 })
  @Field(() => String, { description: 'The client\'s e-mail address.' })
  clientEmail!: string;

  @Column({ type: 'varchar', length: 200 })
  @Field(() => String, { description: 'The client\'s name as printed on the invoice.' })
  clientName!: string;

  @Column({ type: 'varchar', length: 300 })
  @Field(() => String, { description: 'The client\'s address as printed on the invoice (may be empty).' })
  clientAddress!: string;

  @Index('IDX_invoice_issued_at')
  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When it was issued.' })
  issuedAt!: Date;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => String, { description: 'YYYY-MM-DD (America/Toronto).' })
  dueDate!: string;

  @Column({ type: 'varchar', length: 200 })
  @Field(() => String, { description: 'Payment terms printed on the invoice.' })
  terms!: string;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Amount before taxes, in cents.' })
  subtotalCents!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'TPS (GST), in cents.' })
  gstCents!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'TVQ (QST), in cents.' })
  qstCents!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Amount with taxes, in cents.' })
  totalCents!: number;

  /** Payments applied minus refunds, in cents. */
  @Column({ type: 'integer', default: 0 })
  @Field(() => Int, { description: 'Payments applied minus refunds, in cents.' })
  paidCents!: number;

  @Column({ type: 'integer', default: 0 })
  @Field(() => Int, { description: 'Credit notes, in cents (taxes included).' })
  creditedCents!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'total − credited − paid.' })
  balanceCents!: number;

  @Column({ ...DATETIME, nullable: true })
  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When the balance reached 0; null while unpaid.' })
  paidAt!: Date | null;

  @Column({ ...DATETIME, nullable: true })
  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When staff voided it; null unless void.' })
  voidedAt!: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  @Field(() => String, { nullable: true, description: 'Why staff voided it; null unless void.' })
  voidReason!: string | null;

  /** Overdue reminders sent (0 to 3: +7, +14, +30 days after the due date). */
  @Column({ type: 'integer', default: 0 })
  @Field(() => Int, { description: 'Overdue reminders sent so far (0 to 3: 7, 14 and 30 days after the due date).' })
  remindersSent!: number;

  /**
   * Issued, but its e-mail (with the PDF as issued) not queued yet: the PDF is rendered after the
   * short issuing transaction (issue #31), then the e-mail queued and this cleared. A process that
   * stopped in between leaves it set; the next download of the invoice or the invoice-mail worker
   * finishes it (same PDF bytes, one e-mail by its dedupe key).
   */
  @Index('IDX_invoice_issued_mail_pending')
  @Column({ type: 'boolean', default: false })
  issuedMailPending!: boolean;

  @Column({ type: 'integer', nullable: true })
  createdById!: number | null;

  @Field(() => [InvoiceLine], { description: 'The billed lines, in order.' })
  lines?: InvoiceLine[];
}

@Entity('invoice_line')
@ObjectType('InvoiceLine', { description: 'One line of an invoice, in cents.' })
export class InvoiceLine {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Index('IDX_invoice_line_invoice')
  @Column({ type: 'integer' })
  invoiceId!: number;

  @Column({ type: 'integer' })
  position!: number;

  @Column({ type: 'varchar', length: 300 })
  @Field(() => String, { description: 'What the line bills.' })
  description!: string;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Quantity, at least 1.' })
  quantity!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Unit price before taxes, in cents.' })
  unitPriceCents!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'quantity × unit price; negative only for a deposit already invoiced.' })
  amountCents!: number;
}

@Entity('credit_note')
@ObjectType('CreditNote', { description: 'A numbered credit note (NC-YYYY-NNNNNN) against an invoice; never more than what is left of it.' })
export class CreditNote {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID, { description: 'Internal id.' })
  id!: number;

  @Index('IDX_credit_note_number', { unique: true })
  @Column({ type: 'varchar', length: 20 })
  @Field(() => String, { description: 'NC-YYYY-NNNNNN, gapless per calendar year (America/Toronto).' })
  number!: string;

  @Index('IDX_credit_note_invoice')
  @Column({ type: 'integer' })
  invoiceId!: number;

  @Field(() => String, { description: 'The invoice it credits.' })
  invoiceNumber?: string;

  @Column({ type: 'varchar', length: 254 })
  @Field(() => String, { description: 'The client\'s e-mail address.' })
  clientEmail!: string;

  @Index('IDX_credit_note_issued_at')
  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When it was issued.' })
  issuedAt!: Date;

  @Column({ type: 'varchar', length: 500 })
  @Field(() => String, { description: 'Reason printed on the credit note.' })
  reason!: string;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Amount credited before taxes, in cents.' })
  subtotalCents!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'TPS (GST) credited, in cents.' })
  gstCents!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'TVQ (QST) credited, in cents.' })
  qstCents!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Amount credited with taxes, in cents.' })
  totalCents!: number;

  /** The refund (payment row) it documents, if any. */
  @Column({ type: 'integer', nullable: true })
  refundId!: number | null;

  @Column({ type: 'integer', nullable: true })
  createdById!: number | null;
}

@Entity('invoice_payment')
@ObjectType('InvoicePayment', { description: 'A payment applied to an invoice, or a refund of one.' })
export class InvoicePayment {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID, { description: 'Internal id.' })
  id!: number;

  @Index('IDX_invoice_payment_invoice')
  @Column({ type: 'integer' })
  invoiceId!: number;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => PaymentKind, { description: 'A payment (money in) or a refund (money out).' })
  kind!: PaymentKind;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => PaymentMethod, { description: 'How the money was paid or refunded.' })
  method!: PaymentMethod;

  /** Always positive; a refund takes money out. */
  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Amount in cents, always positive (a refund takes money out).' })
  amountCents!: number;

  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When the money was received (or refunded).' })
  receivedAt!: Date;

  @Column({ type: 'varchar', length: 200, nullable: true })
  @Field(() => String, { nullable: true, description: 'Cheque number, Interac reference, Stripe payment intent…' })
  reference!: string | null;

  /** Stripe checkout session (card payments). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeSessionId!: string | null;

  /** Stripe refund id (`re_…`): a refund is recorded once whether the API or a webhook reports it. */
  @Index('IDX_invoice_payment_stripe_refund', { unique: true })
  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeRefundId!: string | null;

  /** For a refund: the card payment refunded. */
  @Column({ type: 'integer', nullable: true })
  refundOfId!: number | null;

  /** Card payments: how much of it was refunded so far. */
  @Column({ type: 'integer', default: 0 })
  @Field(() => Int, { description: 'Card payments: how much of it was refunded so far, in cents.' })
  refundedCents!: number;

  @Column({ ...DATETIME, nullable: true })
  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When staff voided this entry; null unless voided.' })
  voidedAt!: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  @Field(() => String, { nullable: true, description: 'Why staff voided this entry; null unless voided.' })
  voidReason!: string | null;

  @Column({ type: 'integer', nullable: true })
  voidedById!: number | null;

  @Column({ type: 'integer', nullable: true })
  createdById!: number | null;

  @Column(DATETIME)
  createdAt!: Date;
}

/** A checkout session opened to pay (part of) an invoice; its payment event applies it once. */
@Entity('invoice_checkout')
export class InvoiceCheckout {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Index('IDX_invoice_checkout_session', { unique: true })
  @Column({ type: 'varchar', length: 255 })
  sessionId!: string;

  @Column({ type: 'integer' })
  invoiceId!: number;

  @Column({ type: 'integer' })
  amountCents!: number;

  @Column(DATETIME)
  createdAt!: Date;

  @Column({ ...DATETIME, nullable: true })
  completedAt!: Date | null;
}

/** The quote as the client accepted it (portal), kept to bill the final invoice after the event. */
@Entity('accepted_quote')
export class AcceptedQuote {
  @PrimaryColumn({ type: 'integer' })
  eventRequestId!: number;

  @Column({ type: 'text' })
  snapshot!: string;

  @Column(DATETIME)
  acceptedAt!: Date;
}

export const INVOICE_ENTITIES = [DocumentCounter, Invoice, InvoiceLine, CreditNote, InvoicePayment, InvoiceCheckout, AcceptedQuote];
