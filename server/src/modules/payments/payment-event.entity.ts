import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';

/**
 * One payment-provider event already handled. The unique event id is inserted in the same
 * transaction as the change the event causes, so an event delivered twice (or twice at once)
 * changes things once: the second insert fails on the index and its transaction rolls back.
 */
@Entity('payment_event')
export class PaymentEvent {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  /** Stripe's `evt_…` (or `evt_demo_…` for the demo checkout). */
  @Index('IDX_payment_event_event_id', { unique: true })
  @Column({ type: 'varchar', length: 255 })
  eventId!: string;

  /** e.g. `checkout.session.completed`. */
  @Column({ type: 'varchar', length: 100 })
  type!: string;

  @Column(DATETIME)
  receivedAt!: Date;
}
