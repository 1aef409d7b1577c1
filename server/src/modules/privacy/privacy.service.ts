import { createHmac, timingSafeEqual } from 'node:crypto';
import { DataSource, EntityManager, In, IsNull, LessThan, MoreThanOrEqual } from 'typeorm';
import { actingUserId, RequestContext } from '../../graphql/context';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { CASL_CONSENT_TEXT, PRIVACY_MESSAGES } from '../../shared/privacy.messages.fr';
import { EventMaterialLine } from '../events/event-material-line.entity';
import { EventRequest } from '../events/event-request.entity';
import { EventServiceLine } from '../events/event-service-line.entity';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { ANONYMISED_FIELDS, RetentionService } from '../ops/retention';
import { PickupRequest } from '../pickup/pickup-request.entity';
import { SnowOrder } from '../snow/snow-order.entity';
import type { EventBus } from '../../kernel/events';
import { MarketingConsent, PrivacyIncident, PrivacyRequest, PrivacyRequestKind, PrivacyRequestStatus } from './privacy.entities';

/** Law 25: an answer within 30 days of receipt. */
export const PRIVACY_DEADLINE_DAYS = 30;

export interface CompanyIdentity {
  name: string;
  address: string;
  phone: string;
  email: string;
}

/** Everything held about one e-mail address (the JSON export). */
export interface PersonalDataExport {
  email: string;
  generatedAt: string;
  company: CompanyIdentity;
  pickupRequests: Record<string, unknown>[];
  eventRequests: Record<string, unknown>[];
  snowOrders: Record<string, unknown>[];
  emails: { subject: string; createdAt: string; status: string }[];
  marketingConsent: { wording: string; source: string; consentedAt: string; withdrawnAt: string | null } | null;
  privacyRequests: { kind: string; receivedAt: string; status: string; outcome: string | null }[];
}

export interface ErasureSummary {
  pickupRequests: number;
  eventRequests: number;
  snowOrders: number;
  /** Orders younger than the 6-year tax retention: kept whole, anonymised by the retention job when due. */
  snowOrdersKept: number;
  emails: number;
  consents: number;
}

export interface RecordPrivacyRequest {
  email: string;
  kind: PrivacyRequestKind;
  details: string;
  channel: string;
  receivedAt?: Date | null;
}

export interface RecordIncident {
  occurredAt: Date;
  discoveredAt: Date;
  description: string;
  personalInformation: string;
  riskAssessment: string;
  seriousRisk: boolean;
  notifications: string;
  measures: string;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const normalise = (email: string) => email.trim().toLowerCase();

/**
 * Law 25 rights (access, rectification, deletion), the confidentiality incident register, and
 * CASL consents with their one-click withdrawal. Everything about a person is found by e-mail address.
 */
export class PrivacyService {
  private readonly key: Buffer;

  constructor(
    private readonly dataSource: DataSource,
    secret: string,
    private readonly publicUrl: string,
    private readonly company: CompanyIdentity,
    private readonly retention: RetentionService,
    /** Business transitions (privacy.received / privacy.completed: the person's acknowledgement and answer, the office inbox). */
    private readonly lifecycle: EventBus | null = null,
  ) {
    this.key = createHmac('sha256', secret).update('privacy-links/v1').digest();
  }

  // ---- access ---------------------------------------------------------------------------------

