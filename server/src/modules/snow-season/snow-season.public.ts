/** The snow season's face for other features: its transitions (the event spine, kernel/events.ts). */
declare module '../../kernel/events' {
  interface DomainEvents {
    /** A seasonal snow contract was cancelled (by staff or by the client), with its refund in cents. */
    'snow.contract_canceled': { at: Date; contractId: number; refundCents: number };
  }
}

export {};
