import { Brackets, DataSource, EntityManager } from 'typeorm';
import { inTransaction } from '../../kernel/transactions';
import { ConnectionResult, paginate } from '../../kernel/connections';
import { actingUserId, actorName, requireSessionUser, RequestContext } from '../../kernel/context';
import { displayName } from '../../shared/display-name';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { ERROR_MESSAGES, TIMECLOCK_MESSAGES } from '../../shared/messages.fr';
import { Role } from '../../shared/roles';
import { MAX_RANGE_DAYS, parseInstant, resolveRange } from '../../shared/time/time-range';
import { dailyTotals, InstantRange, totalMs } from '../../shared/time/time-totals';
import { User } from '../users/users.public';
import type { PeriodLocks } from './period-locks';
import { MAX_CLOCK_AHEAD_MS, retryTransient } from './punch.service';
import { TimeEntryChange, TimeEntryChangeAction, TimeEntrySnapshot } from './time-entry-change.entity';
import { TimeEntry, TimeEntrySource } from './time-entry.entity';
import {
  CreateTimeEntryInput,
  DeleteTimeEntryInput,
  SplitTimeEntryInput,
  StaffHoursSummaryArgs,
  StaffRolesFilter,
  StaffTimeSheetArgs,
  TimeEntriesConnectionArgs,
  TimeEntryChangesArgs,
  TimeRangeArgs,
  UpdateTimeEntryInput,
} from './timeclock.inputs';
import { StaffHoursRow, TimeSheet } from './timeclock.results';

/** How many audit rows one request lists at most. */
const CHANGES_LIMIT = 500;

/** An id from the API; anything that is not a positive integer finds nothing. */
const parseId = (id: string | null | undefined): number | null => (id && /^\d{1,15}$/.test(id) ? Number(id) : null);

/**
 * Time sheets, the managers' summary and the managers' changes to entries. Every change (create,
 * update, close, split, delete) writes its audit row in the same transaction. Entries of one person
 * never overlap, and no time lies in the future.
 */
