import type { AnalyticsService } from './analytics.service';
import type { CityLocator } from './geoip';

/** Page-view analytics' face for other features and the composition. */

declare module '../../kernel/feature' {
  interface FeatureServices {
    analytics: AnalyticsService;
    /** City of a page view from its address (GEOIP_DB; opened by the composition at start). */
    cities: CityLocator;
  }
}
