import { Column, Entity, ForeignKey, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';
import type { User } from '../users/users.public';
import { TIME_ENTRY_LIMITS, TimeEntry, TimeEntrySource } from './time-entry.entity';

export enum PunchAction {
  IN = 'IN',
  OUT = 'OUT',
}

/**
 * The receipt of one accepted punch (IN or OUT): who, when the device says it happened, when the
 * server received it, the time recorded, and the entry it opened or closed. Its unique
 * idempotency key makes a replayed punch (offline queue, lost answer, second tab) record once.
 */
@Entity('time_punch')
@Index('IDX_time_punch_user', ['userId', 'receivedAt'])
export class TimePunch {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  /** The account (users' `user` table, by name: no relation across features). */
  @Column({ type: 'integer' })
  @ForeignKey('user', { name: 'FK_time_punch_user', onDelete: 'CASCADE', onUpdate: 'RESTRICT' })
  userId!: number;

  /** Not a relation: filled by the queries that join the account on userId (leftJoinAndMapOne). */
  user?: User;

  /** The entry opened (IN) or closed (OUT); NULL once a manager deleted it. */
  @Index('IDX_time_punch_entry')
  @Column({ type: 'integer', nullable: true })
  entryId!: number | null;

  @ManyToOne(() => TimeEntry, { onDelete: 'SET NULL', onUpdate: 'RESTRICT' })
  @JoinColumn({ name: 'entryId', foreignKeyConstraintName: 'FK_time_punch_entry' })
  entry?: TimeEntry;

  @Column({ type: 'varchar', length: 3 })
  action!: PunchAction;

  @Index('UQ_time_punch_idempotency_key', { unique: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  idempotencyKey!: string | null;

  @Column({ type: 'varchar', length: TIME_ENTRY_LIMITS.note, nullable: true })
  note!: string | null;

  @Column({ type: 'varchar', length: 10 })
  source!: TimeEntrySource;

  /** The device's clock when the punch was made (offline punches), as sent. */
  @Column({ ...DATETIME, nullable: true })
  clientTime!: Date | null;

  /** The device's clock when it sent the punch; with clientTime it measures the device's clock error. */
  @Column({ ...DATETIME, nullable: true })
  clientSentAt!: Date | null;

  /** Server clock at reception. */
  @Column(DATETIME)
  receivedAt!: Date;

  /** The time recorded on the entry. */
  @Column(DATETIME)
  effectiveAt!: Date;

  /**
   * Set when the punch reached a pay period already approved (locked): the punch is kept here,
   * not applied, and shown to the managers (first day of that period, YYYY-MM-DD).
   */
  @Index('IDX_time_punch_held')
  @Column({ type: 'varchar', length: 10, nullable: true })
  heldPeriodStart!: string | null;

  /** Device clock minus server clock at sending, in ms, when the device said when it sent. */
  @Column({ type: 'integer', nullable: true })
  clockSkewMs!: number | null;
}
