import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';

export enum SnowContractStatus {
  ACTIVE = 'active',
  CANCELED = 'canceled',
}
registerEnumType(SnowContractStatus, {
  name: 'SnowContractStatus',
  description: 'ACTIVE until canceled (final).',
  valuesConfig: {
    ACTIVE: { description: 'In force: its visits are generated on each snowfall.' },
    CANCELED: { description: 'Canceled (final); the refund follows the contract’s rule.' },
  },
});

export enum SnowVisitStatus {
  PENDING = 'pending',
  DONE = 'done',
  IMPOSSIBLE = 'impossible',
}
registerEnumType(SnowVisitStatus, {
  name: 'SnowVisitStatus',
  description: 'PENDING → DONE or IMPOSSIBLE (final).',
  valuesConfig: {
    PENDING: { description: 'Not done yet.' },
    DONE: { description: 'Cleared by the driver (final).' },
    IMPOSSIBLE: { description: 'Could not be done, with a reason (final).' },
  },
});

/**
 * A season's snow-removal contract, made once from a paid 'abonnement' order (unique index on the
 * order). Its terms (season, trigger depth, deadline, extra-fee clause, prices) are frozen here:
 * the PDF and the refund are computed from this row, never from today's settings.
 */
@Entity('snow_contract')
@Index('IDX_snow_contract_order', ['snowOrderId'], { unique: true })
@ObjectType('SnowContract', { description: 'A seasonal snow-removal contract (staff view).' })
export class SnowContract {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID, { description: 'Internal id.' })
  id!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'The paid order it comes from.' })
  snowOrderId!: number;

  @Column({ type: 'varchar', length: 11 })
  @Field(() => String, { description: "The order's confirmation code (DN-…)." })
  reference!: string;

  @Index('IDX_snow_contract_email')
  @Column({ type: 'varchar', length: 254 })
  @Field(() => String, { description: 'The customer\'s e-mail address.' })
  email!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  @Field(() => String, { nullable: true, description: 'The customer\'s name, when given.' })
  customerName!: string | null;

  @Column({ type: 'varchar', length: 300 })
  @Field(() => String, { description: 'The serviced address.' })
  address!: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  @Field(() => String, { nullable: true, description: 'The customer\'s mobile phone (E.164), when given.' })
  phone!: string | null;

  @Column({ type: 'varchar', length: 60 })
  @Field(() => String, { description: 'Tour sector from the postal code.' })
  sector!: string;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => String, { description: 'First day, YYYY-MM-DD.' })
  seasonStart!: string;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => String, { description: 'Last day, YYYY-MM-DD.' })
  seasonEnd!: string;

  @Column({ type: 'boolean', default: false })
  @Field(() => Boolean, { description: 'Abrasive spreading included.' })
  abrasif!: boolean;

  @Column({ type: 'boolean', default: false })
  @Field(() => Boolean, { description: 'Priority service included.' })
  urgent!: boolean;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Trigger depth, cm.' })
  triggerCm!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Service deadline, hours after the end of a snowfall.' })
  deadlineHours!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Extra-fee clause: season total threshold, cm.' })
  extraThresholdCm!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Extra-fee clause: amount before taxes, cents (0 = none).' })
  extraCents!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Season price before taxes, in cents.' })
  subtotal!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'TPS (GST), in cents.' })
  gst!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'TVQ (QST), in cents.' })
  qst!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Season price with taxes, in cents.' })
  total!: number;

  @Column({ type: 'text' })
  @Field(() => String, { description: 'The customer\'s note for the driver (may be empty).' })
  note!: string;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => SnowContractStatus, { description: 'Active or canceled.' })
  status!: SnowContractStatus;

  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When the contract was made (after payment).' })
  createdAt!: Date;

  @Column({ ...DATETIME, nullable: true })
  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When it was canceled; null while active.' })
  canceledAt!: Date | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  @Field(() => String, { nullable: true, description: 'E-mail of who canceled it (staff or the customer); null while active.' })
  canceledBy!: string | null;

  @Column({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true, description: 'Refund owed by the contract’s rule, cents; null while active.' })
  refundCents!: number | null;
}

/** A snowfall a manager declared: one per local day (unique index). */
@Entity('snowfall')
@Index('IDX_snowfall_date', ['date'], { unique: true })
@ObjectType('Snowfall', { description: 'A snowfall declared by a manager: one per local day.' })
export class Snowfall {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID, { description: 'Internal id.' })
  id!: number;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => String, { description: 'YYYY-MM-DD, America/Toronto.' })
  date!: string;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Centimetres fallen.' })
  cm!: number;

  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When it stopped.' })
  endedAt!: Date;

  @Column({ type: 'integer', nullable: true })
  declaredById!: number | null;

  @Column({ type: 'varchar', length: 254 })
  @Field(() => String, { description: 'E-mail of the manager who declared it.' })
  declaredBy!: string;

  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When it was declared.' })
  createdAt!: Date;
}

/** The visits of one snowfall in one sector, driven by one employee. */
@Entity('snow_route')
@Index('IDX_snow_route_snowfall_sector', ['snowfallId', 'sector'], { unique: true })
export class SnowRoute {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  snowfallId!: number;

  @Column({ type: 'varchar', length: 60 })
  sector!: string;

  @Column({ type: 'integer', nullable: true })
  employeeId!: number | null;
}

/**
 * One visit: generated once per snowfall and contract (unique index), or once ever for a one-shot
 * order (unique index), with its proof of service once done.
 */
@Entity('snow_visit')
@Index('IDX_snow_visit_route', ['routeId'])
@Index('IDX_snow_visit_snowfall_contract', ['snowfallId', 'contractId'], { unique: true })
@Index('IDX_snow_visit_order', ['snowOrderId'], { unique: true })
@Index('IDX_snow_visit_idempotency', ['idempotencyKey'], { unique: true })
export class SnowVisit {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  snowfallId!: number;

  @Column({ type: 'integer' })
  routeId!: number;

  @Column({ type: 'integer' })
  position!: number;

  @Column({ type: 'integer', nullable: true })
  contractId!: number | null;

  @Column({ type: 'integer', nullable: true })
  snowOrderId!: number | null;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 300 })
  address!: string;

  /** Copied from the contract or the order, so the driver's offline route has it. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  customerName!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  phone!: string | null;

  @Column({ type: 'text' })
  note!: string;

  @Column({ type: 'boolean', default: false })
  urgent!: boolean;

  @Column({ type: 'boolean', default: false })
  abrasif!: boolean;

  @Column(DATETIME)
  deadlineAt!: Date;

  @Column({ type: 'varchar', length: 12 })
  status!: SnowVisitStatus;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason!: string | null;

  /** When the driver did it (device time, kept when sent later from the offline queue). */
  @Column({ ...DATETIME, nullable: true })
  completedAt!: Date | null;

  /** When the server recorded it. */
  @Column({ ...DATETIME, nullable: true })
  receivedAt!: Date | null;

  @Column({ type: 'integer', nullable: true })
  employeeId!: number | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  idempotencyKey!: string | null;

  /** Position at completion, millionths of a degree; only when the employee opted in. */
  @Column({ type: 'integer', nullable: true })
  latitudeE6!: number | null;

  @Column({ type: 'integer', nullable: true })
  longitudeE6!: number | null;

  /** Key of the photo in the file store. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  photoKey!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  photoType!: string | null;

  @Column({ ...DATETIME, nullable: true })
  photoAt!: Date | null;
}
