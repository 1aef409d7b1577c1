import { formatCad, formatInteger } from '@shared/pricing/money';
import type { PriceList } from '@shared/pricing/price-list';
import type { SnowMode } from '@shared/pricing/snow-quote';
import { SUBSCRIPTION_PER_VISIT_HINTS } from '@shared/snow';

/** 700 → '7 $', 260 → '2,60 $': whole dollars without decimals, as the spec's labels write them. */
export function formatPriceTag(cents: number): string {
  return cents % 100 === 0 ? `${formatInteger(cents / 100)}\u00a0$` : formatCad(cents);
}

export type SnowOption = 'abrasif' | 'urgent';

export const OPTION_PRICE_KEYS = {
  'one-shot': { base: 'snow.oneShot.base', abrasif: 'snow.oneShot.abrasive', urgent: 'snow.oneShot.urgent' },
  abonnement: { base: 'snow.subscription.base', abrasif: 'snow.subscription.abrasive', urgent: 'snow.subscription.urgent' },
} as const satisfies Record<SnowMode, Record<'base' | SnowOption, keyof PriceList>>;

/**
 * The price shown beside an option: '+7 $' (one visit), '+80 $ (+2,60 $ par visite)' (subscription).
 * The per-visit figure is the spec's text for the seeded season price; with another price it is left out.
 */
export function optionPriceLabel(prices: PriceList, mode: SnowMode, option: SnowOption): string {
  const price = prices[OPTION_PRICE_KEYS[mode][option]];
  const label = `+${formatPriceTag(price)}`;
  if (mode !== 'abonnement') return label;
  const hint = SUBSCRIPTION_PER_VISIT_HINTS[option];
  return hint.seasonPrice === price ? `${label} (+${formatPriceTag(hint.perVisit)} par visite)` : label;
}

/** '350 $ pour la saison', '80 $ par visite'. */
export function basePriceLabel(prices: PriceList, mode: SnowMode): string {
  const price = formatPriceTag(prices[OPTION_PRICE_KEYS[mode].base]);
  return mode === 'abonnement' ? `${price} pour la saison` : `${price} par visite`;
}
