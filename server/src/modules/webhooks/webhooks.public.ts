/** The webhooks' face for other features: their transitions (the event spine, kernel/events.ts). */
declare module '../../kernel/events' {
  interface DomainEvents {
    /** An integrator's webhook endpoint started failing (first failed delivery since it last worked). */
    'webhook.failing': { at: Date; endpointId: number };
  }
}

export {};
