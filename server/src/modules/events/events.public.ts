import type { DoneForced } from '../../kernel/done-before-date';
import type { EquipmentCheck, EventsService } from './events.service';
import type { EventQuoteLinks } from './event-quote-links';
import type { EventRequest } from './event-request.entity';

/** The request row, for features that find their own rows through it (the portal's personal data). */
export { EventRequest } from './event-request.entity';

/** The event quote requests' face for other features: their transitions (the event spine, kernel/events.ts). */
declare module '../../kernel/events' {
  interface DomainEvents {
    /** A visitor submitted an event quote request (stored with its lines). */
    'event.submitted': { at: Date; request: EventRequest };
    /** An event request's status moved (staff, or the client accepting a quote). */
    'event.status_changed': { at: Date; request: EventRequest };
    /** Staff cancelled the event request (any status), with the reason they typed (null or absent when none). */
    'event.canceled': { at: Date; eventRequestId: number; reason?: string | null };
    /** Staff confirmed an unverified ("non vérifiée") request: it counts as received now. */
    'event.verified': { at: Date; eventRequestId: number };
    /** Staff marked the event request done. */
    'event.done': { at: Date; eventRequestId: number };
    /** An ADMIN marked it done before its last day, with a reason (kernel/done-before-date.ts), just before event.done. */
    'event.done_forced': DoneForced & { eventRequestId: number };
  }
}

declare module '../../kernel/feature' {
  interface FeatureServices {
    events: EventsService;
    quoteLinks: EventQuoteLinks;
    /** Offered by availability (above events): the request form's equipment check. */
    equipmentCheck: EquipmentCheck;
  }
}
export { EventRequestStatus } from './event-request.entity';
export { EventMaterialLine } from './event-material-line.entity';
export { EventServiceLine } from './event-service-line.entity';
export { EventsService } from './events.service';
export { QUOTE_VALIDITY_DAYS } from './event-quote-content';
export type { QuoteIssuer } from './event-quote-content';
export { EVENT_LIST_LIMITS, EventRequestSort } from './events.inputs';
export { filterEvents, pageEventsBySort } from './events.query';
export { buildEventQuotePdf } from './event-quote-pdf';
export type { EventQuotePdf } from './event-quote-pdf';
export { SignedLink } from './event-quote-links';
export type { EquipmentCheck } from './events.service';
