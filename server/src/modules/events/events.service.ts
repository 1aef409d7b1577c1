import { PublicGuard } from '../abuse/abuse.public';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, In } from 'typeorm';
import { actingUserId, RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ErrorCode, FieldErrors } from '../../shared/errors';
import { EVENT_ADMIN_MESSAGES, EVENT_MESSAGES, RETENTION_MESSAGES } from '../../shared/messages.fr';
import {
  EQUIPMENT_PRICE_KEY,
  EQUIPMENT_TYPES,
  type EquipmentType,
  EVENT_CATALOGUE_PREFIX,
  EVENT_SERVICES,
  eventCatalogueExtras,
  eventDays,
  eventQuote,
  EventServiceName,
  isoDay,
  SERVICE_PRICE_KEY,
  STAFF_HOURS_PER_DAY,
} from '../../shared/pricing/event-quote';
import { formatCad } from '../../shared/pricing/money';
import { smsOptInPhone } from '../../shared/sms-opt-in';
import type { EventBus } from '../../kernel/events';
import { MailService } from '../mail/mail.public';
import { PricingService, Service } from '../pricing/pricing.public';
import { daysLabel, QuoteIssuer } from './event-quote-content';
import { filterEvents, orderEvents } from './events.query';
import { buildEventQuoteMail } from './event-quote-mail';
import { buildEventQuotePdf, EventQuotePdf } from './event-quote-pdf';
import { EventMaterialLine } from './event-material-line.entity';
import { EventRequest, EventRequestStatus, type SoldOutAsk } from './event-request.entity';
import { EventServiceLine } from './event-service-line.entity';
import { guardDoneBeforeDate } from '../../kernel/done-before-date';
import { isUniqueViolation } from '../../db/unique-violation';
import { EventRequestsArgs, SubmitEventRequestInput, UpdateEventStatusInput } from './events.inputs';

const YEAR = new Intl.DateTimeFormat('en-CA', { year: 'numeric', timeZone: 'America/Toronto' });

/** 'EV-2026-000123': the year of submission (Québec time) and the row id, so it is unique and sequential. */
export function eventReference(id: number, at: Date): string {
  return `EV-${YEAR.format(at)}-${String(id).padStart(6, '0')}`;
}

/** Staff status moves: pending → confirmed → done, and canceled from pending or confirmed. */
export const EVENT_STATUS_TRANSITIONS: Readonly<Record<EventRequestStatus, readonly EventRequestStatus[]>> = {
  [EventRequestStatus.PENDING]: [EventRequestStatus.CONFIRMED, EventRequestStatus.CANCELED],
  [EventRequestStatus.CONFIRMED]: [EventRequestStatus.DONE, EventRequestStatus.CANCELED],
  [EventRequestStatus.DONE]: [],
  [EventRequestStatus.CANCELED]: [],
};

/**
 * What the request form needs of equipment availability: refuses (AppError) a need larger than what
 * is left over the dates. Declared here and offered by the availability feature (`equipmentCheck`),
 * which sits above events (it reads the requests): events does not import it.
 */
export interface EquipmentCheck {
  check(em: EntityManager, needs: readonly { code: string; quantity: number }[], start: string, end: string, now: Date, lock: boolean): Promise<unknown>;
}

