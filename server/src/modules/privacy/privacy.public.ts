import type { PrivacyService } from './privacy.service';

/** Law 25 / CASL's face for other features. */

declare module '../../kernel/feature' {
  interface FeatureServices {
    privacy: PrivacyService;
  }
}
