import { defineFeature } from '../../kernel/feature';
import { OrderOverviewResolver } from './order-overview.resolver';
import { OrderOverviewService } from './order-overview.service';
import { dashboardMoney } from './dashboard.money';

/** The back-office dashboard's order overview. */
export default defineFeature({
  name: 'dashboard',
  resolvers: [OrderOverviewResolver],
  money: dashboardMoney,
  create: ({ dataSource }) => ({ resolvers: () => [new OrderOverviewResolver(new OrderOverviewService(dataSource))] }),
});
