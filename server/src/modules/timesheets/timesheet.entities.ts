import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';

export enum TimesheetStatus {
  /** Not submitted yet (no row, or reopened). */
  OPEN = 'OPEN',
  SUBMITTED = 'SUBMITTED',
  APPROVED = 'APPROVED',
  REJECTED = 'REJECTED',
}
registerEnumType(TimesheetStatus, {
  name: 'TimesheetStatus',
  description: 'Where an employee’s timesheet for one pay period stands.',
  valuesConfig: {
    OPEN: { description: 'Not submitted yet (or reopened by an administrator).' },
    SUBMITTED: { description: 'Submitted by the employee, waiting for a manager.' },
    APPROVED: { description: 'Approved by a manager: the period is locked.' },
    REJECTED: { description: 'Sent back by a manager with a comment; the employee submits again.' },
  },
});

export enum TimesheetAction {
  SUBMIT = 'SUBMIT',
  APPROVE = 'APPROVE',
  REJECT = 'REJECT',
  REOPEN = 'REOPEN',
}
registerEnumType(TimesheetAction, {
  name: 'TimesheetAction',
  description: 'A stored transition of a timesheet.',
  valuesConfig: {
    SUBMIT: { description: 'Submitted by the employee.' },
    APPROVE: { description: 'Approved by a manager.' },
    REJECT: { description: 'Sent back by a manager with a comment.' },
    REOPEN: { description: 'Reopened by an administrator with a reason.' },
  },
});

export const TIMESHEET_LIMITS = { comment: 500 } as const;

/**
 * One employee's timesheet for one pay period: its status, who moved it and, once approved, the
 * totals frozen at approval (payroll reads them). The row is the lock every change to an entry of
 * the period takes (SELECT … FOR UPDATE on MySQL/MariaDB; SQLite serialises writers), so an
 * approval and a concurrent edit never both succeed unseen.
 */
@Entity('timesheet')
@Index('UQ_timesheet_user_period', ['userId', 'periodStart'], { unique: true })
@Index('IDX_timesheet_user_starts', ['userId', 'startsAt'])
@Index('IDX_timesheet_period_status', ['periodStart', 'status'])
export class TimesheetRecord {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  userId!: number;

  /** First local day of the period, YYYY-MM-DD (America/Toronto). */
  @Column({ type: 'varchar', length: 10 })
  periodStart!: string;

  /** Last local day of the period (included). */
  @Column({ type: 'varchar', length: 10 })
  periodEnd!: string;

  @Column(DATETIME)
  startsAt!: Date;

  @Column(DATETIME)
  endsAt!: Date;

  @Column({ type: 'varchar', length: 10 })
  status!: TimesheetStatus;

  @Column({ ...DATETIME, nullable: true })
  submittedAt!: Date | null;

  @Column({ ...DATETIME, nullable: true })
  decidedAt!: Date | null;

  @Column({ type: 'integer', nullable: true })
  decidedById!: number | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  decidedByName!: string | null;

  /** The manager's comment on approval or rejection, or the administrator's reason for reopening. */
  @Column({ type: 'varchar', length: TIMESHEET_LIMITS.comment, nullable: true })
  comment!: string | null;

  /** Frozen at approval (null otherwise): what payroll pays. */
  @Column({ type: 'integer', nullable: true })
  regularMinutes!: number | null;

  @Column({ type: 'integer', nullable: true })
  overtimeMinutes!: number | null;

  @Column({ type: 'integer', nullable: true })
  holidayMinutes!: number | null;

  @Column({ type: 'integer', nullable: true })
  mealBreakMinutes!: number | null;

  @Column({ type: 'integer', nullable: true })
  holidayIndemnityMinutes!: number | null;

  @Column(DATETIME)
  updatedAt!: Date;
}

/** The audit trail of timesheet transitions. Append-only, plain ids (it outlives the accounts). */
@Entity('timesheet_change')
@Index('IDX_timesheet_change_sheet', ['timesheetId', 'changedAt'])
@ObjectType('TimesheetChange', { description: 'One stored transition of a timesheet (audit trail).' })
export class TimesheetChange {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID, { description: 'Change id.' })
  id!: number;

  @Column({ type: 'integer' })
  timesheetId!: number;

  @Column({ type: 'integer' })
  @Field(() => ID, { description: 'The employee whose timesheet it is.' })
  userId!: number;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => TimesheetAction, { description: 'The transition.' })
  action!: TimesheetAction;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => TimesheetStatus, { description: 'Status before.' })
  fromStatus!: TimesheetStatus;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => TimesheetStatus, { description: 'Status after.' })
  toStatus!: TimesheetStatus;

  @Column({ type: 'integer', nullable: true })
  @Field(() => ID, { nullable: true, description: 'Who made it.' })
  changedById!: number | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  @Field(() => String, { nullable: true, description: 'Their e-mail at the time.' })
  changedByName!: string | null;

  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When.' })
  changedAt!: Date;

  @Column({ type: 'varchar', length: TIMESHEET_LIMITS.comment, nullable: true })
  @Field(() => String, { nullable: true, description: 'Comment (approval, rejection) or reason (reopening).' })
  comment!: string | null;
}
