import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';
import { LIMITS } from '../../shared/validation';

/** Back-office handling: new → estimated → scheduled → done; canceled from any step before done. */
export enum PickupStatus {
  NEW = 'new',
  ESTIMATED = 'estimated',
  SCHEDULED = 'scheduled',
  DONE = 'done',
  CANCELED = 'canceled',
}
registerEnumType(PickupStatus, {
  name: 'PickupStatus',
  description: 'Where a pickup request stands in the back-office.',
  valuesConfig: {
    NEW: { description: 'Received, not yet handled.' },
    ESTIMATED: { description: 'An estimate was sent to the customer.' },
    SCHEDULED: { description: 'A day and slot are set.' },
    DONE: { description: 'Pickup done.' },
    CANCELED: { description: 'Canceled before being done.' },
  },
});

@Entity('pickup_request')
@ObjectType('PickupRequest', { description: 'A bulky-item pickup request sent from the public /ramassage form.' })
export class PickupRequest {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID, { description: 'Request id.' })
  id!: number;

  @Column({ type: 'varchar', length: LIMITS.fullName })
  @Field(() => String, { description: 'Customer full name.' })
  fullName!: string;

  @Column({ type: 'varchar', length: LIMITS.phone })
  @Field(() => String, { description: 'Customer phone number.' })
  phone!: string;

  @Column({ type: 'varchar', length: LIMITS.email })
  @Field(() => String, { description: 'Customer e-mail address (lower case).' })
  email!: string;

  @Column({ type: 'varchar', length: LIMITS.address })
  @Field(() => String, { description: 'Full pickup address.' })
  address!: string;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Floor: 0 = ground floor (RDC), 1, 2, 3 = 3rd or higher.' })
  floor!: number;

  @Column({ type: 'boolean', default: false })
  @Field(() => Boolean, { description: 'An elevator is available.' })
  hasElevator!: boolean;

  @Column({ type: 'boolean', default: false })
  @Field(() => Boolean, { description: 'Urgent intervention requested.' })
  urgency!: boolean;

  @Column({ type: 'text' })
  @Field(() => String, { description: 'What to pick up; empty when not given.' })
  description!: string;

  @Column({ type: 'simple-json' })
  @Field(() => [String], { description: 'Names of the photos the customer chose (the files themselves: uploadedPhotos).' })
  photos!: string[];

  @Index('IDX_pickup_request_created_at')
  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When the request was received (ISO 8601, UTC; business time zone America/Toronto).' })
  createdAt!: Date;

  @Index('IDX_pickup_request_status')
  @Column({ type: 'varchar', length: 10, default: PickupStatus.NEW })
  @Field(() => PickupStatus, { description: 'Back-office status: new → estimated → scheduled → done, or canceled.' })
  status!: PickupStatus;

  @Column({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true, description: 'The estimate sent to the customer, in cents (taxes included).' })
  estimateCents!: number | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  @Field(() => String, { nullable: true, description: 'Scheduled day, YYYY-MM-DD (America/Toronto).' })
  scheduledDate!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  @Field(() => String, { nullable: true, description: "Scheduled slot: 'AM', 'PM' or a time range such as '13:00-15:00'." })
  scheduledSlot!: string | null;

  @Column({ ...DATETIME, nullable: true })
  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Last back-office change (ISO 8601, UTC); null if never changed.' })
  updatedAt!: Date | null;

  @Index('IDX_pickup_request_anonymized_at')
  @Column({ ...DATETIME, nullable: true })
  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When the personal fields were anonymised under the retention policy (ISO 8601, UTC); null while kept.' })
  anonymizedAt!: Date | null;

  /** Sent without a valid ALTCHA solution (documented /api path, old client) or with the honeypot filled: staff confirm or delete it. */
  @Column({ type: 'boolean', default: false })
  @Field(() => Boolean, { description: 'True when the request came without the site form\'s proof (no or replayed ALTCHA solution, honeypot filled): shown "non vérifiée" until staff confirm it.' })
  unverified!: boolean;

  /** The form's idempotency key (issue #32): a repeat answers this row. Not exposed. */
  @Index('UQ_pickup_request_idempotency_key', { unique: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  idempotencyKey!: string | null;

  /** Not stored: set on the creation answer only. */
  @Field(() => String, {
    nullable: true,
    description:
      'In the createPickupRequest answer only: the signed same-origin address where the form uploads the photos (POST, one raw image per request, up to 6, within an hour); null elsewhere.',
  })
  photoUploadUrl?: string | null;
}
