import type { CheckoutOutcomeKind } from '../payments/payments.public';
import { SnowOrderStatus } from './snow-order.entity';

/**
 * The status an order moves to when a checkout outcome arrives, or null when it stays as it is.
 * Events may arrive late, twice or out of order, so:
 * - paid wins from any status (the money was taken) and never goes back;
 * - a failed payment cancels, and an expired session expires, only a PENDING order;
 * - 'awaiting' (a delayed payment method, result to come) changes nothing.
 */
export function nextSnowOrderStatus(current: SnowOrderStatus, outcome: CheckoutOutcomeKind): SnowOrderStatus | null {
  switch (outcome) {
    case 'paid':
      return current === SnowOrderStatus.PAID ? null : SnowOrderStatus.PAID;
    case 'failed':
      return current === SnowOrderStatus.PENDING ? SnowOrderStatus.CANCELED : null;
    case 'expired':
      return current === SnowOrderStatus.PENDING ? SnowOrderStatus.EXPIRED : null;
    case 'awaiting':
      return null;
  }
}
