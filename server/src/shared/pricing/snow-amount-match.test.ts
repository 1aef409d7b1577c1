import fc from 'fast-check';
import { DEFAULT_PRICES } from './price-list';
import { dollarsToCents, matchSnowOptions, SNOW_OPTION_COMBINATIONS } from './snow-amount-match';
import { SNOW_MODES, snowQuote } from './snow-quote';

describe('dollarsToCents', () => {
  it.each([
    [91.98, 9198],
    [643.86, 64_386],
    [100, 10_000],
    [0.01, 1],
    [110.03, 11_003],
  ])('%f $ → %i ¢', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it.each([[0], [-91.98], [Number.NaN], [Number.POSITIVE_INFINITY], [91.985], ['91.98'], [null], [undefined], [1e300]])(
    'refuses %p',
    (value) => {
      expect(dollarsToCents(value)).toBeNull();
    },
  );
});

describe('matchSnowOptions', () => {
  it.each([
    // mode, amount in dollars, abrasif, urgent
    ['one-shot', 91.98, false, false],
    ['one-shot', 100.03, true, false],
    ['one-shot', 109.23, false, true],
    ['one-shot', 117.27, true, true],
    ['abonnement', 402.41, false, false],
    ['abonnement', 494.39, true, false],
    ['abonnement', 551.88, false, true],
    ['abonnement', 643.86, true, true],
  ] as const)('%s, %f $ → abrasif %s, urgent %s', (mode, amount, abrasif, urgent) => {
    expect(matchSnowOptions(DEFAULT_PRICES, mode, amount)).toEqual({ abrasif, urgent });
  });

  it.each([
    ['one-shot', 402.41, 'a subscription total for one visit'],
    ['abonnement', 91.98, 'a one-visit total for the subscription'],
    ['one-shot', 80, 'the price before taxes'],
    ['one-shot', 91.97, 'one cent short'],
    ['one-shot', 91.99, 'one cent over'],
    ['one-shot', 0.5, 'a tampered low amount'],
    ['abonnement', 0, 'zero'],
    ['abonnement', -643.86, 'a negative amount'],
    ['abonnement', Number.NaN, 'not a number'],
    ['abonnement', '643.86', 'a string'],
  ] as const)('%s, %p: nothing matches (%s)', (mode, amount, _why) => {
    expect(matchSnowOptions(DEFAULT_PRICES, mode, amount)).toBeNull();
  });

  it('reads the current prices: yesterday’s total no longer matches', () => {
    const prices = { ...DEFAULT_PRICES, 'snow.oneShot.base': 9000 };
    expect(matchSnowOptions(prices, 'one-shot', 91.98)).toBeNull();
    expect(matchSnowOptions(prices, 'one-shot', 103.48)).toEqual({ abrasif: false, urgent: false });
  });

  it('refuses an amount two combinations share (prices that collide)', () => {
    const prices = { ...DEFAULT_PRICES, 'snow.oneShot.abrasive': 1500 };
    expect(matchSnowOptions(prices, 'one-shot', snowQuote(prices, { mode: 'one-shot', abrasif: true, urgent: false }).total / 100)).toBeNull();
    expect(matchSnowOptions(prices, 'one-shot', 91.98)).toEqual({ abrasif: false, urgent: false });
  });

  it('finds back the options of every quote the form can show (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SNOW_MODES), fc.constantFrom(...SNOW_OPTION_COMBINATIONS), (mode, options) => {
        const total = snowQuote(DEFAULT_PRICES, { mode, ...options }).total;
        expect(matchSnowOptions(DEFAULT_PRICES, mode, total / 100)).toEqual(options);
      }),
    );
  });
});
