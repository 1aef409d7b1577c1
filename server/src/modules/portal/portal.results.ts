import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { QuoteRevisionStatus } from './portal.entities';
import { ClientLinkStatus } from './client-access.service';

registerEnumType(ClientLinkStatus, {
  name: 'ClientLinkStatus',
  description: 'What opening a client sign-in link did.',
  valuesConfig: {
    OK: { description: 'The session started (cookie set).' },
    EXPIRED: { description: 'The link is older than 30 minutes.' },
    USED: { description: 'The link was already used.' },
    INVALID: { description: 'No such link (mistyped or forged).' },
  },
});

registerEnumType(QuoteRevisionStatus, {
  name: 'QuoteRevisionStatus',
  description: 'Where a quote revision stands.',
  valuesConfig: {
    DRAFT: { description: 'Saved by staff, not sent.' },
    SENT: { description: 'Sent to the client, waiting for an answer.' },
    ACCEPTED: { description: 'Accepted (signed) by the client.' },
    DECLINED: { description: 'Declined by the client.' },
    EXPIRED: { description: 'Past its validity without an answer.' },
  },
});

@ObjectType('ClientLinkResult', { description: 'The result of opening a sign-in link.' })
export class ClientLinkResult {
  @Field(() => ClientLinkStatus, { description: 'OK, EXPIRED, USED or INVALID.' })
  status!: ClientLinkStatus;

  @Field(() => String, { nullable: true, description: 'The signed-in e-mail address when OK.' })
  email!: string | null;
}

@ObjectType('QuoteRevisionLine', { description: 'One line of a quote revision.' })
export class QuoteRevisionLineView {
  @Field(() => String, { description: 'equipment or service.' })
  kind!: string;

  @Field(() => String, { description: 'Equipment type code; empty for services.' })
  code!: string;

  @Field(() => String, { description: 'Description.' })
  description!: string;

  @Field(() => Int, { description: 'Quantity.' })
  quantity!: number;

  @Field(() => Int, { description: 'Days billed (1 for services).' })
  days!: number;

  @Field(() => Int, { description: 'Unit price, in cents.' })
  unitPriceCents!: number;

  @Field(() => String, { description: 'Unit price, fr-CA.' })
  unitPriceFormatted!: string;

  @Field(() => Int, { description: 'Line amount, in cents.' })
  amountCents!: number;

  @Field(() => String, { description: 'Line amount, fr-CA.' })
  amountFormatted!: string;
}

@ObjectType('QuoteRevision', { description: 'A numbered revision of an event quote, with its answer.' })
export class QuoteRevisionView {
  @Field(() => ID, { description: 'Revision id.' })
  id!: number;

  @Field(() => ID, { description: 'The event request.' })
  eventRequestId!: number;

  @Field(() => Int, { description: '1, 2, … per request.' })
  number!: number;

  @Field(() => QuoteRevisionStatus, { description: 'Status.' })
  status!: QuoteRevisionStatus;

  @Field(() => String, { description: 'Status in French (envoyée, acceptée…).' })
  statusLabel!: string;

  @Field(() => [QuoteRevisionLineView], { description: 'Lines.' })
  lines!: QuoteRevisionLineView[];

  @Field(() => String, { description: 'Discount label; empty when none.' })
  discountLabel!: string;

  @Field(() => Int, { description: 'Discount, in cents.' })
  discountCents!: number;

  @Field(() => String, { description: 'Discount, fr-CA.' })
  discountFormatted!: string;

  @Field(() => Int, { description: 'Subtotal after the discount, in cents.' })
  subtotalCents!: number;

  @Field(() => String, { description: 'Subtotal, fr-CA.' })
  subtotalFormatted!: string;

  @Field(() => Int, { description: 'TPS 5 %, in cents.' })
  gstCents!: number;

  @Field(() => String, { description: 'TPS, fr-CA.' })
  gstFormatted!: string;

  @Field(() => Int, { description: 'TVQ 9.975 %, in cents.' })
  qstCents!: number;

  @Field(() => String, { description: 'TVQ, fr-CA.' })
  qstFormatted!: string;

  @Field(() => Int, { description: 'Total, in cents.' })
  totalCents!: number;

  @Field(() => String, { description: 'Total, fr-CA.' })
  totalFormatted!: string;

  @Field(() => String, { description: 'Note to the client.' })
  note!: string;

  @Field(() => String, { description: 'YYYY-MM-DD, last day it can be accepted.' })
  validUntil!: string;

