import { DEFAULT_PRICES } from './price-list';
import { snowQuote } from './snow-quote';

describe('snowQuote', () => {
  it.each([
    // mode, abrasif, urgent, subtotal, gst, qst, total (cents)
    ['one-shot', false, false, 8000, 400, 798, 9198],
    ['one-shot', true, false, 8700, 435, 868, 10_003],
    ['one-shot', false, true, 9500, 475, 948, 10_923],
    ['one-shot', true, true, 10_200, 510, 1017, 11_727],
    ['abonnement', false, false, 35_000, 1750, 3491, 40_241],
    ['abonnement', true, false, 43_000, 2150, 4289, 49_439],
    ['abonnement', false, true, 48_000, 2400, 4788, 55_188],
    ['abonnement', true, true, 56_000, 2800, 5586, 64_386],
  ] as const)('%s abrasif=%s urgent=%s → %i + %i + %i = %i', (mode, abrasif, urgent, subtotal, gst, qst, total) => {
    const quote = snowQuote(DEFAULT_PRICES, { mode, abrasif, urgent });
    expect({ subtotal: quote.subtotal, gst: quote.gst, qst: quote.qst, total: quote.total }).toEqual({ subtotal, gst, qst, total });
    expect(quote.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(subtotal);
  });

  it('lists the base first, then the chosen options, with their keys', () => {
    expect(snowQuote(DEFAULT_PRICES, { mode: 'abonnement', abrasif: true, urgent: true }).lines).toEqual([
      { key: 'snow.subscription.base', amount: 35_000 },
      { key: 'snow.subscription.abrasive', amount: 8000 },
      { key: 'snow.subscription.urgent', amount: 13_000 },
    ]);
    expect(snowQuote(DEFAULT_PRICES, { mode: 'one-shot', abrasif: false, urgent: true }).lines.map((l) => l.key)).toEqual([
      'snow.oneShot.base',
      'snow.oneShot.urgent',
    ]);
  });

  it('reads the prices from the given list (prices are data)', () => {
    const prices = { ...DEFAULT_PRICES, 'snow.oneShot.base': 10_000 };
    expect(snowQuote(prices, { mode: 'one-shot', abrasif: false, urgent: false })).toMatchObject({ subtotal: 10_000, gst: 500, qst: 998, total: 11_498 });
  });
});
