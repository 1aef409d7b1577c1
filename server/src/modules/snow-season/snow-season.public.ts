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