  async exportData(now: Date, rawEmail: string): Promise<PersonalDataExport> {
    const email = normalise(rawEmail);
    const em = this.dataSource.manager;
    const pickups = await em.find(PickupRequest, { where: { email }, order: { id: 'ASC' } });
    const events = await em.find(EventRequest, { where: { email }, order: { id: 'ASC' } });
    const ids = events.map((e) => e.id);
    const materials = ids.length ? await em.find(EventMaterialLine, { where: { eventRequestId: In(ids) } }) : [];
    const services = ids.length ? await em.find(EventServiceLine, { where: { eventRequestId: In(ids) } }) : [];
    const orders = await em.find(SnowOrder, { where: { email }, order: { id: 'ASC' } });
    const mails = await em.find(OutboxMessage, { where: { to: email }, order: { id: 'ASC' }, select: { id: true, subject: true, createdAt: true, status: true } });
    const consent = await em.findOneBy(MarketingConsent, { email });
    const requests = await em.find(PrivacyRequest, { where: { email }, order: { id: 'ASC' } });
    return {
      email,
      generatedAt: now.toISOString(),
      company: this.company,
      pickupRequests: pickups.map((p) => ({
        id: p.id, createdAt: iso(p.createdAt), fullName: p.fullName, phone: p.phone, email: p.email, address: p.address, floor: p.floor,
        hasElevator: p.hasElevator, urgency: p.urgency, description: p.description, photos: p.photos, status: p.status,
        estimateCents: p.estimateCents, scheduledDate: p.scheduledDate, scheduledSlot: p.scheduledSlot,
      })),
      eventRequests: events.map((e) => ({
        id: e.id, reference: e.reference, createdAt: iso(e.createdAt), eventName: e.eventName, eventType: e.eventType, participants: e.participants,
        dateStart: e.dateStart, dateEnd: e.dateEnd, address: e.address, commentaires: e.commentaires, companyName: e.companyName, neq: e.neq,
        email: e.email, phone: e.phone, website: e.website, status: e.status, totalCents: e.total,
        materials: materials.filter((m) => m.eventRequestId === e.id).map((m) => ({ type: m.type, quantity: m.quantity })),
        services: services.filter((s) => s.eventRequestId === e.id).map((s) => ({ label: s.label, priceCents: s.price })),
      })),
      snowOrders: orders.map((o) => ({
        id: o.id, confirmationCode: o.confirmationCode, createdAt: iso(o.createdAt), customerName: o.customerName, email: o.email, address: o.address,
        mode: o.mode, note: o.note, status: o.status, totalCents: o.total,
      })),
      emails: mails.map((m) => ({ subject: m.subject, createdAt: m.createdAt.toISOString(), status: m.status })),
      marketingConsent: consent
        ? { wording: consent.wording, source: consent.source, consentedAt: consent.consentedAt.toISOString(), withdrawnAt: iso(consent.withdrawnAt) }
        : null,
      privacyRequests: requests.map((r) => ({ kind: r.kind, receivedAt: r.receivedAt.toISOString(), status: r.status, outcome: r.outcome })),
    };
  }

