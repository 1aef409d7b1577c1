import { canonicalMailbox } from '../../kernel/mailbox';
import { EntityManager, In, MoreThan } from 'typeorm';
import { RequestContext } from '../../kernel/context';
import { insertRows } from '../../db/prepared-insert';
import { OUTBOX_LIMITS, OutboxAttachment, OutboxMessage, OutboxStatus } from './outbox-message.entity';

/** The same for the HTML part: a small paragraph before </body> (or at the end). */
export function withIdentityHtml(html: string, identity: MailServiceOptions['identity']): string {
  if (!identity || (html.includes(identity.email) && html.includes(identity.phone))) return html;
  const esc = (v: string) => v.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const block = `<p style="color:#555;font-size:12px">${esc(identity.name)}<br>${esc(identity.address)}<br>${esc(identity.phone)} · ${esc(identity.email)}</p>`;
  return /<\/body>/i.test(html) ? html.replace(/<\/body>/i, `${block}</body>`) : `${html}${block}`;
}

export interface MailToQueue {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: OutboxAttachment[] | null;
  /** Names the business event (e.g. `event-request:42:copy`): the same key never queues twice. */
  dedupeKey?: string | null;
  /**
   * Caused by an anonymous trigger (a public form's quote copy, a client-link request): at most
   * `anonymousPerDay` such e-mails per recipient in 24 hours; the rest are dropped and logged.
   */
  anonymousTrigger?: boolean;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of marketing messages). */
  headers?: Record<string, string> | null;
}

export interface QueueResult {
  id: number;
  /** False when an e-mail with the same dedupe key was already queued, or when the per-recipient cap dropped it (id 0). */
  queued: boolean;
}

export interface MailServiceOptions {
  /** E-mails from anonymous triggers per recipient in 24 hours; 0 = no cap. */
  anonymousPerDay?: number;
  /** The company's identity and contact, added at the end of every e-mail that does not already carry them. */
  identity?: { name: string; address: string; phone: string; email: string };
}

/** Appends the company's name, address, phone and e-mail when the text lacks its phone or e-mail (every e-mail identifies its sender). */
export function withIdentity(text: string, identity: MailServiceOptions['identity']): string {
  if (!identity || (text.includes(identity.email) && text.includes(identity.phone) && text.includes(identity.address))) return text;
  return `${text.replace(/\s+$/, '')}\n\n--\n${identity.name}\n${identity.address}\n${identity.phone} · ${identity.email}\n`;
}

/** Makes the content of a deferred attachment (`OutboxAttachment.render`) from its key: the same bytes on every call. */
export type AttachmentRenderer = (key: string) => Promise<Buffer>;

/** Queues e-mails in the outbox; the worker (mail.worker.ts) sends them. */
export class MailService {
  private readonly renderers = new Map<string, AttachmentRenderer>();

  constructor(private readonly options: MailServiceOptions = {}) {}

  /**
   * A feature's renderer of deferred attachments (issue #31): an e-mail queued with
   * `{ filename, contentBase64: '', render: { by: name, key } }` gets its content from
   * `render(key)` when the worker sends it. The renderer must give the same bytes whenever it runs.
   */
  registerAttachmentRenderer(name: string, render: AttachmentRenderer): void {
    this.renderers.set(name, render);
  }

  /** The attachments as sent: each deferred one rendered (an unknown renderer throws: the worker retries later). */
  async renderAttachments(attachments: readonly OutboxAttachment[]): Promise<OutboxAttachment[]> {
    const rendered: OutboxAttachment[] = [];
    for (const attachment of attachments) {
      if (!attachment.render) {
        rendered.push(attachment);
        continue;
      }
      const render = this.renderers.get(attachment.render.by);
      if (!render) throw new Error(`outbox: no renderer "${attachment.render.by}" for the attachment ${attachment.filename}`);
      const content = await render(attachment.render.key);
      rendered.push({ filename: attachment.filename, contentBase64: content.toString('base64'), ...(attachment.contentType ? { contentType: attachment.contentType } : {}) });
    }
    return rendered;
  }

