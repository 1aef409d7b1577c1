import type { Logger } from 'pino';
import { DataSource, EntityManager, In, IsNull, MoreThan, Not, Repository } from 'typeorm';
import { actingUserId, principalRole, RequestContext } from '../../kernel/context';
import { inTransaction } from '../../kernel/transactions';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { Role, roleAtLeast } from '../../shared/roles';
import type { MailService } from '../mail/mail.public';
import { User } from '../users/users.public';
import { PickupRequest, PickupStatus } from '../pickup/pickup.public';
import { outsideStatementCounter } from '../../db/sql-statement-counter';
import { isUniqueViolation } from '../../db/unique-violation';
import { insertRows } from '../../db/prepared-insert';
import { afterCommit } from './after-commit';
import type { InboxBus } from './inbox-bus';
import { InboxDigest, InboxItem, InboxKind, InboxMailMode, InboxPreference, InboxSection } from './inbox.entities';

/** Each kind's section, who may see it, and whether it is "new business" (e-mailed to the office address). */
export const INBOX_KINDS: Readonly<Record<InboxKind, { section: InboxSection; minRole: Role; business: boolean; label: string }>> = {
  [InboxKind.PICKUP_NEW]: { section: InboxSection.PICKUPS, minRole: Role.MANAGER, business: true, label: 'Nouvelle demande de ramassage' },
  [InboxKind.EVENT_NEW]: { section: InboxSection.EVENTS, minRole: Role.MANAGER, business: true, label: 'Nouvelle demande de soumission événementielle' },
  [InboxKind.SNOW_NEW]: { section: InboxSection.SNOW, minRole: Role.MANAGER, business: true, label: 'Nouvelle commande de déneigement payée' },
  [InboxKind.UNVERIFIED]: { section: InboxSection.PICKUPS, minRole: Role.MANAGER, business: false, label: 'Demande non vérifiée à confirmer' },
  [InboxKind.CHANGE_REQUEST]: { section: InboxSection.EVENTS, minRole: Role.MANAGER, business: true, label: 'Changement demandé à une soumission' },
  [InboxKind.QUOTE_ACCEPTED]: { section: InboxSection.EVENTS, minRole: Role.MANAGER, business: true, label: 'Soumission acceptée' },
  [InboxKind.QUOTE_DECLINED]: { section: InboxSection.EVENTS, minRole: Role.MANAGER, business: false, label: 'Soumission refusée' },
  [InboxKind.QUOTE_EXPIRED]: { section: InboxSection.EVENTS, minRole: Role.MANAGER, business: false, label: 'Soumission expirée' },
  [InboxKind.PAYMENT_FAILED]: { section: InboxSection.INVOICES, minRole: Role.MANAGER, business: false, label: 'Paiement échoué' },
  [InboxKind.SNOW_VISIT_IMPOSSIBLE]: { section: InboxSection.SNOW, minRole: Role.MANAGER, business: false, label: 'Passage de déneigement impossible' },
  [InboxKind.FORGOTTEN_CLOCKOUT]: { section: InboxSection.TIMESHEETS, minRole: Role.MANAGER, business: false, label: 'Dépunch oublié' },
  [InboxKind.PUNCH_HELD]: { section: InboxSection.TIMESHEETS, minRole: Role.MANAGER, business: false, label: 'Pointage retenu (période approuvée)' },
  [InboxKind.TIMESHEET_SUBMITTED]: { section: InboxSection.TIMESHEETS, minRole: Role.MANAGER, business: false, label: 'Feuille de temps à approuver' },
  [InboxKind.PRIVACY_REQUEST]: { section: InboxSection.PRIVACY, minRole: Role.ADMIN, business: false, label: 'Demande Loi 25' },
  [InboxKind.WEBHOOK_FAILING]: { section: InboxSection.WEBHOOKS, minRole: Role.ADMIN, business: false, label: 'Webhook en échec' },
};

