import type { DoneForced } from '../../kernel/done-before-date';
import type { PickupService } from './pickup.service';
import type { PickupPhotosService } from './pickup-photos.service';
import type { PickupRequest } from './pickup-request.entity';

/** The request row, for features that find their own rows through it (the portal's personal data). */
export { PickupRequest } from './pickup-request.entity';

/** The pickup requests' face for other features: their transitions (the event spine, kernel/events.ts). */
declare module '../../kernel/events' {
  interface DomainEvents {
    /** A visitor submitted a pickup request (stored). */
    'pickup.created': { at: Date; pickup: PickupRequest };
    /** Staff marked a pickup request done. */
    'pickup.done': { at: Date; pickupRequestId: number };
    /** An ADMIN marked it done before its scheduled day, with a reason (kernel/done-before-date.ts), just before pickup.done. */
    'pickup.done_forced': DoneForced & { pickupRequestId: number };
    /** Staff sent (or corrected) the pickup estimate. */
    'pickup.estimated': { at: Date; pickupRequestId: number };
    /** Staff set the pickup's day and slot; `rescheduled` when it already had one. */
    'pickup.scheduled': { at: Date; pickupRequestId: number; rescheduled: boolean; date: string; slot: string };
    /** Staff cancelled the pickup request. */
    'pickup.canceled': { at: Date; pickupRequestId: number };
    /** Staff confirmed an unverified ("non vérifiée") request: it counts as received now. */
    'pickup.confirmed': { at: Date; pickupRequestId: number };
  }
}

declare module '../../kernel/feature' {
  interface FeatureServices {
    pickup: PickupService;
    /** The photos uploaded with pickup requests (pickup/photo-files.routes.ts). */
    pickupPhotos: PickupPhotosService;
  }
}
export { PickupStatus } from './pickup-request.entity';
export { PickupService } from './pickup.service';
