import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import { DataSource, EntityManager, In, MoreThan } from 'typeorm';
import { actingUserId, actorName, RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ErrorCode, FieldErrors } from '../../shared/errors';
import { CLIENT_TERMS_VERSION, PORTAL_MESSAGES, QUOTE_STATUS_LABELS } from '../../shared/portal.messages.fr';
import { formatCad } from '../../shared/pricing/money';
import { applyTaxes } from '../../shared/pricing/taxes';
import { QuoteIssuer, QUOTE_VALIDITY_DAYS } from '../events/events.public';
import { buildEventQuotePdf, EventQuotePdf } from '../events/events.public';
import { EventRequest, EventRequestStatus } from '../events/events.public';
import { EventsService } from '../events/events.public';
import type { EventBus } from '../../kernel/events';
import type { QuoteSnapshot } from './portal.public';
import { MailService } from '../mail/mail.public';
import { requireClient } from '../../kernel/client';
import { buildQuoteExpiredMail, buildQuoteSentMail, buildStaffNoticeMail, PortalMailer } from './portal-mail';
import { ClientTimelineEntry, QuoteRevision, QuoteRevisionStatus, RevisionLine, TimelineActor } from './portal.entities';
import { AcceptQuoteInput, ClientMessageInput, DeclineQuoteInput, SaveQuoteRevisionInput } from './portal.inputs';
import { QuoteRevisionView } from './portal.results';

export const ZONE = 'America/Toronto';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The America/Toronto calendar day of a moment. */
export function torontoDay(at: Date): string {
  return DateTime.fromJSDate(at, { zone: ZONE }).toISODate()!;
}

/** '2026-12-25' → '25 décembre 2026'. */
export function frenchDay(isoDay: string): string {
  return DateTime.fromISO(isoDay, { zone: ZONE }).setLocale('fr-CA').toFormat('d MMMM yyyy').replace(/^1 /, '1er ');
}

/** The revision's content, canonical (fixed key order), as hashed and as accepted. */
export function revisionContent(event: Pick<EventRequest, 'id' | 'reference'>, r: Pick<QuoteRevision, 'number' | 'lines' | 'discountLabel' | 'discountCents' | 'subtotal' | 'gst' | 'qst' | 'total' | 'note' | 'validUntil'>): string {
  return JSON.stringify({
    eventRequestId: event.id,
    reference: event.reference,
    number: r.number,
    lines: r.lines.map((l) => [l.kind, l.code, l.description, l.quantity, l.days, l.unitPriceCents, l.amountCents]),
    discountLabel: r.discountLabel,
    discountCents: r.discountCents,
    subtotal: r.subtotal,
    gst: r.gst,
    qst: r.qst,
    total: r.total,
    note: r.note,
    validUntil: r.validUntil,
  });
}

export function revisionHash(event: Pick<EventRequest, 'id' | 'reference'>, r: Parameters<typeof revisionContent>[1]): string {
  return createHash('sha256').update(revisionContent(event, r), 'utf8').digest('hex');
}

/** The frozen snapshot other features receive with quote.* events. */
export function quoteSnapshot(event: EventRequest, r: QuoteRevision): QuoteSnapshot {
  const lines: QuoteSnapshot['lines'] = r.lines.map((l) => ({ description: l.description, quantity: l.quantity, unitPriceCents: l.unitPriceCents, days: l.days, amountCents: l.amountCents }));
  if (r.discountCents > 0) lines.push({ description: r.discountLabel || 'Rabais', quantity: 1, unitPriceCents: -r.discountCents, amountCents: -r.discountCents });
  return Object.freeze({
    eventRequestId: event.id,
    revisionId: r.id,
    revisionNumber: r.number,
    reference: event.reference,
    clientEmail: event.email,
    clientName: event.companyName,
    clientAddress: event.address,
    dateStart: event.dateStart,
    dateEnd: event.dateEnd,
    equipment: r.lines.filter((l) => l.kind === 'equipment' && l.code).map((l) => ({ code: l.code, quantity: l.quantity })),
    lines,
    subtotalCents: r.subtotal,
    gstCents: r.gst,
    qstCents: r.qst,
    totalCents: r.total,
  });
}

