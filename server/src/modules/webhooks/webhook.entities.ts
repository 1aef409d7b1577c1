import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';

/** The events an endpoint can subscribe to; the string is the `type` of the delivery body. */
export enum WebhookEventType {
  PICKUP_CREATED = 'pickup.created',
  EVENT_SUBMITTED = 'event.submitted',
  EVENT_STATUS_CHANGED = 'event.status_changed',
  SNOW_ORDER_PAID = 'snow_order.paid',
  TIME_ENTRY_CLOSED = 'time_entry.closed',
  QUOTE_SENT = 'quote.sent',
  QUOTE_ACCEPTED = 'quote.accepted',
  QUOTE_DECLINED = 'quote.declined',
  QUOTE_EXPIRED = 'quote.expired',
}

registerEnumType(WebhookEventType, {
  name: 'WebhookEventType',
  description: 'Events sent to webhook endpoints; the delivery body’s `type` is the dotted name (e.g. pickup.created).',
  valuesConfig: {
    PICKUP_CREATED: { description: 'pickup.created: a pickup request was submitted (data: the PickupRequest).' },
    EVENT_SUBMITTED: { description: 'event.submitted: an event quote request was submitted (data: the EventRequest).' },
    EVENT_STATUS_CHANGED: { description: 'event.status_changed: staff changed an event request’s status (back-office status change).' },
    SNOW_ORDER_PAID: { description: 'snow_order.paid: a snow order’s payment was confirmed (data: the SnowOrder).' },
    TIME_ENTRY_CLOSED: { description: 'time_entry.closed: an employee clocked out (punch OUT; a manager closing or editing an entry does not emit it).' },
    QUOTE_SENT: { description: 'quote.sent: staff sent a quote revision to the client (data: the quote snapshot and the revision status).' },
    QUOTE_ACCEPTED: { description: 'quote.accepted: the client accepted a quote revision in the portal (data: snapshot, signature record).' },
    QUOTE_DECLINED: { description: 'quote.declined: the client declined a quote revision (data: snapshot, reason).' },
    QUOTE_EXPIRED: { description: 'quote.expired: a sent revision passed its validity unanswered (daily job).' },
  },
});

export enum WebhookDeliveryStatus {
  PENDING = 'pending',
  DELIVERED = 'delivered',
  FAILED = 'failed',
}

registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'Where a delivery stands.',
  valuesConfig: {
    PENDING: { description: 'Waiting for its first or next attempt.' },
    DELIVERED: { description: 'The endpoint answered 2xx.' },
    FAILED: { description: 'Given up after 24 h of failed attempts (can be re-sent).' },
  },
});

@Entity('webhook_endpoint')
@ObjectType('WebhookEndpoint', { description: 'An integrator URL that receives signed event deliveries.' })
export class WebhookEndpoint {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID, { description: 'Endpoint id.' })
  id!: number;

  @Column({ type: 'varchar', length: 2000 })
  @Field(() => String, { description: 'http(s) URL receiving POST requests.' })
  url!: string;

  @Column({ type: 'simple-json' })
  @Field(() => [WebhookEventType], { description: 'Events this endpoint receives.' })
  events!: WebhookEventType[];

  /** HMAC key; returned once at creation, never again. */
  @Column({ type: 'varchar', length: 100 })
  secret!: string;

  @Column({ ...DATETIME, nullable: true })
  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Set when deliveries failed for 24 h (or by hand): nothing is sent until re-enabled.' })
  disabledAt!: Date | null;

  @Column({ ...DATETIME, nullable: true })
  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Start of the current run of failed attempts; null after a success.' })
  failingSince!: Date | null;

  @Column({ type: 'integer', nullable: true })
  createdById!: number | null;

  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When the endpoint was registered (ISO 8601, UTC).' })
  createdAt!: Date;
}

@Entity('webhook_delivery')
@Index('IDX_webhook_delivery_due', ['status', 'nextAttemptAt'])
@ObjectType('WebhookDelivery', { description: 'One event for one endpoint, with its attempts.' })
export class WebhookDelivery {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID, { description: 'Delivery id.' })
  id!: number;

  @Index('IDX_webhook_delivery_endpoint')
  @Column({ type: 'integer' })
  @Field(() => ID, { description: 'The endpoint.' })
  endpointId!: number;

  @Column({ type: 'varchar', length: 36 })
  @Field(() => String, { description: 'The event id (`id` of the body); the same on re-sends, so receivers can de-duplicate.' })
  eventId!: string;

  @Column({ type: 'varchar', length: 40 })
  @Field(() => String, { description: 'The event type, e.g. pickup.created.' })
  type!: string;

  /** The exact JSON body sent (signed as is). */
  @Column({ type: 'text' })
  @Field(() => String, { description: 'The exact JSON body sent.' })
  body!: string;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => WebhookDeliveryStatus, { description: 'Where the delivery stands.' })
  status!: WebhookDeliveryStatus;

  @Column({ type: 'integer', default: 0 })
  @Field(() => Int, { name: 'attemptCount', description: 'Attempts made.' })
  attempts!: number;

  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When the next attempt is due (ISO 8601, UTC).' })
  nextAttemptAt!: Date;

  @Column({ type: 'varchar', length: 36, nullable: true })
  claimToken!: string | null;

  @Column({ ...DATETIME, nullable: true })
  claimedUntil!: Date | null;

  @Column({ ...DATETIME, nullable: true })
  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When the endpoint accepted it.' })
  deliveredAt!: Date | null;

  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When the event happened (ISO 8601, UTC).' })
  createdAt!: Date;
}

@Entity('webhook_attempt')
@ObjectType('WebhookAttempt', { description: 'One HTTP attempt of a delivery.' })
export class WebhookAttempt {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID, { description: 'Attempt id.' })
  id!: number;

  @Index('IDX_webhook_attempt_delivery')
  @Column({ type: 'integer' })
  @Field(() => ID, { description: 'The delivery.' })
  deliveryId!: number;

  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When it was made (ISO 8601, UTC).' })
  attemptedAt!: Date;

  @Column({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true, description: 'HTTP status answered; null when no answer (network error, timeout, refused address).' })
  statusCode!: number | null;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Milliseconds until the answer or the error.' })
  latencyMs!: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  @Field(() => String, { nullable: true, description: 'Error when the attempt failed.' })
  error!: string | null;
}
