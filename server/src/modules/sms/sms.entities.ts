import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';

export enum SmsStatus {
  PENDING = 'pending',
  /** Handed to the provider by a worker that has not written the outcome yet. */
  SENDING = 'sending',
  SENT = 'sent',
  FAILED = 'failed',
}

export const SMS_LIMITS = { body: 1000, dedupeKey: 150, subject: 300, lastError: 2000 } as const;

/**
 * One SMS to send (the SMS outbox): written in the business transaction that decides to send it,
 * sent later by the SMS worker. Never twice: a row is claimed by a conditional UPDATE to `sending`
 * before the provider is called; a `sending` row whose worker died is marked failed, not resent.
 */
@Entity('sms_outbox')
@Index('IDX_sms_outbox_status_next_attempt', ['status', 'nextAttemptAt'])
export class SmsMessage {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  /** E.164 */
  @Column({ type: 'varchar', length: 20 })
  to!: string;

  /** Whose consent allowed it: 'client:<e-mail>' or 'staff:<user id>'. */
  @Column({ type: 'varchar', length: SMS_LIMITS.subject })
  subject!: string;

  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'varchar', length: 5 })
  encoding!: string;

  @Column({ type: 'integer' })
  segments!: number;

  @Column({ type: 'varchar', length: 10 })
  status!: SmsStatus;

  @Column({ type: 'integer' })
  attempts!: number;

  @Column(DATETIME)
  nextAttemptAt!: Date;

  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  /** The provider's message id (Twilio's SM…), or the file written by the embedded default. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  providerId!: string | null;

  @Column({ ...DATETIME, nullable: true })
  sentAt!: Date | null;

  @Column(DATETIME)
  createdAt!: Date;

  @Index('IDX_sms_outbox_dedupe_key', { unique: true })
  @Column({ type: 'varchar', length: SMS_LIMITS.dedupeKey })
  dedupeKey!: string;

  @Column({ type: 'varchar', length: 36, nullable: true })
  claimToken!: string | null;

  @Column({ ...DATETIME, nullable: true })
  claimedUntil!: Date | null;
}

/**
 * A consent to receive SMS (CASL record: who, which number, the exact wording shown, when, from
 * where) and its withdrawal. Rows are kept: a new consent is a new row, a withdrawal fills
 * `withdrawnAt` and `withdrawnVia` ('stop' = the person answered STOP, 'profile', 'staff').
 * At most one row per subject has no `withdrawnAt`: the current consent.
 */
@Entity('sms_consent')
@Index('IDX_sms_consent_subject', ['subject'])
@Index('IDX_sms_consent_phone', ['phone'])
export class SmsConsent {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: SMS_LIMITS.subject })
  subject!: string;

  @Column({ type: 'varchar', length: 20 })
  phone!: string;

  @Column({ type: 'text' })
  wording!: string;

  /** Where it was given: 'portal', 'staff-profile'. */
  @Column({ type: 'varchar', length: 40 })
  source!: string;

  @Column(DATETIME)
  consentedAt!: Date;

  @Column({ ...DATETIME, nullable: true })
  withdrawnAt!: Date | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  withdrawnVia!: string | null;
}