/** The sections a role may see (privacy and webhooks are ADMIN screens). */
export function sectionsFor(role: Role): InboxSection[] {
  return [...new Set(Object.values(INBOX_KINDS).filter((k) => roleAtLeast(role, k.minRole)).map((k) => k.section))];
}

export function kindsFor(role: Role): InboxKind[] {
  return (Object.keys(INBOX_KINDS) as InboxKind[]).filter((kind) => roleAtLeast(role, INBOX_KINDS[kind].minRole));
}

export interface NewInboxItem {
  kind: InboxKind;
  subjectType: string;
  subjectId: string | number;
  /** The reference shown after the kind's label ('n° 12', 'EV-2026-000003'). */
  reference: string;
  link: string;
  dueAt?: Date | null;
  dedupeKey: string;
}

export interface InboxSettings {
  publicUrl: string;
  officeEmail: string;
  /** 0 = the office address gets one e-mail per new-business item at once; N = a digest every N minutes. */
  digestMinutes: number;
}

export interface InboxListArgs {
  handled: boolean;
  section: InboxSection | null;
  take: number;
}

const OFFICE_RECIPIENT = 'office';
/** How long an unverified pickup's item waits for others to share its batch (deferPickup). */
const DEFER_MS = 25;
/** After a batch failed (the database away): the next one waits this long. */
const RETRY_MS = 5_000;
/** How far back the digest worker looks for unverified pickups without their item (a process stopped before its batch). */
const CATCH_UP_MS = 24 * 3600_000;
const CATCH_UP_MAX = 1000;
/** Digest period for people who chose a digest while the office gets immediate e-mails. */
const DEFAULT_DIGEST_MINUTES = 60;

/**
 * The office inbox "À traiter" (issue #26): items made by business transitions (record, in the
 * transition's transaction), listed per role, assigned to someone, done when someone handles them
 * (or when the transition that handles their subject happens: closeFor). Reading never changes them.
 */
