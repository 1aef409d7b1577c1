import { CheckoutEvent, checkoutOutcome } from './payment-gateway';

const event = (type: string, paymentStatus: string | null = 'paid', orderId: string | null = '42'): CheckoutEvent => ({
  id: 'evt_1',
  type,
  session: { id: 'cs_test_1', paymentStatus, orderId, customerName: 'Marie Tremblay' },
});

describe('checkoutOutcome', () => {
  it.each([
    ['checkout.session.completed', 'paid', 'paid'],
    ['checkout.session.completed', 'no_payment_required', 'paid'],
    ['checkout.session.completed', 'unpaid', 'awaiting'],
    ['checkout.session.async_payment_succeeded', 'paid', 'paid'],
    ['checkout.session.async_payment_succeeded', 'unpaid', 'paid'],
    ['checkout.session.async_payment_failed', 'unpaid', 'failed'],
    ['checkout.session.expired', 'unpaid', 'expired'],
  ])('%s with payment_status %s → %s', (type, paymentStatus, kind) => {
    expect(checkoutOutcome(event(type, paymentStatus))).toEqual({
      kind,
      eventId: 'evt_1',
      eventType: type,
      sessionId: 'cs_test_1',
      orderId: 42,
      customerName: 'Marie Tremblay',
      paymentIntent: null,
    });
  });

  it('ignores other event types', () => {
    expect(checkoutOutcome(event('payment_intent.succeeded'))).toBeNull();
    expect(checkoutOutcome(event('charge.refunded'))).toBeNull();
  });

  it('reads only a numeric order id from the metadata', () => {
    expect(checkoutOutcome(event('checkout.session.completed', 'paid', null))?.orderId).toBeNull();
    expect(checkoutOutcome(event('checkout.session.completed', 'paid', '42; DROP'))?.orderId).toBeNull();
  });
});
