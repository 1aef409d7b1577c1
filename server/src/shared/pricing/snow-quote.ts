import { PriceKey, PriceList } from './price-list';
import { applyTaxes, TaxedAmounts } from './taxes';

/** 'one-shot' = one visit à la carte; 'abonnement' = the seasonal subscription (public-site.md §9). */
export const SNOW_MODES = ['one-shot', 'abonnement'] as const;
export type SnowMode = (typeof SNOW_MODES)[number];

export interface SnowOptions {
  readonly mode: SnowMode;
  /** Abrasive application. */
  readonly abrasif: boolean;
  /** Urgent intervention (within 2 hours). */
  readonly urgent: boolean;
}

export interface SnowQuoteLine {
  readonly key: PriceKey;
  /** In cents. */
  readonly amount: number;
}

export interface SnowQuote extends TaxedAmounts {
  /** Base first, then the chosen options: what the price-detail modal lists. */
  readonly lines: readonly SnowQuoteLine[];
}

const SNOW_KEYS = {
  'one-shot': { base: 'snow.oneShot.base', abrasif: 'snow.oneShot.abrasive', urgent: 'snow.oneShot.urgent' },
  abonnement: { base: 'snow.subscription.base', abrasif: 'snow.subscription.abrasive', urgent: 'snow.subscription.urgent' },
} as const satisfies Record<SnowMode, Record<'base' | 'abrasif' | 'urgent', PriceKey>>;

export function isSnowMode(value: unknown): value is SnowMode {
  return typeof value === 'string' && (SNOW_MODES as readonly string[]).includes(value);
}

/** The snow-removal quote: base of the mode plus the chosen options, then GST and QST. */
export function snowQuote(prices: PriceList, options: SnowOptions): SnowQuote {
  const keys = SNOW_KEYS[options.mode];
  const chosen: PriceKey[] = [keys.base];
  if (options.abrasif) chosen.push(keys.abrasif);
  if (options.urgent) chosen.push(keys.urgent);
  const lines = chosen.map((key) => ({ key, amount: prices[key] }));
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  return { ...applyTaxes(subtotal), lines };
}
