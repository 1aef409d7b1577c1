import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Role } from '../../shared/roles';
import { TimeEntry } from '../timeclock/timeclock.public';
import { PunchAction } from '../timeclock/timeclock.public';
import { TimesheetChange, TimesheetStatus } from './timesheet.entities';

@ObjectType('StatutoryHoliday', { description: 'A Québec statutory holiday (LNT s.60; Fête nationale Act).' })
export class StatutoryHolidayType {
  @Field(() => String, { description: 'Stable key (NEW_YEAR, GOOD_FRIDAY, EASTER_MONDAY, PATRIOTES, FETE_NATIONALE, CANADA_DAY, LABOUR_DAY, THANKSGIVING, CHRISTMAS).' })
  key!: string;

  @Field(() => String, { description: 'French name.' })
  name!: string;

  @Field(() => String, { description: 'The holiday as applied, YYYY-MM-DD (25 June / 2 July when 24 June / 1 July fall on a Sunday).' })
  date!: string;

  @Field(() => String, { description: 'The calendar date it commemorates, YYYY-MM-DD.' })
  calendarDate!: string;

  @Field(() => String, { nullable: true, description: 'The rule applied when the holiday moved off a Sunday.' })
  note!: string | null;
}

@ObjectType('PayPeriod', { description: 'One pay period (local days, America/Toronto).' })
export class PayPeriodType {
  @Field(() => String, { description: 'First day, YYYY-MM-DD.' })
  start!: string;

  @Field(() => String, { description: 'Last day (included), YYYY-MM-DD.' })
  end!: string;

  @Field(() => DateTimeISOResolver, { description: 'UTC instant of the first day’s midnight.' })
  startsAt!: Date;

  @Field(() => DateTimeISOResolver, { description: 'UTC instant of the midnight after the last day (excluded).' })
  endsAt!: Date;
}

@ObjectType('HolidayWork', { description: 'Minutes worked on a statutory holiday (flagged).' })
export class HolidayWorkType {
  @Field(() => String, { description: 'Local date, YYYY-MM-DD.' })
  date!: string;

  @Field(() => String, { description: 'Holiday name.' })
  name!: string;

  @Field(() => Int, { description: 'Minutes worked that day.' })
  minutes!: number;
}

@ObjectType('TimesheetWeek', { description: 'Totals of one week of the period (overtime is weekly).' })
export class TimesheetWeekType {
  @Field(() => String, { description: 'First day of the week, YYYY-MM-DD.' })
  start!: string;

  @Field(() => Int, { description: 'Punched minutes that week.' })
  workedMinutes!: number;

  @Field(() => Int, { description: 'Unpaid meal periods deducted that week.' })
  mealBreakMinutes!: number;

  @Field(() => Int, { description: 'Paid minutes up to 40 h that week.' })
  regularMinutes!: number;

  @Field(() => Int, { description: 'Paid minutes beyond 40 h that week.' })
  overtimeMinutes!: number;
}

/**
 * How every result below names an employee: name and e-mail. Bases only: type-graphql 2 has no
 * `isAbstract`, and with `orphanedTypes: []` a type nothing returns gets no type of its own in the schema.
 */
@ObjectType()
abstract class PersonFields {
  @Field(() => String, { nullable: true, description: 'Display name, if set.' })
  name!: string | null;

  @Field(() => String, { description: 'Account e-mail.' })
  email!: string;
}

/** …and the name shown everywhere (the held punch has no displayName). */
@ObjectType()
abstract class NamedPersonFields extends PersonFields {
  @Field(() => String, { nullable: true, description: 'How the person is named everywhere.' })
  displayName?: string;
}

/** Who a timesheet or a payroll line is for: the first fields of both types (no type of its own in the schema: nothing returns it). */
@ObjectType({ description: 'An employee’s identity on a timesheet or payroll line.' })
abstract class EmployeeFields extends PersonFields {
  @Field(() => ID, { description: 'The employee.' })
  userId!: string;

  @Field(() => String, { nullable: true, description: 'First name.' })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: 'Last name.' })
  lastName?: string | null;

  @Field(() => String, { nullable: true, description: 'How the person is named everywhere (« Prénom Nom », else the e-mail).' })
  displayName?: string;
}

