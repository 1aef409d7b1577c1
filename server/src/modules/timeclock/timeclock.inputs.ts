import { IsBoolean, IsDate, IsOptional, Matches, MaxLength, Validate, ValidatorConstraint, ValidatorConstraintInterface } from '../../kernel/class-validator';
import { DateTimeISOResolver } from 'graphql-scalars';
import { ArgsType, Field, ID, InputType, registerEnumType } from 'type-graphql';
import { ConnectionArgs } from '../../kernel/connections';
import { TIMECLOCK_MESSAGES } from '../../shared/messages.fr';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '../../shared/time/time-totals';
import { TIME_ENTRY_LIMITS } from './time-entry.entity';
import { PunchAction } from './time-punch.entity';

registerEnumType(PunchAction, {
  name: 'PunchAction',
  description: 'Direction of a punch.',
  valuesConfig: {
    IN: { description: 'Start a shift.' },
    OUT: { description: 'End the open shift.' },
  },
});

export enum StaffRolesFilter {
  /** Every account. */
  ALL = 'ALL',
  /** EMPLOYEE accounts only (the modal's default: 'Inclure gérants & admins' off). */
  EMPLOYEE = 'EMPLOYEE',
}
registerEnumType(StaffRolesFilter, {
  name: 'StaffRolesFilter',
  description: 'Which accounts a staff hours summary includes.',
  valuesConfig: {
    ALL: { description: 'Every account.' },
    EMPLOYEE: { description: 'EMPLOYEE accounts only.' },
  },
});

@ValidatorConstraint({ name: 'timeZone' })
export class TimeZoneName implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isValidTimeZone(value);
  }
}

