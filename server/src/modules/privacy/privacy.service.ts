import { createHmac, timingSafeEqual } from 'node:crypto';
import { DataSource, EntityManager, In, IsNull } from 'typeorm';
import { actingUserId, RequestContext } from '../../kernel/context';
import { inTransaction } from '../../kernel/transactions';
import { ExportSection, PersonalDataHandler, PersonalFiles, retentionClock } from '../../kernel/personal-data';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { CASL_CONSENT_TEXT, PRIVACY_MESSAGES } from '../../shared/privacy.messages.fr';
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

/** Everything held about one e-mail address: one section per kind of row, from every feature's handler. */
export interface PersonalDataExport {
  email: string;
  generatedAt: string;
  company: CompanyIdentity;
  sections: ExportSection[];
}

/** What a deletion did, by key (rows anonymised or deleted), and the tax records kept (aged out by the retention job). */
export interface ErasureSummary {
  changed: Record<string, number>;
  keptTaxRecords: number;
}

export interface PrivacyOptions {
  /** RETENTION_MONTHS (the retention clock of erasures). */
  months: number;
  /** Every feature's personal data handler, in run order (FeatureContext.personalData: the manifests' `personalData`). */
  handlers: readonly PersonalDataHandler[];
  /** Where photos and documents live (an erased row's files are deleted after commit). */
  files: PersonalFiles;
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

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * The address whose data is exported or erased. A blank one would match every anonymised row
 * (their e-mail is ''): refused with a French error.
 */
function subjectEmail(raw: string): string {
  const email = normalise(raw);
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new AppError(ErrorCode.BAD_USER_INPUT, PRIVACY_MESSAGES.emailRequired, { email: PRIVACY_MESSAGES.emailRequired });
  return email;
}

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
    private readonly options: PrivacyOptions,
    /** The event spine (privacy.received / privacy.completed: the person's acknowledgement and answer, the office inbox, issue #26). */
    private readonly bus: EventBus | null = null,
  ) {
    this.key = createHmac('sha256', secret).update('privacy-links/v1').digest();
  }

  // ---- access ---------------------------------------------------------------------------------

  async exportData(now: Date, rawEmail: string): Promise<PersonalDataExport> {
    const email = subjectEmail(rawEmail);
    const scope = { em: this.dataSource.manager, email, clock: retentionClock(now, this.options.months) };
    const sections: ExportSection[] = [];
    for (const handler of this.options.handlers) if (handler.export) sections.push(...(await handler.export(scope)));
    return { email, generatedAt: now.toISOString(), company: this.company, sections };
  }

  /** The export as the JSON file: one key per section (its rows). */
  toJson(data: PersonalDataExport): string {
    const body: Record<string, unknown> = { email: data.email, generatedAt: data.generatedAt, company: data.company };
    for (const section of data.sections) body[section.key] = section.rows;
    return JSON.stringify(body, null, 2);
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
    return `<!doctype html><html lang="fr-CA"><head><meta charset="utf-8"><title>${esc(PRIVACY_MESSAGES.exportTitle)}</title></head><body>
<h1>${esc(PRIVACY_MESSAGES.exportTitle)}</h1>
<p>${esc(PRIVACY_MESSAGES.exportLead(data.email, at))}</p>
<p>${esc(data.company.name)} · ${esc(data.company.address)} · ${esc(data.company.phone)} · ${esc(data.company.email)}</p>
${data.sections.map((section) => `<h2>${esc(section.title)}</h2>${table(section.rows)}`).join('\n')}
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
    if (typeof email !== 'string' || !email.includes('@') || typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return null;
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
      await this.bus?.emit(em, { type: 'privacy.received', at: ctx.now, privacyRequestId: row.id });
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
    const afterCommit: (() => Promise<void>)[] = [];
    const done = await inTransaction(this.dataSource, async (em) => {
      const numeric = Number(id);
      const row = Number.isSafeInteger(numeric) ? await em.findOneBy(PrivacyRequest, { id: numeric }) : null;
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, PRIVACY_MESSAGES.requestNotFound);
      if (row.status !== PrivacyRequestStatus.OPEN) throw new AppError(ErrorCode.INVALID_TRANSITION, PRIVACY_MESSAGES.requestClosed);
      let text = outcome.trim();
      if (row.kind === PrivacyRequestKind.DELETION && !refuse) {
        const summary = await this.erase(em, row.email, ctx.now, (task) => afterCommit.push(task));
        text = [PRIVACY_MESSAGES.deletionDone(summary.keptTaxRecords), text].filter(Boolean).join(' ');
        ctx.log.info({ privacyRequestId: row.id, erased: summary.changed, keptTaxRecords: summary.keptTaxRecords }, 'personal data erased on request');
      }
      const changes = {
        status: refuse ? PrivacyRequestStatus.REFUSED : PrivacyRequestStatus.DONE,
        completedAt: ctx.now,
        completedById: actingUserId(ctx),
        outcome: text || null,
      };
      await em.update(PrivacyRequest, { id: row.id, status: PrivacyRequestStatus.OPEN }, changes);
      Object.assign(row, changes);
      await this.bus?.emit(em, { type: 'privacy.completed', at: ctx.now, privacyRequestId: row.id });
      return row;
    });
    // Files of erased rows (photos) go once the erasure is committed; a failure is logged, the row no longer points to them.
    for (const task of afterCommit) {
      await task().catch((error: unknown) => ctx.log.error({ err: error, privacyRequestId: done.id }, 'privacy: erased file not deleted'));
    }
    return done;
  }

  /**
   * Runs every feature's erasure for the address (the portal's first: it ends the sessions), in the
   * caller's transaction: personal data is anonymised or deleted; tax records (invoices, credit
   * notes, orders, contracts) younger than 6 years after the end of their year keep what tax law
   * requires, and the daily retention anonymises them when due.
   */
  async erase(em: EntityManager, rawEmail: string, now: Date, afterCommit: (task: () => Promise<void>) => void = () => undefined): Promise<ErasureSummary> {
    const scope = { em, email: subjectEmail(rawEmail), clock: retentionClock(now, this.options.months), afterCommit, files: this.options.files };
    const summary: ErasureSummary = { changed: {}, keptTaxRecords: 0 };
    for (const handler of this.options.handlers) {
      if (!handler.erase) continue;
      const result = await handler.erase(scope);
      Object.assign(summary.changed, result.changed);
      summary.keptTaxRecords += result.keptTaxRecords ?? 0;
    }
    return summary;
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
