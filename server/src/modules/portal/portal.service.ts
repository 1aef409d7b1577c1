import { DataSource, In, Not } from 'typeorm';
import { RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { NEXT_ACTIONS, PORTAL_MESSAGES, QUOTE_STATUS_LABELS, TIMELINE_LABELS } from '../../shared/portal.messages.fr';
import { formatCad } from '../../shared/pricing/money';
import { EventRequest, EventRequestStatus } from '../events/events.public';
import { MailService } from '../mail/mail.public';
import { PickupRequest, PickupStatus } from '../pickup/pickup.public';
import { SnowOrder, SnowOrderStatus } from '../snow/snow.public';
import { requireClient } from '../../kernel/client';
import { buildStaffNoticeMail, PortalMailer } from './portal-mail';
import { ClientProfile, ClientTimelineEntry, QuoteRevision, QuoteRevisionStatus } from './portal.entities';
import { ClientMessageInput, ClientProfileInput } from './portal.inputs';
import { ClientDocumentView, ClientProfileView, ClientRequestView, TimelineEntryView } from './portal.results';
import { addTimeline, revisionView } from './quote-revisions.service';

const EVENT_STATUS_LABELS: Record<string, string> = { pending: 'Reçue', confirmed: 'Confirmée', done: 'Terminée', canceled: 'Annulée' };
const PICKUP_STATUS_LABELS: Record<string, string> = { new: 'Reçue', estimated: 'Estimation envoyée', scheduled: 'Planifiée', done: 'Terminée', canceled: 'Annulée' };
const SNOW_STATUS_LABELS: Record<string, string> = { pending: 'En attente de paiement', paid: 'Payée', canceled: 'Annulée', expired: 'Expirée' };

/** Timeline entries only staff see: a draft revision, a forced "done" and its reason. */
const STAFF_ONLY_KINDS: ReadonlySet<string> = new Set(['quote.revised', 'done.forced']);

function step(at: Date, kind: string, actor: string, extra: Partial<TimelineEntryView> = {}): TimelineEntryView {
  return { at, kind, label: TIMELINE_LABELS[kind] ?? kind, actor, actorName: null, message: null, ...extra };
}

function stored(entry: ClientTimelineEntry, audience: 'client' | 'staff'): TimelineEntryView {
  // Staff e-mails are not shown to clients.
  const actorName = audience === 'client' && entry.actor === 'staff' ? null : entry.actorName;
  return step(entry.at, entry.kind, entry.actor, { actorName, message: entry.message });
}

/**
 * What a signed-in client sees: their requests and orders (rows carrying the session's e-mail,
 * never another's), each with its timeline and next action; documents; profile; answers to a
 * pickup proposal. Every method starts with requireClient and filters by that e-mail in SQL.
 */
export class PortalService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly mailer: PortalMailer,
  ) {}

  async requests(ctx: RequestContext): Promise<ClientRequestView[]> {
    const { email } = requireClient(ctx);
    const mine = <T extends object>(entity: new () => T) =>
      this.dataSource.getRepository(entity).createQueryBuilder('r').where('LOWER(r.email) = :email', { email }).andWhere('r.anonymizedAt IS NULL').getMany();
    const [events, pickups, snows] = await Promise.all([mine(EventRequest), mine(PickupRequest), mine(SnowOrder)]);
    const entries = await this.entries(events.map((e) => e.id), pickups.map((p) => p.id));
    const revisions = events.length
      ? await this.dataSource.getRepository(QuoteRevision).find({ where: { eventRequestId: In(events.map((e) => e.id)) }, order: { number: 'DESC' } })
      : [];

    const views: ClientRequestView[] = [];
    for (const event of events) {
      const latest = revisions.find((r) => r.eventRequestId === event.id && r.status !== QuoteRevisionStatus.DRAFT) ?? null;
      const timeline = [step(event.createdAt, 'received', 'client'), ...(entries.get(`event:${event.id}`) ?? []).filter((e) => !STAFF_ONLY_KINDS.has(e.kind)).map((e) => stored(e, 'client'))];
      // A confirmation without a staff user is the one an accepted quote made (the client's).
      const confirmedByClient = event.status === EventRequestStatus.CONFIRMED && event.statusChangedById === null;
      if (event.statusChangedAt && event.status !== EventRequestStatus.PENDING) timeline.push(step(event.statusChangedAt, event.status, confirmedByClient ? 'client' : 'staff'));
      const open = event.status !== EventRequestStatus.DONE && event.status !== EventRequestStatus.CANCELED;
      views.push({
        kind: 'event',
        id: event.id,
        reference: event.reference,
        title: `Événement : ${event.eventName}`,
        statusLabel: latest ? `Soumission ${QUOTE_STATUS_LABELS[latest.status]} (révision ${latest.number})` : EVENT_STATUS_LABELS[event.status] ?? event.status,
        createdAt: event.createdAt,
        nextAction: !open ? NEXT_ACTIONS.none : latest?.status === QuoteRevisionStatus.SENT ? NEXT_ACTIONS.answerQuote : latest ? NEXT_ACTIONS.waitStaff : NEXT_ACTIONS.waitQuote,
        timeline: sortTimeline(timeline),
        quote: latest ? revisionView(latest, true, 'client') : null,
        pickup: null,
      });
    }
    for (const pickup of pickups) {
      const own = entries.get(`pickup:${pickup.id}`) ?? [];
      const timeline = [step(pickup.createdAt, 'received', 'client'), ...own.filter((e) => !STAFF_ONLY_KINDS.has(e.kind)).map((e) => stored(e, 'client'))];
      if (pickup.status !== PickupStatus.NEW && pickup.updatedAt) timeline.push(step(pickup.updatedAt, pickup.status === PickupStatus.ESTIMATED ? 'estimated' : pickup.status, 'staff'));
      const awaiting = this.pickupAwaiting(pickup, own);
      views.push({
        kind: 'pickup',
        id: pickup.id,
        reference: pickupReference(pickup),
        title: 'Ramassage d’encombrants',
        statusLabel: PICKUP_STATUS_LABELS[pickup.status] ?? pickup.status,
        createdAt: pickup.createdAt,
        nextAction: awaiting ? NEXT_ACTIONS.answerPickup : pickup.status === PickupStatus.DONE || pickup.status === PickupStatus.CANCELED ? NEXT_ACTIONS.none : NEXT_ACTIONS.waitStaff,
        timeline: sortTimeline(timeline),
        quote: null,
        pickup: {
          estimateFormatted: pickup.estimateCents === null ? null : formatCad(pickup.estimateCents),
          scheduledDate: pickup.scheduledDate,
          scheduledSlot: pickup.scheduledSlot,
          awaitingAnswer: awaiting,
        },
      });
    }
    for (const order of snows) {
      const timeline = [step(order.createdAt, 'received', 'client')];
      if (order.paidAt) timeline.push(step(order.paidAt, 'paid', 'system'));
      views.push({
        kind: 'snow',
        id: order.id,
        reference: order.confirmationCode,
        title: 'Déneigement',
        statusLabel: SNOW_STATUS_LABELS[order.status] ?? order.status,
        createdAt: order.createdAt,
        nextAction: order.status === SnowOrderStatus.PENDING ? NEXT_ACTIONS.pay : NEXT_ACTIONS.none,
        timeline: sortTimeline(timeline),
        quote: null,
        pickup: null,
      });
    }
    return views.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  }

  /** Staff: the stored transitions of one event (back-office timeline). */
  async staffTimeline(eventRequestId: number): Promise<TimelineEntryView[]> {
    const entries = await this.entries([eventRequestId], []);
    return (entries.get(`event:${eventRequestId}`) ?? []).map((e) => stored(e, 'staff'));
  }

  /** Staff: the stored portal answers of one pickup request (slot accepted, another slot asked), oldest first. */
  async staffPickupTimeline(pickupRequestId: number): Promise<TimelineEntryView[]> {
    const entries = await this.entries([], [pickupRequestId]);
    return (entries.get(`pickup:${pickupRequestId}`) ?? []).map((e) => stored(e, 'staff'));
  }

  async documents(ctx: RequestContext): Promise<ClientDocumentView[]> {
    const { email } = requireClient(ctx);
    const events = await this.dataSource
      .getRepository(EventRequest)
      .createQueryBuilder('e')
      .select(['e.id', 'e.reference'])
      .where('LOWER(e.email) = :email', { email })
      .andWhere('e.anonymizedAt IS NULL')
      .getMany();
    if (!events.length) return [];
    const revisions = await this.dataSource.getRepository(QuoteRevision).find({
      where: { eventRequestId: In(events.map((e) => e.id)), status: Not(QuoteRevisionStatus.DRAFT) },
      order: { id: 'DESC' },
    });
    const referenceOf = new Map(events.map((e) => [e.id, e.reference]));
    return revisions.map((r) => ({
      title: `Soumission ${referenceOf.get(r.eventRequestId)}, révision ${r.number} (PDF)`,
      reference: referenceOf.get(r.eventRequestId) ?? '',
      path: `/client-files/soumission-${r.id}.pdf`,
      date: r.sentAt ?? r.createdAt,
    }));
  }

  async profile(ctx: RequestContext): Promise<ClientProfileView> {
    const { email } = requireClient(ctx);
    const profile = await this.dataSource.getRepository(ClientProfile).findOne({ where: { email } });
    if (profile && (profile.fullName || profile.phone || profile.address)) return { email, fullName: profile.fullName, phone: profile.phone, address: profile.address };
    // Until saved, the details of the latest pickup request (events carry a company, not a person).
    const pickup = await this.dataSource.getRepository(PickupRequest).createQueryBuilder('p').where('LOWER(p.email) = :email', { email }).andWhere('p.anonymizedAt IS NULL').orderBy('p.createdAt', 'DESC').getOne();
    return { email, fullName: pickup?.fullName ?? '', phone: pickup?.phone ?? '', address: pickup?.address ?? '' };
  }

  /** Saves the details for future requests only: stored requests and documents keep theirs. */
  async updateProfile(ctx: RequestContext, input: ClientProfileInput): Promise<ClientProfileView> {
    const { email } = requireClient(ctx);
    const values = { fullName: input.fullName.trim(), phone: input.phone.trim(), address: input.address.trim() };
    await this.dataSource.transaction(async (em) => {
      const repo = em.getRepository(ClientProfile);
      if (await repo.exists({ where: { email } })) await repo.update({ email }, { ...values, updatedAt: ctx.now });
      else await repo.insert({ email, ...values, sessionEpoch: 0, updatedAt: ctx.now });
    });
    return { email, ...values };
  }

  async acceptPickupProposal(ctx: RequestContext, pickupId: string): Promise<boolean> {
    return this.answerPickup(ctx, pickupId, 'pickup.slot_accepted', null);
  }

  async requestPickupSlotChange(ctx: RequestContext, input: ClientMessageInput): Promise<boolean> {
    const message = input.message.trim();
    if (!message) throw new AppError(ErrorCode.BAD_USER_INPUT, PORTAL_MESSAGES.messageRequired, { message: PORTAL_MESSAGES.messageRequired });
    return this.answerPickup(ctx, input.requestId, 'pickup.slot_change_requested', message);
  }

  private async answerPickup(ctx: RequestContext, pickupId: string, kind: string, message: string | null): Promise<boolean> {
    const { email } = requireClient(ctx);
    const id = Number(pickupId);
    return this.dataSource.transaction(async (em) => {
      const pickup = Number.isSafeInteger(id) && id > 0 ? await em.findOne(PickupRequest, { where: { id } }) : null;
      if (!pickup || pickup.anonymizedAt || pickup.email.toLowerCase() !== email) throw new AppError(ErrorCode.NOT_FOUND, PORTAL_MESSAGES.notFound);
      const own = await em.getRepository(ClientTimelineEntry).find({ where: { subjectType: 'pickup', subjectId: pickup.id } });
      if (!this.pickupAwaiting(pickup, own)) throw new AppError(ErrorCode.INVALID_TRANSITION, PORTAL_MESSAGES.pickupNotProposed);
      await addTimeline(em, { subjectType: 'pickup', subjectId: pickup.id, kind, actor: 'client', actorName: pickup.fullName, message, at: ctx.now });
      if (this.mailer.companyEmail) {
        const subject = kind === 'pickup.slot_accepted' ? `Ramassage ${pickupReference(pickup)} : estimation et plage acceptées` : `Ramassage ${pickupReference(pickup)} : autre plage demandée`;
        await this.mail.queue(ctx, em, {
          to: this.mailer.companyEmail,
          ...buildStaffNoticeMail(this.mailer, subject, [`${pickup.fullName} (${pickup.email}) : ${subject}.`, ...(message ? [message] : [])]),
        });
      }
      return true;
    });
  }

  /** Staff proposed an estimate or a slot (status estimated/scheduled) the client has not answered since. */
  private pickupAwaiting(pickup: PickupRequest, own: readonly (ClientTimelineEntry | TimelineEntryView)[]): boolean {
    if (pickup.status !== PickupStatus.ESTIMATED && pickup.status !== PickupStatus.SCHEDULED) return false;
    const since = pickup.updatedAt?.getTime() ?? 0;
    return !own.some((e) => (e.kind === 'pickup.slot_accepted' || e.kind === 'pickup.slot_change_requested') && e.at.getTime() >= since);
  }

  private async entries(eventIds: number[], pickupIds: number[]): Promise<Map<string, ClientTimelineEntry[]>> {
    const map = new Map<string, ClientTimelineEntry[]>();
    const repo = this.dataSource.getRepository(ClientTimelineEntry);
    const rows = [
      ...(eventIds.length ? await repo.find({ where: { subjectType: 'event', subjectId: In(eventIds) }, order: { at: 'ASC', id: 'ASC' } }) : []),
      ...(pickupIds.length ? await repo.find({ where: { subjectType: 'pickup', subjectId: In(pickupIds) }, order: { at: 'ASC', id: 'ASC' } }) : []),
    ];
    for (const row of rows) {
      const key = `${row.subjectType}:${row.subjectId}`;
      map.set(key, [...(map.get(key) ?? []), row]);
    }
    return map;
  }
}

/** 'RA-000042': pickups have no stored reference; the portal shows the id this way. */
export function pickupReference(pickup: Pick<PickupRequest, 'id'>): string {
  return `RA-${String(pickup.id).padStart(6, '0')}`;
}

function sortTimeline(entries: TimelineEntryView[]): TimelineEntryView[] {
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime());
}
