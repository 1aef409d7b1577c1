import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';
import type { User } from '../users/users.public';

export enum TimeEntrySource {
  /** Punched while the browser was online. */
  ONLINE = 'ONLINE',
  /** Punched offline, queued on the device and replayed later with its original time. */
  OFFLINE = 'OFFLINE',
  /** Added by a manager. */
  ADMIN = 'ADMIN',
}
registerEnumType(TimeEntrySource, {
  name: 'TimeEntrySource',
  description: 'How a time entry was started.',
  valuesConfig: {
    ONLINE: { description: 'Punched while the browser was online.' },
    OFFLINE: { description: 'Punched offline, queued on the device and replayed later with its original time.' },
    ADMIN: { description: 'Added by a manager.' },
  },
});

export const TIME_ENTRY_LIMITS = { note: 1000, reason: 500 } as const;

@Entity('time_entry')
@Index('IDX_time_entry_user_clock_in', ['userId', 'clockIn'])
@ObjectType('TimeEntry', { description: 'One worked shift: from clockIn to clockOut (null while it is open).' })
export class TimeEntry {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID, { description: 'Entry id.' })
  id!: number;

  /**
   * The account (users' `user` table, by name: no relation across features). An account with hours
   * is disabled, never deleted (UsersService asks `workedHours`), so the cascade never erases worked hours.
   */
  @Column({ type: 'integer' })
  @ForeignKey('user', { name: 'FK_time_entry_user', onDelete: 'CASCADE', onUpdate: 'RESTRICT' })
  @Field(() => ID, { description: 'The staff member who worked the shift.' })
  userId!: number;

  /** Not a relation: filled by the queries that join the account on userId (innerJoinAndMapOne). */
  user?: User;

  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'Start of the shift.' })
  clockIn!: Date;

  @Column({ ...DATETIME, nullable: true })
  @Field(() => DateTimeISOResolver, { nullable: true, description: 'null while the shift is open.' })
  clockOut!: Date | null;

  /**
   * The owner's id while the entry is open, NULL once closed. Its unique index lets the database
   * itself refuse a second open entry for one person, whatever the number of tabs or server
   * processes punching at once (NULLs never collide, on SQLite as on MySQL/MariaDB).
   */
  @Index('UQ_time_entry_open_user', { unique: true })
  @Column({ type: 'integer', nullable: true })
  openUserId!: number | null;

  @Column({ type: 'varchar', length: TIME_ENTRY_LIMITS.note, nullable: true })
  @Field(() => String, { nullable: true, description: 'Free-text note.' })
  note!: string | null;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => TimeEntrySource, { description: 'How the entry was started.' })
  source!: TimeEntrySource;

  /**
   * "À vérifier": why a manager must look at this entry before its period is approved (a forgotten
   * clock-out closed by the system); null when nothing to check. A manager's edit clears it.
   */
  @Column({ type: 'varchar', length: 200, nullable: true })
  @Field(() => String, { nullable: true, description: 'Why the entry is marked « à vérifier » (e.g. closed by the system after a forgotten clock-out); null otherwise.' })
  reviewReason!: string | null;

  /** When the forgotten clock-out alert was queued for this open entry (once per entry). */
  @Column({ ...DATETIME, nullable: true })
  openAlertedAt!: Date | null;

  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When the entry was recorded.' })
  createdAt!: Date;

  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'Last change to the entry.' })
  updatedAt!: Date;
}