export function revisionView(r: QuoteRevision, isLatest: boolean, audience: 'client' | 'staff'): QuoteRevisionView {
  return {
    id: r.id,
    eventRequestId: r.eventRequestId,
    number: r.number,
    status: r.status,
    statusLabel: QUOTE_STATUS_LABELS[r.status] ?? r.status,
    lines: r.lines.map((l) => ({ ...l, unitPriceFormatted: formatCad(l.unitPriceCents), amountFormatted: formatCad(l.amountCents) })),
    discountLabel: r.discountLabel,
    discountCents: r.discountCents,
    discountFormatted: formatCad(r.discountCents),
    subtotalCents: r.subtotal,
    subtotalFormatted: formatCad(r.subtotal),
    gstCents: r.gst,
    gstFormatted: formatCad(r.gst),
    qstCents: r.qst,
    qstFormatted: formatCad(r.qst),
    totalCents: r.total,
    totalFormatted: formatCad(r.total),
    note: r.note,
    validUntil: r.validUntil,
    contentHash: r.contentHash,
    createdAt: r.createdAt,
    sentAt: r.sentAt,
    answeredAt: r.answeredAt,
    acceptedName: r.acceptedName,
    termsVersion: r.termsVersion,
    acceptedUserAgent: r.acceptedUserAgent,
    acceptedContentHash: r.acceptedContentHash,
    declineReason: r.declineReason,
    isLatest,
    pdfPath: audience === 'client' ? `/client-files/soumission-${r.id}.pdf` : `/client-files/staff/soumission-${r.id}.pdf`,
  };
}

/** Stores one transition of the shared timeline (portal and back-office). */
/**
 * Change requests a customer may send (each e-mails the office), over all their quotes: issue #32
 * found the mutation unthrottled (15 calls, 15 e-mails). Counted from the timeline rows they leave,
 * so the limit holds across processes without a table of its own.
 */
export const QUOTE_CHANGE_LIMITS = [
  { ms: 3_600_000, max: 5 },
  { ms: 86_400_000, max: 20 },
] as const;

async function assertChangeRequestAllowed(em: EntityManager, email: string, now: Date): Promise<void> {
  const repo = em.getRepository(ClientTimelineEntry);
  for (const { ms, max } of QUOTE_CHANGE_LIMITS) {
    const recent = await repo.find({
      where: { kind: 'quote.change_requested', actor: 'client', actorName: email, at: MoreThan(new Date(now.getTime() - ms)) },
      order: { at: 'DESC' },
      skip: max - 1,
      take: 1,
    });
    const blocking = recent[0];
    if (blocking) {
      const retryAfter = Math.max(1, Math.ceil((blocking.at.getTime() + ms - now.getTime()) / 1000));
      throw new AppError(ErrorCode.RATE_LIMITED, PORTAL_MESSAGES.tooManyChangeRequests(Math.ceil(retryAfter / 60)), undefined, retryAfter);
    }
  }
}

export async function addTimeline(
  em: EntityManager,
  entry: { subjectType: 'event' | 'pickup'; subjectId: number; kind: string; actor: TimelineActor; actorUserId?: number | null; actorName?: string | null; revisionId?: number | null; message?: string | null; at: Date },
): Promise<void> {
  await em.getRepository(ClientTimelineEntry).insert({
    actorUserId: null,
    actorName: null,
    revisionId: null,
    message: null,
    ...entry,
  });
}

function badInput(field: string, message: string): AppError {
  const fieldErrors: FieldErrors = { [field]: message };
  return new AppError(ErrorCode.BAD_USER_INPUT, message, fieldErrors);
}

/**
 * Quote revisions of event requests: staff save revision n + 1 (amounts recomputed here), send it
 * (e-mail with the PDF and the portal link), the client accepts / declines / asks for a change, the
 * daily job expires unanswered ones. Every transition: one transaction storing it, its timeline
 * entry, the e-mail to the other side (outbox), and the domain event (portal.public.ts), whose
 * handlers (the webhook, availability, invoicing) may refuse it with an AppError: then nothing is stored.
 */
