import { DateTimeISOResolver } from 'graphql-scalars';
import { createUnionType, Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { ErrorResult } from '../../graphql/error-result';
import { ErrorCode } from '../../shared/errors';
import { Role } from '../../shared/roles';
import { TimeEntry } from './time-entry.entity';

@ObjectType('PunchAlreadyOpenError', { implements: ErrorResult, description: 'IN while a shift is already open.' })
export class PunchAlreadyOpenError extends ErrorResult {
  @Field(() => TimeEntry, { description: 'The shift that is open.' })
  openEntry: TimeEntry;

  constructor(openEntry: TimeEntry) {
    super(ErrorCode.PUNCH_ALREADY_OPEN);
    this.openEntry = openEntry;
  }
}

@ObjectType('NoOpenShiftError', { implements: ErrorResult, description: 'OUT with no open shift.' })
export class NoOpenShiftError extends ErrorResult {
  constructor() {
    super(ErrorCode.NO_OPEN_SHIFT);
  }
}

@ObjectType('PunchOutOfOrderError', {
  implements: ErrorResult,
  description: 'A punch older than the last one recorded (an IN before the end of an earlier shift, an OUT before its IN).',
})
export class PunchOutOfOrderError extends ErrorResult {
  constructor() {
    super(ErrorCode.PUNCH_OUT_OF_ORDER);
  }
}

@ObjectType('PunchPeriodLockedError', {
  implements: ErrorResult,
  description:
    'The punch falls in a pay period already approved (locked): it was not applied; it is kept and shown to the managers (heldPunches). Sending it again answers the same.',
})
export class PunchPeriodLockedError extends ErrorResult {
  @Field(() => String, { description: 'First day of the locked period, YYYY-MM-DD.' })
  periodStart: string;

  @Field(() => String, { description: 'Last day of the locked period, YYYY-MM-DD.' })
  periodEnd: string;

  constructor(periodStart: string, periodEnd: string, message: string) {
    super(ErrorCode.PERIOD_LOCKED, message);
    this.periodStart = periodStart;
    this.periodEnd = periodEnd;
  }
}

export type PunchOutcome = TimeEntry | PunchAlreadyOpenError | NoOpenShiftError | PunchOutOfOrderError | PunchPeriodLockedError;

export const PunchResult = createUnionType({
  name: 'PunchResult',
  description: 'The entry opened or closed, or why the punch could not apply.',
  // No custom resolveType: type-graphql wraps one in an async function, and graphql-jit (the REST
  // paths' executor) does not await a type resolver, so every REST punch would answer 500. Its
  // default resolver is synchronous and picks the member class the value is an instance of (the
  // service only returns TimeEntry entities and these error classes).
  types: () => [TimeEntry, PunchAlreadyOpenError, NoOpenShiftError, PunchOutOfOrderError, PunchPeriodLockedError] as const,
});

@ObjectType('TimeClockStatus', { description: 'The signed-in member’s time clock state.' })
export class TimeClockStatus {
  @Field(() => TimeEntry, { nullable: true, description: 'The signed-in member’s open shift, if any.' })
  openEntry!: TimeEntry | null;

  @Field(() => DateTimeISOResolver, { description: 'The server clock, to correct the device’s.' })
  serverTime!: Date;
}

@ObjectType('DayTotal', { description: 'Worked time on one local day.' })
export class DayTotal {
  @Field(() => String, { description: 'Local date, YYYY-MM-DD.' })
  date!: string;

  @Field(() => Float, { description: 'Worked time that day, in ms (open shifts count until now).' })
  totalMs!: number;
}

@ObjectType('TimeSheet', { description: 'One person’s entries over a period, with daily and period totals in a time zone.' })
export class TimeSheet {
  @Field(() => DateTimeISOResolver, { description: 'Start of the period (included).' })
  from!: Date;

  @Field(() => DateTimeISOResolver, { description: 'Excluded.' })
  to!: Date;

  @Field(() => String, { description: 'IANA time zone of the days (default America/Toronto).' })
  tz!: string;

  @Field(() => Float, { description: 'Worked time within the period, in ms.' })
  totalMs!: number;

  @Field(() => [TimeEntry], { description: 'Entries overlapping the period, oldest first.' })
  entries!: TimeEntry[];

  @Field(() => [DayTotal], { description: 'Every local day of the period; a shift over midnight counts on both days.' })
  days!: DayTotal[];
}

@ObjectType('StaffHoursRow', { description: 'One person’s hours over a period (managers’ view).' })
export class StaffHoursRow {
  @Field(() => ID, { description: 'The staff member’s user id.' })
  userId!: string;

  @Field(() => String, { nullable: true, description: 'Display name, if set.' })
  name!: string | null;

  @Field(() => String, { description: 'Account email.' })
  email!: string;

  @Field(() => Role, { description: 'Account role.' })
  role!: Role;

  @Field(() => Float, { description: 'Worked time within the period, in ms.' })
  totalMs!: number;

  @Field(() => Int, { description: 'Entries overlapping the period.' })
  entriesCount!: number;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Start of the open shift, when one overlaps the period.' })
  openClockIn!: Date | null;
}
