import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, Index, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';
import { EVENT_TEXT_LIMITS } from '../../shared/events';
import { LIMITS } from '../../shared/validation';
import { EventMaterialLine } from './event-material-line.entity';
import { EventServiceLine } from './event-service-line.entity';

export enum EventRequestStatus {
  PENDING = 'pending',
  CONFIRMED = 'confirmed',
  DONE = 'done',
  CANCELED = 'canceled',
}

registerEnumType(EventRequestStatus, {
  name: 'EventRequestStatus',
  description: 'New requests are PENDING; staff move them on.',
  valuesConfig: {
    PENDING: { description: 'Submitted, not handled yet.' },
    CONFIRMED: { description: 'Confirmed with the client.' },
    DONE: { description: 'The event took place.' },
    CANCELED: { description: 'Canceled.' },
  },
});

/** What was asked of an item none of which was left for the dates (issue #25). */
export interface SoldOutAsk {
  type: string;
  askedQuantity: number;
}

@ObjectType('EventSoldOutMaterial', { description: 'Equipment the customer asked for when none was left for the dates: no line, nothing granted or priced (issue #25).' })
export class EventSoldOutMaterial {
  @Field(() => String, { description: 'bac, baril, ilot, toilette or lavage.' })
  type!: string;

  @Field(() => Int, { description: 'Units asked for.' })
  askedQuantity!: number;
}

@Entity('event_request')
@ObjectType('EventRequest', { description: 'An event equipment quote request from the /evenementiel wizard, priced by the server.' })
export class EventRequest {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID, { description: 'Request id.' })
  id!: number;

  @Index('IDX_event_request_reference', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  @Field(() => String, { description: 'Human-readable reference, e.g. EV-2026-000123.' })
  reference!: string;

  @Column({ type: 'varchar', length: EVENT_TEXT_LIMITS.eventName })
  @Field(() => String, { description: 'Name of the event.' })
  eventName!: string;

  @Column({ type: 'varchar', length: 20 })
  @Field(() => String, { description: 'festival, municipal, course, foire or autre.' })
  eventType!: string;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Expected participants.' })
  participants!: number;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => String, { description: 'YYYY-MM-DD' })
  dateStart!: string;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => String, { description: 'YYYY-MM-DD' })
  dateEnd!: string;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'dateEnd − dateStart + 1.' })
  days!: number;

  @Column({ type: 'varchar', length: EVENT_TEXT_LIMITS.address })
  @Field(() => String, { description: 'Event address.' })
  address!: string;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Approximate area in square feet.' })
  superficie!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Number of zones or kiosks.' })
  zones!: number;

  @Column({ type: 'text' })
  @Field(() => String, { description: 'Client comments; empty when not given.' })
  commentaires!: string;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Staff members billed (0 when the staff service is not chosen).' })
  staffCount!: number;

  @Column({ type: 'varchar', length: EVENT_TEXT_LIMITS.companyName })
  @Field(() => String, { description: 'Client company name.' })
  companyName!: string;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => String, { description: 'Québec enterprise number (NEQ).' })
  neq!: string;

  @Column({ type: 'varchar', length: LIMITS.email })
  @Field(() => String, { description: 'Client e-mail address.' })
  email!: string;

  @Column({ type: 'varchar', length: LIMITS.phone })
  @Field(() => String, { description: 'Empty when not given.' })
  phone!: string;

  @Column({ type: 'varchar', length: EVENT_TEXT_LIMITS.website })
  @Field(() => String, { description: 'Empty when not given.' })
  website!: string;

  @Column({ type: 'boolean', default: false })
  @Field(() => Boolean, { description: 'A copy of the quote was e-mailed to the client.' })
  sendCopy!: boolean;

  @Index('IDX_event_request_status')
  @Column({ type: 'varchar', length: 10 })
  @Field(() => EventRequestStatus, { description: 'Where the request stands.' })
  status!: EventRequestStatus;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Before taxes, in cents, computed by the server.' })
  subtotal!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'TPS (GST 5 %), in cents.' })
  gst!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'TVQ (QST 9.975 %), in cents.' })
  qst!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'subtotal + gst + qst, in cents.' })
  total!: number;

  @Index('IDX_event_request_created_at')
  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When the request was submitted (ISO 8601, UTC; business time zone America/Toronto).' })
  createdAt!: Date;

  @Column({ ...DATETIME, nullable: true })
  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When staff last changed the status.' })
  statusChangedAt!: Date | null;

  @Column({ type: 'integer', nullable: true })
  @Field(() => ID, { nullable: true, description: 'The staff account that last changed the status.' })
  statusChangedById!: number | null;

  @OneToMany(() => EventMaterialLine, (line) => line.eventRequest)
  @Field(() => [EventMaterialLine], { description: 'Equipment lines, priced by the server.' })
  materials!: EventMaterialLine[];

  @OneToMany(() => EventServiceLine, (line) => line.eventRequest)
  @Field(() => [EventServiceLine], { description: 'Service lines, priced by the server.' })
  services!: EventServiceLine[];

  @Index('IDX_event_request_anonymized_at')
  @Column({ ...DATETIME, nullable: true })
  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When the personal fields were anonymised under the retention policy (ISO 8601, UTC); null while kept.' })
  anonymizedAt!: Date | null;

  /** Sent without a valid ALTCHA solution or with the honeypot filled: no e-mail to its address until staff confirm it. */
  @Column({ type: 'boolean', default: false })
  @Field(() => Boolean, { description: 'True when the request came without the site form\'s proof (no or replayed ALTCHA solution, honeypot filled): no quote copy is e-mailed and it is shown "non vérifiée" until staff confirm it.' })
  unverified!: boolean;

  /** Items asked for with none left for the dates (issue #25); null when there were none. Exposed as `soldOutMaterials`. */
  @Column({ type: 'simple-json', nullable: true })
  soldOutAsked!: SoldOutAsk[] | null;

  @Field(() => [EventSoldOutMaterial], { description: 'Equipment asked for when none was left for the dates (the site form capped it at 0): no line, never priced (issue #25). Empty when none.' })
  get soldOutMaterials(): EventSoldOutMaterial[] {
    return (this.soldOutAsked ?? []).map((ask) => Object.assign(new EventSoldOutMaterial(), ask));
  }

  /** The form's idempotency key (issue #32): a repeat answers this row. Not exposed. */
  @Index('UQ_event_request_idempotency_key', { unique: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  idempotencyKey!: string | null;
}
