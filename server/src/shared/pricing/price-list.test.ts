import { DEFAULT_PRICES, MissingPriceError, PRICE_KEYS, toPriceList } from './price-list';
import { formatCad, formatRate } from './money';

describe('toPriceList', () => {
  const rows = Object.entries(DEFAULT_PRICES).map(([name, price]) => ({ name, price }));

  it('maps service rows to key → cents, ignoring other services', () => {
    const list = toPriceList([...rows, { name: 'autre.service', price: 123 }]);
    expect(list).toEqual(DEFAULT_PRICES);
    expect(Object.keys(list).sort()).toEqual([...PRICE_KEYS].sort());
  });

  it('holds every constant of public-site.md §9 in cents', () => {
    expect(DEFAULT_PRICES).toEqual({
      'snow.oneShot.base': 8000,
      'snow.oneShot.abrasive': 700,
      'snow.oneShot.urgent': 1500,
      'snow.subscription.base': 35000,
      'snow.subscription.abrasive': 8000,
      'snow.subscription.urgent': 13000,
      'event.bac': 1000,
      'event.baril': 700,
      'event.ilot': 1500,
      'event.toilette': 13500,
      'event.lavage': 6000,
      'event.livraison': 6000,
      'event.nettoyage': 8000,
      'event.staffHourly': 3500,
    });
  });

  it('refuses an incomplete list or an invalid price instead of quoting a made-up amount', () => {
    const withoutBac = rows.filter((row) => row.name !== 'event.bac');
    expect(() => toPriceList(withoutBac)).toThrow(MissingPriceError);
    expect(() => toPriceList(withoutBac)).toThrow('event.bac');
    const negative = rows.map((row) => (row.name === 'event.bac' ? { ...row, price: -1 } : row));
    expect(() => toPriceList(negative)).toThrow(MissingPriceError);
  });
});

describe('formatCad and formatRate (fr-CA)', () => {
  it('formats cents as Canadian dollars the Québec way', () => {
    expect(formatCad(9198)).toBe('91,98\u00a0$');
    expect(formatCad(168_000)).toBe('1\u00a0680,00\u00a0$');
    expect(formatCad(0)).toBe('0,00\u00a0$');
  });

  it('formats the tax rates with a decimal comma', () => {
    expect(formatRate(5)).toBe('5\u00a0%');
    expect(formatRate(9.975)).toBe('9,975\u00a0%');
  });
});
