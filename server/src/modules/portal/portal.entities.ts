import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';
import { LIMITS } from '../../shared/validation';

/**
 * A single-use sign-in link of the client portal. Only the SHA-256 of its random token is stored;
 * `usedAt` is set by one conditional UPDATE, so two concurrent openings cannot both succeed.
 */
@Entity('client_access_link')
export class ClientAccessLink {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Index('IDX_client_access_link_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'varchar', length: LIMITS.email })
  email!: string;

  @Column(DATETIME)
  createdAt!: Date;

  @Index('IDX_client_access_link_expires')
  @Column(DATETIME)
  expiresAt!: Date;

  @Column({ ...DATETIME, nullable: true })
  usedAt!: Date | null;
}

/** One accepted request for a link (throttling per e-mail and per IP address, shared by every process). */
@Entity('client_link_request')
@Index('IDX_client_link_request_email', ['email', 'createdAt'])
@Index('IDX_client_link_request_ip', ['ip', 'createdAt'])
export class ClientLinkRequest {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: LIMITS.email })
  email!: string;

  @Column({ type: 'varchar', length: 64 })
  ip!: string;

  @Column(DATETIME)
  createdAt!: Date;
}

/** A signed-out client session (JWT id), refused until its token would have expired anyway (issue #32). */
@Entity('client_session_revocation')
export class ClientSessionRevocation {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  jti!: string;

  @Index('IDX_client_session_revocation_expires')
  @Column(DATETIME)
  expiresAt!: Date;
}

/**
 * Per customer e-mail: the contact details they want on future requests, and the session epoch
 * ("Me déconnecter de tous les appareils" increments it; a session of an older epoch is refused).
 */
@Entity('client_profile')
export class ClientProfile {
  @PrimaryColumn({ type: 'varchar', length: LIMITS.email })
  email!: string;

  @Column({ type: 'varchar', length: LIMITS.fullName })
  fullName!: string;

  @Column({ type: 'varchar', length: LIMITS.phone })
  phone!: string;

  @Column({ type: 'varchar', length: LIMITS.address })
  address!: string;

  @Column({ type: 'integer' })
  sessionEpoch!: number;

  @Column({ ...DATETIME, nullable: true })
  updatedAt!: Date | null;
}

export enum QuoteRevisionStatus {
  DRAFT = 'draft',
  SENT = 'sent',
  ACCEPTED = 'accepted',
  DECLINED = 'declined',
  EXPIRED = 'expired',
}

/** One line of a quote revision, amounts in integer cents computed by the server. */
export interface RevisionLine {
  kind: 'equipment' | 'service';
  /** Price-list equipment type (bac, baril…) for equipment lines; '' for services. */
  code: string;
  description: string;
  quantity: number;
  /** Days billed (equipment); 1 for services. */
  days: number;
  unitPriceCents: number;
  amountCents: number;
}

/**
 * A quote revision of an event request: numbered 1, 2, … per request (unique index), immutable once
 * sent except for its answer (accepted / declined / expired with who, when and the signature record).
 */
@Entity('quote_revision')
@Index('IDX_quote_revision_number', ['eventRequestId', 'number'], { unique: true })
@Index('IDX_quote_revision_status', ['status', 'validUntil'])
export class QuoteRevision {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  eventRequestId!: number;

  @Column({ type: 'integer' })
  number!: number;

  @Column({ type: 'varchar', length: 12 })
  status!: QuoteRevisionStatus;

  @Column({ type: 'simple-json' })
  lines!: RevisionLine[];

  @Column({ type: 'varchar', length: 200 })
  discountLabel!: string;

  @Column({ type: 'integer' })
  discountCents!: number;

  @Column({ type: 'integer' })
  subtotal!: number;

  @Column({ type: 'integer' })
  gst!: number;

  @Column({ type: 'integer' })
  qst!: number;

  @Column({ type: 'integer' })
  total!: number;

  @Column({ type: 'text' })
  note!: string;

  /** YYYY-MM-DD (America/Toronto), last day the quote can be accepted. */
  @Column({ type: 'varchar', length: 10 })
  validUntil!: string;

  /** SHA-256 (hex) of the revision's canonical content (revision-content.ts). */
  @Column({ type: 'varchar', length: 64 })
  contentHash!: string;

  @Column(DATETIME)
  createdAt!: Date;

  @Column({ type: 'integer', nullable: true })
  createdById!: number | null;

  @Column({ ...DATETIME, nullable: true })
  sentAt!: Date | null;

  @Column({ type: 'integer', nullable: true })
  sentById!: number | null;

  @Column({ ...DATETIME, nullable: true })
  answeredAt!: Date | null;

  @Column({ type: 'varchar', length: LIMITS.fullName, nullable: true })
  acceptedName!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  termsVersion!: string | null;

  @Column({ type: 'varchar', length: 400, nullable: true })
  acceptedUserAgent!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  acceptedContentHash!: string | null;

  @Column({ type: 'text', nullable: true })
  declineReason!: string | null;
}

/** Who made a transition. */
export type TimelineActor = 'client' | 'staff' | 'system';

/**
 * One stored transition shown in both timelines (portal and back-office): quote sent, accepted,
 * declined, expired, change requested, pickup slot accepted or another slot asked…
 */
@Entity('client_timeline_entry')
@Index('IDX_client_timeline_subject', ['subjectType', 'subjectId'])
export class ClientTimelineEntry {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  /** 'event' or 'pickup'. */
  @Column({ type: 'varchar', length: 10 })
  subjectType!: string;

  @Column({ type: 'integer' })
  subjectId!: number;

  @Column({ type: 'varchar', length: 40 })
  kind!: string;

  @Column({ type: 'varchar', length: 10 })
  actor!: TimelineActor;

  @Column({ type: 'integer', nullable: true })
  actorUserId!: number | null;

  /** The staff e-mail or the name the client typed; null for the system. */
  @Column({ type: 'varchar', length: LIMITS.email, nullable: true })
  actorName!: string | null;

  @Column({ type: 'integer', nullable: true })
  revisionId!: number | null;

  @Column({ type: 'text', nullable: true })
  message!: string | null;

  @Column(DATETIME)
  at!: Date;
}
