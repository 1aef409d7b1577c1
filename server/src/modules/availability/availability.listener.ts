import type { EventHandlers } from '../../kernel/events';
import { AllocationKind } from './equipment-allocation.entities';
import type { AvailabilityService } from './availability.service';

/**
 * Availability's reactions to business transitions, on the transition's own transaction:
 * sent → hold (lapses by itself), accepted → reservation (an AppError refuses the acceptance as a
 * whole when the units are no longer there), declined / expired / event canceled → release.
 */
export function availabilityHandlers(availability: AvailabilityService): EventHandlers {
  return {
    'quote.sent': async (em, event) => {
      await availability.hold(em, event.quote, event.at);
    },
    'quote.accepted': async (em, event) => {
      await availability.reserve(em, event.quote, event.at);
    },
    'quote.declined': async (em, event) => {
      await availability.releaseEvent(em, event.quote.eventRequestId, event.at, [AllocationKind.HOLD]);
    },
    'quote.expired': async (em, event) => {
      await availability.releaseEvent(em, event.quote.eventRequestId, event.at, [AllocationKind.HOLD]);
    },
    'event.canceled': async (em, event) => {
      await availability.releaseEvent(em, event.eventRequestId, event.at, [AllocationKind.HOLD, AllocationKind.RESERVATION]);
    },
  };
}
