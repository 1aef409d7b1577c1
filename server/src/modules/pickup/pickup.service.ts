import { PublicGuard } from '../abuse/abuse.public';
import { DataSource, EntityManager } from 'typeorm';
import { RequestContext } from '../../kernel/context';
import { inTransaction, inTransactionIf } from '../../kernel/transactions';
import { AppError } from '../../shared/app-error';
import { RETENTION_MESSAGES } from '../../shared/messages.fr';
import { ErrorCode } from '../../shared/errors';
import type { EventBus } from '../../kernel/events';
import { MailService } from '../mail/mail.public';
import { buildEstimateMail, PickupMailSender } from './pickup-mail';
import { PickupRequest, PickupStatus } from './pickup-request.entity';
import { guardDoneBeforeDate } from '../../kernel/done-before-date';
import { CreatePickupRequestInput, EstimatePickupInput, PickupRequestsArgs, SchedulePickupInput, UpdatePickupStatusInput } from './pickup.inputs';
import { insertRow } from '../../db/prepared-insert';
import { smsOptInPhone } from '../../shared/sms-opt-in';
import { isUniqueViolation } from '../../db/unique-violation';

const DEFAULT_PUBLIC_URL = 'http://localhost:3000';
const DEFAULT_SENDER: PickupMailSender = { name: 'Services Mauricie', phone: '', email: '' };

/** Which status each status may move to through updatePickupStatus (estimate and schedule have their own mutations). */
const STATUS_MOVES: Record<PickupStatus, readonly PickupStatus[]> = {
  [PickupStatus.NEW]: [PickupStatus.CANCELED],
  [PickupStatus.ESTIMATED]: [PickupStatus.CANCELED],
  [PickupStatus.SCHEDULED]: [PickupStatus.DONE, PickupStatus.CANCELED],
  [PickupStatus.DONE]: [],
  [PickupStatus.CANCELED]: [],
};