export class InboxService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly bus: InboxBus,
    private readonly settings: InboxSettings,
    private readonly log: Logger,
  ) {}

  /** Unverified pickups stored alone whose item is not made yet (id → when it was received). */
  private readonly deferred = new Map<number, Date>();
  private deferTimer: NodeJS.Timeout | null = null;
  private batch: Promise<void> | null = null;

  // ---- made by transitions (notifications.listener.ts) ----

  /** Adds an item once per dedupe key, queues the immediate e-mails, and signals every sidebar after the commit. */
  async record(ctx: RequestContext, em: EntityManager, item: NewInboxItem): Promise<InboxItem | null> {
    const repo = em.getRepository(InboxItem);
    if (await repo.exists({ where: { dedupeKey: item.dedupeKey } })) return null;
    const row = this.newItem(repo, ctx.now, item);
    await repo.insert(row);
    await this.mailAtOnce(ctx, em, [row]);
    this.signal(em, row.section, ctx.now);
    return row;
  }

  private newItem(repo: Repository<InboxItem>, now: Date, item: NewInboxItem): InboxItem {
    const info = INBOX_KINDS[item.kind];
    return repo.create({
      kind: item.kind,
      section: info.section,
      subjectType: item.subjectType,
      subjectId: String(item.subjectId),
      title: `${info.label} ${item.reference}`.slice(0, 200),
      link: item.link,
      dueAt: item.dueAt ?? null,
      createdAt: now,
      assignedToId: null,
      handledAt: null,
      handledById: null,
      dedupeKey: item.dedupeKey,
    });
  }

  /**
   * An unverified pickup request (no site-form proof: an /api client, a bot) was stored alone, one
   * INSERT without a transaction (issue #31: the write path's one statement). Its « À traiter » item
   * is made just after, outside the request, in one batch with the others received meanwhile
   * (makePickupItems: a few statements per batch, not per request), and the live signal goes after
   * that batch commits. Reads of the inbox in this process make the waiting items first, so a
   * list or a count never misses one; the digest worker catches up on items a stopped process left
   * unmade (catchUpPickups). Verified requests keep their item in their own transaction (they write
   * the acknowledgement and the office's e-mail there anyway).
   */
  deferPickup(em: EntityManager, id: number, at: Date): void {
    // After the row's commit (at once without a transaction): the batch reads it on another connection.
    afterCommit(em, () => {
      this.deferred.set(id, at);
      if (!this.deferTimer && !this.batch) this.scheduleBatch();
    });
  }

  /** Makes the waiting unverified pickups' items now (reads, the digest worker, stop). */
  async flushDeferred(): Promise<void> {
    if (this.deferTimer) {
      clearTimeout(this.deferTimer);
      this.deferTimer = null;
    }
    while (this.batch) await this.batch.catch(() => undefined);
    if (!this.deferred.size) return;
    const waiting = [...this.deferred];
    this.deferred.clear();
    let failed = false;
    this.batch = this.makePickupItems(waiting)
      .then(() => undefined)
      .catch((error: unknown) => {
        // Kept for the next batch (the database may be back); the digest worker catches up too.
        failed = true;
        for (const [id, at] of waiting) if (!this.deferred.has(id)) this.deferred.set(id, at);
        throw error;
      })
      .finally(() => {
        this.batch = null;
        if (this.deferred.size && !this.deferTimer) this.scheduleBatch(failed ? RETRY_MS : DEFER_MS);
      });
    await this.batch;
  }

  /** Unverified pickups of the last day still new and without their item (made by a process that stopped before its batch). */
  async catchUpPickups(now: Date): Promise<number> {
    await this.flushDeferred();
    const rows = await this.dataSource.getRepository(PickupRequest).find({
      select: { id: true, createdAt: true },
      where: { unverified: true, status: PickupStatus.NEW, createdAt: MoreThan(new Date(now.getTime() - CATCH_UP_MS)) },
      order: { id: 'DESC' },
      take: CATCH_UP_MAX,
    });
    if (!rows.length) return 0;
    // Usually all made: only the missing ones go to a batch (which locks its pickups).
    const made = await this.dataSource.getRepository(InboxItem).find({ select: { dedupeKey: true }, where: { dedupeKey: In(rows.map((row) => pickupReceivedKey(row.id, false))) } });
    const keys = new Set(made.map((item) => item.dedupeKey));
    const missing = rows.filter((row) => !keys.has(pickupReceivedKey(row.id, false)));
    return missing.length ? this.makePickupItems(missing.map((row) => [row.id, row.createdAt])) : 0;
  }

  private scheduleBatch(delay = DEFER_MS): void {
    // Outside the request that scheduled it: the batch is no single request's work.
    this.deferTimer = outsideStatementCounter(() =>
      setTimeout(() => {
        this.deferTimer = null;
        this.flushDeferred().catch((err: unknown) => this.log.warn({ err }, 'office inbox: unverified pickup items not made yet'));
      }, delay),
    );
    this.deferTimer.unref();
  }

  /**
   * One transaction for a batch: the pickups still unverified and new (locked against a concurrent
   * confirmation or estimate, which then closes the item), the items already made (dedupe keys),
   * one INSERT of the missing items, the immediate e-mails (one read of the preferences). Returns
   * how many items it made.
   */
  private async makePickupItems(waiting: [number, Date][]): Promise<number> {
    const at = new Map(waiting);
    const run = () =>
      inTransaction(this.dataSource, async (em) => {
        const mysql = this.dataSource.options.type !== 'better-sqlite3';
        const pickups = await em.getRepository(PickupRequest).find({
          select: { id: true },
          where: { id: In([...at.keys()]), unverified: true, status: PickupStatus.NEW },
          order: { id: 'ASC' },
          ...(mysql ? { lock: { mode: 'pessimistic_write' as const } } : {}),
        });
        if (!pickups.length) return 0;
        const repo = em.getRepository(InboxItem);
        const rows = pickups.map(({ id }) =>
          this.newItem(repo, at.get(id)!, { kind: InboxKind.UNVERIFIED, subjectType: 'pickup', subjectId: id, reference: `n° ${id}`, link: `/admin/ramassage?id=${id}`, dedupeKey: pickupReceivedKey(id, false) }),
        );
        const made = new Set((await repo.find({ select: { dedupeKey: true }, where: { dedupeKey: In(rows.map((r) => r.dedupeKey)) } })).map((r) => r.dedupeKey));
        const fresh = rows.filter((row) => !made.has(row.dedupeKey));
        if (!fresh.length) return 0;
        await insertRows(em, InboxItem, fresh);
        const now = fresh.reduce((latest, row) => (row.createdAt > latest ? row.createdAt : latest), fresh[0]!.createdAt);
        const ctx = systemContext(this.dataSource, this.log, now);
        await this.mailAtOnce(ctx, em, fresh);
        this.signal(em, InboxSection.PICKUPS, now);
        return fresh.length;
      });
    try {
      return await run();
    } catch (error) {
      // Another process made one of them meanwhile (the unique dedupe key): again, without it.
      if (isUniqueViolation(error)) return run();
      throw error;
    }
  }

  /** Marks handled the open items of these kinds about one subject (its own transition handled them). */
  async closeFor(ctx: RequestContext, em: EntityManager, subjectType: string, subjectId: string | number, kinds: readonly InboxKind[]): Promise<number> {
    const result = await em.update(
      InboxItem,
      { subjectType, subjectId: String(subjectId), kind: In([...kinds]), handledAt: IsNull() },
      { handledAt: ctx.now, handledById: actingUserId(ctx) },
    );
    const closed = result.affected ?? 0;
    if (closed) for (const section of new Set(kinds.map((k) => INBOX_KINDS[k].section))) this.signal(em, section, ctx.now);
    return closed;
  }

  // ---- staff (MANAGER and up; privacy and webhooks ADMIN) ----

  async list(ctx: RequestContext, args: InboxListArgs): Promise<InboxItem[]> {
    const sections = this.visibleSections(ctx, args.section);
    if (!sections.length) return [];
    await this.flushDeferred();
    const repo = this.dataSource.getRepository(InboxItem);
    if (args.handled) return repo.find({ where: { section: In(sections), handledAt: Not(IsNull()) }, order: { handledAt: 'DESC', id: 'DESC' }, take: args.take });
    // Deadlines first (soonest first), then the newest (no NULLS LAST on MySQL/MariaDB: two reads).
    const due = await repo.find({ where: { section: In(sections), handledAt: IsNull(), dueAt: Not(IsNull()) }, order: { dueAt: 'ASC', id: 'ASC' }, take: args.take });
    const rest = due.length < args.take ? await repo.find({ where: { section: In(sections), handledAt: IsNull(), dueAt: IsNull() }, order: { createdAt: 'DESC', id: 'DESC' }, take: args.take - due.length }) : [];
    return [...due, ...rest];
  }

  /** Open items per section the caller may see (the sidebar's badges). */
  async counts(ctx: RequestContext): Promise<{ section: InboxSection; open: number }[]> {
    const sections = this.visibleSections(ctx, null);
    if (sections.length) await this.flushDeferred();
    const rows = sections.length
      ? await this.dataSource
          .getRepository(InboxItem)
          .createQueryBuilder('i')
          .select('i.section', 'section')
          .addSelect('COUNT(*)', 'open')
          .where('i.handledAt IS NULL')
          .andWhere('i.section IN (:...sections)', { sections })
          .groupBy('i.section')
          .getRawMany<{ section: InboxSection; open: string | number }>()
      : [];
    const open = new Map(rows.map((r) => [r.section, Number(r.open)]));
    return sections.map((section) => ({ section, open: open.get(section) ?? 0 }));
  }

  /** Gives the item to a staff member (MANAGER and up, enabled), or to nobody (null). */
  async assign(ctx: RequestContext, id: string, userId: string | null): Promise<InboxItem> {
    return inTransaction(this.dataSource, async (em) => {
      const item = await this.visibleItem(ctx, em, id);
      let assignee: number | null = null;
      if (userId !== null) {
        const numeric = Number(userId);
        const user = Number.isSafeInteger(numeric) ? await em.findOneBy(User, { id: numeric }) : null;
        if (!user || user.disabledAt || !roleAtLeast(user.role, INBOX_KINDS[item.kind].minRole)) {
          throw new AppError(ErrorCode.BAD_USER_INPUT, INBOX_MESSAGES.assigneeInvalid, { userId: INBOX_MESSAGES.assigneeInvalid });
        }
        assignee = user.id;
      }
      await em.update(InboxItem, { id: item.id }, { assignedToId: assignee });
      item.assignedToId = assignee;
      this.signal(em, item.section, ctx.now);
      ctx.log.info({ inboxItemId: item.id, assignedToId: assignee, by: actingUserId(ctx) }, 'inbox item assigned');
      return item;
    });
  }

  /** Done: the item leaves the open list (CONFLICT when it already was). */
  async handle(ctx: RequestContext, id: string): Promise<InboxItem> {
    return inTransaction(this.dataSource, async (em) => {
      const item = await this.visibleItem(ctx, em, id);
      const changes = { handledAt: ctx.now, handledById: actingUserId(ctx) };
      const result = await em.update(InboxItem, { id: item.id, handledAt: IsNull() }, changes);
      if (!result.affected) throw new AppError(ErrorCode.INVALID_TRANSITION, INBOX_MESSAGES.alreadyHandled);
      Object.assign(item, changes);
      this.signal(em, item.section, ctx.now);
      ctx.log.info({ inboxItemId: item.id, by: changes.handledById }, 'inbox item handled');
      return item;
    });
  }

  /** Back to the open list (a mistake). */
  async reopen(ctx: RequestContext, id: string): Promise<InboxItem> {
    return inTransaction(this.dataSource, async (em) => {
      const item = await this.visibleItem(ctx, em, id);
      const result = await em.update(InboxItem, { id: item.id, handledAt: Not(IsNull()) }, { handledAt: null, handledById: null });
      if (!result.affected) throw new AppError(ErrorCode.INVALID_TRANSITION, INBOX_MESSAGES.notHandled);
      Object.assign(item, { handledAt: null, handledById: null });
      this.signal(em, item.section, ctx.now);
      return item;
    });
  }

  /** Who an item may be given to: enabled staff of MANAGER and up (name, else e-mail). */
  async assignees(): Promise<{ id: number; label: string; role: Role }[]> {
    const users = await this.dataSource.getRepository(User).find({ where: { disabledAt: IsNull() }, order: { id: 'ASC' } });
    return users.filter((u) => roleAtLeast(u.role, Role.MANAGER)).map((u) => ({ id: u.id, label: u.name || u.email, role: u.role }));
  }

  // ---- e-mail preferences (the user's profile) ----

  async preferences(ctx: RequestContext): Promise<{ mode: InboxMailMode; kinds: InboxKind[]; allowedKinds: InboxKind[] }> {
    const { userId, role } = this.staff(ctx);
    const row = await this.dataSource.getRepository(InboxPreference).findOneBy({ userId });
    const allowedKinds = kindsFor(role);
    return { mode: row?.mode ?? InboxMailMode.OFF, kinds: (row?.kinds ?? []).filter((k) => allowedKinds.includes(k)), allowedKinds };
  }

  async updatePreferences(ctx: RequestContext, mode: InboxMailMode, kinds: InboxKind[]): Promise<{ mode: InboxMailMode; kinds: InboxKind[]; allowedKinds: InboxKind[] }> {
    const { userId, role } = this.staff(ctx);
    const allowed = kindsFor(role);
    const refused = kinds.filter((k) => !allowed.includes(k));
    if (refused.length) throw new AppError(ErrorCode.BAD_USER_INPUT, INBOX_MESSAGES.kindNotAllowed, { kinds: INBOX_MESSAGES.kindNotAllowed });
    const repo = this.dataSource.getRepository(InboxPreference);
    await repo.save(repo.create({ userId, mode, kinds: [...new Set(kinds)], updatedAt: ctx.now }));
    return this.preferences(ctx);
  }

  // ---- digests (inbox-digest.worker.ts) ----

  /**
   * Sends each digest recipient whose period has passed one e-mail with the items created since
   * its last digest. Claimed per recipient by a conditional UPDATE of `sentUntil` in the same
   * transaction as the queued e-mail, so two processes never send the same digest.
   */
  async sendDueDigests(ctx: RequestContext): Promise<number> {
    await this.flushDeferred();
    const recipients: { key: string; email: string; kinds: InboxKind[]; minutes: number }[] = [];
    if (this.settings.digestMinutes > 0) {
      recipients.push({ key: OFFICE_RECIPIENT, email: this.settings.officeEmail, kinds: businessKinds(), minutes: this.settings.digestMinutes });
    }
    const prefs = await this.dataSource.getRepository(InboxPreference).findBy({ mode: InboxMailMode.DIGEST });
    const users = prefs.length ? await this.dataSource.getRepository(User).findBy({ id: In(prefs.map((p) => p.userId)) }) : [];
    for (const pref of prefs) {
      const user = users.find((u) => u.id === pref.userId);
      if (!user || user.disabledAt) continue;
      const kinds = pref.kinds.filter((k) => kindsFor(user.role).includes(k));
      if (kinds.length) recipients.push({ key: `user:${user.id}`, email: user.email, kinds, minutes: this.settings.digestMinutes || DEFAULT_DIGEST_MINUTES });
    }
    let sent = 0;
    for (const recipient of recipients) {
      const done = await inTransaction(this.dataSource, async (em) => {
        const repo = em.getRepository(InboxDigest);
        const mark = await repo.findOneBy({ recipient: recipient.key });
        if (!mark) {
          // First run for this recipient: items from now on.
          await repo.insert({ recipient: recipient.key, sentUntil: ctx.now });
          return false;
        }
        if (ctx.now.getTime() - mark.sentUntil.getTime() < recipient.minutes * 60_000) return false;
        const claimed = await repo.update({ recipient: recipient.key, sentUntil: mark.sentUntil }, { sentUntil: ctx.now });
        if (!claimed.affected) return false;
        const items = await em.getRepository(InboxItem).find({
          where: { kind: In(recipient.kinds), createdAt: MoreThan(mark.sentUntil) },
          order: { createdAt: 'ASC', id: 'ASC' },
          take: 200,
        });
        const fresh = items.filter((i) => i.createdAt.getTime() <= ctx.now.getTime());
        if (!fresh.length) return false;
        await this.mail.queue(ctx, em, {
          to: recipient.email,
          ...digestMail(this.settings.publicUrl, fresh),
          dedupeKey: `inbox-digest:${recipient.key}:${ctx.now.getTime()}`,
        });
        return true;
      });
      if (done) sent += 1;
    }
    return sent;
  }

  // ---- helpers ----

  /** Immediate e-mails: the office address for new business (when no digest), and people who chose "immediate" for this kind. */
  private async mailAtOnce(ctx: RequestContext, em: EntityManager, items: InboxItem[]): Promise<void> {
    const prefs = await em.getRepository(InboxPreference).findBy({ mode: InboxMailMode.IMMEDIATE });
    const wanting = prefs.filter((p) => items.some((item) => p.kinds.includes(item.kind)));
    const users = wanting.length ? await em.getRepository(User).findBy({ id: In(wanting.map((p) => p.userId)) }) : [];
    for (const item of items) {
      const to = new Set<string>();
      if (this.settings.digestMinutes === 0 && INBOX_KINDS[item.kind].business && this.settings.officeEmail) to.add(this.settings.officeEmail.toLowerCase());
      for (const user of users) {
        const wants = wanting.some((p) => p.userId === user.id && p.kinds.includes(item.kind));
        if (wants && !user.disabledAt && roleAtLeast(user.role, INBOX_KINDS[item.kind].minRole)) to.add(user.email.toLowerCase());
      }
      for (const address of to) {
        await this.mail.queue(ctx, em, { to: address, ...itemMail(this.settings.publicUrl, item), dedupeKey: `inbox:${item.id}:${address}`.slice(0, 150) });
      }
    }
  }

  private signal(em: EntityManager, section: InboxSection, at: Date): void {
    afterCommit(em, () => this.bus.publish({ section, at: at.toISOString() }));
  }

  private staff(ctx: RequestContext): { userId: number; role: Role } {
    const role = principalRole(ctx);
    if (!ctx.user || !role) throw new AppError(ErrorCode.SESSION_REQUIRED);
    return { userId: ctx.user.id, role };
  }

  private visibleSections(ctx: RequestContext, only: InboxSection | null): InboxSection[] {
    const role = principalRole(ctx);
    if (!role) throw new AppError(ErrorCode.UNAUTHENTICATED);
    const sections = sectionsFor(role);
    return only ? sections.filter((s) => s === only) : sections;
  }

  private async visibleItem(ctx: RequestContext, em: EntityManager, id: string): Promise<InboxItem> {
    const numeric = Number(id);
    const item = Number.isSafeInteger(numeric) && numeric > 0 ? await em.findOneBy(InboxItem, { id: numeric }) : null;
    const role = principalRole(ctx);
    // Another role's item is as absent as a missing one.
    if (!item || !role || !roleAtLeast(role, INBOX_KINDS[item.kind].minRole)) throw new AppError(ErrorCode.NOT_FOUND, INBOX_MESSAGES.notFound);
    return item;
  }
}

