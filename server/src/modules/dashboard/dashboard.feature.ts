import { defineFeature } from '../../kernel/feature';
import { OrderOverviewResolver, OrderOverviewService } from './order-overview';

/** The back-office dashboard's order overview. */
export default defineFeature({
  name: 'dashboard',
  resolvers: [OrderOverviewResolver],
  create: ({ dataSource }) => ({ resolvers: () => [new OrderOverviewResolver(new OrderOverviewService(dataSource))] }),
});