export class EventsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pricing: PricingService,
    private readonly mail: MailService,
    private readonly issuer: QuoteIssuer,
    private readonly bus: EventBus,
    /** Equipment availability: a request needing more than is left for its dates is refused. */
    private readonly availability?: EquipmentCheck,
    /** Per-address limits and bot check of anonymous writes (issue #19); null = none (unit tests). */
    private readonly guard: PublicGuard | null = null,
    /** PUBLIC_URL: the quote copy links to the client portal there. */
    private readonly publicUrl: string = 'http://localhost:3000',
    /** Records the form's SMS consent (the SMS feature's SmsService.consentFromForm); null = not recorded (unit tests). */
    private readonly recordSmsConsent: ((email: string, phone: string, source: string, now: Date) => Promise<void>) | null = null,
  ) {}

  /**
   * Records a validated request priced by the server from the current price list (any amount the
   * client computed is not even received), with its lines and, when asked, the quote e-mail —
   * all in one transaction: everything is stored, or nothing.
   */
  async submit(ctx: RequestContext, input: SubmitEventRequestInput): Promise<EventRequest> {
    // A repeat of a keyed request (lost answer, second click) answers the first one: nothing stored or e-mailed again.
    const key = input.idempotencyKey ?? null;
    const first = await this.byIdempotencyKey(ctx, key);
    if (first) return first;
    try {
      return await this.submitOnce(ctx, input, key);
    } catch (error) {
      // A concurrent repeat stored the key between our check and our insert: the unique index decided.
      const winner = isUniqueViolation(error) ? await this.byIdempotencyKey(ctx, key) : null;
      if (winner) return winner;
      throw error;
    }
  }

  private async byIdempotencyKey(ctx: RequestContext, key: string | null): Promise<EventRequest | null> {
    const row = key ? await this.dataSource.getRepository(EventRequest).findOneBy({ idempotencyKey: key }) : null;
    return row ? this.get(ctx, row.id) : null;
  }

  private async submitOnce(ctx: RequestContext, input: SubmitEventRequestInput, key: string | null): Promise<EventRequest> {
    // Validation guarantees both dates are valid ISO dates.
    const dateStart = isoDay(input.dateStart)!;
    const dateEnd = isoDay(input.dateEnd)!;
    const days = eventDays(dateStart, dateEnd);
    await this.guard?.admit(ctx, 'event', input.email);
    // The SMS consent needs a mobile: checked before anything is stored (the client corrects it).
    const smsPhone = input.smsOptIn ? smsOptInPhone(input.phone) : null;

    const stored = await this.dataSource.transaction(async (em) => {
      const unverified = this.guard ? !(await this.guard.verified(ctx, em, input.botCheck)) : false;
      const { prices, services } = await this.pricing.priceList(ctx, em);
      // Only what the price list offers now may be requested (issue #28): inactive rows and unknown codes are refused.
      const catalogue = eventCatalogueExtras(services);
      const extras = offeredExtras(input, services, catalogue);
      const needs = [
        ...Object.entries(input.materials).map(([code, quantity]) => ({ code, quantity: Number(quantity) })),
        ...Object.entries(extras).map(([code, quantity]) => ({ code, quantity })),
      ];
      // Capped by the stock of every rentable item that has one (built-in or added by staff).
      await this.availability?.check(em, needs, dateStart, dateEnd, ctx.now, false);
      const quote = eventQuote(prices, { materials: input.materials, services: input.services, staffCount: input.staffCount, days, extras }, catalogue);
      const labelOf = (key: string) => services.find((s) => s.name === key)?.label ?? key;

      const request = em.create(EventRequest, {
        // Unique placeholder until the id is known; replaced below in the same transaction.
        reference: `tmp-${randomUUID()}`,
        eventName: input.eventName.trim(),
        eventType: input.eventType,
        participants: input.participants,
        dateStart,
        dateEnd,
        days: quote.days,
        address: input.address.trim(),
        superficie: input.superficie,
        zones: input.zones,
        commentaires: input.commentaires.trim(),
        staffCount: quote.staffCount,
        companyName: input.companyName.trim(),
        neq: input.neq.trim(),
        email: input.email.trim().toLowerCase(),
        phone: input.phone.trim(),
        website: input.website.trim(),
        sendCopy: input.sendCopy,
        status: EventRequestStatus.PENDING,
        subtotal: quote.subtotal,
        gst: quote.gst,
        qst: quote.qst,
        total: quote.total,
        createdAt: ctx.now,
        unverified,
        idempotencyKey: key,
        soldOutAsked: soldOutAsks(input.askedMaterials, quote.materialLines),
      });
      await em.insert(EventRequest, request);
      request.reference = eventReference(request.id, ctx.now);
      await em.update(EventRequest, { id: request.id }, { reference: request.reference });

      request.materials = [
        ...quote.materialLines.map((line) => em.create(EventMaterialLine, { eventRequestId: request.id, ...line, unit: 'unit_day', label: labelOf(EQUIPMENT_PRICE_KEY[line.type]), askedQuantity: askedAbove(input.askedMaterials?.[line.type], line.quantity) })),
        ...quote.extraLines.map((line) =>
          em.create(EventMaterialLine, {
            eventRequestId: request.id,
            type: line.code,
            unit: line.unit,
            label: line.label,
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            days: line.days,
            lineTotal: line.lineTotal,
          }),
        ),
      ];
      request.services = quote.serviceLines.map((line) =>
        em.create(EventServiceLine, {
          eventRequestId: request.id,
          name: line.name,
          label: this.serviceLabel(line.name, labelOf(SERVICE_PRICE_KEY[line.name]), quote.staffCount, quote.days, line.unitPrice),
          price: line.price,
        }),
      );
      if (request.materials.length) await em.insert(EventMaterialLine, request.materials);
      if (request.services.length) await em.insert(EventServiceLine, request.services);

      // An unverified request names an address nobody proved to own: no e-mail to it (staff may confirm it later).
      if (request.sendCopy && !unverified) {
        const equipmentLabels = Object.fromEntries(request.materials.map((l) => [l.type, l.label ?? l.type]));
        await this.queueQuoteMail(ctx, em, request, equipmentLabels, `event-request:${request.id}:copy`, true);
      }
      await this.bus.emit(em, { type: 'event.submitted', at: ctx.now, request });
      ctx.log.info({ eventRequestId: request.id, reference: request.reference, total: request.total }, 'event request submitted');
      return request;
    });
    // Recorded for a verified request only (an unverified one may not come from the person).
    if (smsPhone && !stored.unverified && this.recordSmsConsent) await this.recordSmsConsent(stored.email, smsPhone, 'event-form', ctx.now);
    return stored;
  }

  /**
   * The back-office list: filtered, searched and sorted in SQL, at most `take` rows, with their lines
   * loaded by one IN query per line table (3 statements whatever the number of events).
   */
  async list(ctx: RequestContext, args: EventRequestsArgs): Promise<EventRequest[]> {
    const qb = filterEvents(this.dataSource.getRepository(EventRequest).createQueryBuilder('e'), args);
    const events = await orderEvents(qb, args.sort).take(args.take).getMany();
    await this.attachLines(this.dataSource.manager, events);
    return events;
  }

  /** One event with its lines; NOT_FOUND when it does not exist. */
  async get(ctx: RequestContext, id: string | number, em: EntityManager = this.dataSource.manager): Promise<EventRequest> {
    const numeric = Number(id);
    const event = Number.isSafeInteger(numeric) && numeric > 0 ? await em.findOne(EventRequest, { where: { id: numeric } }) : null;
    if (!event) throw new AppError(ErrorCode.NOT_FOUND, EVENT_ADMIN_MESSAGES.notFound);
    await this.attachLines(em, [event]);
    return event;
  }

  /** Moves the status along EVENT_STATUS_TRANSITIONS and records who and when. */
  async updateStatus(ctx: RequestContext, input: UpdateEventStatusInput): Promise<EventRequest> {
    return this.dataSource.transaction(async (em) => {
      const event = await this.get(ctx, input.id, em);
      if (!EVENT_STATUS_TRANSITIONS[event.status].includes(input.status)) {
        throw new AppError(ErrorCode.INVALID_STATUS_TRANSITION, EVENT_ADMIN_MESSAGES.invalidTransition(event.status, input.status));
      }
      const forced = input.status === EventRequestStatus.DONE ? guardDoneBeforeDate(ctx, { type: 'event', id: event.id, day: event.dateEnd }, input.forceReason) : null;
      const changes = { status: input.status, statusChangedAt: ctx.now, statusChangedById: actingUserId(ctx) };
      // The WHERE on the old status makes a concurrent change lose instead of overwriting silently.
      const result = await em.update(EventRequest, { id: event.id, status: event.status }, changes);
      if (!result.affected) {
        throw new AppError(ErrorCode.INVALID_STATUS_TRANSITION, EVENT_ADMIN_MESSAGES.invalidTransition(event.status, input.status));
      }
      Object.assign(event, changes);
      if (input.status === EventRequestStatus.CANCELED) await this.bus.emit(em, { type: 'event.canceled', at: ctx.now, eventRequestId: event.id, reason: input.reason?.trim() || null });
      await this.bus.emit(em, { type: 'event.status_changed', at: ctx.now, request: event });
      if (forced) await this.bus.emit(em, { type: 'event.done_forced', ...forced, eventRequestId: event.id });
      if (event.status === EventRequestStatus.DONE) await this.bus.emit(em, { type: 'event.done', at: ctx.now, eventRequestId: event.id });
      ctx.log.info({ eventRequestId: event.id, status: event.status, by: changes.statusChangedById }, 'event status changed');
      return event;
    });
  }

  /**
   * The client accepted a quote revision (portal, same transaction): a pending request moves to
   * confirmed along EVENT_STATUS_TRANSITIONS, stored with the time and no staff user (the client's
   * signature — name, time, revision — is the quote.accepted timeline entry at the same instant),
   * and sent as event.status_changed like a staff move. A request staff already confirmed, or closed,
   * is left as it is. True when the status moved.
   */
  async confirmOnQuoteAcceptance(ctx: RequestContext, em: EntityManager, event: EventRequest): Promise<boolean> {
    if (event.status !== EventRequestStatus.PENDING || !EVENT_STATUS_TRANSITIONS[event.status].includes(EventRequestStatus.CONFIRMED)) return false;
    const changes = { status: EventRequestStatus.CONFIRMED, statusChangedAt: ctx.now, statusChangedById: null };
    const result = await em.update(EventRequest, { id: event.id, status: EventRequestStatus.PENDING }, changes);
    if (!result.affected) return false;
    Object.assign(event, changes);
    await this.bus.emit(em, { type: 'event.status_changed', at: ctx.now, request: event });
    ctx.log.info({ eventRequestId: event.id, status: event.status, by: 'client' }, 'event confirmed by quote acceptance');
    return true;
  }

  /** Staff confirmed an unverified request: it is received now (the customer's acknowledgement, the office item). */
  async confirmedByStaff(ctx: RequestContext, id: number): Promise<void> {
    await this.dataSource.transaction((em) => this.bus.emit(em, { type: 'event.verified', at: ctx.now, eventRequestId: id }));
  }

  /** Queues the quote e-mail, with its PDF attached, to the client again (a new outbox row each time). */
  async resendQuote(ctx: RequestContext, id: string | number): Promise<boolean> {
    return this.dataSource.transaction(async (em) => {
      const event = await this.get(ctx, id, em);
      if (event.anonymizedAt) throw new AppError(ErrorCode.INVALID_TRANSITION, RETENTION_MESSAGES.anonymized);
      await this.queueQuoteMail(ctx, em, event, await this.equipmentLabels(ctx, em, event), null);
      ctx.log.info({ eventRequestId: event.id }, 'event quote resent');
      return true;
    });
  }

  /** The quote of one event as a PDF, dated now (NOT_FOUND when the event does not exist). */
  async quotePdf(ctx: RequestContext, id: string | number): Promise<EventQuotePdf> {
    const em = this.dataSource.manager;
    const event = await this.get(ctx, id, em);
    return buildEventQuotePdf(event, await this.equipmentLabels(ctx, em, event), this.issuer, ctx.now);
  }

  /**
   * The quote e-mail with the PDF attached. The PDF's bytes are stored in the outbox row (base64,
   * a few kB): the client receives exactly the document of this moment, every retry sends the same
   * bytes, and the mail worker needs nothing from this module.
   */
  private async queueQuoteMail(
    ctx: RequestContext,
    em: EntityManager,
    event: EventRequest,
    equipmentLabels: Readonly<Record<string, string>>,
    dedupeKey: string | null,
    /** A public form's copy (capped per recipient and day); false for staff resends. */
    anonymousTrigger = false,
  ): Promise<void> {
    const mail = buildEventQuoteMail(event, equipmentLabels, this.issuer, ctx.now, this.publicUrl);
    const pdf = await buildEventQuotePdf(event, equipmentLabels, this.issuer, ctx.now);
    await this.mail.queue(ctx, em, {
      to: event.email,
      ...mail,
      attachments: [{ filename: pdf.filename, contentBase64: pdf.content.toString('base64'), contentType: 'application/pdf' }],
      dedupeKey,
      anonymousTrigger,
    });
  }

  /** Equipment type → its display name in the current price list (bac → 'Bac roulant 360 L'). */
  private async equipmentLabels(ctx: RequestContext, em: EntityManager, event: EventRequest): Promise<Record<string, string>> {
    const { services } = await this.pricing.priceList(ctx, em);
    const labelOf = (key: string) => services.find((s) => s.name === key)?.label ?? key;
    return Object.fromEntries(
      event.materials.map((l) => [l.type, labelOf(EQUIPMENT_PRICE_KEY[l.type as keyof typeof EQUIPMENT_PRICE_KEY] ?? EVENT_CATALOGUE_PREFIX + l.type)]),
    );
  }

  /** Loads the material and service lines of these events (one IN query per line table). */
  async attachLines(em: EntityManager, events: EventRequest[]): Promise<void> {
    if (!events.length) return;
    const ids = events.map((e) => e.id);
    const materials = await em.getRepository(EventMaterialLine).find({ where: { eventRequestId: In(ids) }, order: { id: 'ASC' } });
    const services = await em.getRepository(EventServiceLine).find({ where: { eventRequestId: In(ids) }, order: { id: 'ASC' } });
    // Grouped once (not filtered per event: 500 events × 2,500 lines would be 1.25 million comparisons).
    const materialsOf = groupByEvent(materials);
    const servicesOf = groupByEvent(services);
    for (const event of events) {
      event.materials = materialsOf.get(event.id) ?? [];
      event.services = servicesOf.get(event.id) ?? [];
    }
  }

  /** 'Personnel sur place (2 × 8 h × 3 jours à 35,00 $/h)'; other services keep their price-list label. */
  private serviceLabel(name: EventServiceName, label: string, staffCount: number, days: number, unitPrice: number): string {
    if (name !== 'staff') return label;
    return `${label} (${staffCount} × ${STAFF_HOURS_PER_DAY} h × ${daysLabel(days)} à ${formatCad(unitPrice)}/h)`;
  }
}

