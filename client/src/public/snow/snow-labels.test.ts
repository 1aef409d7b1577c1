import { DEFAULT_PRICES } from '@shared/pricing/price-list';
import { basePriceLabel, formatPriceTag, optionPriceLabel } from './snow-labels';

const nb = '\u00a0';

describe('snow price labels', () => {
  it('writes whole dollars without decimals, other amounts with two', () => {
    expect(formatPriceTag(700)).toBe(`7${nb}$`);
    expect(formatPriceTag(13_000)).toBe(`130${nb}$`);
    expect(formatPriceTag(260)).toBe(`2,60${nb}$`);
  });

  it('shows the spec’s option labels for each mode', () => {
    expect(optionPriceLabel(DEFAULT_PRICES, 'one-shot', 'abrasif')).toBe(`+7${nb}$`);
    expect(optionPriceLabel(DEFAULT_PRICES, 'one-shot', 'urgent')).toBe(`+15${nb}$`);
    expect(optionPriceLabel(DEFAULT_PRICES, 'abonnement', 'abrasif')).toBe(`+80${nb}$ (+2,60${nb}$ par visite)`);
    expect(optionPriceLabel(DEFAULT_PRICES, 'abonnement', 'urgent')).toBe(`+130${nb}$ (+4,30${nb}$ par visite)`);
  });

  it('drops the per-visit figure when the season price is no longer the one it was written for', () => {
    expect(optionPriceLabel({ ...DEFAULT_PRICES, 'snow.subscription.abrasive': 9000 }, 'abonnement', 'abrasif')).toBe(`+90${nb}$`);
  });

  it('labels the base price by mode', () => {
    expect(basePriceLabel(DEFAULT_PRICES, 'abonnement')).toBe(`350${nb}$ pour la saison`);
    expect(basePriceLabel(DEFAULT_PRICES, 'one-shot')).toBe(`80${nb}$ par visite`);
  });
});
