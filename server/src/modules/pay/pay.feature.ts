import { defineFeature } from '../../kernel/feature';
import { PayRate } from './pay-rate.entity';
import { payPersonalData } from './pay.personal-data';
import { PayResolver } from './pay.resolver';
import { PayService } from './pay.service';
import { payMoney } from './pay.money';

/** Hourly rates by effective date (issue #27); the pay itself is computed on the timesheets. */
export default defineFeature({
  name: 'pay',
  personalData: payPersonalData,
  entities: [PayRate],
  resolvers: [PayResolver],
  money: payMoney,
  create: ({ dataSource }) => ({ resolvers: () => [new PayResolver(new PayService(dataSource))] }),
});