  /** The same export as a readable French page (self-contained HTML, no script). */
  renderHtml(data: PersonalDataExport): string {
    const esc = (value: unknown) =>
      String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
    const at = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Toronto' }).format(new Date(data.generatedAt));
    const table = (rows: Record<string, unknown>[]) =>
      rows.length === 0
        ? `<p>${esc(PRIVACY_MESSAGES.exportNone)}</p>`
        : rows
            .map(
              (row) =>
                `<dl>${Object.entries(row)
                  .map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(typeof v === 'object' && v !== null ? JSON.stringify(v) : v)}</dd>`)
                  .join('')}</dl>`,
            )
            .join('<hr>');
    const s = PRIVACY_MESSAGES.sections;
    return `<!doctype html><html lang="fr-CA"><head><meta charset="utf-8"><title>${esc(PRIVACY_MESSAGES.exportTitle)}</title></head><body>
<h1>${esc(PRIVACY_MESSAGES.exportTitle)}</h1>
<p>${esc(PRIVACY_MESSAGES.exportLead(data.email, at))}</p>
<p>${esc(data.company.name)} · ${esc(data.company.address)} · ${esc(data.company.phone)} · ${esc(data.company.email)}</p>
<h2>${esc(s.pickupRequests)}</h2>${table(data.pickupRequests)}
<h2>${esc(s.eventRequests)}</h2>${table(data.eventRequests)}
<h2>${esc(s.snowOrders)}</h2>${table(data.snowOrders)}
<h2>${esc(s.emails)}</h2>${table(data.emails)}
<h2>${esc(s.marketingConsent)}</h2>${table(data.marketingConsent ? [data.marketingConsent] : [])}
<h2>${esc(s.privacyRequests)}</h2>${table(data.privacyRequests)}
</body></html>`;
  }

  /** A link the person opens without signing in: their export (JSON or, with &format=html, the page), until it expires. */
  exportLink(email: string, expiresAt: Date): { url: string; expiresAt: Date } {
    const e = normalise(email);
    const expires = String(Math.floor(expiresAt.getTime() / 1000));
    const signature = this.mac(`export\n${e}\n${expires}`);
    const url = `${this.publicUrl}/confidentialite/mes-donnees?${new URLSearchParams({ email: e, expires, signature }).toString()}`;
    return { url, expiresAt };
  }

  checkExportLink(email: unknown, expires: unknown, signature: unknown, now: Date): string | null {
    if (typeof email !== 'string' || typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return null;
    if (!this.same(signature, this.mac(`export\n${normalise(email)}\n${expires}`))) return null;
    return Number(expires) * 1000 > now.getTime() ? normalise(email) : null;
  }

  // ---- requests queue -------------------------------------------------------------------------

  async recordRequest(ctx: RequestContext, input: RecordPrivacyRequest): Promise<PrivacyRequest> {
    const receivedAt = input.receivedAt ?? ctx.now;
    const repo = this.dataSource.getRepository(PrivacyRequest);
    const row = repo.create({
      email: normalise(input.email),
      kind: input.kind,
      details: input.details.trim(),
      channel: input.channel.trim(),
      receivedAt,
      dueAt: new Date(receivedAt.getTime() + PRIVACY_DEADLINE_DAYS * 86_400_000),
      status: PrivacyRequestStatus.OPEN,
      completedAt: null,
      completedById: null,
      outcome: null,
      recordedById: actingUserId(ctx),
    });
    await inTransaction(this.dataSource, async (em) => {
      await em.getRepository(PrivacyRequest).insert(row);
      await this.lifecycle?.emit(em, { type: 'privacy.received', at: ctx.now, privacyRequestId: row.id });
    });
    ctx.log.info({ privacyRequestId: row.id, kind: row.kind }, 'privacy request recorded');
    return row;
  }

  /** Open requests first, by deadline; then the latest answered ones. */
  async listRequests(): Promise<PrivacyRequest[]> {
    const repo = this.dataSource.getRepository(PrivacyRequest);
    const open = await repo.find({ where: { status: PrivacyRequestStatus.OPEN }, order: { dueAt: 'ASC', id: 'ASC' } });
    const closed = await repo.find({ where: { status: In([PrivacyRequestStatus.DONE, PrivacyRequestStatus.REFUSED]) }, order: { completedAt: 'DESC' }, take: 100 });
    return [...open, ...closed];
  }

  /**
   * Closes a request. A deletion request, unless refused, anonymises everything held about the
   * address that the law does not require to keep (in the same transaction as the closing).
   */
  async completeRequest(ctx: RequestContext, id: string, outcome: string, refuse: boolean): Promise<PrivacyRequest> {
    return inTransaction(this.dataSource, async (em) => {
      const numeric = Number(id);
      const row = Number.isSafeInteger(numeric) ? await em.findOneBy(PrivacyRequest, { id: numeric }) : null;
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, PRIVACY_MESSAGES.requestNotFound);
      if (row.status !== PrivacyRequestStatus.OPEN) throw new AppError(ErrorCode.INVALID_TRANSITION, PRIVACY_MESSAGES.requestClosed);
      let text = outcome.trim();
      if (row.kind === PrivacyRequestKind.DELETION && !refuse) {
        const summary = await this.erase(em, row.email, ctx.now);
        text = [PRIVACY_MESSAGES.deletionDone(summary.snowOrdersKept), text].filter(Boolean).join(' ');
        ctx.log.info({ privacyRequestId: row.id, ...summary }, 'personal data erased on request');
      }
      const changes = {
        status: refuse ? PrivacyRequestStatus.REFUSED : PrivacyRequestStatus.DONE,
        completedAt: ctx.now,
        completedById: actingUserId(ctx),
        outcome: text || null,
      };
      await em.update(PrivacyRequest, { id: row.id, status: PrivacyRequestStatus.OPEN }, changes);
      Object.assign(row, changes);
      await this.lifecycle?.emit(em, { type: 'privacy.completed', at: ctx.now, privacyRequestId: row.id });
      return row;
    });
  }

  /**
   * Anonymises the address's pickup and event requests, deletes its e-mails and consent, and
   * anonymises its snow orders older than the tax retention (6 years, RetentionService.orderCutoff);
   * younger orders stay whole (invoices) and the daily retention anonymises them when due.
   */
  async erase(em: EntityManager, rawEmail: string, now: Date): Promise<ErasureSummary> {
    const email = normalise(rawEmail);
    const pickups = await em.update(PickupRequest, { email, anonymizedAt: IsNull() }, { ...ANONYMISED_FIELDS.pickupRequests, anonymizedAt: now });
    const events = await em.update(EventRequest, { email, anonymizedAt: IsNull() }, { ...ANONYMISED_FIELDS.eventRequests, anonymizedAt: now });
    const orderAt = this.retention.orderCutoff(now).toJSDate();
    const orders = await em.update(SnowOrder, { email, anonymizedAt: IsNull(), createdAt: LessThan(orderAt) }, { ...ANONYMISED_FIELDS.snowOrders, anonymizedAt: now });
    const kept = await em.countBy(SnowOrder, { email, anonymizedAt: IsNull(), createdAt: MoreThanOrEqual(orderAt) });
    // Pending e-mails would still go out: they are deleted too (a receipt of a kept order was already sent).
    const emails = await em.delete(OutboxMessage, { to: email });
    const consents = await em.delete(MarketingConsent, { email });
    return {
      pickupRequests: pickups.affected ?? 0,
      eventRequests: events.affected ?? 0,
      snowOrders: orders.affected ?? 0,
      snowOrdersKept: kept,
      emails: emails.affected ?? 0,
      consents: consents.affected ?? 0,
    };
  }

  // ---- incidents ------------------------------------------------------------------------------

  async recordIncident(ctx: RequestContext, input: RecordIncident): Promise<PrivacyIncident> {
    const repo = this.dataSource.getRepository(PrivacyIncident);
    const row = repo.create({
      ...input,
      description: input.description.trim(),
      personalInformation: input.personalInformation.trim(),
      riskAssessment: input.riskAssessment.trim(),
      notifications: input.notifications.trim(),
      measures: input.measures.trim(),
      recordedAt: ctx.now,
      recordedById: actingUserId(ctx),
    });
    await repo.insert(row);
    ctx.log.info({ privacyIncidentId: row.id, seriousRisk: row.seriousRisk }, 'confidentiality incident recorded');
    return row;
  }

  listIncidents(): Promise<PrivacyIncident[]> {
    return this.dataSource.getRepository(PrivacyIncident).find({ order: { discoveredAt: 'DESC', id: 'DESC' } });
  }

  // ---- CASL -----------------------------------------------------------------------------------

  /** Records express consent with the exact wording shown (a new consent after a withdrawal replaces it). */
  async recordConsent(now: Date, rawEmail: string, source: string): Promise<void> {
    const email = normalise(rawEmail);
    const repo = this.dataSource.getRepository(MarketingConsent);
    const existing = await repo.findOneBy({ email });
    if (existing) await repo.update({ id: existing.id }, { wording: CASL_CONSENT_TEXT, source, consentedAt: now, withdrawnAt: null });
    else await repo.insert({ email, wording: CASL_CONSENT_TEXT, source, consentedAt: now, withdrawnAt: null });
  }

  /** Addresses that consented and did not withdraw. */
  async consentingAddresses(): Promise<string[]> {
    const rows = await this.dataSource.getRepository(MarketingConsent).find({ where: { withdrawnAt: IsNull() }, order: { id: 'ASC' } });
    return rows.map((r) => r.email);
  }

  /** The one-click unsubscribe URL of an address (RFC 8058 target; no sign-in, no expiry). */
  unsubscribeUrl(email: string): string {
    const e = normalise(email);
    return `${this.publicUrl}/desabonnement?${new URLSearchParams({ email: e, signature: this.mac(`unsubscribe\n${e}`) }).toString()}`;
  }

  checkUnsubscribe(email: unknown, signature: unknown): string | null {
    if (typeof email !== 'string') return null;
    return this.same(signature, this.mac(`unsubscribe\n${normalise(email)}`)) ? normalise(email) : null;
  }

  /** Withdraws consent (idempotent); true when the address had one. */
  async withdrawConsent(now: Date, email: string): Promise<boolean> {
    const result = await this.dataSource.getRepository(MarketingConsent).update({ email: normalise(email), withdrawnAt: IsNull() }, { withdrawnAt: now });
    return (result.affected ?? 0) > 0;
  }

  private mac(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('base64url');
  }

  private same(given: unknown, expected: string): boolean {
    if (typeof given !== 'string') return false;
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