/** The asked count kept beside a granted one: only a whole number above it (else null; never priced). */
export function askedAbove(asked: unknown, granted: number): number | null {
  return typeof asked === 'number' && Number.isSafeInteger(asked) && asked > granted ? asked : null;
}

/** The items asked for (askedMaterials) of which nothing was granted: they have no line; null when none. */
export function soldOutAsks(asked: Readonly<Partial<Record<EquipmentType, unknown>>> | null | undefined, lines: readonly { type: string }[]): SoldOutAsk[] | null {
  const granted = new Set(lines.map((line) => line.type));
  const asks: SoldOutAsk[] = [];
  for (const type of EQUIPMENT_TYPES) {
    const askedQuantity = granted.has(type) ? null : askedAbove(asked?.[type], 0);
    if (askedQuantity !== null) asks.push({ type, askedQuantity });
  }
  return asks.length ? asks : null;
}

/**
 * The catalogue quantities a request may have (code → quantity above 0), or BAD_USER_INPUT with a
 * field error per refused line: a built-in item or service that staff made inactive, or a code that
 * is not an active catalogue item (inactive, unknown, or a built-in one sent as an extra).
 */
function offeredExtras(input: SubmitEventRequestInput, services: readonly Service[], catalogue: ReturnType<typeof eventCatalogueExtras>): Record<string, number> {
  const fieldErrors: FieldErrors = {};
  const inactive = (key: string) => services.find((s) => s.name === key && !s.active);
  for (const type of EQUIPMENT_TYPES) {
    const row = inactive(EQUIPMENT_PRICE_KEY[type]);
    if (row && Number(input.materials[type]) > 0) fieldErrors[`materials.${type}`] = EVENT_MESSAGES.itemNotOffered(row.label);
  }
  for (const name of EVENT_SERVICES) {
    const row = inactive(SERVICE_PRICE_KEY[name]);
    if (row && input.services[name] === true) fieldErrors[`services.${name}`] = EVENT_MESSAGES.itemNotOffered(row.label);
  }
  const offered = new Set(catalogue.map((item) => item.code));
  const extras: Record<string, number> = {};
  for (const line of input.extras ?? []) {
    if (line.quantity <= 0) continue;
    if (!offered.has(line.code)) {
      const row = services.find((s) => s.name === EVENT_CATALOGUE_PREFIX + line.code);
      fieldErrors[`extras.${line.code}`] = EVENT_MESSAGES.itemNotOffered(row?.label ?? line.code);
      continue;
    }
    extras[line.code] = (extras[line.code] ?? 0) + line.quantity;
  }
  const messages = Object.values(fieldErrors);
  if (messages.length) throw new AppError(ErrorCode.BAD_USER_INPUT, messages.join(' '), fieldErrors);
  return extras;
}

/** Lines by event id, in their query order. */
function groupByEvent<T extends { eventRequestId: number }>(lines: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const line of lines) {
    const group = groups.get(line.eventRequestId);
    if (group) group.push(line);
    else groups.set(line.eventRequestId, [line]);
  }
  return groups;
}