export class TimeclockService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly periodLocks: PeriodLocks,
  ) {}

  /** The signed-in member's own entries and totals (a staff session; never anyone else's). */
  mySheet(ctx: RequestContext, args: TimeRangeArgs): Promise<TimeSheet> {
    const user = requireSessionUser(ctx);
    return this.sheet(ctx, user.id, args);
  }

  /** MANAGER and up: one person's entries and totals. */
  async staffSheet(ctx: RequestContext, args: StaffTimeSheetArgs): Promise<TimeSheet> {
    const user = await this.findUser(this.dataSource.manager, args.userId);
    return this.sheet(ctx, user.id, args);
  }

  /** MANAGER and up: per person, the time worked in the period (people with at least one entry in it). */
  async summary(ctx: RequestContext, args: StaffHoursSummaryArgs): Promise<StaffHoursRow[]> {
    const { range } = rangeOf(args, ctx.now);
    const query = this.overlappingQuery(range).innerJoinAndMapOne('e.user', User, 'u', 'u.id = e.userId');
    if (args.roles === StaffRolesFilter.EMPLOYEE) query.andWhere('u.role = :role', { role: Role.EMPLOYEE });
    const entries = await query.getMany();
    const rows = new Map<number, StaffHoursRow>();
    const now = ctx.now.getTime();
    for (const entry of entries) {
      const user = entry.user!;
      let row = rows.get(user.id);
      if (!row) {
        row = { userId: String(user.id), name: displayName(user), email: user.email, role: user.role, totalMs: 0, entriesCount: 0, openClockIn: null };
        rows.set(user.id, row);
      }
      row.totalMs += totalMs([entry], range, now);
      row.entriesCount += 1;
      if (entry.clockOut === null) row.openClockIn = entry.clockIn;
    }
    return [...rows.values()].sort((a, b) => (a.name ?? a.email).localeCompare(b.name ?? b.email, 'fr-CA') || a.email.localeCompare(b.email));
  }

  /**
   * MANAGER and up: entries by cursor over (clockIn, id); `from`/`to` filter clockIn (an entry
   * belongs to the period its shift starts in, as payroll counts it). Open entries are included.
   */
  entriesConnection(_ctx: RequestContext, args: TimeEntriesConnectionArgs): Promise<ConnectionResult<TimeEntry>> {
    const qb = this.dataSource.getRepository(TimeEntry).createQueryBuilder('e');
    if (args.userId !== undefined && args.userId !== null) qb.andWhere('e.userId = :userId', { userId: parseId(args.userId) ?? -1 });
    return paginate(qb, 'e', args, { timeColumn: 'clockIn' });
  }

  /** MANAGER and up: the audit trail of one person's entries (deleted ones included), newest first. */
  async changes(_ctx: RequestContext, args: TimeEntryChangesArgs): Promise<TimeEntryChange[]> {
    const userId = parseId(args.userId);
    if (userId === null) return [];
    const entryId = args.entryId === undefined || args.entryId === null ? undefined : (parseId(args.entryId) ?? -1);
    return this.dataSource.getRepository(TimeEntryChange).find({
      where: { userId, ...(entryId !== undefined ? { entryId } : {}) },
      order: { changedAt: 'DESC', id: 'DESC' },
      take: CHANGES_LIMIT,
    });
  }

  /** MANAGER and up: adds a closed entry for someone. */
  create(ctx: RequestContext, input: CreateTimeEntryInput): Promise<TimeEntry> {
    return retryTransient(() =>
      inTransaction(this.dataSource, async (em) => {
        // The person's row is locked first: the overlap check and the insert are one step for them.
        const user = await this.findUser(em, input.userId, TIMECLOCK_MESSAGES.userNotFound, true);
        const clockIn = parseTime(input.clockIn, input.tz, 'clockIn', ctx.now, ErrorCode.INVALID_HOURS);
        const clockOut = parseTime(input.clockOut, input.tz, 'clockOut', ctx.now, ErrorCode.INVALID_HOURS);
        if (clockOut <= clockIn) throw invalid(ErrorCode.INVALID_HOURS, 'clockOut');
        await this.periodLocks.assertOpen(em, user.id, [{ start: clockIn, end: clockOut }]);
        await this.assertNoOverlap(em, user.id, clockIn, clockOut, []);
        const repo = em.getRepository(TimeEntry);
        const entry = repo.create({
          userId: user.id,
          clockIn,
          clockOut,
          openUserId: null,
          note: input.note?.trim() || null,
          source: TimeEntrySource.ADMIN,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        });
        await repo.insert(entry);
        await this.audit(ctx, em, entry, TimeEntryChangeAction.CREATE, null, snapshot(entry), input.reason);
        return entry;
      }),
    );
  }

  /** MANAGER and up: changes times or note; a clock-out on an open entry closes it. */
  update(ctx: RequestContext, input: UpdateTimeEntryInput): Promise<TimeEntry> {
    return retryTransient(() =>
      inTransaction(this.dataSource, async (em) => {
        const entry = await this.findEntryForChange(em, input.id);
        const before = snapshot(entry);
        const clockIn = input.clockIn ? parseTime(input.clockIn, input.tz, 'clockIn', ctx.now, ErrorCode.INVALID_HOURS) : entry.clockIn;
        const clockOut = input.clockOut ? parseTime(input.clockOut, input.tz, 'clockOut', ctx.now, ErrorCode.INVALID_HOURS) : entry.clockOut;
        if (clockOut !== null && clockOut <= clockIn) throw invalid(ErrorCode.INVALID_HOURS, 'clockOut');
        const note = input.note === undefined || input.note === null ? entry.note : input.note.trim() || null;
        const changed = { clockIn, clockOut, note, openUserId: clockOut === null ? entry.userId : null, reviewReason: null, updatedAt: ctx.now };
        const after: TimeEntrySnapshot = snapshot({ ...entry, ...changed });
        // Saving an entry « à vérifier » unchanged confirms it (and clears the mark).
        if (JSON.stringify(after) === JSON.stringify(before) && !entry.reviewReason) return entry;
        // Locked periods: neither where the entry was nor where it goes may be approved.
        await this.periodLocks.assertOpen(em, entry.userId, [
          { start: entry.clockIn, end: entry.clockOut ?? ctx.now },
          { start: clockIn, end: clockOut ?? ctx.now },
        ]);
        await this.assertNoOverlap(em, entry.userId, clockIn, clockOut, [entry.id]);
        await em.getRepository(TimeEntry).update({ id: entry.id }, changed);
        const action = entry.clockOut === null && clockOut !== null ? TimeEntryChangeAction.CLOSE : TimeEntryChangeAction.UPDATE;
        await this.audit(ctx, em, entry, action, before, after, input.reason);
        return Object.assign(entry, changed);
      }),
    );
  }

  /** MANAGER and up: removes a break strictly inside an entry, which becomes two (the second keeps an open end). */
  split(ctx: RequestContext, input: SplitTimeEntryInput): Promise<TimeEntry[]> {
    return retryTransient(() =>
      inTransaction(this.dataSource, async (em) => {
        const entry = await this.findEntryForChange(em, input.id);
        const before = snapshot(entry);
        const breakStart = parseTime(input.breakStart, input.tz, 'breakStart', ctx.now, ErrorCode.INVALID_BREAK);
        const breakEnd = parseTime(input.breakEnd, input.tz, 'breakEnd', ctx.now, ErrorCode.INVALID_BREAK);
        const end = entry.clockOut ?? ctx.now;
        if (!(entry.clockIn < breakStart && breakStart < breakEnd && breakEnd < end)) throw invalid(ErrorCode.INVALID_BREAK, 'breakStart');
        await this.periodLocks.assertOpen(em, entry.userId, [{ start: entry.clockIn, end }]);
        const repo = em.getRepository(TimeEntry);
        // The first part closes first: the open end (if any) moves to the second part.
        const first = { clockOut: breakStart, openUserId: null, updatedAt: ctx.now };
        await repo.update({ id: entry.id }, first);
        const second = repo.create({
          userId: entry.userId,
          clockIn: breakEnd,
          clockOut: entry.clockOut,
          openUserId: entry.clockOut === null ? entry.userId : null,
          note: entry.note,
          source: entry.source,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        });
        await repo.insert(second);
        Object.assign(entry, first);
        await this.audit(ctx, em, entry, TimeEntryChangeAction.SPLIT, before, { ...snapshot(entry), splitInto: second.id }, input.reason);
        await this.audit(ctx, em, second, TimeEntryChangeAction.CREATE, null, snapshot(second), input.reason ?? `Découpage de l’entrée ${entry.id}`);
        return [entry, second];
      }),
    );
  }

  /** MANAGER and up: deletes an entry (its audit trail stays). Returns its id. */
  delete(ctx: RequestContext, input: DeleteTimeEntryInput): Promise<string> {
    return retryTransient(() =>
      inTransaction(this.dataSource, async (em) => {
        const entry = await this.findEntryForChange(em, input.id);
        await this.periodLocks.assertOpen(em, entry.userId, [{ start: entry.clockIn, end: entry.clockOut ?? ctx.now }]);
        await em.getRepository(TimeEntry).delete({ id: entry.id });
        await this.audit(ctx, em, entry, TimeEntryChangeAction.DELETE, snapshot(entry), null, input.reason);
        return String(entry.id);
      }),
    );
  }

  private async sheet(ctx: RequestContext, userId: number, args: TimeRangeArgs): Promise<TimeSheet> {
    const { range, tz } = rangeOf(args, ctx.now);
    const entries = await this.overlappingQuery(range).andWhere('e.userId = :userId', { userId }).getMany();
    const now = ctx.now.getTime();
    return {
      from: new Date(range.from),
      to: new Date(range.to),
      tz,
      totalMs: totalMs(entries, range, now),
      entries,
      days: dailyTotals(entries, range, tz, now),
    };
  }

  /** Entries overlapping [from, to), oldest first; an open entry runs until now. */
  private overlappingQuery(range: InstantRange) {
    return this.dataSource
      .getRepository(TimeEntry)
      .createQueryBuilder('e')
      .where('e.clockIn < :to', { to: new Date(range.to) })
      .andWhere(new Brackets((q) => q.where('e.clockOut IS NULL').orWhere('e.clockOut > :from', { from: new Date(range.from) })))
      .orderBy('e.clockIn', 'ASC')
      .addOrderBy('e.id', 'ASC');
  }

  private async findUser(em: EntityManager, id: string, message: string = ERROR_MESSAGES.NOT_FOUND, lock = false): Promise<User> {
    const numeric = parseId(id);
    const sqlite = this.dataSource.options.type === 'better-sqlite3';
    const user = numeric === null ? null : await em.getRepository(User).findOne({ where: { id: numeric }, ...(lock && !sqlite ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!user) throw new AppError(ErrorCode.NOT_FOUND, message);
    return user;
  }

  /**
   * The entry, locked until the end of the transaction on MySQL/MariaDB (SQLite serialises writers),
   * its person's row locked first: every change of one person's entries (manager's create, edit,
   * split) takes that lock, so two of them never both pass the overlap check (issue #32: 10
   * concurrent createTimeEntry over two processes stored 5 overlapping entries).
   */
  private async findEntryForChange(em: EntityManager, id: string): Promise<TimeEntry> {
    const numeric = parseId(id);
    if (this.dataSource.options.type !== 'better-sqlite3') {
      // Locking reads only (no consistent snapshot yet): what follows the person's lock sees every change committed before it.
      const owner = await em.getRepository(TimeEntry).findOne({ where: { id: numeric ?? -1 }, select: { id: true, userId: true }, lock: { mode: 'pessimistic_write' } });
      if (owner) await em.getRepository(User).findOne({ where: { id: owner.userId }, select: { id: true }, lock: { mode: 'pessimistic_write' } });
    }
    let query = em.getRepository(TimeEntry).createQueryBuilder('e').where('e.id = :id', { id: numeric ?? -1 });
    if (this.dataSource.options.type !== 'better-sqlite3') query = query.setLock('pessimistic_write');
    const entry = await query.getOne();
    if (!entry) throw new AppError(ErrorCode.NOT_FOUND, TIMECLOCK_MESSAGES.entryNotFound);
    return entry;
  }

  /** Refuses times that overlap another entry of the same person (an open entry runs without end). */
  private async assertNoOverlap(em: EntityManager, userId: number, start: Date, end: Date | null, exceptIds: number[]): Promise<void> {
    const query = em
      .getRepository(TimeEntry)
      .createQueryBuilder('e')
      .where('e.userId = :userId', { userId })
      .andWhere(new Brackets((q) => q.where('e.clockOut IS NULL').orWhere('e.clockOut > :start', { start })));
    if (end !== null) query.andWhere('e.clockIn < :end', { end });
    if (exceptIds.length > 0) query.andWhere('e.id NOT IN (:...exceptIds)', { exceptIds });
    if (await query.getExists()) throw new AppError(ErrorCode.TIME_ENTRY_OVERLAP);
  }

  private async audit(
    ctx: RequestContext,
    em: EntityManager,
    entry: Pick<TimeEntry, 'id' | 'userId'>,
    action: TimeEntryChangeAction,
    oldValues: TimeEntrySnapshot | null,
    newValues: TimeEntrySnapshot | null,
    reason: string | null | undefined,
  ): Promise<void> {
    await em.getRepository(TimeEntryChange).insert({
      entryId: entry.id,
      userId: entry.userId,
      changedById: actingUserId(ctx),
      changedByName: actorName(ctx),
      changedAt: ctx.now,
      action,
      oldValues,
      newValues,
      reason: reason?.trim() || null,
    });
    ctx.log.info({ entryId: entry.id, userId: entry.userId, action, by: actingUserId(ctx) }, 'entrée de temps modifiée');
  }
}

function snapshot(entry: Pick<TimeEntry, 'clockIn' | 'clockOut' | 'note'>): TimeEntrySnapshot {
  return { clockIn: entry.clockIn.toISOString(), clockOut: entry.clockOut?.toISOString() ?? null, note: entry.note };
}

function invalid(code: ErrorCode.INVALID_HOURS | ErrorCode.INVALID_BREAK, field: string, message: string = ERROR_MESSAGES[code]): AppError {
  return new AppError(code, message, { [field]: message });
}

/** A time of an entry: readable, and not in the future (a device up to 2 minutes ahead counts as now). */
function parseTime(
  value: string,
  tz: string,
  field: string,
  now: Date,
  code: ErrorCode.INVALID_HOURS | ErrorCode.INVALID_BREAK,
): Date {
  const instant = parseInstant(value, tz);
  if (instant === null) throw invalid(code, field);
  if (instant > now.getTime() + MAX_CLOCK_AHEAD_MS) throw invalid(code, field, TIMECLOCK_MESSAGES.hoursInFuture);
  return new Date(Math.min(instant, now.getTime()));
}

function rangeOf(args: TimeRangeArgs, now: Date): { range: InstantRange; tz: string } {
  const resolved = resolveRange(args, now.getTime());
  if ('range' in resolved) return resolved;
  const fieldErrors: Record<string, string> = {
    from: { from: TIMECLOCK_MESSAGES.rangeDate },
    to: { to: TIMECLOCK_MESSAGES.rangeDate },
    tz: { tz: TIMECLOCK_MESSAGES.timeZone },
    order: { to: TIMECLOCK_MESSAGES.rangeOrder },
    tooLong: { to: TIMECLOCK_MESSAGES.rangeTooLong(MAX_RANGE_DAYS) },
  }[resolved.problem];
  throw new AppError(ErrorCode.BAD_USER_INPUT, Object.values(fieldErrors)[0], fieldErrors);
}
