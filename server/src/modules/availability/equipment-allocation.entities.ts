import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Service } from '../pricing/pricing.public';
import { DATETIME } from '../../db/columns';

/** What takes units of an item over a period. */
export enum AllocationKind {
  /** An accepted quote: taken until released (declined later, event canceled). */
  RESERVATION = 'reservation',
  /** A sent quote: taken until `expiresAt`, then lapses by itself. */
  HOLD = 'hold',
  /** Staff took units out (repair, loss). */
  BLOCK = 'block',
}

registerEnumType(AllocationKind, {
  name: 'AllocationKind',
  description: 'Reservation (accepted quote), hold (sent quote, lapses) or block (repair, loss).',
  valuesConfig: {
    RESERVATION: { description: 'An accepted quote.' },
    HOLD: { description: 'A sent quote, until it lapses.' },
    BLOCK: { description: 'Units taken out by staff (repair, loss).' },
  },
});

@Entity('equipment_allocation')
@Index('IDX_equipment_allocation_range', ['serviceId', 'dayFrom', 'dayTo'])
@Index('IDX_equipment_allocation_live', ['kind', 'releasedAt', 'dayTo'])
@ObjectType('EquipmentAllocation', { description: 'Units of one item taken over a period: reservation, hold or block (staff only).' })
export class EquipmentAllocation {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID, { description: 'Allocation id.' })
  id!: number;

  @Column({ type: 'integer' })
  @Field(() => ID, { description: 'The price-list row (Service) of the item.' })
  serviceId!: number;

  @Column({ type: 'varchar', length: 12 })
  @Field(() => AllocationKind, { description: 'Reservation, hold or block.' })
  kind!: AllocationKind;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Units taken.' })
  quantity!: number;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => String, { description: 'First day taken (YYYY-MM-DD), turnaround included.' })
  dayFrom!: string;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => String, { description: 'Last day taken (YYYY-MM-DD), turnaround included.' })
  dayTo!: string;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => String, { description: 'Event start (delivery side), or the block start.' })
  eventStart!: string;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => String, { description: 'Event end (collection side), or the block end.' })
  eventEnd!: string;

  @Index('IDX_equipment_allocation_event')
  @Column({ type: 'integer', nullable: true })
  @Field(() => ID, { nullable: true, description: 'The event request (reservations and holds).' })
  eventRequestId!: number | null;

  @Column({ type: 'integer', nullable: true })
  @Field(() => ID, { nullable: true, description: 'The quote revision (portal) that made it.' })
  revisionId!: number | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  @Field(() => String, { nullable: true, description: 'Blocks: why (repair, loss…).' })
  reason!: string | null;

  @Column({ ...DATETIME, nullable: true })
  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Holds: when the hold lapses.' })
  expiresAt!: Date | null;

  @Column({ ...DATETIME, nullable: true })
  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When it was released (declined, expired, canceled, block lifted); null while live.' })
  releasedAt!: Date | null;

  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When it was made.' })
  createdAt!: Date;

  @Column({ type: 'integer', nullable: true })
  createdById!: number | null;
}

/**
 * The ledger: units committed (live reservations + blocks) per item and day. Maintained in the
 * transaction that takes or releases them, under the item's lock; holds are not in it (they lapse
 * by themselves, so they are read live from `equipment_allocation`).
 */
@Entity('equipment_day')
@Index('IDX_equipment_day_service_day', ['serviceId', 'day'], { unique: true })
export class EquipmentDay {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  serviceId!: number;

  @Index('IDX_equipment_day_day')
  @Column({ type: 'varchar', length: 10 })
  day!: string;

  @Column({ type: 'integer', default: 0 })
  committed!: number;
}

/** Stock and turnaround of a rentable price-list item (absent row: stock 0, 0 day before, 1 after). */
@Entity('equipment_stock')
export class EquipmentStock {
  @PrimaryColumn({ type: 'integer' })
  serviceId!: number;

  @Column({ type: 'integer', default: 0 })
  stock!: number;

  @Column({ type: 'integer', default: 0 })
  turnaroundBefore!: number;

  @Column({ type: 'integer', default: 1 })
  turnaroundAfter!: number;

  @ManyToOne(() => Service, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'serviceId', foreignKeyConstraintName: 'FK_equipment_stock_service' })
  service?: Service;
}

export const DEFAULT_TURNAROUND = { before: 0, after: 1 } as const;
