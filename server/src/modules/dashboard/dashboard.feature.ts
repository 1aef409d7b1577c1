import { defineFeature } from '../../kernel/feature';
import { OrderOverviewResolver } from './order-overview.resolver';
import { OrderOverviewService } from './order-overview.service';

/** The back-office dashboard's order overview. */
export default defineFeature({
  name: 'dashboard',
  resolvers: [OrderOverviewResolver],
  create: ({ dataSource }) => ({ resolvers: () => [new OrderOverviewResolver(new OrderOverviewService(dataSource))] }),
});
