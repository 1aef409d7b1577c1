import type { ClientSessions } from './client-session';
import type { QuoteRevisionsService } from './quote-revisions.service';

/**
 * The client portal's face for other features: the quote a client is sent and answers, and the
 * transitions of a quote revision (the event spine, kernel/events.ts).
 */
/** One equipment type needed by a quote, over the event's dates. */
export interface QuoteEquipment {
  /** Price-list code: bac, baril, ilot, toilette, lavage or any rentable item staff add. */
  code: string;
  quantity: number;
}

/** One billable line of a quote revision, amounts in integer cents. */
export interface QuoteLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  /** Rental days of an equipment line (1 otherwise): amountCents = quantity × unitPriceCents × days. */
  days?: number;
  /** The signed amount: what every invoice drawn from this quote bills for the line. */
  amountCents: number;
}

/** What a sent / accepted quote revision says, frozen at the transition. */
export interface QuoteSnapshot {
  eventRequestId: number;
  /** The quote revision row id (portal feature) and its number (1, 2, …). */
  revisionId: number;
  revisionNumber: number;
  reference: string;
  clientEmail: string;
  clientName: string;
  clientAddress: string;
  /** Event dates, YYYY-MM-DD (America/Toronto calendar days), inclusive. */
  dateStart: string;
  dateEnd: string;
  equipment: QuoteEquipment[];
  lines: QuoteLine[];
  subtotalCents: number;
  gstCents: number;
  qstCents: number;
  totalCents: number;
}

/** How the revision stands after the transition (the webhook body carries it beside the snapshot). */
export interface QuoteAnswer {
  status: string;
  answeredAt: Date | null;
  acceptedName: string | null;
  termsVersion: string | null;
  contentHash: string;
  declineReason: string | null;
}

export interface QuoteTransition {
  at: Date;
  quote: QuoteSnapshot;
  /** Absent when a test emits the transition by hand. */
  answer?: QuoteAnswer;
}

declare module '../../kernel/events' {
  interface DomainEvents {
    /** Staff sent a quote revision to the client. */
    'quote.sent': QuoteTransition;
    /** The client accepted a quote revision in the portal. */
    'quote.accepted': QuoteTransition;
    'quote.declined': QuoteTransition;
    /** A sent revision passed its validity unanswered (daily job). */
    'quote.expired': QuoteTransition;
    /** A sent revision's validity ends within QUOTE_EXPIRING_DAYS (daily job, once per revision). */
    'quote.expiring': QuoteTransition;
    /** The client asked for a change to a quote in the portal (no status change). */
    'quote.change_requested': { at: Date; eventRequestId: number };
  }
}

declare module '../../kernel/feature' {
  interface FeatureServices {
    clientSessions: ClientSessions;
    quoteRevisions: QuoteRevisionsService;
  }
}

/** Events and pickups are marked done on or after their date (kernel/done-before-date.ts); an ADMIN forces it with a reason this timeline keeps (issue #25). */
export { DONE_FORCED_KIND } from './portal.listener';
export { QuoteRevision } from './portal.entities';
