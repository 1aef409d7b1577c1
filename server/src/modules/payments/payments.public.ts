import type { PaymentsService } from './payments.service';

/** Card payments' face for other features. */

declare module '../../kernel/feature' {
  interface FeatureServices {
    payments: PaymentsService;
  }
}
export { DEMO_CHECKOUT_PATH } from './demo-gateway';
export type { CheckoutEvent, CheckoutFulfiller, CheckoutOutcome, FulfilmentResult, RefundReconciler, CheckoutOutcomeKind } from './payment-gateway';
export { PaymentsService } from './payments.service';