export class QuoteRevisionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventsService,
    private readonly mail: MailService,
    private readonly bus: EventBus,
    private readonly issuer: QuoteIssuer,
    private readonly mailer: PortalMailer,
  ) {}

  // ---------- staff ----------

  async list(ctx: RequestContext, eventRequestId: string | number): Promise<QuoteRevisionView[]> {
    const event = await this.events.get(ctx, eventRequestId);
    const revisions = await this.dataSource.getRepository(QuoteRevision).find({ where: { eventRequestId: event.id }, order: { number: 'DESC' } });
    const latestSent = revisions.find((r) => r.status !== QuoteRevisionStatus.DRAFT)?.id;
    return revisions.map((r) => revisionView(r, r.id === latestSent, 'staff'));
  }

  async save(ctx: RequestContext, input: SaveQuoteRevisionInput): Promise<QuoteRevisionView> {
    const lines = this.computeLines(input);
    const discountCents = input.discountCents ?? 0;
    const gross = lines.reduce((sum, l) => sum + l.amountCents, 0);
    if (discountCents > gross) throw badInput('discountCents', PORTAL_MESSAGES.discountTooLarge);
    const today = torontoDay(ctx.now);
    const validUntil = input.validUntil?.trim() || DateTime.fromISO(today, { zone: ZONE }).plus({ days: QUOTE_VALIDITY_DAYS }).toISODate()!;
    if (!ISO_DAY.test(validUntil) || !DateTime.fromISO(validUntil).isValid || validUntil < today) throw badInput('validUntil', PORTAL_MESSAGES.validUntilInvalid);
    const amounts = applyTaxes(gross - discountCents);

    return this.dataSource.transaction(async (em) => {
      const event = await this.events.get(ctx, input.eventRequestId, em);
      if (event.status === EventRequestStatus.DONE || event.status === EventRequestStatus.CANCELED) {
        throw new AppError(ErrorCode.INVALID_TRANSITION, PORTAL_MESSAGES.eventClosed);
      }
      const repo = em.getRepository(QuoteRevision);
      const last = await repo.findOne({ where: { eventRequestId: event.id }, order: { number: 'DESC' } });
      if (await repo.exists({ where: { eventRequestId: event.id, status: QuoteRevisionStatus.ACCEPTED } })) {
        throw new AppError(ErrorCode.INVALID_TRANSITION, PORTAL_MESSAGES.quoteNotEditable);
      }
      const revision = repo.create({
        eventRequestId: event.id,
        number: (last?.number ?? 0) + 1,
        status: QuoteRevisionStatus.DRAFT,
        lines,
        discountLabel: input.discountLabel?.trim() ?? '',
        discountCents,
        ...amounts,
        note: input.note?.trim() ?? '',
        validUntil,
        contentHash: '',
        createdAt: ctx.now,
        createdById: actingUserId(ctx),
        sentAt: null,
        sentById: null,
        answeredAt: null,
        acceptedName: null,
        termsVersion: null,
        acceptedUserAgent: null,
        acceptedContentHash: null,
        declineReason: null,
      });
      revision.contentHash = revisionHash(event, revision);
      // The unique (eventRequestId, number) index makes a concurrent save fail instead of reusing a number.
      await repo.insert(revision);
      await addTimeline(em, {
        subjectType: 'event', subjectId: event.id, kind: 'quote.revised', actor: 'staff', actorUserId: actingUserId(ctx), actorName: actorName(ctx), revisionId: revision.id, at: ctx.now,
      });
      ctx.log.info({ eventRequestId: event.id, revision: revision.number, total: revision.total }, 'quote revision saved');
      return revisionView(revision, false, 'staff');
    });
  }

  /** "Envoyer au client": only the latest revision, once, while still valid. */
  async send(ctx: RequestContext, revisionId: string | number): Promise<QuoteRevisionView> {
    return this.dataSource.transaction(async (em) => {
      const revision = await this.findRevision(em, revisionId);
      const event = await this.events.get(ctx, revision.eventRequestId, em);
      if (event.anonymizedAt || event.status === EventRequestStatus.DONE || event.status === EventRequestStatus.CANCELED) {
        throw new AppError(ErrorCode.INVALID_TRANSITION, PORTAL_MESSAGES.eventClosed);
      }
      const last = await em.getRepository(QuoteRevision).findOne({ where: { eventRequestId: event.id }, order: { number: 'DESC' } });
      if (last?.id !== revision.id) throw new AppError(ErrorCode.INVALID_TRANSITION, PORTAL_MESSAGES.notLatestToSend);
      if (revision.status !== QuoteRevisionStatus.DRAFT) throw new AppError(ErrorCode.INVALID_TRANSITION, PORTAL_MESSAGES.alreadySent);
      if (revision.validUntil < torontoDay(ctx.now)) throw new AppError(ErrorCode.INVALID_TRANSITION, PORTAL_MESSAGES.pastValidity(frenchDay(revision.validUntil)));
      const changes = { status: QuoteRevisionStatus.SENT, sentAt: ctx.now, sentById: actingUserId(ctx) };
      const result = await em.update(QuoteRevision, { id: revision.id, status: QuoteRevisionStatus.DRAFT }, changes);
      if (!result.affected) throw new AppError(ErrorCode.INVALID_TRANSITION, PORTAL_MESSAGES.alreadySent);
      Object.assign(revision, changes);
      // Older revisions still waiting for an answer are replaced by this one.
      await addTimeline(em, {
        subjectType: 'event', subjectId: event.id, kind: 'quote.sent', actor: 'staff', actorUserId: actingUserId(ctx), actorName: actorName(ctx), revisionId: revision.id, at: ctx.now,
      });
      const pdf = await this.buildPdf(ctx, em, event, revision);
      await this.mail.queue(ctx, em, {
        to: event.email,
        ...buildQuoteSentMail(this.mailer, event.reference, revision.number, frenchDay(revision.validUntil), formatCad(revision.total)),
        attachments: [{ filename: pdf.filename, contentBase64: pdf.content.toString('base64'), contentType: 'application/pdf' }],
        dedupeKey: `quote-revision:${revision.id}:sent`,
      });
      await this.transition(em, 'quote.sent', event, revision, ctx.now);
      ctx.log.info({ eventRequestId: event.id, revision: revision.number }, 'quote revision sent');
      return revisionView(revision, true, 'staff');
    });
  }

  /** The revision's PDF for staff (NOT_FOUND when missing). */
  async staffPdf(ctx: RequestContext, revisionId: string | number): Promise<EventQuotePdf> {
    const em = this.dataSource.manager;
    const revision = await this.findRevision(em, revisionId);
    const event = await this.events.get(ctx, revision.eventRequestId, em);
    return this.buildPdf(ctx, em, event, revision);
  }

  // ---------- client (every method scopes by the session's e-mail) ----------

  /** The client's sent revisions of one of their events (drafts are never shown). */
  async clientRevisions(ctx: RequestContext, eventRequestId: string | number): Promise<QuoteRevisionView[]> {
    const event = await this.clientEvent(ctx, this.dataSource.manager, eventRequestId);
    const revisions = await this.dataSource.getRepository(QuoteRevision).find({ where: { eventRequestId: event.id }, order: { number: 'DESC' } });
    const shown = revisions.filter((r) => r.status !== QuoteRevisionStatus.DRAFT);
    return shown.map((r, i) => revisionView(r, i === 0, 'client'));
  }

  async clientPdf(ctx: RequestContext, revisionId: string | number): Promise<EventQuotePdf> {
    const em = this.dataSource.manager;
    const { event, revision } = await this.clientRevision(ctx, em, revisionId);
    return this.buildPdf(ctx, em, event, revision);
  }

  async accept(ctx: RequestContext, input: AcceptQuoteInput): Promise<QuoteRevisionView> {
    const fullName = input.fullName.trim().replace(/\s+/g, ' ');
    if (fullName.length < 3 || !fullName.includes(' ')) throw badInput('fullName', PORTAL_MESSAGES.fullNameRequired);
    if (!input.termsAccepted) throw badInput('termsAccepted', PORTAL_MESSAGES.termsRequired);
    if (input.termsVersion !== CLIENT_TERMS_VERSION) throw badInput('termsAccepted', PORTAL_MESSAGES.termsChanged);
    return this.dataSource.transaction(async (em) => {
      const { event, revision } = await this.answerable(ctx, em, input.revisionId);
      const hash = revisionHash(event, revision);
      if (hash !== revision.contentHash) throw new AppError(ErrorCode.INVALID_TRANSITION, PORTAL_MESSAGES.notAwaitingAnswer);
      const changes = {
        status: QuoteRevisionStatus.ACCEPTED,
        answeredAt: ctx.now,
        acceptedName: fullName,
        termsVersion: input.termsVersion,
        acceptedUserAgent: (ctx.userAgent ?? '').slice(0, 400),
        acceptedContentHash: hash,
      };
      await this.claimAnswer(em, revision, changes);
      await addTimeline(em, { subjectType: 'event', subjectId: event.id, kind: 'quote.accepted', actor: 'client', actorName: fullName, revisionId: revision.id, at: ctx.now });
      await this.events.confirmOnQuoteAcceptance(ctx, em, event);
      await this.notifyStaff(ctx, em, `Soumission ${event.reference} acceptée (révision ${revision.number})`, [
        `${fullName} (${event.email}) a accepté la révision ${revision.number} de la soumission ${event.reference} : ${formatCad(revision.total)}.`,
        `Conditions générales : version ${input.termsVersion}. Empreinte SHA-256 : ${hash}.`,
      ], `quote-revision:${revision.id}:accepted`);
      await this.transition(em, 'quote.accepted', event, revision, ctx.now);
      ctx.log.info({ eventRequestId: event.id, revision: revision.number }, 'quote accepted');
      return revisionView(revision, true, 'client');
    });
  }

  async decline(ctx: RequestContext, input: DeclineQuoteInput): Promise<QuoteRevisionView> {
    const reason = input.reason?.trim() || null;
    return this.dataSource.transaction(async (em) => {
      const { event, revision } = await this.answerable(ctx, em, input.revisionId, { ignoreValidity: true });
      await this.claimAnswer(em, revision, { status: QuoteRevisionStatus.DECLINED, answeredAt: ctx.now, declineReason: reason });
      await addTimeline(em, { subjectType: 'event', subjectId: event.id, kind: 'quote.declined', actor: 'client', actorName: event.email, revisionId: revision.id, message: reason, at: ctx.now });
      await this.notifyStaff(ctx, em, `Soumission ${event.reference} refusée (révision ${revision.number})`, [
        `${event.email} a refusé la révision ${revision.number} de la soumission ${event.reference}.`,
        reason ? `Raison : ${reason}` : 'Aucune raison donnée.',
      ], `quote-revision:${revision.id}:declined`);
      await this.transition(em, 'quote.declined', event, revision, ctx.now);
      return revisionView(revision, true, 'client');
    });
  }

  /** A message to staff asking for a change (no status change; staff answer with a new revision). */
  async requestChange(ctx: RequestContext, input: ClientMessageInput): Promise<boolean> {
    const message = input.message.trim();
    if (!message) throw badInput('message', PORTAL_MESSAGES.messageRequired);
    return this.dataSource.transaction(async (em) => {
      const event = await this.clientEvent(ctx, em, input.requestId);
      if (event.status === EventRequestStatus.DONE || event.status === EventRequestStatus.CANCELED) throw new AppError(ErrorCode.INVALID_TRANSITION, PORTAL_MESSAGES.eventClosed);
      await assertChangeRequestAllowed(em, event.email, ctx.now);
      await addTimeline(em, { subjectType: 'event', subjectId: event.id, kind: 'quote.change_requested', actor: 'client', actorName: event.email, message, at: ctx.now });
      await this.notifyStaff(ctx, em, `Changement demandé : soumission ${event.reference}`, [`${event.email} demande un changement à la soumission ${event.reference} :`, message], null);
      await this.bus.emit(em, { type: 'quote.change_requested', at: ctx.now, eventRequestId: event.id });
      return true;
    });
  }

  // ---------- daily job ----------

  /** Moves every sent revision whose validity ended before `now`'s Toronto day to expired; returns how many. */
  async expireOverdue(ctx: RequestContext): Promise<number> {
    const today = torontoDay(ctx.now);
    const overdue = await this.dataSource
      .getRepository(QuoteRevision)
      .createQueryBuilder('r')
      .where('r.status = :status', { status: QuoteRevisionStatus.SENT })
      .andWhere('r.validUntil < :today', { today })
      .orderBy('r.id', 'ASC')
      .take(500)
      .getMany();
    let expired = 0;
    for (const candidate of overdue) {
      await this.dataSource.transaction(async (em) => {
        const changes = { status: QuoteRevisionStatus.EXPIRED, answeredAt: ctx.now };
        const result = await em.update(QuoteRevision, { id: candidate.id, status: QuoteRevisionStatus.SENT }, changes);
        if (!result.affected) return;
        Object.assign(candidate, changes);
        const event = await em.findOneOrFail(EventRequest, { where: { id: candidate.eventRequestId } });
        await addTimeline(em, { subjectType: 'event', subjectId: event.id, kind: 'quote.expired', actor: 'system', revisionId: candidate.id, at: ctx.now });
        if (!event.anonymizedAt) {
          await this.mail.queue(ctx, em, { to: event.email, ...buildQuoteExpiredMail(this.mailer, event.reference, candidate.number), dedupeKey: `quote-revision:${candidate.id}:expired` });
        }
        await this.transition(em, 'quote.expired', event, candidate, ctx.now);
        expired += 1;
      });
    }
    return expired;
  }

  /**
   * quote.expiring, once per revision (its `quote.expiring` timeline entry, shown in the portal, is
   * the mark): every sent revision, still the latest, whose last valid day is within `days` days.
   */
  async warnExpiring(ctx: RequestContext, days: number): Promise<number> {
    if (days <= 0) return 0;
    const today = torontoDay(ctx.now);
    const limit = DateTime.fromISO(today, { zone: ZONE }).plus({ days }).toISODate()!;
    const soon = await this.dataSource
      .getRepository(QuoteRevision)
      .createQueryBuilder('r')
      .where('r.status = :status', { status: QuoteRevisionStatus.SENT })
      .andWhere('r.validUntil >= :today AND r.validUntil <= :limit', { today, limit })
      .orderBy('r.id', 'ASC')
      .take(500)
      .getMany();
    let warned = 0;
    for (const candidate of soon) {
      await this.dataSource.transaction(async (em) => {
        const marked = await em.getRepository(ClientTimelineEntry).exists({ where: { subjectType: 'event', subjectId: candidate.eventRequestId, kind: 'quote.expiring', revisionId: candidate.id } });
        if (marked) return;
        const latest = await em.getRepository(QuoteRevision).findOne({ where: { eventRequestId: candidate.eventRequestId }, order: { number: 'DESC' } });
        if (latest?.id !== candidate.id || latest.status !== QuoteRevisionStatus.SENT) return;
        const event = await em.findOneOrFail(EventRequest, { where: { id: candidate.eventRequestId } });
        if (event.anonymizedAt) return;
        await addTimeline(em, { subjectType: 'event', subjectId: event.id, kind: 'quote.expiring', actor: 'system', revisionId: candidate.id, at: ctx.now });
        await this.bus.emit(em, { type: 'quote.expiring', at: ctx.now, quote: quoteSnapshot(event, candidate) });
        warned += 1;
      });
    }
    return warned;
  }

  // ---------- helpers ----------

  private computeLines(input: SaveQuoteRevisionInput): RevisionLine[] {
    if (!input.lines.length) throw badInput('lines', PORTAL_MESSAGES.noLines);
    return input.lines.map((line, index) => {
      const description = line.description.trim();
      if (!description) throw badInput(`lines.${index}.description`, PORTAL_MESSAGES.lineInvalid);
      const days = line.kind === 'equipment' ? (line.days ?? 1) : 1;
      const amountCents = line.quantity * line.unitPriceCents * days;
      if (!Number.isSafeInteger(amountCents)) throw badInput(`lines.${index}.unitPriceCents`, PORTAL_MESSAGES.lineInvalid);
      return { kind: line.kind, code: line.kind === 'equipment' ? (line.code?.trim() ?? '') : '', description, quantity: line.quantity, days, unitPriceCents: line.unitPriceCents, amountCents };
    });
  }

  private async findRevision(em: EntityManager, revisionId: string | number): Promise<QuoteRevision> {
    const id = Number(revisionId);
    const revision = Number.isSafeInteger(id) && id > 0 ? await em.findOne(QuoteRevision, { where: { id } }) : null;
    if (!revision) throw new AppError(ErrorCode.NOT_FOUND, PORTAL_MESSAGES.revisionNotFound);
    return revision;
  }

  /** One of the client's own events; NOT_FOUND for a missing id and for another customer's alike. */
  async clientEvent(ctx: RequestContext, em: EntityManager, eventRequestId: string | number): Promise<EventRequest> {
    const client = requireClient(ctx);
    const id = Number(eventRequestId);
    const event = Number.isSafeInteger(id) && id > 0 ? await em.findOne(EventRequest, { where: { id } }) : null;
    if (!event || event.anonymizedAt || event.email.toLowerCase() !== client.email) throw new AppError(ErrorCode.NOT_FOUND, PORTAL_MESSAGES.notFound);
    await this.events.attachLines(em, [event]);
    return event;
  }

  /** A sent-or-answered revision of one of the client's events. */
  private async clientRevision(ctx: RequestContext, em: EntityManager, revisionId: string | number): Promise<{ event: EventRequest; revision: QuoteRevision }> {
    requireClient(ctx);
    const id = Number(revisionId);
    const revision = Number.isSafeInteger(id) && id > 0 ? await em.findOne(QuoteRevision, { where: { id } }) : null;
    if (!revision || revision.status === QuoteRevisionStatus.DRAFT) throw new AppError(ErrorCode.NOT_FOUND, PORTAL_MESSAGES.revisionNotFound);
    try {
      return { event: await this.clientEvent(ctx, em, revision.eventRequestId), revision };
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) throw new AppError(ErrorCode.NOT_FOUND, PORTAL_MESSAGES.revisionNotFound);
      throw error;
    }
  }

  /** The client's revision, if it is the latest sent one, still waiting, and (for acceptance) still valid. */
  private async answerable(ctx: RequestContext, em: EntityManager, revisionId: string, options: { ignoreValidity?: boolean } = {}) {
    const { event, revision } = await this.clientRevision(ctx, em, revisionId);
    const latest = await em.getRepository(QuoteRevision).findOne({
      where: { eventRequestId: event.id, status: In([QuoteRevisionStatus.SENT, QuoteRevisionStatus.ACCEPTED, QuoteRevisionStatus.DECLINED, QuoteRevisionStatus.EXPIRED]) },
      order: { number: 'DESC' },
    });
    if (latest?.id !== revision.id) throw new AppError(ErrorCode.INVALID_TRANSITION, PORTAL_MESSAGES.notLatest);
    if (revision.status === QuoteRevisionStatus.EXPIRED || (!options.ignoreValidity && revision.validUntil < torontoDay(ctx.now))) {
      throw new AppError(ErrorCode.INVALID_TRANSITION, PORTAL_MESSAGES.pastValidity(frenchDay(revision.validUntil)));
    }
    if (revision.status !== QuoteRevisionStatus.SENT) throw new AppError(ErrorCode.INVALID_TRANSITION, PORTAL_MESSAGES.notAwaitingAnswer);
    return { event, revision };
  }

  /** The WHERE on `sent` makes a concurrent second answer lose. */
  private async claimAnswer(em: EntityManager, revision: QuoteRevision, changes: Partial<QuoteRevision>): Promise<void> {
    const result = await em.update(QuoteRevision, { id: revision.id, status: QuoteRevisionStatus.SENT }, changes);
    if (!result.affected) throw new AppError(ErrorCode.INVALID_TRANSITION, PORTAL_MESSAGES.notAwaitingAnswer);
    Object.assign(revision, changes);
  }

  private async notifyStaff(ctx: RequestContext, em: EntityManager, subject: string, lines: string[], dedupeKey: string | null): Promise<void> {
    if (!this.mailer.companyEmail) return;
    await this.mail.queue(ctx, em, { to: this.mailer.companyEmail, ...buildStaffNoticeMail(this.mailer, subject, lines), dedupeKey });
  }

  private async transition(
    em: EntityManager,
    type: 'quote.sent' | 'quote.accepted' | 'quote.declined' | 'quote.expired',
    event: EventRequest,
    revision: QuoteRevision,
    at: Date,
  ): Promise<void> {
    const quote = quoteSnapshot(event, revision);
    const answer = { status: revision.status, answeredAt: revision.answeredAt, acceptedName: revision.acceptedName, termsVersion: revision.termsVersion, contentHash: revision.contentHash, declineReason: revision.declineReason };
    await this.bus.emit(em, { type, at, quote, answer });
  }

  private async buildPdf(ctx: RequestContext, em: EntityManager, event: EventRequest, revision: QuoteRevision): Promise<EventQuotePdf> {
    if (!event.materials) await this.events.attachLines(em, [event]);
    return buildEventQuotePdf(event, {}, this.issuer, revision.sentAt ?? revision.createdAt, revision);
  }
}

