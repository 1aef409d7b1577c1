import type { DispatchBus } from './dispatch-bus';
import type { SnowRenewalService } from './snow-renewal.service';
import type { SnowSeasonService } from './snow-season.service';

/** The snow season's face for other features. */

declare module '../../kernel/feature' {
  interface FeatureServices {
    snowSeason: SnowSeasonService;
    snowRenewals: SnowRenewalService;
    /** The dispatch board's live updates (in-process, or Redis with REDIS_URL). */
    dispatchBus: DispatchBus;
  }
}

/** Its transitions (the event spine, kernel/events.ts). */
declare module '../../kernel/events' {
  interface DomainEvents {
    /** A seasonal snow contract was cancelled (by staff or by the client), with its refund in cents. */
    'snow.contract_canceled': { at: Date; contractId: number; refundCents: number };
    /** A driver marked a visit done (the customer's "Passage effectué" is queued by this feature). */
    'snow.visit_done': { at: Date; visitId: number; address: string; reason: null };
    /** A driver marked a visit impossible, with the reason (customer and urgent office alerts queued here; the office inbox gets an item). */
    'snow.visit_impossible': { at: Date; visitId: number; address: string; reason: string };
  }
}
export { SnowContract } from './snow-season.entities';
export { SnowRenewalService } from './snow-renewal.service';