@ObjectType('TimesheetPay', { description: 'The pay of a timesheet, in cents (frozen at approval; estimated before), issue #27.' })
export class TimesheetPayType {
  @Field(() => Int, { nullable: true, description: 'Hourly rate in force on the period’s last day, cents; null when none is set.' })
  hourlyRateCents!: number | null;

  @Field(() => Int, { description: 'Regular minutes at the rate of their day.' })
  regularPayCents!: number;

  @Field(() => Int, { description: 'Overtime minutes at 1,5 × the rate of their day.' })
  overtimePayCents!: number;

  @Field(() => Int, { description: 'Statutory holiday indemnity (LNT s. 62).' })
  holidayPayCents!: number;

  @Field(() => Int, { description: 'Vacation indemnity rate, basis points: 400 (4 %) or 600 (6 % from 3 years of continuous service), LNT s. 74.' })
  vacationRateBp!: number;

  @Field(() => Int, { description: 'Vacation indemnity earned in the period.' })
  vacationAccruedCents!: number;

  @Field(() => Int, { description: 'Vacation indemnity paid with this period (all of it with each pay; else the balance when paid out before the vacation).' })
  vacationPaidCents!: number;

  @Field(() => Int, { description: 'regular + overtime + holiday + vacation paid.' })
  grossCents!: number;

  @Field(() => Int, { description: 'The employee’s accrued and unpaid vacation indemnity after this period (approved periods up to this one).' })
  vacationBalanceCents!: number;

  @Field(() => Int, { description: 'Paid minutes on days with no hourly rate in force (paid 0 until a rate is set).' })
  unratedMinutes!: number;

  @Field(() => Boolean, { description: 'True when these are the amounts frozen at approval.' })
  frozen!: boolean;
}

@ObjectType('Timesheet', { description: 'One employee’s timesheet for one pay period, with the labour-standards totals.' })
export class TimesheetView extends EmployeeFields {
  @Field(() => Role, { description: 'Account role.' })
  role!: Role;

  @Field(() => PayPeriodType, { description: 'The pay period.' })
  period!: PayPeriodType;

  @Field(() => TimesheetStatus, { description: 'Where the timesheet stands.' })
  status!: TimesheetStatus;

  @Field(() => [TimeEntry], { description: 'Entries whose clock-in falls in the period, oldest first.' })
  entries!: TimeEntry[];

  @Field(() => Int, { description: 'Minutes between clock-ins and clock-outs (open entries until now).' })
  workedMinutes!: number;

  @Field(() => Int, { description: 'Unpaid meal periods deducted (30 min per shift over 5 h with no punched break), when the setting is on.' })
  mealBreakMinutes!: number;

  @Field(() => Int, { description: 'Paid minutes up to 40 h per week.' })
  regularMinutes!: number;

  @Field(() => Int, { description: 'Paid minutes beyond 40 h per week (time and a half).' })
  overtimeMinutes!: number;

  @Field(() => Int, { description: 'Minutes worked on a statutory holiday (included in regular/overtime, flagged).' })
  holidayMinutes!: number;

  @Field(() => Int, { description: 'Estimated indemnity of the holidays in the period, in minutes at the regular rate (1/20 of the regular minutes of the 4 complete weeks before each holiday’s week).' })
  holidayIndemnityMinutes!: number;

  @Field(() => [TimesheetWeekType], { description: 'Totals per week (overtime is weekly).' })
  weeks!: TimesheetWeekType[];

  @Field(() => [HolidayWorkType], { description: 'Minutes worked on statutory holidays, per day.' })
  holidayWork!: HolidayWorkType[];

  @Field(() => [StatutoryHolidayType], { description: 'Statutory holidays in the period.' })
  holidays!: StatutoryHolidayType[];

  @Field(() => [ID], { description: 'Entries that got the meal deduction.' })
  mealBreakEntryIds!: string[];

  @Field(() => Int, { description: 'Entries marked « à vérifier ».' })
  reviewCount!: number;

