import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';
import { TIME_ENTRY_LIMITS } from './time-entry.entity';

export enum TimeEntryChangeAction {
  CREATE = 'CREATE',
  UPDATE = 'UPDATE',
  CLOSE = 'CLOSE',
  SPLIT = 'SPLIT',
  DELETE = 'DELETE',
}
registerEnumType(TimeEntryChangeAction, { name: 'TimeEntryChangeAction' });

/** What an audit row remembers of an entry (stored as JSON; times as ISO strings). */
@ObjectType('TimeEntrySnapshot')
export class TimeEntrySnapshot {
  @Field(() => DateTimeISOResolver)
  clockIn!: string;

  @Field(() => DateTimeISOResolver, { nullable: true })
  clockOut!: string | null;

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field(() => ID, { nullable: true, description: 'On a split: the entry made of the part after the break.' })
  splitInto?: number;
}

/**
 * The audit trail of managers' changes to time entries. Append-only: rows are inserted in the same
 * transaction as the change and never updated or deleted, and they keep plain ids (no foreign
 * keys) so they outlive the entry and the accounts involved.
 */
@Entity('time_entry_change')
@Index('IDX_time_entry_change_user', ['userId', 'changedAt'])
@ObjectType('TimeEntryChange', { description: 'One manager change to a time entry (audit trail).' })
export class TimeEntryChange {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID)
  id!: number;

  @Index('IDX_time_entry_change_entry')
  @Column({ type: 'integer' })
  @Field(() => ID)
  entryId!: number;

  /** The employee whose entry it is. */
  @Column({ type: 'integer' })
  @Field(() => ID)
  userId!: number;

  /** The manager (or the creator of the integrator token) who made the change. */
  @Column({ type: 'integer', nullable: true })
  @Field(() => ID, { nullable: true })
  changedById!: number | null;

  /** Their name or e-mail at the time, kept even if the account goes. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  @Field(() => String, { nullable: true })
  changedByName!: string | null;

  @Column(DATETIME)
  @Field(() => DateTimeISOResolver)
  changedAt!: Date;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => TimeEntryChangeAction)
  action!: TimeEntryChangeAction;

  @Column({ type: 'simple-json', nullable: true })
  @Field(() => TimeEntrySnapshot, { nullable: true, description: 'Before the change; null on CREATE.' })
  oldValues!: TimeEntrySnapshot | null;

  @Column({ type: 'simple-json', nullable: true })
  @Field(() => TimeEntrySnapshot, { nullable: true, description: 'After the change (with splitInto on SPLIT); null on DELETE.' })
  newValues!: TimeEntrySnapshot | null;

  @Column({ type: 'varchar', length: TIME_ENTRY_LIMITS.reason, nullable: true })
  @Field(() => String, { nullable: true })
  reason!: string | null;
}
