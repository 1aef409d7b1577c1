import { DataSource, EntityManager, MoreThan, MoreThanOrEqual, QueryFailedError } from 'typeorm';
import { inTransaction } from '../../kernel/transactions';
import { isUniqueViolation } from '../../db/unique-violation';
import { requireSessionUser, RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { TIMECLOCK_MESSAGES } from '../../shared/messages.fr';
import { TIME_ENTRY_LIMITS, TimeEntry, TimeEntrySource } from './time-entry.entity';
import { PunchAction, TimePunch } from './time-punch.entity';
import type { EventBus } from '../../kernel/events';
import { PunchInput } from './timeclock.inputs';
import { NoOpenShiftError, PunchAlreadyOpenError, PunchOutcome, PunchOutOfOrderError, PunchPeriodLockedError, TimeClockStatus } from './timeclock.results';
import type { PeriodLocks } from './period-locks';
import { TIMESHEET_MESSAGES } from '../../shared/timesheets.messages.fr';

/** A device clock may run this far ahead of the server's before its punch is refused. */
export const MAX_CLOCK_AHEAD_MS = 2 * 60_000;
/** An offline punch older than this is refused: a manager adds it by hand. */
export const MAX_OFFLINE_AGE_HOURS = 72;
const MAX_OFFLINE_AGE_MS = MAX_OFFLINE_AGE_HOURS * 3_600_000;
/** An online punch may be this old when it arrives (a slow network); older, only the offline queue may claim it. */
const MAX_ONLINE_DELAY_MS = 2 * 60_000;
/** Tries of a transaction that lost a deadlock (MySQL/MariaDB) or found the database busy (SQLite). */
const MAX_ATTEMPTS = 4;

/** A punch as the service applies it, once its time is settled. */
interface PunchRequest {
  userId: number;
  action: PunchAction;
  note: string | null;
  key: string | null;
  source: TimeEntrySource;
  clientTime: Date | null;
  clientSentAt: Date | null;
  receivedAt: Date;
  effectiveAt: Date;
  clockSkewMs: number | null;
}

/**
 * Punches of the signed-in staff member. Guarantees, on SQLite and on several server processes
 * sharing one MySQL/MariaDB database:
 * - at most one open entry per person: the unique index on `time_entry.openUserId` decides between
 *   simultaneous INs (two tabs, two devices, two processes);
 * - a punch sent again with its idempotency key is recorded once and answers the same entry, even
 *   concurrently or after a restart; the same key with another punch is refused (422);
 * - a queued offline punch is recorded at the time it was made (device clock, corrected by the
 *   device's own clock error when it says when it sent the punch), within 72 hours;
 * - punches apply in time order: an IN before the end of the last shift, or an OUT before its IN,
 *   is a typed conflict, never silently dropped or reordered.
 */
export class PunchService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly periodLocks: PeriodLocks,
  ) {}

  async status(ctx: RequestContext): Promise<TimeClockStatus> {
    const user = requireSessionUser(ctx);
    const openEntry = await this.dataSource.getRepository(TimeEntry).findOneBy({ openUserId: user.id });
    return { openEntry, serverTime: ctx.now };
  }

  async punch(ctx: RequestContext, input: PunchInput): Promise<PunchOutcome> {
    const user = requireSessionUser(ctx);
    return this.punchFor(ctx, user.id, input);
  }

  /**
   * A punch for `userId`, whose identity the caller established (the staff session above, or a
   * kiosk and the employee's PIN): same guarantees, same locked-period rule.
   */
  async punchFor(ctx: RequestContext, userId: number, input: PunchInput): Promise<PunchOutcome> {
    const user = { id: userId };
    const request = settle(user.id, input, ctx.now);
    const replayed = await this.replay(request);
    if (replayed) return replayed;

    try {
      const outcome = await retryTransient(() => inTransaction(this.dataSource, (em) => this.apply(em, request)));
      if (outcome instanceof TimeEntry) {
        ctx.log.info({ userId: user.id, action: request.action, entryId: outcome.id, source: request.source }, 'pointage');
        return outcome;
      }
      if (outcome instanceof PunchPeriodLockedError) {
        ctx.log.warn({ userId: user.id, action: request.action, periodStart: outcome.periodStart, source: request.source }, 'pointage retenu : période verrouillée');
        return outcome;
      }
      // A conflict may only mean that this same punch won meanwhile (another tab, a lost answer).
      return (await this.replay(request)) ?? outcome;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same key recorded by a concurrent request, or another IN that opened a shift between
      // our check and our insert: the unique indexes decided.
      const again = await this.replay(request);
      if (again) return again;
      const open = await this.dataSource.getRepository(TimeEntry).findOneBy({ openUserId: request.userId });
      if (request.action === PunchAction.IN && open) return new PunchAlreadyOpenError(open);
      throw error;
    }
  }

  /** The first answer to an idempotency key already recorded; null when the key is new (or absent). */
  private async replay(request: PunchRequest): Promise<TimeEntry | PunchPeriodLockedError | null> {
    if (!request.key) return null;
    const punch = await this.dataSource.getRepository(TimePunch).findOneBy({ idempotencyKey: request.key });
    if (!punch) return null;
    const same =
      punch.userId === request.userId &&
      punch.action === request.action &&
      (punch.note ?? null) === request.note &&
      (punch.clientTime?.getTime() ?? null) === (request.clientTime?.getTime() ?? null);
    // Another person's key reads exactly like a reused one: nothing about their punch leaks.
    if (!same) throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED);
    if (punch.heldPeriodStart !== null) {
      const periodEnd = await this.periodLocks.periodEnd(this.dataSource.manager, punch.userId, punch.heldPeriodStart);
      return heldResult(punch.heldPeriodStart, periodEnd ?? punch.heldPeriodStart);
    }
    const entry = punch.entryId === null ? null : await this.dataSource.getRepository(TimeEntry).findOneBy({ id: punch.entryId });
    if (!entry) throw new AppError(ErrorCode.NOT_FOUND, TIMECLOCK_MESSAGES.entryNotFound);
    return entry;
  }

  private async apply(em: EntityManager, request: PunchRequest): Promise<PunchOutcome> {
    const entries = em.getRepository(TimeEntry);
    const { userId, effectiveAt, receivedAt } = request;
    let entry: TimeEntry;

    if (request.action === PunchAction.IN) {
      const open = await entries.findOneBy({ openUserId: userId });
      if (open) return new PunchAlreadyOpenError(open);
      const locked = await this.periodLocks.approvedTouching(em, userId, effectiveAt, effectiveAt);
      if (locked) return this.hold(em, request, locked.periodStart, locked.periodEnd);
      const later = await entries.exists({
        where: [
          { userId, clockOut: MoreThan(effectiveAt) },
          { userId, clockIn: MoreThanOrEqual(effectiveAt) },
        ],
      });
      if (later) return new PunchOutOfOrderError();
      entry = entries.create({
        userId,
        clockIn: effectiveAt,
        clockOut: null,
        openUserId: userId,
        note: request.note,
        source: request.source,
        createdAt: receivedAt,
        updatedAt: receivedAt,
      });
      await entries.insert(entry);
    } else {
      let query = entries.createQueryBuilder('e').where('e.openUserId = :userId', { userId });
      if (this.dataSource.options.type !== 'better-sqlite3') query = query.setLock('pessimistic_write');
      const open = await query.getOne();
      if (!open) return new NoOpenShiftError();
      if (effectiveAt.getTime() <= open.clockIn.getTime()) return new PunchOutOfOrderError();
      const locked = await this.periodLocks.approvedTouching(em, userId, open.clockIn, effectiveAt);
      if (locked) return this.hold(em, request, locked.periodStart, locked.periodEnd);
      const note = joinNotes(open.note, request.note);
      const result = await entries.update(
        { id: open.id, openUserId: userId },
        { clockOut: effectiveAt, openUserId: null, note, updatedAt: receivedAt },
      );
      if (result.affected === 0) return new NoOpenShiftError();
      entry = Object.assign(open, { clockOut: effectiveAt, openUserId: null, note, updatedAt: receivedAt });
      await this.bus.emit(em, { type: 'time_entry.closed', at: receivedAt, entry });
    }

    await em.getRepository(TimePunch).insert({
      userId,
      entryId: entry.id,
      action: request.action,
      idempotencyKey: request.key,
      note: request.note,
      source: request.source,
      clientTime: request.clientTime,
      clientSentAt: request.clientSentAt,
      receivedAt,
      effectiveAt,
      clockSkewMs: request.clockSkewMs,
    });
    return entry;
  }

  /**
   * A punch that reached an approved (locked) period: recorded as a held punch (no entry opened or
   * closed, its idempotency key kept, so a replay answers the same), for the managers to see.
   */
  private async hold(em: EntityManager, request: PunchRequest, periodStart: string, periodEnd: string): Promise<PunchPeriodLockedError> {
    const inserted = await em.getRepository(TimePunch).insert({
      userId: request.userId,
      entryId: null,
      action: request.action,
      idempotencyKey: request.key,
      note: request.note,
      source: request.source,
      clientTime: request.clientTime,
      clientSentAt: request.clientSentAt,
      receivedAt: request.receivedAt,
      effectiveAt: request.effectiveAt,
      clockSkewMs: request.clockSkewMs,
      heldPeriodStart: periodStart,
    });
    // The managers' inbox « À traiter » gets an item (issue #32): a held punch is flagged, not only listed.
    const punchId = Number((inserted.identifiers[0] as { id: number | string }).id);
    await this.bus.emit(em, { type: 'timeclock.punch_held', at: request.receivedAt, punchId, userId: request.userId, periodStart });
    return heldResult(periodStart, periodEnd);
  }
}