  @Field(() => Boolean, { description: 'True when an entry of the period is still open.' })
  hasOpenEntry!: boolean;

  @Field(() => Boolean, { description: 'True when the totals are the ones frozen at approval.' })
  frozen!: boolean;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When the employee submitted it.' })
  submittedAt!: Date | null;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When it was last approved, sent back or reopened.' })
  decidedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Who approved, rejected or reopened it last.' })
  decidedByName!: string | null;

  @Field(() => String, { nullable: true, description: 'The manager’s comment or the reopening reason.' })
  comment!: string | null;

  @Field(() => TimesheetPayType, { nullable: true, description: 'MANAGER and up, or the employee: the period’s pay (null when the caller may not see it).' })
  pay?: TimesheetPayType | null;

  @Field(() => [TimesheetChange], { description: 'Transitions, newest first.' })
  history!: TimesheetChange[];
}

@ObjectType('HeldPunch', { description: 'A punch that reached an approved (locked) pay period: kept, not applied.' })
export class HeldPunchType extends PersonFields {
  @Field(() => ID, { description: 'Punch id.' })
  id!: string;

  @Field(() => ID, { description: 'The employee.' })
  userId!: string;

  @Field(() => PunchAction, { description: 'IN or OUT.' })
  action!: PunchAction;

  @Field(() => DateTimeISOResolver, { description: 'When the punch happened (device time, corrected).' })
  effectiveAt!: Date;

  @Field(() => DateTimeISOResolver, { description: 'When the server received it.' })
  receivedAt!: Date;

  @Field(() => Boolean, { description: 'Queued offline and replayed later.' })
  offline!: boolean;

  @Field(() => String, { nullable: true, description: 'Note sent with the punch.' })
  note!: string | null;

  @Field(() => String, { description: 'First day of the locked period.' })
  periodStart!: string;
}

@ObjectType('PayrollLine', { description: 'One employee’s approved minutes for a period, by pay line.' })
export class PayrollLineType extends EmployeeFields {
  @Field(() => String, { description: 'First day of the period.' })
  periodStart!: string;

  @Field(() => Int, { description: 'Paid minutes up to 40 h per week.' })
  regularMinutes!: number;

  @Field(() => Int, { description: 'Paid at 150 %.' })
  overtimeMinutes!: number;

  @Field(() => Int, { description: 'Holiday indemnity, in minutes at the regular rate.' })
  holidayIndemnityMinutes!: number;

  @Field(() => Int, { description: 'Worked on a holiday (already in regular/overtime; shown for the register).' })
  holidayMinutes!: number;

  @Field(() => Int, { description: 'Unpaid meal periods deducted (for the register).' })
  mealBreakMinutes!: number;

  @Field(() => TimesheetPayType, { description: 'The pay frozen at approval (issue #27).' })
  pay!: TimesheetPayType;
}

@ObjectType('PendingTimesheet', { description: 'A timesheet of the period that is not approved yet (not in the export).' })
export class PendingTimesheetType extends NamedPersonFields {
  @Field(() => ID, { description: 'The employee.' })
  userId!: string;

  @Field(() => TimesheetStatus, { description: 'Its status (not APPROVED).' })
  status!: TimesheetStatus;
}

@ObjectType('PayrollExport', { description: 'Approved timesheets of a pay period, and those not approved yet.' })
export class PayrollExportType {
  @Field(() => PayPeriodType, { description: 'The pay period.' })
  period!: PayPeriodType;

  @Field(() => [PayrollLineType], { description: 'Approved timesheets only.' })
  lines!: PayrollLineType[];

  @Field(() => [PendingTimesheetType], { description: 'People with hours in the period whose timesheet is not approved (left out of the lines).' })
  notApproved!: PendingTimesheetType[];
}

@ObjectType('EntryNotice', { description: 'An entry a manager must look at: open longer than the set time, or closed by the system (« à vérifier »).' })
export class EntryNoticeType extends NamedPersonFields {
  @Field(() => TimeEntry, { description: 'The entry.' })
  entry!: TimeEntry;

  @Field(() => Boolean, { description: 'True while the entry is still open (forgotten clock-out alert).' })
  open!: boolean;
}