export class PickupService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    /** The outbox (the mail feature's, `use('mail')`). */
    private readonly mail: MailService,
    private readonly sender: PickupMailSender = DEFAULT_SENDER,
    /** Per-address limits and bot check of anonymous writes (issue #19); null = none (unit tests). */
    private readonly guard: PublicGuard | null = null,
    /** PUBLIC_URL: the e-mails link to the client portal there. */
    private readonly publicUrl: string = DEFAULT_PUBLIC_URL,
    /** Records the form's SMS consent (the SMS feature's SmsService.consentFromForm); null = not recorded (unit tests). */
    private readonly recordSmsConsent: ((email: string, phone: string, source: string, now: Date) => Promise<void>) | null = null,
  ) {}

  /** Stores a validated request; text is trimmed, the time comes from the request context. */
  async create(ctx: RequestContext, input: CreatePickupRequestInput): Promise<PickupRequest> {
    // A repeat of a keyed request (lost answer, second click) answers the first one: nothing stored or e-mailed again.
    const key = input.idempotencyKey ?? null;
    const first = await this.byIdempotencyKey(key);
    if (first) return first;
    try {
      return await this.createOnce(ctx, input, key);
    } catch (error) {
      // A concurrent repeat stored the key between our check and our insert: the unique index decided.
      const winner = isUniqueViolation(error) ? await this.byIdempotencyKey(key) : null;
      if (winner) return winner;
      throw error;
    }
  }

  private async byIdempotencyKey(key: string | null): Promise<PickupRequest | null> {
    return key ? this.dataSource.getRepository(PickupRequest).findOneBy({ idempotencyKey: key }) : null;
  }

  private async createOnce(ctx: RequestContext, input: CreatePickupRequestInput, key: string | null): Promise<PickupRequest> {
    await this.guard?.admit(ctx, 'pickup', input.email);
    // The SMS consent needs a mobile: checked before anything is stored (the customer corrects it).
    const smsPhone = input.smsOptIn ? smsOptInPhone(input.phone) : null;
    const unverified = this.guard ? !(await this.guard.verified(ctx, this.dataSource.manager, input.botCheck)) : false;
    const repo = this.dataSource.getRepository(PickupRequest);
    const row = repo.create({
      fullName: input.fullName.trim(),
      phone: input.phone.trim(),
      email: input.email.trim().toLowerCase(),
      address: input.address.trim(),
      floor: input.floor,
      hasElevator: input.hasElevator,
      urgency: input.urgency,
      description: input.description.trim(),
      photos: input.photos.map((name) => name.trim()),
      status: PickupStatus.NEW,
      estimateCents: null,
      scheduledDate: null,
      scheduledSlot: null,
      updatedAt: null,
      createdAt: ctx.now,
      unverified,
      idempotencyKey: key,
    });
    // The row and what reacts to it (webhook deliveries, the acknowledgement, the office item)
    // commit together; when nothing would write with it (no endpoint subscribed and an unverified
    // request, whose office item is made just after: InboxService.deferPickup) the row is one
    // INSERT, without BEGIN/COMMIT.
    await inTransactionIf(await this.bus.listening({ type: 'pickup.created', at: ctx.now, pickup: row }), this.dataSource, async (em) => {
      await insertRow(em, PickupRequest, row);
      await this.bus.emit(em, { type: 'pickup.created', at: ctx.now, pickup: row });
    });
    // Recorded for a verified request only (an unverified one may not come from the person).
    if (smsPhone && !unverified && this.recordSmsConsent) await this.recordSmsConsent(row.email, smsPhone, 'pickup-form', ctx.now);
    return row;
  }

  /** The latest requests, newest first. */
  list(_ctx: RequestContext, args: PickupRequestsArgs): Promise<PickupRequest[]> {
    return this.dataSource.getRepository(PickupRequest).find({ order: { createdAt: 'DESC', id: 'DESC' }, take: args.take });
  }

  async get(_ctx: RequestContext, id: string): Promise<PickupRequest> {
    const numeric = Number(id);
    const row = Number.isSafeInteger(numeric) ? await this.dataSource.getRepository(PickupRequest).findOneBy({ id: numeric }) : null;
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'Demande de ramassage introuvable.');
    return row;
  }

  /** new → estimated (or a corrected estimate while still estimated); e-mails the customer once per request. */
  estimate(ctx: RequestContext, input: EstimatePickupInput): Promise<PickupRequest> {
    return this.move(ctx, input.id, [PickupStatus.NEW, PickupStatus.ESTIMATED], async (em, row) => {
      refuseAnonymised(row);
      row.status = PickupStatus.ESTIMATED;
      row.estimateCents = input.amountCents;
      await this.save(ctx, em, row);
      await this.mail.queue(ctx, em, { to: row.email, ...buildEstimateMail(row, this.sender, this.publicUrl), dedupeKey: `pickup-request:${row.id}:estimate` });
      await this.bus.emit(em, { type: 'pickup.estimated', at: ctx.now, pickupRequestId: row.id });
    });
  }

  /**
   * estimated → scheduled (or rescheduled while scheduled). The customer hears of each new day or
   * slot through pickup.scheduled (notifications); the same day and slot again changes nothing.
   */
  schedule(ctx: RequestContext, input: SchedulePickupInput): Promise<PickupRequest> {
    return this.move(ctx, input.id, [PickupStatus.ESTIMATED, PickupStatus.SCHEDULED], async (em, row) => {
      refuseAnonymised(row);
      const rescheduled = row.status === PickupStatus.SCHEDULED;
      if (rescheduled && row.scheduledDate === input.date && row.scheduledSlot === input.slot) return;
      row.status = PickupStatus.SCHEDULED;
      row.scheduledDate = input.date;
      row.scheduledSlot = input.slot;
      await this.save(ctx, em, row);
      await this.bus.emit(em, { type: 'pickup.scheduled', at: ctx.now, pickupRequestId: row.id, rescheduled, date: input.date, slot: input.slot });
    });
  }

  /** scheduled → done; new, estimated or scheduled → canceled (pickup.canceled: the customer's e-mail). */
  updateStatus(ctx: RequestContext, input: UpdatePickupStatusInput): Promise<PickupRequest> {
    const from = (Object.keys(STATUS_MOVES) as PickupStatus[]).filter((status) => STATUS_MOVES[status].includes(input.status));
    return this.move(ctx, input.id, from, async (em, row) => {
      const forced = input.status === PickupStatus.DONE ? guardDoneBeforeDate(ctx, { type: 'pickup', id: row.id, day: row.scheduledDate }, input.forceReason) : null;
      row.status = input.status;
      await this.save(ctx, em, row);
      if (forced) await this.bus.emit(em, { type: 'pickup.done_forced', ...forced, pickupRequestId: row.id });
      if (row.status === PickupStatus.DONE) await this.bus.emit(em, { type: 'pickup.done', at: ctx.now, pickupRequestId: row.id });
      if (row.status === PickupStatus.CANCELED) await this.bus.emit(em, { type: 'pickup.canceled', at: ctx.now, pickupRequestId: row.id });
    });
  }

  /** Staff confirmed an unverified request: it is received now (the customer's acknowledgement, the office item). */
  async confirmedByStaff(ctx: RequestContext, id: number): Promise<void> {
    await inTransaction(this.dataSource, (em) => this.bus.emit(em, { type: 'pickup.confirmed', at: ctx.now, pickupRequestId: id }));
  }

  private move(
    ctx: RequestContext,
    id: string,
    from: readonly PickupStatus[],
    apply: (em: EntityManager, row: PickupRequest) => Promise<void>,
  ): Promise<PickupRequest> {
    const numeric = Number(id);
    return inTransaction(this.dataSource, async (em) => {
      const row = Number.isSafeInteger(numeric)
        ? await em.getRepository(PickupRequest).findOne({ where: { id: numeric }, lock: this.dataSource.options.type === 'better-sqlite3' ? undefined : { mode: 'pessimistic_write' } })
        : null;
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'Demande de ramassage introuvable.');
      if (!from.includes(row.status)) throw new AppError(ErrorCode.INVALID_TRANSITION);
      const previous = row.status;
      await apply(em, row);
      ctx.log.info({ pickupRequestId: row.id, from: previous, to: row.status }, 'pickup request updated');
      return row;
    });
  }

  private async save(ctx: RequestContext, em: EntityManager, row: PickupRequest): Promise<void> {
    row.updatedAt = ctx.now;
    await em.update(PickupRequest, { id: row.id }, {
      status: row.status,
      estimateCents: row.estimateCents,
      scheduledDate: row.scheduledDate,
      scheduledSlot: row.scheduledSlot,
      updatedAt: row.updatedAt,
    });
  }
}

/** An anonymised request has no address to write to any more (retention). */
function refuseAnonymised(row: PickupRequest): void {
  if (row.anonymizedAt) throw new AppError(ErrorCode.INVALID_TRANSITION, RETENTION_MESSAGES.anonymized);
}