export function businessKinds(): InboxKind[] {
  return (Object.keys(INBOX_KINDS) as InboxKind[]).filter((k) => INBOX_KINDS[k].business);
}

export const INBOX_MESSAGES = {
  notFound: 'Élément introuvable.',
  alreadyHandled: 'Cet élément est déjà traité.',
  notHandled: 'Cet élément n’est pas traité.',
  assigneeInvalid: 'Choisissez un membre du personnel actif qui a accès à cet élément.',
  kindNotAllowed: 'Vous ne pouvez pas suivre ce type d’élément.',
} as const;

function itemMail(publicUrl: string, item: InboxItem): { subject: string; text: string } {
  const url = `${publicUrl}${item.link}`;
  return {
    subject: `À traiter : ${item.title}`,
    text: [`${item.title}`, '', `À traiter dans le back-office : ${url}`, '', 'Vos préférences de courriel : Paramètres du back-office.', ''].join('\n'),
  };
}

function digestMail(publicUrl: string, items: InboxItem[]): { subject: string; text: string } {
  return {
    subject: `À traiter : ${items.length} nouvel${items.length > 1 ? 'les' : 'le'} entrée${items.length > 1 ? 's' : ''}`,
    text: [`Nouveaux éléments à traiter (${items.length}) :`, '', ...items.map((i) => `- ${i.title} : ${publicUrl}${i.link}`), '', `Tout voir : ${publicUrl}/admin/a-traiter`, ''].join('\n'),
  };
}

/** A system context for listeners and workers (no staff user). */
export function systemContext(dataSource: DataSource, log: Logger, now: Date): RequestContext {
  return { user: null, now, dataSource, log, ip: undefined };
}

/** The dedupe key of a pickup request's « received » item (made at the request, or deferred when unverified). */
export function pickupReceivedKey(id: number, verified: boolean): string {
  return `pickup:${id}:received:${verified ? 'verified' : 'unverified'}`;
}
