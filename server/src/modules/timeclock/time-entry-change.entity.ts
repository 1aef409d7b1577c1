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
registerEnumType(TimeEntryChangeAction, {
  name: 'TimeEntryChangeAction',
  description: 'Kind of manager change to a time entry.',
  valuesConfig: {
    CREATE: { description: 'Entry added.' },
    UPDATE: { description: 'Times or note changed.' },
    CLOSE: { description: 'Open entry closed (clockOut set).' },
    SPLIT: { description: 'A break removed; the entry became two.' },
    DELETE: { description: 'Entry deleted.' },
  },
});

/** What an audit row remembers of an entry (stored as JSON; times as ISO strings). */
@ObjectType('TimeEntrySnapshot', { description: 'A time entry’s values at one point of its audit trail.' })
export class TimeEntrySnapshot {
  @Field(() => DateTimeISOResolver, { description: 'Start of the shift.' })
  clockIn!: string;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'End of the shift; null while open.' })
  clockOut!: string | null;

  @Field(() => String, { nullable: true, description: 'Free-text note.' })
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
  @Field(() => ID, { description: 'Change id.' })
  id!: number;

  @Index('IDX_time_entry_change_entry')
  @Column({ type: 'integer' })
  @Field(() => ID, { description: 'The time entry changed.' })
  entryId!: number;

  /** The employee whose entry it is. */
  @Column({ type: 'integer' })
  @Field(() => ID, { description: 'The employee whose entry it is.' })
  userId!: number;

  /** The manager (or the creator of the integrator token) who made the change. */
  @Column({ type: 'integer', nullable: true })
  @Field(() => ID, { nullable: true, description: 'The manager (or integrator token creator) who made the change.' })
  changedById!: number | null;

  /** Their name or e-mail at the time, kept even if the account goes. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  @Field(() => String, { nullable: true, description: 'Their name or email at the time, kept even if the account goes.' })
  changedByName!: string | null;

  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When the change was made.' })
  changedAt!: Date;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => TimeEntryChangeAction, { description: 'Kind of change.' })
  action!: TimeEntryChangeAction;

  @Column({ type: 'simple-json', nullable: true })
  @Field(() => TimeEntrySnapshot, { nullable: true, description: 'Before the change; null on CREATE.' })
  oldValues!: TimeEntrySnapshot | null;

  @Column({ type: 'simple-json', nullable: true })
  @Field(() => TimeEntrySnapshot, { nullable: true, description: 'After the change (with splitInto on SPLIT); null on DELETE.' })
  newValues!: TimeEntrySnapshot | null;

  @Column({ type: 'varchar', length: TIME_ENTRY_LIMITS.reason, nullable: true })
  @Field(() => String, { nullable: true, description: 'Why, as given by the manager.' })
  reason!: string | null;
}
