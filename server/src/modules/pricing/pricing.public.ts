import type { PricingService } from './pricing.service';

/** The price list's face for other features. */

declare module '../../kernel/feature' {
  interface FeatureServices {
    pricing: PricingService;
  }
}
export { PriceUnit, Service } from './service.entity';
export { PricingService } from './pricing.service';
