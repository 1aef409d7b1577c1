import type { PickupRequest } from './pickup-request.entity';

/** The pickup requests' face for other features: their transitions (the event spine, kernel/events.ts). */
declare module '../../kernel/events' {
  interface DomainEvents {
    /** A visitor submitted a pickup request (stored). */
    'pickup.created': { at: Date; pickup: PickupRequest };
    /** Staff marked a pickup request done. */
    'pickup.done': { at: Date; pickupRequestId: number };
  }
}
