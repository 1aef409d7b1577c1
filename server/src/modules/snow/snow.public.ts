import type { SnowService } from './snow.service';
import type { SnowCheckoutFulfiller } from './snow-checkout.fulfiller';
import type { SnowOrder } from './snow-order.entity';

/** The snow orders' face for other features: their transitions (the event spine, kernel/events.ts). */
declare module '../../kernel/events' {
  interface DomainEvents {
    /**
     * A snow order's payment was confirmed (webhook or demo checkout); `paymentIntent` is Stripe's
     * (null on the demo page): the card payment is recorded under it, so a refund made in Stripe's
     * dashboard (`charge.refunded`) finds it. `order` is the order as stored after the payment.
     */
    'snow.paid': { at: Date; snowOrderId: number; paymentIntent?: string | null; order: SnowOrder };
    /** A snow order's (delayed) payment failed: the order is cancelled; the office inbox gets an item. */
    'snow.payment_failed': { at: Date; snowOrderId: number };
  }
}

declare module '../../kernel/feature' {
  interface FeatureServices {
    snow: SnowService;
    snowFulfiller: SnowCheckoutFulfiller;
  }
}
export { SnowOrder, SnowOrderStatus } from './snow-order.entity';
export { buildSnowReceiptMail, snowOrderLines } from './snow-receipt-mail';
export { SnowCheckout } from './snow.results';
export { SnowService } from './snow.service';
