import type { LifecycleListener } from '../lifecycle/lifecycle-events';
import { AllocationKind } from './equipment-allocation.entity';
import type { AvailabilityService } from './availability.service';

/**
 * Availability's subscription to business transitions (lifecycle-listeners.ts), on the
 * transition's own transaction: sent → hold (lapses by itself), accepted → reservation (an
 * AppError refuses the acceptance as a whole when the units are no longer there),
 * declined / expired / event canceled → release.
 */
export function createAvailabilityListener(availability: AvailabilityService): LifecycleListener {
  return async (em, event) => {
    switch (event.type) {
      case 'quote.sent':
        await availability.hold(em, event.quote, event.at);
        return;
      case 'quote.accepted':
        await availability.reserve(em, event.quote, event.at);
        return;
      case 'quote.declined':
      case 'quote.expired':
        await availability.releaseEvent(em, event.quote.eventRequestId, event.at, [AllocationKind.HOLD]);
        return;
      case 'event.canceled':
        await availability.releaseEvent(em, event.eventRequestId, event.at, [AllocationKind.HOLD, AllocationKind.RESERVATION]);
        return;
      default:
        return;
    }
  };
}
