/**
 * The price list the quote calculators read: internal key → price in integer cents.
 * Prices are data (rows of the `service` table, seeded from public-site.md §9 and editable in the
 * back-office); these keys are the ones the calculators need. Pure: bundled into the client.
 */
export const PRICE_KEYS = [
  'snow.oneShot.base',
  'snow.oneShot.abrasive',
  'snow.oneShot.urgent',
  'snow.subscription.base',
  'snow.subscription.abrasive',
  'snow.subscription.urgent',
  'event.bac',
  'event.baril',
  'event.ilot',
  'event.toilette',
  'event.lavage',
  'event.livraison',
  'event.nettoyage',
  'event.staffHourly',
] as const;

export type PriceKey = (typeof PRICE_KEYS)[number];

/** Every price the calculators need, in cents. */
export type PriceList = Readonly<Record<PriceKey, number>>;

/** The constants of public-site.md §9 (what the first migration seeds), in cents before taxes. */
export const DEFAULT_PRICES: PriceList = Object.freeze({
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

export function isPriceKey(value: string): value is PriceKey {
  return (PRICE_KEYS as readonly string[]).includes(value);
}

export class MissingPriceError extends Error {
  constructor(readonly keys: PriceKey[]) {
    super(`Price list incomplete, missing: ${keys.join(', ')}`);
    this.name = 'MissingPriceError';
  }
}

/**
 * Builds the price list from service rows (`priceList` query results or `Service` entities).
 * Rows with other names are ignored; a missing or invalid price throws `MissingPriceError`
 * rather than quoting with a made-up amount.
 */
export function toPriceList(rows: ReadonlyArray<{ readonly name: string; readonly price: number }>): PriceList {
  const prices: Partial<Record<PriceKey, number>> = {};
  for (const row of rows) {
    if (isPriceKey(row.name) && Number.isSafeInteger(row.price) && row.price >= 0) prices[row.name] = row.price;
  }
  const missing = PRICE_KEYS.filter((key) => prices[key] === undefined);
  if (missing.length) throw new MissingPriceError(missing);
  return Object.freeze(prices as Record<PriceKey, number>);
}