  /**
   * Queues an e-mail INSIDE the caller's transaction: pass the transaction's EntityManager, so the
   * e-mail is committed with what caused it, or not at all. A concurrent duplicate of the same
   * dedupe key fails on the unique index and rolls the caller's transaction back.
   */
  /** Which of these dedupe keys already queued an e-mail (what `queue` would skip). */
  async queuedKeys(em: EntityManager, keys: readonly string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await em.getRepository(OutboxMessage).find({ where: { dedupeKey: In([...keys]) }, select: { dedupeKey: true } });
    return new Set(rows.map((row) => row.dedupeKey).filter((key): key is string => key !== null));
  }

  async queue(ctx: RequestContext, em: EntityManager, mail: MailToQueue): Promise<QueueResult> {
    const repo = em.getRepository(OutboxMessage);
    const dedupeKey = mail.dedupeKey ?? null;
    if (dedupeKey !== null) {
      const existing = await repo.findOne({ where: { dedupeKey }, select: { id: true } });
      if (existing) return { id: existing.id, queued: false };
    }
    // One mailbox, one spelling: the per-recipient cap counts `A@X.ORG.` and `a@x.org` together.
    const to = canonicalMailbox(mail.to) ?? mail.to.trim();
    const cap = this.options.anonymousPerDay ?? 0;
    if (mail.anonymousTrigger && cap > 0) {
      const since = new Date(ctx.now.getTime() - 24 * 3600_000);
      const sent = await repo.count({ where: { to, anonymousTrigger: true, createdAt: MoreThan(since) } });
      if (sent >= cap) {
        ctx.log.warn({ dedupeKey, cap }, 'e-mail dropped: per-recipient cap of anonymous triggers reached');
        return { id: 0, queued: false };
      }
    }
    const row = this.row(ctx, mail, to);
    await repo.insert(row);
    return { id: row.id, queued: true };
  }

  /**
   * `queue` for an e-mail whose dedupe key names a row inserted in the caller's transaction (an
   * invoice just issued: `invoice:<its new id>:issued`), so no e-mail can hold it yet: no dedupe read,
   * one plain INSERT (`insertRows`; TypeORM's `insert()` on SQLite). Should the key exist all the
   * same, the unique index refuses the INSERT and the caller's transaction rolls back: never two
   * e-mails. Not for anonymous triggers (their per-recipient cap needs `queue`).
   */
  async queueForNewRow(ctx: RequestContext, em: EntityManager, mail: MailToQueue & { dedupeKey: string }): Promise<QueueResult> {
    if (mail.anonymousTrigger) return this.queue(ctx, em, mail);
    const row = this.row(ctx, mail, canonicalMailbox(mail.to) ?? mail.to.trim());
    await insertRows(em, OutboxMessage, [row]);
    return { id: row.id, queued: true };
  }

  private row(ctx: RequestContext, mail: MailToQueue, to: string): OutboxMessage {
    const attachments = mail.attachments?.length ? mail.attachments : null;
    if (attachments && JSON.stringify(attachments).length > OUTBOX_LIMITS.attachmentsJson) {
      throw new Error(`outbox: attachments over ${OUTBOX_LIMITS.attachmentsJson} characters of JSON do not fit the outbox row`);
    }
    return Object.assign(new OutboxMessage(), {
      to,
      subject: mail.subject.replace(/[\r\n]+/g, ' ').slice(0, OUTBOX_LIMITS.subject),
      text: withIdentity(mail.text, this.options.identity),
      html: mail.html ? withIdentityHtml(mail.html, this.options.identity) : null,
      attachments,
      status: OutboxStatus.PENDING,
      attempts: 0,
      nextAttemptAt: ctx.now,
      lastError: null,
      sentAt: null,
      createdAt: ctx.now,
      dedupeKey: mail.dedupeKey ?? null,
      claimToken: null,
      claimedUntil: null,
      anonymousTrigger: mail.anonymousTrigger ?? false,
      headers: mail.headers && Object.keys(mail.headers).length ? mail.headers : null,
    });
  }
}
