import { defineFeature } from '../../kernel/feature';
import { SnowCheckoutFulfiller } from './snow-checkout.fulfiller';
import { SnowOrder } from './snow-order.entity';
import { SnowResolver } from './snow.resolver';
import { SnowService } from './snow.service';
import { snowPersonalData } from './snow.personal-data';
import { snowMoney } from './snow.money';

/** Snow-removal orders paid by card. */
export default defineFeature({
  name: 'snow',
  personalData: snowPersonalData,
  entities: [SnowOrder],
  resolvers: [SnowResolver],
  money: snowMoney,
  settings: ['company', 'publicUrl'],
  offers: ['snow', 'snowFulfiller'],
  create: ({ dataSource, config, bus, use }) => {
    const snowFulfiller = new SnowCheckoutFulfiller(use('mail'), config.company, config.publicUrl, bus);
    const snow = new SnowService(dataSource, use('pricing'), use('payments'), config.publicUrl, use('guard'), use('privacy'), (email, phone, source, now) => use('sms').consentFromForm(email, phone, source, now));
    return { provides: { snow, snowFulfiller }, resolvers: () => [new SnowResolver(snow)] };
  },
});