function heldResult(periodStart: string, periodEnd: string): PunchPeriodLockedError {
  return new PunchPeriodLockedError(periodStart, periodEnd, TIMESHEET_MESSAGES.punchHeld(periodStart, periodEnd));
}

/** The time the punch is recorded at, or a refusal when the device's time cannot be trusted. */
function settle(userId: number, input: PunchInput, now: Date): PunchRequest {
  const clientTime = input.clientTime ?? null;
  const clientSentAt = input.clientSentAt ?? null;
  let effective = now.getTime();
  let clockSkewMs: number | null = null;
  if (clientTime) {
    if (clientSentAt) {
      // Time elapsed on the device between the punch and its sending: immune to a wrong device clock.
      const elapsed = clientSentAt.getTime() - clientTime.getTime();
      if (elapsed < -MAX_CLOCK_AHEAD_MS) throw invalidTime(TIMECLOCK_MESSAGES.clientTimeAfterSent);
      effective = now.getTime() - Math.max(0, elapsed);
      clockSkewMs = clientSentAt.getTime() - now.getTime();
    } else {
      if (clientTime.getTime() > now.getTime() + MAX_CLOCK_AHEAD_MS) throw invalidTime(TIMECLOCK_MESSAGES.clientTimeInFuture);
      effective = Math.min(clientTime.getTime(), now.getTime());
      if (!input.offline) clockSkewMs = clientTime.getTime() - now.getTime();
    }
    if (effective < now.getTime() - MAX_OFFLINE_AGE_MS) throw invalidTime(TIMECLOCK_MESSAGES.clientTimeTooOld(MAX_OFFLINE_AGE_HOURS));
    // A punch sent online is made now: the device's time is only trusted from the offline queue
    // (issue #32: an EMPLOYEE clocked in 71 hours in the past with `offline: false`, shown « en ligne »).
    if (!input.offline && effective < now.getTime() - MAX_ONLINE_DELAY_MS) throw invalidTime(TIMECLOCK_MESSAGES.onlinePunchBackdated);
  }
  return {
    userId,
    action: input.action,
    note: input.note?.trim() || null,
    key: input.idempotencyKey ?? null,
    source: input.offline ? TimeEntrySource.OFFLINE : TimeEntrySource.ONLINE,
    clientTime,
    clientSentAt,
    receivedAt: now,
    effectiveAt: new Date(effective),
    clockSkewMs,
  };
}

function invalidTime(message: string): AppError {
  return new AppError(ErrorCode.PUNCH_TIME_INVALID, message, { clientTime: message });
}

/** The OUT note is added to the IN note, as the presets are: 'Livraison | Retard circulation'. */
function joinNotes(first: string | null, second: string | null): string | null {
  const joined = [first, second].filter((note): note is string => Boolean(note)).join(' | ');
  return joined === '' ? null : joined.slice(0, TIME_ENTRY_LIMITS.note);
}

/** Runs `work` again (up to 4 times in all) when it lost a deadlock or found the database busy. */
export async function retryTransient<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isTransient(error) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/** A deadlock or lock wait time-out (MySQL/MariaDB) or a busy database (SQLite): worth another try. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; errno?: number } | undefined;
  return (
    driverError?.code === 'ER_LOCK_DEADLOCK' ||
    driverError?.code === 'ER_LOCK_WAIT_TIMEOUT' ||
    driverError?.errno === 1213 ||
    driverError?.errno === 1205 ||
    driverError?.code === 'SQLITE_BUSY'
  );
}
