import type { PaymentsService } from './payments.service';

/** Card payments' face for other features. */

declare module '../../kernel/feature' {
  interface FeatureServices {
    payments: PaymentsService;
  }
}
