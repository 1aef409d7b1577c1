import type { AvailabilityService } from './availability.service';

/** Equipment availability's face for other features. */

declare module '../../kernel/feature' {
  interface FeatureServices {
    availability: AvailabilityService;
  }
}
export type { AvailabilityService } from './availability.service';
