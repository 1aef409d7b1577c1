import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';
import { SNOW_LIMITS } from '../../shared/snow';

export enum SnowOrderStatus {
  /** Stored, checkout created or being created, not paid yet. */
  PENDING = 'pending',
  PAID = 'paid',
  /** The (asynchronous) payment failed. */
  CANCELED = 'canceled',
  /** The checkout session expired unpaid. */
  EXPIRED = 'expired',
}

registerEnumType(SnowOrderStatus, {
  name: 'SnowOrderStatus',
  description: 'PENDING until the payment provider confirms; PAID never goes back.',
  valuesConfig: {
    PENDING: { description: 'Stored, not paid yet.' },
    PAID: { description: 'Payment confirmed (final).' },
    CANCELED: { description: 'The (asynchronous) payment failed.' },
    EXPIRED: { description: 'The checkout session expired unpaid.' },
  },
});

/**
 * A snow-removal order from /deneigement. Every amount is computed by the server from the price
 * list at order time (integer cents); the option prices are kept so the receipt shows what was
 * charged even if the price list changes before the payment is confirmed.
 */
@Entity('snow_order')
@Index('IDX_snow_order_status_paid_at', ['status', 'paidAt'])
@ObjectType('SnowOrder', { description: 'A snow-removal order (staff view).' })
export class SnowOrder {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID, { description: 'Order id.' })
  id!: number;

  @Index('IDX_snow_order_confirmation_code', { unique: true })
  @Column({ type: 'varchar', length: 11 })
  @Field(() => String, { description: "'DN-' and 8 characters, e.g. DN-7KQ2M9XA." })
  confirmationCode!: string;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => String, { description: "'abonnement' (seasonal subscription) or 'one-shot' (one visit)." })
  mode!: string;

  @Column({ type: 'varchar', length: SNOW_LIMITS.address })
  @Field(() => String, { description: 'Service address.' })
  address!: string;

  @Column({ type: 'varchar', length: SNOW_LIMITS.email })
  @Field(() => String, { description: 'Customer e-mail address.' })
  email!: string;

  /** Mobile phone for the driver (E.164, +15551234567); null on orders placed before issue #27. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  @Field(() => String, { description: 'Customer mobile phone, E.164 (+1…); null on older orders.', nullable: true })
  phone!: string | null;

  @Column({ type: 'boolean', default: false })
  @Field(() => Boolean, { description: 'Abrasive (gravel/salt) option chosen.' })
  abrasif!: boolean;

  @Column({ type: 'boolean', default: false })
  @Field(() => Boolean, { description: 'Urgent option chosen.' })
  urgent!: boolean;

  @Column({ type: 'text' })
  @Field(() => String, { description: 'Optional special note; empty when not given.' })
  note!: string;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Base price of the mode, in cents.' })
  basePrice!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Abrasive option, in cents (0 when not chosen).' })
  abrasifPrice!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Urgent option, in cents (0 when not chosen).' })
  urgentPrice!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Before taxes, in cents.' })
  subtotal!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'TPS (GST 5 %), in cents.' })
  gst!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'TVQ (QST 9.975 %), in cents.' })
  qst!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'subtotal + gst + qst, in cents: what is charged.' })
  total!: number;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => SnowOrderStatus, { description: 'Payment status.' })
  status!: SnowOrderStatus;

  /** The payment provider's checkout session (Stripe `cs_…`, or `demo_…`); null until created. */
  @Index('IDX_snow_order_stripe_session_id', { unique: true })
  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeSessionId!: string | null;

  /** The name given in the form (since issue #27), else the cardholder's name from the checkout; printed on the receipt. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  @Field(() => String, { description: 'Customer name given in the form (else the cardholder name from the checkout); null on older unpaid orders.', nullable: true })
  customerName!: string | null;

  @Column({ ...DATETIME, nullable: true })
  @Field(() => DateTimeISOResolver, { description: 'When the payment was confirmed (ISO 8601, UTC); null unless PAID.', nullable: true })
  paidAt!: Date | null;

  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When the order was placed (ISO 8601, UTC; business time zone America/Toronto).' })
  createdAt!: Date;

  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'Last change (ISO 8601, UTC).' })
  updatedAt!: Date;

  @Index('IDX_snow_order_anonymized_at')
  @Column({ ...DATETIME, nullable: true })
  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When the personal fields were anonymised under the retention policy (ISO 8601, UTC); null while kept.' })
  anonymizedAt!: Date | null;
}
