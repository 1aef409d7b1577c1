import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';
import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';

/** What needs a person in the office (issue #26). Stored as the enum's value. */
export enum InboxKind {
  PICKUP_NEW = 'pickup_new',
  EVENT_NEW = 'event_new',
  SNOW_NEW = 'snow_new',
  UNVERIFIED = 'unverified',
  CHANGE_REQUEST = 'change_request',
  QUOTE_ACCEPTED = 'quote_accepted',
  QUOTE_DECLINED = 'quote_declined',
  QUOTE_EXPIRED = 'quote_expired',
  PAYMENT_FAILED = 'payment_failed',
  SNOW_VISIT_IMPOSSIBLE = 'snow_visit_impossible',
  FORGOTTEN_CLOCKOUT = 'forgotten_clockout',
  PUNCH_HELD = 'punch_held',
  TIMESHEET_SUBMITTED = 'timesheet_submitted',
  PRIVACY_REQUEST = 'privacy_request',
  WEBHOOK_FAILING = 'webhook_failing',
}
registerEnumType(InboxKind, {
  name: 'InboxKind',
  description: 'What an office inbox item is about.',
  valuesConfig: {
    PICKUP_NEW: { description: 'A new pickup request.' },
    EVENT_NEW: { description: 'A new event quote request.' },
    SNOW_NEW: { description: 'A new paid snow-removal order.' },
    UNVERIFIED: { description: 'A request without the site form\'s proof ("non vérifiée"), waiting for confirmation or deletion.' },
    CHANGE_REQUEST: { description: 'A client asked for a change to a quote in the portal.' },
    QUOTE_ACCEPTED: { description: 'A client accepted a quote.' },
    QUOTE_DECLINED: { description: 'A client declined a quote.' },
    QUOTE_EXPIRED: { description: 'A quote expired without an answer.' },
    PAYMENT_FAILED: { description: 'A payment failed.' },
    SNOW_VISIT_IMPOSSIBLE: { description: 'A snow visit was marked impossible.' },
    FORGOTTEN_CLOCKOUT: { description: 'A time entry was left open (forgotten clock-out).' },
    PUNCH_HELD: { description: 'A punch that reached an approved period, held for a manager (not applied).' },
    TIMESHEET_SUBMITTED: { description: 'A timesheet waits for approval.' },
    PRIVACY_REQUEST: { description: 'A Law 25 request, with its legal deadline.' },
    WEBHOOK_FAILING: { description: 'An integrator webhook endpoint is failing.' },
  },
});

/** The sidebar sections the inbox counts for (one per back-office list that the items link to). */
export enum InboxSection {
  PICKUPS = 'pickups',
  EVENTS = 'events',
  SNOW = 'snowSeason',
  TIMESHEETS = 'timesheets',
  PRIVACY = 'privacy',
  WEBHOOKS = 'webhooks',
  INVOICES = 'invoices',
}
registerEnumType(InboxSection, {
  name: 'InboxSection',
  description: 'The back-office section an inbox item belongs to (its sidebar badge).',
  valuesConfig: {
    PICKUPS: { description: 'Pickup requests.' },
    EVENTS: { description: 'Event requests and quotes.' },
    SNOW: { description: 'The snow season (orders, contracts, visits).' },
    TIMESHEETS: { description: 'Timesheets and the time clock.' },
    PRIVACY: { description: 'Law 25 requests (ADMIN and up).' },
    WEBHOOKS: { description: 'Integrator webhooks (ADMIN and up).' },
    INVOICES: { description: 'Invoices and payments.' },
  },
});

/**
 * One thing the office must handle. Created by a business transition (notifications.listener.ts) in
 * the transaction that stores it, at most once per dedupe key; done only when someone marks it
 * handled (never by being listed or opened). Holds no personal data: a reference and a link.
 */
@Entity('inbox_item')
@Index('IDX_inbox_item_open', ['handledAt', 'section'])
@ObjectType('InboxItem', { description: 'An office inbox item ("À traiter"): what needs a person, where to handle it, who owns it.' })
export class InboxItem {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID, { description: 'The item.' })
  id!: number;

  @Column({ type: 'varchar', length: 40 })
  @Field(() => InboxKind, { description: 'What it is about.' })
  kind!: InboxKind;

  @Column({ type: 'varchar', length: 20 })
  @Field(() => InboxSection, { description: 'The sidebar section it counts in.' })
  section!: InboxSection;

  @Column({ type: 'varchar', length: 20 })
  @Field(() => String, { description: "The subject's type: pickup, event, snow_order, snow_visit, time_entry, timesheet, privacy_request, webhook_endpoint, invoice." })
  subjectType!: string;

  @Column({ type: 'varchar', length: 40 })
  @Field(() => String, { description: "The subject's id." })
  subjectId!: string;

  @Column({ type: 'varchar', length: 200 })
  @Field(() => String, { description: 'A short French title with the reference (no personal data).' })
  title!: string;

  @Column({ type: 'varchar', length: 300 })
  @Field(() => String, { description: 'The back-office path of the screen where it is handled.' })
  link!: string;

  @Column({ ...DATETIME, nullable: true })
  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Legal or business deadline (privacy requests: 30 days).' })
  dueAt!: Date | null;

  @Index('IDX_inbox_item_created')
  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When the transition made it.' })
  createdAt!: Date;

  @Column({ type: 'integer', nullable: true })
  @Field(() => ID, { nullable: true, description: 'The staff member who owns it; null = nobody yet.' })
  assignedToId!: number | null;

  @Column({ ...DATETIME, nullable: true })
  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When it was marked handled; null while open.' })
  handledAt!: Date | null;

  @Column({ type: 'integer', nullable: true })
  @Field(() => ID, { nullable: true, description: 'The staff member who marked it handled; null while open.' })
  handledById!: number | null;

  /** One transition makes one item: a second with the same key is ignored. */
  @Index('IDX_inbox_item_dedupe', { unique: true })
  @Column({ type: 'varchar', length: 150 })
  dedupeKey!: string;
}

/** How one staff member wants to hear about new items by e-mail. */
export enum InboxMailMode {
  IMMEDIATE = 'immediate',
  DIGEST = 'digest',
  OFF = 'off',
}
registerEnumType(InboxMailMode, {
  name: 'InboxMailMode',
  description: 'E-mail for new inbox items: one e-mail per item, a digest every OFFICE_DIGEST_MINUTES, or none.',
  valuesConfig: {
    IMMEDIATE: { description: 'One e-mail per new item.' },
    DIGEST: { description: 'One e-mail every OFFICE_DIGEST_MINUTES listing the new items.' },
    OFF: { description: 'No e-mail.' },
  },
});

/** A staff member's inbox e-mail preferences (their profile); no row = off. */
@Entity('inbox_preference')
export class InboxPreference {
  @PrimaryColumn({ type: 'integer' })
  userId!: number;

  @Column({ type: 'varchar', length: 10 })
  mode!: InboxMailMode;

  /** The kinds to hear about; empty = none. */
  @Column({ type: 'simple-json' })
  kinds!: InboxKind[];

  @Column(DATETIME)
  updatedAt!: Date;
}

/** Up to when a digest recipient (the office address, or `user:<id>`) has been sent its items. */
@Entity('inbox_digest')
export class InboxDigest {
  @PrimaryColumn({ type: 'varchar', length: 80 })
  recipient!: string;

  @Column(DATETIME)
  sentUntil!: Date;
}

export const INBOX_ENTITIES = [InboxItem, InboxPreference, InboxDigest];
