import type { PrivacyService } from './privacy.service';

/** Law 25 / CASL's face for other features. */

declare module '../../kernel/feature' {
  interface FeatureServices {
    privacy: PrivacyService;
  }
}

/** Its transitions (the event spine, kernel/events.ts). */
declare module '../../kernel/events' {
  interface DomainEvents {
    /** A Law 25 request (access, rectification, deletion) was recorded; answer due within 30 days. */
    'privacy.received': { at: Date; privacyRequestId: number };
    /** A Law 25 request was answered (done or refused). */
    'privacy.completed': { at: Date; privacyRequestId: number };
  }
}
export { PrivacyRequest, PrivacyRequestKind, PrivacyRequestStatus } from './privacy.entities';
export { PrivacyService } from './privacy.service';
