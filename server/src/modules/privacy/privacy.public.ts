/** The privacy feature's face for other features: its transitions (the event spine, kernel/events.ts). */
declare module '../../kernel/events' {
  interface DomainEvents {
    /** A Law 25 request (access, rectification, deletion) was recorded; answer due within 30 days. */
    'privacy.received': { at: Date; privacyRequestId: number };
    /** A Law 25 request was answered (done or refused). */
    'privacy.completed': { at: Date; privacyRequestId: number };
  }
}

export {};
