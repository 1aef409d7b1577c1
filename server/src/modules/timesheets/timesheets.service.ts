import type { EventBus } from '../../kernel/events';
import { Brackets, DataSource, EntityManager } from 'typeorm';
import { inTransaction } from '../../kernel/transactions';
import { actingUserId, actorName, requireSessionUser, RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { ERROR_MESSAGES } from '../../shared/messages.fr';
import {
  computeTimesheet,
  holidayIndemnityMinutes,
  holidaysInPeriod,
  indemnityWindow,
  isPeriodStart,
  LabourSettings,
  PayPeriod,
  payPeriodOf,
  recentPayPeriods,
  statutoryHolidays,
  StatutoryHoliday,
} from '../../shared/time/labour-standards';
import { TIMESHEET_MESSAGES } from '../../shared/timesheets.messages.fr';
import { displayName, sortKey } from '../../shared/display-name';
import { computePay, PayResult, rateOn, VacationPay } from '../../shared/time/pay';
import { PayRate } from '../pay/pay.public';
import { retryTransient } from '../timeclock/timeclock.public';
import { TimeEntry, TimeEntrySource } from '../timeclock/timeclock.public';
import { TimePunch } from '../timeclock/timeclock.public';
import { User } from '../users/users.public';
import { lockedTimesheets } from './period-lock';
import { TimesheetAction, TimesheetChange, TimesheetRecord, TimesheetStatus } from './timesheet.entities';
import { SubmitTimesheetInput, TimesheetDecisionInput } from './timesheets.inputs';
import { EntryNoticeType, HeldPunchType, PayrollExportType, TimesheetPayType, TimesheetView } from './timesheets.results';

const parseId = (id: string | null | undefined): number | null => (id && /^\d{1,15}$/.test(id) ? Number(id) : null);
const HELD_LIMIT = 200;

/**
 * Timesheets: pay periods, the labour-standards totals of an employee's period, and its stored
 * transitions OPEN → SUBMITTED (employee) → APPROVED | REJECTED (manager), APPROVED → OPEN
 * (administrator, with a reason). Approval freezes the totals payroll reads, in the transaction
 * that holds the period's row lock (see period-lock.ts).
 */
export class TimesheetsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: LabourSettings,
    /** An entry open this long is a forgotten clock-out. */
    private readonly forgottenHours = 12,
    /** Vacation indemnity (LNT s. 74): how it is paid and the reference year's first day. */
    private readonly vacation: { pay: VacationPay; yearStart: string } = { pay: 'BEFORE_VACATION', yearStart: '05-01' },
    /** Business transitions (timesheet.submitted: the office inbox); null in tests that build the service alone. */
    private readonly lifecycle: EventBus | null = null,
  ) {}

  /**
   * MANAGER and up (the back-office notice of forgotten clock-outs), or the signed-in member's own:
   * entries open longer than the set time, and entries marked « à vérifier ».
   */
  async notices(ctx: RequestContext, own: boolean): Promise<EntryNoticeType[]> {
    const query = this.dataSource
      .getRepository(TimeEntry)
      .createQueryBuilder('e')
      .innerJoinAndMapOne('e.user', User, 'u', 'u.id = e.userId')
      .where(
        new Brackets((q) =>
          q
            .where('e.openUserId IS NOT NULL AND e.clockIn <= :limit', { limit: new Date(ctx.now.getTime() - this.forgottenHours * 3_600_000) })
            .orWhere('e.reviewReason IS NOT NULL'),
        ),
      )
      .orderBy('e.clockIn', 'DESC')
      .take(HELD_LIMIT);
    if (own) query.andWhere('e.userId = :userId', { userId: requireSessionUser(ctx).id });
    const entries = await query.getMany();
    return entries.map((entry) => ({ entry, ...person(entry.user), open: entry.clockOut === null }));
  }

  holidays(year: number): StatutoryHoliday[] {
    if (!Number.isInteger(year) || year < 1900 || year > 2200) {
      throw new AppError(ErrorCode.BAD_USER_INPUT, 'Année invalide (1900 à 2200).', { year: 'Année invalide (1900 à 2200).' });
    }
    return statutoryHolidays(year, this.settings.easterHoliday);
  }

  payPeriods(ctx: RequestContext, count: number): PayPeriod[] {
    return recentPayPeriods(ctx.now, Math.min(Math.max(count, 1), 52), this.settings);
  }

  /** The signed-in member's timesheet (default: the current period). */
  async mine(ctx: RequestContext, periodStart: string | null | undefined): Promise<TimesheetView> {
    const user = requireSessionUser(ctx);
    const account = await this.findUser(this.dataSource.manager, String(user.id));
    return this.view(this.dataSource.manager, account, this.period(periodStart, ctx), ctx.now);
  }

  /** MANAGER and up: one person's timesheet. */
  async forUser(ctx: RequestContext, userId: string, periodStart: string | null | undefined): Promise<TimesheetView> {
    const account = await this.findUser(this.dataSource.manager, userId);
    return this.view(this.dataSource.manager, account, this.period(periodStart, ctx), ctx.now);
  }

  /** MANAGER and up: every timesheet of a period with hours or a stored status, by name. */
  async forPeriod(ctx: RequestContext, periodStart: string | null | undefined): Promise<TimesheetView[]> {
    const period = this.period(periodStart, ctx);
    const users = await this.peopleOf(period);
    const views: TimesheetView[] = [];
    for (const user of users) views.push(await this.view(this.dataSource.manager, user, period, ctx.now));
    return views;
  }

  /** The employee submits their own timesheet (OPEN or REJECTED → SUBMITTED). */
  submit(ctx: RequestContext, input: SubmitTimesheetInput): Promise<TimesheetView> {
    const session = requireSessionUser(ctx);
    const period = this.period(input.periodStart, ctx);
    return this.transition(ctx, session.id, period, async (em, row, user) => {
      if (row.status === TimesheetStatus.SUBMITTED) throw conflict(TIMESHEET_MESSAGES.alreadySubmitted);
      if (row.status === TimesheetStatus.APPROVED) throw conflict(TIMESHEET_MESSAGES.alreadyApproved);
      await this.assertNoOpenEntry(em, user.id, period);
      return { action: TimesheetAction.SUBMIT, status: TimesheetStatus.SUBMITTED, comment: null, changes: { submittedAt: ctx.now } };
    });
  }

  /** MANAGER and up: SUBMITTED → APPROVED, the totals frozen; the period is locked from then on. */
  approve(ctx: RequestContext, input: TimesheetDecisionInput): Promise<TimesheetView> {
    const period = this.period(input.periodStart, ctx);
    return this.transition(ctx, this.userIdOf(input.userId), period, async (em, row, user) => {
      this.assertNotOwn(ctx, user.id);
      if (row.status === TimesheetStatus.APPROVED) throw conflict(TIMESHEET_MESSAGES.alreadyApproved);
      if (row.status !== TimesheetStatus.SUBMITTED) throw conflict(TIMESHEET_MESSAGES.notSubmitted);
      await this.assertNoOpenEntry(em, user.id, period);
      const totals = await this.totals(em, user.id, period, ctx.now, true);
      const toReview = totals.entries.filter((entry) => entry.reviewReason !== null).length;
      if (toReview > 0) throw conflict(TIMESHEET_MESSAGES.needsReview(toReview));
      const payOut = this.vacation.pay === 'BEFORE_VACATION' && input.payVacationBalance === true;
      const balanceBefore = payOut ? await this.vacationBalance(em, user.id, period.start, false) : 0;
      const accruedNow = payOut ? (await this.pay(em, user, period, totals, ctx.now, 0)).vacationAccruedCents : 0;
      const pay = await this.pay(em, user, period, totals, ctx.now, payOut ? balanceBefore + accruedNow : 0);
      return {
        action: TimesheetAction.APPROVE,
        status: TimesheetStatus.APPROVED,
        comment: input.comment?.trim() || null,
        changes: {
          decidedAt: ctx.now,
          decidedById: actingUserId(ctx),
          decidedByName: actorName(ctx),
          regularMinutes: totals.regularMinutes,
          overtimeMinutes: totals.overtimeMinutes,
          holidayMinutes: totals.holidayMinutes,
          mealBreakMinutes: totals.mealBreakMinutes,
          holidayIndemnityMinutes: totals.holidayIndemnityMinutes,
          regularPayCents: pay.regularPayCents,
          overtimePayCents: pay.overtimePayCents,
          holidayPayCents: pay.holidayPayCents,
          vacationAccruedCents: pay.vacationAccruedCents,
          vacationPaidCents: pay.vacationPaidCents,
          vacationRateBp: pay.vacationRateBp,
          grossCents: pay.grossCents,
        },
      };
    });
  }

  /** MANAGER and up: SUBMITTED → REJECTED with a comment for the employee. */
  reject(ctx: RequestContext, input: TimesheetDecisionInput): Promise<TimesheetView> {
    const comment = input.comment?.trim() ?? '';
    if (comment === '') throw new AppError(ErrorCode.BAD_USER_INPUT, TIMESHEET_MESSAGES.commentRequired, { comment: TIMESHEET_MESSAGES.commentRequired });
    const period = this.period(input.periodStart, ctx);
    return this.transition(ctx, this.userIdOf(input.userId), period, async (em, row, user) => {
      this.assertNotOwn(ctx, user.id);
      if (row.status !== TimesheetStatus.SUBMITTED) throw conflict(row.status === TimesheetStatus.APPROVED ? TIMESHEET_MESSAGES.alreadyApproved : TIMESHEET_MESSAGES.notSubmitted);
      return {
        action: TimesheetAction.REJECT,
        status: TimesheetStatus.REJECTED,
        comment,
        changes: { decidedAt: ctx.now, decidedById: actingUserId(ctx), decidedByName: actorName(ctx) },
      };
    });
  }

  /** ADMIN and up: APPROVED → OPEN with a reason (audit trail); the frozen totals are cleared. */
  reopen(ctx: RequestContext, input: TimesheetDecisionInput): Promise<TimesheetView> {
    const reason = input.comment?.trim() ?? '';
    if (reason === '') throw new AppError(ErrorCode.BAD_USER_INPUT, TIMESHEET_MESSAGES.reasonRequired, { comment: TIMESHEET_MESSAGES.reasonRequired });
    const period = this.period(input.periodStart, ctx);
    return this.transition(ctx, this.userIdOf(input.userId), period, async (em, row) => {
      if (row.status !== TimesheetStatus.APPROVED) throw conflict(TIMESHEET_MESSAGES.notApproved);
      return {
        action: TimesheetAction.REOPEN,
        status: TimesheetStatus.OPEN,
        comment: reason,
        changes: {
          submittedAt: null,
          decidedAt: ctx.now,
          decidedById: actingUserId(ctx),
          decidedByName: actorName(ctx),
          regularMinutes: null,
          overtimeMinutes: null,
          holidayMinutes: null,
          mealBreakMinutes: null,
          holidayIndemnityMinutes: null,
          regularPayCents: null,
          overtimePayCents: null,
          holidayPayCents: null,
          vacationAccruedCents: null,
          vacationPaidCents: null,
          vacationRateBp: null,
          grossCents: null,
        },
      };
    });
  }

  /** MANAGER and up: punches kept because they reached a locked period, newest first. */
  async heldPunches(): Promise<HeldPunchType[]> {
    const punches = await this.dataSource
      .getRepository(TimePunch)
      .createQueryBuilder('p')
      .leftJoinAndMapOne('p.user', User, 'u', 'u.id = p.userId')
      .where('p.heldPeriodStart IS NOT NULL')
      .orderBy('p.receivedAt', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .limit(HELD_LIMIT) // one row per punch: the account is many-to-one
      .getMany();
    return punches.map((punch) => ({
      id: String(punch.id),
      userId: String(punch.userId),
      ...person(punch.user),
      action: punch.action,
      effectiveAt: punch.effectiveAt,
      receivedAt: punch.receivedAt,
      offline: punch.source === TimeEntrySource.OFFLINE,
      note: punch.note,
      periodStart: punch.heldPeriodStart!,
    }));
  }

  /**
   * MANAGER and up: the approved timesheets of a period as pay lines (the totals frozen at
   * approval), and the people with hours there whose timesheet is not approved (left out).
   */
  async payrollExport(ctx: RequestContext, periodStart: string | null | undefined): Promise<PayrollExportType> {
    const period = this.period(periodStart, ctx);
    const users = await this.peopleOf(period);
    const rows = await this.dataSource.getRepository(TimesheetRecord).findBy({ periodStart: period.start });
    const byUser = new Map(rows.map((row) => [row.userId, row]));
    const lines: PayrollExportType['lines'] = [];
    const notApproved: PayrollExportType['notApproved'] = [];
    for (const user of users) {
      const row = byUser.get(user.id);
      if (row?.status === TimesheetStatus.APPROVED) {
        lines.push({
          userId: String(user.id),
          ...person(user),
          pay: await this.frozenPay(this.dataSource.manager, user, period, row),
          periodStart: period.start,
          regularMinutes: row.regularMinutes ?? 0,
          overtimeMinutes: row.overtimeMinutes ?? 0,
          holidayIndemnityMinutes: row.holidayIndemnityMinutes ?? 0,
          holidayMinutes: row.holidayMinutes ?? 0,
          mealBreakMinutes: row.mealBreakMinutes ?? 0,
        });
      } else {
        notApproved.push({ userId: String(user.id), ...person(user), status: row?.status ?? TimesheetStatus.OPEN });
      }
    }
    return { period, lines, notApproved };
  }

  // -------------------------------------------------------------------------------------------

  /** A pay period from its first day (validated), or the current one. */
  period(periodStart: string | null | undefined, ctx: Pick<RequestContext, 'now'>): PayPeriod {
    if (periodStart === null || periodStart === undefined || periodStart === '') return payPeriodOf(ctx.now, this.settings);
    if (!isPeriodStart(periodStart, this.settings)) {
      throw new AppError(ErrorCode.BAD_USER_INPUT, TIMESHEET_MESSAGES.periodStart, { periodStart: TIMESHEET_MESSAGES.periodStart });
    }
    const period = payPeriodOf(periodStart, this.settings);
    if (period.startsAt > ctx.now) throw new AppError(ErrorCode.BAD_USER_INPUT, TIMESHEET_MESSAGES.futurePeriod, { periodStart: TIMESHEET_MESSAGES.futurePeriod });
    return period;
  }

  private userIdOf(id: string): number {
    const numeric = parseId(id);
    if (numeric === null) throw new AppError(ErrorCode.NOT_FOUND, ERROR_MESSAGES.NOT_FOUND);
    return numeric;
  }

  private assertNotOwn(ctx: RequestContext, userId: number): void {
    if (ctx.user?.id === userId) throw new AppError(ErrorCode.FORBIDDEN, TIMESHEET_MESSAGES.ownTimesheet);
  }

  /**
   * One transition in one transaction: the period's row is created if missing, then locked (FOR
   * UPDATE), checked and moved by `decide`, with its audit row.
   */
  private transition(
    ctx: RequestContext,
    userId: number,
    period: PayPeriod,
    decide: (
      em: EntityManager,
      row: TimesheetRecord,
      user: User,
    ) => Promise<{ action: TimesheetAction; status: TimesheetStatus; comment: string | null; changes: Partial<TimesheetRecord> }>,
  ): Promise<TimesheetView> {
    return retryTransient(() =>
      inTransaction(this.dataSource, async (em) => {
        const user = await this.findUser(em, String(userId));
        await this.ensureRow(em, user.id, period, ctx.now);
        const row = (await lockedTimesheets(em, user.id, period.startsAt, period.endsAt)).find((r) => r.periodStart === period.start);
        if (!row) throw new Error('timesheet row missing after ensureRow');
        const decision = await decide(em, row, user);
        const changes: Partial<TimesheetRecord> = { ...decision.changes, status: decision.status, comment: decision.comment, updatedAt: ctx.now };
        await em.getRepository(TimesheetRecord).update({ id: row.id }, changes);
        await em.getRepository(TimesheetChange).insert({
          timesheetId: row.id,
          userId: user.id,
          action: decision.action,
          fromStatus: row.status,
          toStatus: decision.status,
          changedById: actingUserId(ctx),
          changedByName: actorName(ctx),
          changedAt: ctx.now,
          comment: decision.comment,
        });
        if (decision.status === TimesheetStatus.SUBMITTED) await this.lifecycle?.emit(em, { type: 'timesheet.submitted', at: ctx.now, timesheetId: row.id, userId: user.id });
        ctx.log.info({ userId: user.id, periodStart: period.start, action: decision.action, by: actingUserId(ctx) }, 'feuille de temps');
        return this.view(em, user, period, ctx.now);
      }),
    );
  }

  /** Inserts the period's row (OPEN) when missing; a concurrent insert of the same row is fine. */
  private async ensureRow(em: EntityManager, userId: number, period: PayPeriod, now: Date): Promise<void> {
    const repo = em.getRepository(TimesheetRecord);
    if (await repo.existsBy({ userId, periodStart: period.start })) return;
    await repo
      .createQueryBuilder()
      .insert()
      .values({
        userId,
        periodStart: period.start,
        periodEnd: period.end,
        startsAt: period.startsAt,
        endsAt: period.endsAt,
        status: TimesheetStatus.OPEN,
        submittedAt: null,
        decidedAt: null,
        decidedById: null,
        decidedByName: null,
        comment: null,
        updatedAt: now,
      })
      .orIgnore()
      .execute();
  }

  private async assertNoOpenEntry(em: EntityManager, userId: number, period: PayPeriod): Promise<void> {
    const query = em.getRepository(TimeEntry).createQueryBuilder('e').where('e.openUserId = :userId', { userId });
    if (em.connection.options.type !== 'better-sqlite3') query.setLock('pessimistic_read'); // latest committed, as above
    const open = await query.getOne();
    if (open && open.clockIn < period.endsAt) throw conflict(TIMESHEET_MESSAGES.openShift);
  }

  /** Entries counted in the period: their clock-in falls in it. */
  private entriesOf(em: EntityManager, userId: number, period: Pick<PayPeriod, 'startsAt' | 'endsAt'>, locking = false): Promise<TimeEntry[]> {
    const query = em
      .getRepository(TimeEntry)
      .createQueryBuilder('e')
      .where('e.userId = :userId', { userId })
      .andWhere('e.clockIn >= :from AND e.clockIn < :to', { from: period.startsAt, to: period.endsAt })
      .orderBy('e.clockIn', 'ASC')
      .addOrderBy('e.id', 'ASC');
    // A locking read sees the latest committed rows, not the transaction's snapshot (MySQL/MariaDB
    // REPEATABLE READ): an approval reads the entries as the edits it waited for left them.
    if (locking && em.connection.options.type !== 'better-sqlite3') query.setLock('pessimistic_read');
    return query.getMany();
  }

  private async totals(em: EntityManager, userId: number, period: PayPeriod, now: Date, locking = false) {
    const entries = await this.entriesOf(em, userId, period, locking);
    const totals = computeTimesheet(entries, this.settings, now.getTime());
    const holidays = holidaysInPeriod(period, this.settings.easterHoliday);
    let holidayIndemnity = 0;
    const holidayIndemnities: { date: string; indemnityMinutes: number }[] = [];
    for (const holiday of holidays) {
      const window = indemnityWindow(holiday.date, this.settings.weekStart);
      const before = await this.entriesOf(em, userId, { startsAt: window.from, endsAt: window.to }, locking);
      const minutes = holidayIndemnityMinutes(before, holiday.date, this.settings, now.getTime());
      holidayIndemnity += minutes;
      holidayIndemnities.push({ date: holiday.date, indemnityMinutes: minutes });
    }
    return { entries, totals, holidays, holidayIndemnityMinutes: holidayIndemnity, holidayIndemnities, ...totals };
  }

  private async view(em: EntityManager, user: User, period: PayPeriod, now: Date): Promise<TimesheetView> {
    const row = await em.getRepository(TimesheetRecord).findOneBy({ userId: user.id, periodStart: period.start });
    const computed = await this.totals(em, user.id, period, now);
    const status = row?.status ?? TimesheetStatus.OPEN;
    const frozen = status === TimesheetStatus.APPROVED && row !== null && row.regularMinutes !== null;
    const history = row
      ? await em.getRepository(TimesheetChange).find({ where: { timesheetId: row.id }, order: { changedAt: 'DESC', id: 'DESC' } })
      : [];
    // Approved before pay amounts were frozen (issue #27): recomputed from the rates.
    const pay = frozen && row.grossCents !== null ? await this.frozenPay(em, user, period, row) : await this.livePay(em, user, period, computed, now);
    return {
      userId: String(user.id),
      ...person(user),
      role: user.role,
      period,
      status,
      pay,
      entries: computed.entries,
      workedMinutes: computed.workedMinutes,
      mealBreakMinutes: frozen ? row.mealBreakMinutes! : computed.mealBreakMinutes,
      regularMinutes: frozen ? row.regularMinutes! : computed.regularMinutes,
      overtimeMinutes: frozen ? row.overtimeMinutes! : computed.overtimeMinutes,
      holidayMinutes: frozen ? row.holidayMinutes! : computed.holidayMinutes,
      holidayIndemnityMinutes: frozen ? row.holidayIndemnityMinutes! : computed.holidayIndemnityMinutes,
      weeks: computed.weeks,
      holidayWork: computed.holidayWork,
      holidays: computed.holidays,
      mealBreakEntryIds: computed.mealBreakEntries.map((index) => String(computed.entries[index]!.id)),
      reviewCount: computed.entries.filter((entry) => entry.reviewReason !== null).length,
      hasOpenEntry: computed.entries.some((entry) => entry.clockOut === null),
      frozen,
      submittedAt: row?.submittedAt ?? null,
      decidedAt: row?.decidedAt ?? null,
      decidedByName: row?.decidedByName ?? null,
      comment: row?.comment ?? null,
      history,
    };
  }

  // ── Pay (issue #27) ──────────────────────────────────────────────────────────────────────

  private rates(em: EntityManager, userId: number): Promise<PayRate[]> {
    return em.getRepository(PayRate).find({ where: { userId }, order: { effectiveFrom: 'ASC' } });
  }

  /** The period's pay from its entries and the rates by effective date. */
  private async pay(em: EntityManager, user: User, period: PayPeriod, computed: Awaited<ReturnType<TimesheetsService['totals']>>, now: Date, payOutBalanceCents: number): Promise<PayResult & { hourlyRateCents: number | null }> {
    const rates = await this.rates(em, user.id);
    const result = computePay({
      entries: computed.entries,
      settings: this.settings,
      now: now.getTime(),
      rates,
      holidays: computed.holidayIndemnities,
      hireDate: user.hireDate,
      periodEnd: period.end,
      vacation: this.vacation,
      payOutBalanceCents,
    });
    return { ...result, hourlyRateCents: rateOn(rates, period.end) };
  }

  private async livePay(em: EntityManager, user: User, period: PayPeriod, computed: Awaited<ReturnType<TimesheetsService['totals']>>, now: Date): Promise<TimesheetPayType> {
    const pay = await this.pay(em, user, period, computed, now, 0);
    const balance = (await this.vacationBalance(em, user.id, period.start, false)) + pay.vacationAccruedCents - pay.vacationPaidCents;
    return { ...pay, vacationBalanceCents: balance, frozen: false };
  }

  private async frozenPay(em: EntityManager, user: User, period: PayPeriod, row: TimesheetRecord): Promise<TimesheetPayType> {
    const rates = await this.rates(em, user.id);
    return {
      hourlyRateCents: rateOn(rates, period.end),
      regularPayCents: row.regularPayCents ?? 0,
      overtimePayCents: row.overtimePayCents ?? 0,
      holidayPayCents: row.holidayPayCents ?? 0,
      vacationRateBp: row.vacationRateBp ?? 400,
      vacationAccruedCents: row.vacationAccruedCents ?? 0,
      vacationPaidCents: row.vacationPaidCents ?? 0,
      grossCents: row.grossCents ?? 0,
      vacationBalanceCents: await this.vacationBalance(em, user.id, period.start, true),
      unratedMinutes: 0,
      frozen: true,
    };
  }

  /** Accrued minus paid vacation indemnity over the approved periods before (or up to and including) a period. */
  private async vacationBalance(em: EntityManager, userId: number, periodStart: string, including: boolean): Promise<number> {
    const row = await em
      .getRepository(TimesheetRecord)
      .createQueryBuilder('t')
      .select('COALESCE(SUM(t.vacationAccruedCents), 0)', 'accrued')
      .addSelect('COALESCE(SUM(t.vacationPaidCents), 0)', 'paid')
      .where('t.userId = :userId AND t.status = :approved', { userId, approved: TimesheetStatus.APPROVED })
      .andWhere(including ? 't.periodStart <= :start' : 't.periodStart < :start', { start: periodStart })
      .getRawOne<{ accrued: string | number; paid: string | number }>();
    return Number(row?.accrued ?? 0) - Number(row?.paid ?? 0);
  }

  /** Active or not, everyone with an entry or a stored timesheet in the period, by name. */
  private async peopleOf(period: PayPeriod): Promise<User[]> {
    const users = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .where(
        new Brackets((q) =>
          q
            .where('u.id IN (SELECT e.userId FROM time_entry e WHERE e.clockIn >= :from AND e.clockIn < :to)', { from: period.startsAt, to: period.endsAt })
            .orWhere('u.id IN (SELECT t.userId FROM timesheet t WHERE t.periodStart = :start)', { start: period.start }),
        ),
      )
      .getMany();
    return users.sort((a, b) => sortKey(a).localeCompare(sortKey(b), 'fr-CA') || a.id - b.id);
  }

  private async findUser(em: EntityManager, id: string): Promise<User> {
    const numeric = parseId(id);
    const user = numeric === null ? null : await em.getRepository(User).findOneBy({ id: numeric });
    if (!user) throw new AppError(ErrorCode.NOT_FOUND, ERROR_MESSAGES.NOT_FOUND);
    return user;
  }
}

/** How a person appears on timesheets, notices and payroll lines: `name` is the display name. */
function person(user: User | null | undefined): { name: string | null; email: string; firstName: string | null; lastName: string | null; displayName: string } {
  return { name: user ? displayName(user) : null, email: user?.email ?? '', firstName: user?.firstName ?? null, lastName: user?.lastName ?? null, displayName: displayName(user) };
}

function conflict(message: string): AppError {
  return new AppError(ErrorCode.INVALID_STATUS_TRANSITION, message);
}

