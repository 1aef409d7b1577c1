import { Arg, Args, Authorized, Ctx, FieldResolver, Float, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Connection, ConnectionResult } from '../../kernel/connections';
import type { RequestContext } from '../../kernel/context';
import { Role } from '../../shared/roles';
import { PunchService } from './punch.service';
import { TimeEntryChange } from './time-entry-change.entity';
import { TimeEntry } from './time-entry.entity';
import {
  CreateTimeEntryInput,
  DeleteTimeEntryInput,
  PunchInput,
  SplitTimeEntryInput,
  StaffHoursSummaryArgs,
  StaffTimeSheetArgs,
  TimeEntriesConnectionArgs,
  TimeEntryChangesArgs,
  TimeRangeArgs,
  UpdateTimeEntryInput,
} from './timeclock.inputs';
import { PunchOutcome, PunchResult, StaffHoursRow, TimeClockStatus, TimeSheet } from './timeclock.results';
import { TimeclockService } from './timeclock.service';

export const TimeEntryConnection = Connection(TimeEntry);

@Resolver(() => TimeEntry)
export class TimeclockResolver {
  constructor(
    private readonly punches: PunchService,
    private readonly timeclock: TimeclockService,
  ) {}

  @Authorized()
  @Query(() => TimeClockStatus, { description: 'Staff session: my open shift, if any, and the server time.' })
  myTimeClockStatus(@Ctx() ctx: RequestContext): Promise<TimeClockStatus> {
    return this.punches.status(ctx);
  }

  @Authorized()
  @Query(() => TimeSheet, { description: 'Staff session: my entries and totals over a period (default: this week).' })
  myTimeSheet(@Ctx() ctx: RequestContext, @Args(() => TimeRangeArgs) args: TimeRangeArgs): Promise<TimeSheet> {
    return this.timeclock.mySheet(ctx, args);
  }

  @Authorized()
  @Mutation(() => PunchResult, { description: 'Staff session: punch IN or OUT (idempotent with idempotencyKey).' })
  punch(@Ctx() ctx: RequestContext, @Arg('input', () => PunchInput, { description: 'The punch.' }) input: PunchInput): Promise<PunchOutcome> {
    return this.punches.punch(ctx, input);
  }

  @Authorized(Role.MANAGER)
  @Query(() => [StaffHoursRow], { description: 'MANAGER and up: hours per person over a period.' })
  staffHoursSummary(@Ctx() ctx: RequestContext, @Args(() => StaffHoursSummaryArgs) args: StaffHoursSummaryArgs): Promise<StaffHoursRow[]> {
    return this.timeclock.summary(ctx, args);
  }

  @Authorized(Role.MANAGER)
  @Query(() => TimeSheet, { description: 'MANAGER and up: one person’s entries and daily totals.' })
  staffTimeSheet(@Ctx() ctx: RequestContext, @Args(() => StaffTimeSheetArgs) args: StaffTimeSheetArgs): Promise<TimeSheet> {
    return this.timeclock.staffSheet(ctx, args);
  }

  @Authorized(Role.MANAGER)
  @Query(() => TimeEntryConnection, {
    description:
      'MANAGER and up: time entries by cursor over (clockIn, id); `from`/`to` filter clockIn (an entry counts in the period its shift starts). Times are ISO 8601 in UTC; the business time zone is America/Toronto.',
  })
  timeEntriesConnection(@Ctx() ctx: RequestContext, @Args(() => TimeEntriesConnectionArgs) args: TimeEntriesConnectionArgs): Promise<ConnectionResult<TimeEntry>> {
    return this.timeclock.entriesConnection(ctx, args);
  }

  @FieldResolver(() => Float, { nullable: true, description: 'Worked time of a closed entry in ms (clockOut − clockIn); null while open.' })
  durationMs(@Root() entry: TimeEntry): number | null {
    return entry.clockOut ? entry.clockOut.getTime() - entry.clockIn.getTime() : null;
  }

  @Authorized(Role.MANAGER)
  @Query(() => [TimeEntryChange], { description: 'MANAGER and up: the audit trail of one person’s entries, newest first.' })
  timeEntryChanges(@Ctx() ctx: RequestContext, @Args(() => TimeEntryChangesArgs) args: TimeEntryChangesArgs): Promise<TimeEntryChange[]> {
    return this.timeclock.changes(ctx, args);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => TimeEntry, { description: 'MANAGER and up: adds a closed entry (audited).' })
  createTimeEntry(@Ctx() ctx: RequestContext, @Arg('input', () => CreateTimeEntryInput, { description: 'The entry to add.' }) input: CreateTimeEntryInput): Promise<TimeEntry> {
    return this.timeclock.create(ctx, input);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => TimeEntry, { description: 'MANAGER and up: edits or closes an entry (audited).' })
  updateTimeEntry(@Ctx() ctx: RequestContext, @Arg('input', () => UpdateTimeEntryInput, { description: 'The entry and its changes.' }) input: UpdateTimeEntryInput): Promise<TimeEntry> {
    return this.timeclock.update(ctx, input);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => [TimeEntry], { description: 'MANAGER and up: removes a break; returns the two entries (audited).' })
  splitTimeEntry(@Ctx() ctx: RequestContext, @Arg('input', () => SplitTimeEntryInput, { description: 'The entry and the break to remove.' }) input: SplitTimeEntryInput): Promise<TimeEntry[]> {
    return this.timeclock.split(ctx, input);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => ID, { description: 'MANAGER and up: deletes an entry (audited); returns its id.' })
  deleteTimeEntry(@Ctx() ctx: RequestContext, @Arg('input', () => DeleteTimeEntryInput, { description: 'The entry to delete and why.' }) input: DeleteTimeEntryInput): Promise<string> {
    return this.timeclock.delete(ctx, input);
  }
}