/** Keys the browser makes with crypto.randomUUID(); any 8 to 100 URL-safe characters are accepted. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

const TIME_TEXT_DESCRIPTION =
  'An ISO 8601 instant with Z or an offset, or a local date-time YYYY-MM-DDTHH:mm[:ss] read in `tz`.';

@InputType({ description: 'A punch IN or OUT of the signed-in staff member.' })
export class PunchInput {
  @Field(() => PunchAction, { description: 'IN to start a shift, OUT to end it.' })
  action!: PunchAction;

  @Field(() => String, { nullable: true, description: 'Optional note kept on the entry.' })
  @IsOptional()
  @MaxLength(TIME_ENTRY_LIMITS.note, { message: TIMECLOCK_MESSAGES.noteTooLong(TIME_ENTRY_LIMITS.note) })
  note?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Made once per punch by the device (a UUID). The same key again answers the first result and records nothing.',
  })
  @IsOptional()
  @Matches(IDEMPOTENCY_KEY_PATTERN, { message: TIMECLOCK_MESSAGES.idempotencyKey })
  idempotencyKey?: string | null;

  @Field(() => DateTimeISOResolver, {
    nullable: true,
    description: 'When the punch was made, by the device clock (a queued offline punch keeps its original time). At most 72 h old.',
  })
  @IsOptional()
  @IsDate()
  clientTime?: Date | null;

  @Field(() => DateTimeISOResolver, {
    nullable: true,
    description: 'When the device sent it, by the same clock: the server then corrects the device clock error.',
  })
  @IsOptional()
  @IsDate()
  clientSentAt?: Date | null;

  @Field(() => Boolean, { defaultValue: false, description: 'True when replayed from the offline queue.' })
  @IsBoolean()
  offline!: boolean;
}

@ArgsType()
export class TimeRangeArgs {
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD (local midnight) or an instant. Default: the start of the current week.' })
  @IsOptional()
  @MaxLength(40, { message: TIMECLOCK_MESSAGES.rangeDate })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD (that day included) or an instant (excluded). Default: the end of the week.' })
  @IsOptional()
  @MaxLength(40, { message: TIMECLOCK_MESSAGES.rangeDate })
  to?: string | null;

  @Field(() => String, { defaultValue: DEFAULT_TIME_ZONE, description: 'IANA time zone of days and weeks (Monday to Sunday).' })
  @Validate(TimeZoneName, { message: TIMECLOCK_MESSAGES.timeZone })
  tz!: string;
}

@ArgsType()
export class StaffHoursSummaryArgs extends TimeRangeArgs {
  @Field(() => StaffRolesFilter, { defaultValue: StaffRolesFilter.EMPLOYEE, description: 'Which accounts to include.' })
  roles!: StaffRolesFilter;
}

@ArgsType()
export class StaffTimeSheetArgs extends TimeRangeArgs {
  @Field(() => ID, { description: 'The staff member whose time sheet to read.' })
  userId!: string;
}

@ArgsType()
export class TimeEntriesConnectionArgs extends ConnectionArgs {
  @Field(() => ID, { nullable: true, description: 'Only this staff member’s entries (everyone’s when omitted).' })
  @IsOptional()
  userId?: string | null;
}

@ArgsType()
export class TimeEntryChangesArgs {
  @Field(() => ID, { description: 'The staff member whose entry changes to read.' })
  userId!: string;

  @Field(() => ID, { nullable: true, description: 'Only this entry’s changes.' })
  @IsOptional()
  entryId?: string | null;
}

@InputType()
abstract class EntryChangeInput {
  @Field(() => String, { nullable: true, description: 'Why (kept in the audit trail).' })
  @IsOptional()
  @MaxLength(TIME_ENTRY_LIMITS.reason, { message: TIMECLOCK_MESSAGES.reasonTooLong(TIME_ENTRY_LIMITS.reason) })
  reason?: string | null;

  @Field(() => String, { defaultValue: DEFAULT_TIME_ZONE, description: 'Zone of local date-times.' })
  @Validate(TimeZoneName, { message: TIMECLOCK_MESSAGES.timeZone })
  tz!: string;
}

@InputType({ description: 'A closed entry added by a manager.' })
export class CreateTimeEntryInput extends EntryChangeInput {
  @Field(() => ID, { description: 'The staff member the entry belongs to.' })
  userId!: string;

  @Field(() => String, { description: TIME_TEXT_DESCRIPTION })
  @MaxLength(40, { message: TIMECLOCK_MESSAGES.invalidHours })
  clockIn!: string;

  @Field(() => String, { description: `After clockIn. ${TIME_TEXT_DESCRIPTION}` })
  @MaxLength(40, { message: TIMECLOCK_MESSAGES.invalidHours })
  clockOut!: string;

  @Field(() => String, { nullable: true, description: 'Optional note kept on the entry.' })
  @IsOptional()
  @MaxLength(TIME_ENTRY_LIMITS.note, { message: TIMECLOCK_MESSAGES.noteTooLong(TIME_ENTRY_LIMITS.note) })
  note?: string | null;
}

@InputType({ description: 'A manager’s change: omitted fields stay as they are; clockOut alone closes an open entry.' })
export class UpdateTimeEntryInput extends EntryChangeInput {
  @Field(() => ID, { description: 'The entry to change.' })
  id!: string;

  @Field(() => String, { nullable: true, description: TIME_TEXT_DESCRIPTION })
  @IsOptional()
  @MaxLength(40, { message: TIMECLOCK_MESSAGES.invalidHours })
  clockIn?: string | null;

  @Field(() => String, { nullable: true, description: TIME_TEXT_DESCRIPTION })
  @IsOptional()
  @MaxLength(40, { message: TIMECLOCK_MESSAGES.invalidHours })
  clockOut?: string | null;

  @Field(() => String, { nullable: true, description: 'An empty text clears the note.' })
  @IsOptional()
  @MaxLength(TIME_ENTRY_LIMITS.note, { message: TIMECLOCK_MESSAGES.noteTooLong(TIME_ENTRY_LIMITS.note) })
  note?: string | null;
}

@InputType({ description: 'Removes a break from an entry, which becomes two.' })
export class SplitTimeEntryInput extends EntryChangeInput {
  @Field(() => ID, { description: 'The entry to split.' })
  id!: string;

  @Field(() => String, { description: TIME_TEXT_DESCRIPTION })
  @MaxLength(40, { message: TIMECLOCK_MESSAGES.invalidBreak })
  breakStart!: string;

  @Field(() => String, { description: TIME_TEXT_DESCRIPTION })
  @MaxLength(40, { message: TIMECLOCK_MESSAGES.invalidBreak })
  breakEnd!: string;
}

@InputType({ description: 'A time entry a manager deletes.' })
export class DeleteTimeEntryInput {
  @Field(() => ID, { description: 'The entry to delete.' })
  id!: string;

  @Field(() => String, { nullable: true, description: 'Why (kept in the audit trail).' })
  @IsOptional()
  @MaxLength(TIME_ENTRY_LIMITS.reason, { message: TIMECLOCK_MESSAGES.reasonTooLong(TIME_ENTRY_LIMITS.reason) })
  reason?: string | null;
}
