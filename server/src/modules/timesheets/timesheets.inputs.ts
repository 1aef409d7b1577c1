import { IsOptional, Matches, MaxLength } from '../../kernel/class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { TIMESHEET_MESSAGES } from '../../shared/timesheets.messages.fr';
import { TIMESHEET_LIMITS } from './timesheet.entities';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

@ArgsType()
export class PeriodArgs {
  @Field(() => String, { nullable: true, description: 'First day of the pay period, YYYY-MM-DD; default: the current period.' })
  @IsOptional()
  @Matches(DAY, { message: TIMESHEET_MESSAGES.periodStart })
  periodStart?: string | null;
}

@ArgsType()
export class StaffPeriodArgs extends PeriodArgs {
  @Field(() => ID, { description: 'The employee.' })
  userId!: string;
}

@InputType({ description: 'The signed-in employee submits their timesheet.' })
export class SubmitTimesheetInput {
  @Field(() => String, { description: 'First day of the pay period, YYYY-MM-DD.' })
  @Matches(DAY, { message: TIMESHEET_MESSAGES.periodStart })
  periodStart!: string;
}

@InputType({ description: 'A manager’s decision (approve, reject) or an administrator’s reopening.' })
export class TimesheetDecisionInput {
  @Field(() => ID, { description: 'The employee.' })
  userId!: string;

  @Field(() => String, { description: 'First day of the pay period, YYYY-MM-DD.' })
  @Matches(DAY, { message: TIMESHEET_MESSAGES.periodStart })
  periodStart!: string;

  @Field(() => String, { nullable: true, description: 'Comment for the employee (required to reject) or the reason (required to reopen).' })
  @IsOptional()
  @MaxLength(TIMESHEET_LIMITS.comment, { message: TIMESHEET_MESSAGES.commentTooLong(TIMESHEET_LIMITS.comment) })
  comment?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Approval only, when the vacation indemnity is paid before the vacation (VACATION_PAY=BEFORE_VACATION): pay the whole accrued balance with this period.',
  })
  @IsOptional()
  payVacationBalance?: boolean | null;
}