  @Field(() => String, { description: 'SHA-256 (hex) of the revision content.' })
  contentHash!: string;

  @Field(() => DateTimeISOResolver, { description: 'When staff saved it.' })
  createdAt!: Date;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When it was sent.' })
  sentAt!: Date | null;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When the client answered (or it expired).' })
  answeredAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Accepted: the full name typed.' })
  acceptedName!: string | null;

  @Field(() => String, { nullable: true, description: 'Accepted: the version of the general conditions.' })
  termsVersion!: string | null;

  @Field(() => String, { nullable: true, description: 'Accepted: the browser user agent.' })
  acceptedUserAgent!: string | null;

  @Field(() => String, { nullable: true, description: 'Accepted: SHA-256 of the content the client accepted.' })
  acceptedContentHash!: string | null;

  @Field(() => String, { nullable: true, description: 'Declined: the reason given.' })
  declineReason!: string | null;

  @Field(() => Boolean, { description: 'The latest revision that was sent (the only one that can be answered).' })
  isLatest!: boolean;

  @Field(() => String, { description: 'Path of its PDF (client: /client-files/…, staff: /client-files/staff/…).' })
  pdfPath!: string;
}

@ObjectType('TimelineEntry', { description: 'One step of a request’s history.' })
export class TimelineEntryView {
  @Field(() => DateTimeISOResolver, { description: 'When.' })
  at!: Date;

  @Field(() => String, { description: 'received, quote.sent, quote.accepted…' })
  kind!: string;

  @Field(() => String, { description: 'French label.' })
  label!: string;

  @Field(() => String, { description: 'client, staff or system.' })
  actor!: string;

  @Field(() => String, { nullable: true, description: 'Who (staff e-mail or the name the client typed); null for the system.' })
  actorName!: string | null;

  @Field(() => String, { nullable: true, description: 'Message or reason.' })
  message!: string | null;
}

@ObjectType('ClientPickupProposal', { description: 'The estimate and slot staff proposed for a pickup request.' })
export class ClientPickupProposal {
  @Field(() => String, { nullable: true, description: 'Estimate, fr-CA (taxes extra).' })
  estimateFormatted!: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  scheduledDate!: string | null;

  @Field(() => String, { nullable: true, description: 'Slot, e.g. 8 h – 12 h.' })
  scheduledSlot!: string | null;

  @Field(() => Boolean, { description: 'The client can accept it or ask for another slot now.' })
  awaitingAnswer!: boolean;
}

@ObjectType('ClientRequest', { description: 'One of the client’s requests or orders, as the portal shows it.' })
export class ClientRequestView {
  @Field(() => String, { description: 'event, pickup or snow.' })
  kind!: string;

  @Field(() => ID, { description: 'Row id within its kind.' })
  id!: number;

  @Field(() => String, { description: 'Reference shown to the client.' })
  reference!: string;

  @Field(() => String, { description: 'Short French title.' })
  title!: string;

  @Field(() => String, { description: 'Status in French.' })
  statusLabel!: string;

  @Field(() => DateTimeISOResolver, { description: 'When it was submitted.' })
  createdAt!: Date;

  @Field(() => String, { description: 'The next action expected from the client, in French.' })
  nextAction!: string;

  @Field(() => [TimelineEntryView], { description: 'History, oldest first.' })
  timeline!: TimelineEntryView[];

  @Field(() => QuoteRevisionView, { nullable: true, description: 'Event: the latest sent quote revision.' })
  quote!: QuoteRevisionView | null;

  @Field(() => ClientPickupProposal, { nullable: true, description: 'Pickup: the estimate and slot proposed.' })
  pickup!: ClientPickupProposal | null;
}

@ObjectType('ClientProfile', { description: 'The client’s contact details for future requests.' })
export class ClientProfileView {
  @Field(() => String, { description: 'The session’s e-mail address.' })
  email!: string;

  @Field(() => String, { description: 'Full name.' })
  fullName!: string;

  @Field(() => String, { description: 'Phone.' })
  phone!: string;

  @Field(() => String, { description: 'Address.' })
  address!: string;
}

@ObjectType('ClientDocument', { description: 'A downloadable document of the client.' })
export class ClientDocumentView {
  @Field(() => String, { description: 'French title.' })
  title!: string;

  @Field(() => String, { description: 'The request reference.' })
  reference!: string;

  @Field(() => String, { description: 'Path to download it with the session cookie.' })
  path!: string;

  @Field(() => DateTimeISOResolver, { description: 'Date of the document.' })
  date!: Date;
}
