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
  }
}

declare module '../../kernel/feature' {
  interface FeatureServices {
    pickup: PickupService;
    /** The photos uploaded with pickup requests (web/photo-files.ts). */
    pickupPhotos: PickupPhotosService;
  }
}
