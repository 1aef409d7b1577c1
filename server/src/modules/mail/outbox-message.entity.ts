import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';

export enum OutboxStatus {
  PENDING = 'pending',
  SENT = 'sent',
  FAILED = 'failed',
}

/** An attachment kept in the outbox: content as base64 so the row is plain JSON. */
export interface OutboxAttachment {
  filename: string;
  /** The content; '' while `render` is set (rendered at send time). */
  contentBase64: string;
  contentType?: string;
  /**
   * Rendered when the worker sends the e-mail, by the renderer registered under `by` with the
   * MailService (`registerAttachmentRenderer`), from `key` (issue #31: the invoice PDF is not made
   * in the issuing process's hot path). The worker stores the rendered content back in the row.
   */
  render?: { by: string; key: string };
}

/**
 * `attachmentsJson`: the attachments column is TEXT, 65,535 bytes on MySQL/MariaDB; queue() refuses
 * more rather than let a non-strict server truncate the JSON. A quote PDF is about 4 kB of base64.
 */
export const OUTBOX_LIMITS = { to: 254, subject: 300, dedupeKey: 150, lastError: 2000, attachmentsJson: 65_000 } as const;

/**
 * One e-mail to send. Rows are written inside the business transaction that decides to send
 * (so an e-mail exists if and only if its cause was committed) and sent later by the worker,
 * which claims a row with a lease so several server processes never send it twice at once.
 */
@Entity('outbox')
@Index('IDX_outbox_status_next_attempt', ['status', 'nextAttemptAt'])
@Index('IDX_outbox_to_created', ['to', 'createdAt'])
export class OutboxMessage {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: OUTBOX_LIMITS.to })
  to!: string;

  @Column({ type: 'varchar', length: OUTBOX_LIMITS.subject })
  subject!: string;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'text', nullable: true })
  html!: string | null;

  @Column({ type: 'simple-json', nullable: true })
  attachments!: OutboxAttachment[] | null;

  @Column({ type: 'varchar', length: 10 })
  status!: OutboxStatus;

  @Column({ type: 'integer' })
  attempts!: number;

  @Column(DATETIME)
  nextAttemptAt!: Date;

  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ ...DATETIME, nullable: true })
  sentAt!: Date | null;

  @Column(DATETIME)
  createdAt!: Date;

  /** Caused by an anonymous trigger (quote copy of a public request…): capped per recipient and day. */
  @Column({ type: 'boolean', default: false })
  anonymousTrigger!: boolean;

  /** Extra headers (List-Unsubscribe of marketing messages); null = none. */
  @Column({ type: 'simple-json', nullable: true })
  headers!: Record<string, string> | null;

  /** One business event queues one e-mail: a second queue() with the same key is a no-op. */
  @Index('IDX_outbox_dedupe_key', { unique: true })
  @Column({ type: 'varchar', length: OUTBOX_LIMITS.dedupeKey, nullable: true })
  dedupeKey!: string | null;

  /** Set by the worker that claimed the row; null when free. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  claimToken!: string | null;

  /** A claim older than this is abandoned (its process died) and may be taken again. */
  @Column({ ...DATETIME, nullable: true })
  claimedUntil!: Date | null;
}
