import { SnowOrderStatus } from './snow-order.entity';
import { nextSnowOrderStatus } from './snow-order-status';

const { PENDING, PAID, CANCELED, EXPIRED } = SnowOrderStatus;

describe('nextSnowOrderStatus', () => {
  it.each([
    [PENDING, 'paid', PAID],
    [PENDING, 'awaiting', null],
    [PENDING, 'failed', CANCELED],
    [PENDING, 'expired', EXPIRED],
    [PAID, 'paid', null],
    [PAID, 'awaiting', null],
    [PAID, 'failed', null],
    [PAID, 'expired', null],
    [EXPIRED, 'paid', PAID],
    [EXPIRED, 'failed', null],
    [CANCELED, 'paid', PAID],
    [CANCELED, 'expired', null],
  ] as const)('%s + %s → %s', (current, outcome, next) => {
    expect(nextSnowOrderStatus(current, outcome)).toBe(next);
  });
});
