import { defineFeature } from '../../kernel/feature';
import { PricingResolver } from './pricing.resolver';
import { PricingService } from './pricing.service';
import { Service } from './service.entity';
import { pricingMoney } from './pricing.money';

/** The price list staff edit. */
export default defineFeature({
  name: 'pricing',
  entities: [Service],
  resolvers: [PricingResolver],
  money: pricingMoney,
  offers: ['pricing'],
  create: ({ dataSource }) => {
    const pricing = new PricingService(dataSource);
    return { provides: { pricing }, resolvers: () => [new PricingResolver(pricing)] };
  },
});
