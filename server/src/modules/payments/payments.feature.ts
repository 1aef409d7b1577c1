import { defineFeature } from '../../kernel/feature';
import type { CheckoutFulfiller, RefundReconciler } from './payment-gateway';
import { PaymentEvent } from './payment-event.entity';
import { createPaymentsService } from './payments.service';

/** Card payments: Stripe Checkout, or the demo checkout (DEMO_PAYMENTS). */
export default defineFeature({
  name: 'payments',
  entities: [PaymentEvent],
  settings: ['payments'],
  offers: ['payments'],
  create: ({ dataSource, config, use }) => {
    // The checkout's outcome goes to invoicing (which passes snow orders on), found at the call:
    // invoicing itself uses the payments service.
    const fulfiller: CheckoutFulfiller & RefundReconciler = {
      applyCheckoutOutcome: (ctx, em, outcome) => use('checkoutFulfiller').applyCheckoutOutcome(ctx, em, outcome),
      reconcileChargeRefunded: (ctx, em, charge) => use('checkoutFulfiller').reconcileChargeRefunded(ctx, em, charge),
    };
    return { provides: { payments: createPaymentsService(dataSource, config.payments, fulfiller, fulfiller) } };
  },
});
