import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { Role } from '../../shared/roles';
import { PayPeriod, StatutoryHoliday } from '../../shared/time/labour-standards';
import { PeriodArgs, StaffPeriodArgs, SubmitTimesheetInput, TimesheetDecisionInput } from './timesheets.inputs';
import { EntryNoticeType, HeldPunchType, PayPeriodType, PayrollExportType, StatutoryHolidayType, TimesheetView } from './timesheets.results';
import { TimesheetsService } from './timesheets.service';

@Resolver(() => TimesheetView)
export class TimesheetsResolver {
  constructor(private readonly service: TimesheetsService) {}

  @Query(() => [StatutoryHolidayType], { description: 'Public: Québec’s statutory holidays of a year, with their French names and the Sunday rules for 24 June and 1 July.' })
  statutoryHolidays(@Arg('year', () => Int, { description: 'The year, 1900 to 2200.' }) year: number): StatutoryHoliday[] {
    return this.service.holidays(year);
  }

  @Authorized()
  @Query(() => [PayPeriodType], { description: 'Staff: the current pay period and those before it, newest first.' })
  payPeriods(@Ctx() ctx: RequestContext, @Arg('count', () => Int, { defaultValue: 8, description: 'How many (1 to 52).' }) count: number): PayPeriod[] {
    return this.service.payPeriods(ctx, count);
  }

  @Authorized()
  @Query(() => TimesheetView, { description: 'Staff session: my timesheet for a pay period (default: the current one).' })
  myTimesheet(@Ctx() ctx: RequestContext, @Args(() => PeriodArgs) args: PeriodArgs): Promise<TimesheetView> {
    return this.service.mine(ctx, args.periodStart);
  }

  @Authorized(Role.MANAGER)
  @Query(() => TimesheetView, { description: 'MANAGER and up: one person’s timesheet for a pay period.' })
  timesheet(@Ctx() ctx: RequestContext, @Args(() => StaffPeriodArgs) args: StaffPeriodArgs): Promise<TimesheetView> {
    return this.service.forUser(ctx, args.userId, args.periodStart);
  }

  @Authorized(Role.MANAGER)
  @Query(() => [TimesheetView], { description: 'MANAGER and up: every timesheet of a pay period (people with hours or a stored status).' })
  timesheets(@Ctx() ctx: RequestContext, @Args(() => PeriodArgs) args: PeriodArgs): Promise<TimesheetView[]> {
    return this.service.forPeriod(ctx, args.periodStart);
  }

  @Authorized(Role.MANAGER)
  @Query(() => [HeldPunchType], { description: 'MANAGER and up: punches kept (not applied) because they reached an approved period, newest first.' })
  heldPunches(): Promise<HeldPunchType[]> {
    return this.service.heldPunches();
  }

  @Authorized(Role.MANAGER)
  @Query(() => [EntryNoticeType], { description: 'MANAGER and up: forgotten clock-outs (entries open longer than the set time) and entries « à vérifier ».' })
  entryNotices(@Ctx() ctx: RequestContext): Promise<EntryNoticeType[]> {
    return this.service.notices(ctx, false);
  }

  @Authorized()
  @Query(() => [EntryNoticeType], { description: 'Staff session: my forgotten clock-out, if any, and my entries « à vérifier ».' })
  myEntryNotices(@Ctx() ctx: RequestContext): Promise<EntryNoticeType[]> {
    return this.service.notices(ctx, true);
  }

  @Authorized(Role.MANAGER)
  @Query(() => PayrollExportType, { description: 'MANAGER and up: the approved timesheets of a pay period as pay lines, and who is not approved yet.' })
  payrollExport(@Ctx() ctx: RequestContext, @Args(() => PeriodArgs) args: PeriodArgs): Promise<PayrollExportType> {
    return this.service.payrollExport(ctx, args.periodStart);
  }

  @Authorized()
  @Mutation(() => TimesheetView, { description: 'Staff session: submit my timesheet for a period (« Soumettre ma feuille de temps »).' })
  submitTimesheet(@Ctx() ctx: RequestContext, @Arg('input', () => SubmitTimesheetInput, { description: 'The period to submit.' }) input: SubmitTimesheetInput): Promise<TimesheetView> {
    return this.service.submit(ctx, input);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => TimesheetView, { description: 'MANAGER and up: approve a submitted timesheet (totals frozen, period locked).' })
  approveTimesheet(@Ctx() ctx: RequestContext, @Arg('input', () => TimesheetDecisionInput, { description: 'The employee, the period and the comment or reason.' }) input: TimesheetDecisionInput): Promise<TimesheetView> {
    return this.service.approve(ctx, input);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => TimesheetView, { description: 'MANAGER and up: send a submitted timesheet back with a comment.' })
  rejectTimesheet(@Ctx() ctx: RequestContext, @Arg('input', () => TimesheetDecisionInput, { description: 'The employee, the period and the comment or reason.' }) input: TimesheetDecisionInput): Promise<TimesheetView> {
    return this.service.reject(ctx, input);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => TimesheetView, { description: 'ADMIN and up: reopen an approved timesheet with a reason (audit trail).' })
  reopenTimesheet(@Ctx() ctx: RequestContext, @Arg('input', () => TimesheetDecisionInput, { description: 'The employee, the period and the comment or reason.' }) input: TimesheetDecisionInput): Promise<TimesheetView> {
    return this.service.reopen(ctx, input);
  }
}
