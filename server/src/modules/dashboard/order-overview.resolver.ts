import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { Role } from '../../shared/roles';
import { OrderMetrics, OrderOverviewService, OrderStat, RecentOrder } from './order-overview.service';

@Resolver()
export class OrderOverviewResolver {
  constructor(private readonly overview: OrderOverviewService) {}

  @Authorized(Role.MANAGER)
  @Query(() => [RecentOrder], { description: 'MANAGER and up: the 10 latest orders across the three services, newest first.' })
  recentOrders(): Promise<RecentOrder[]> {
    return this.overview.recent();
  }

  @Authorized(Role.MANAGER)
  @Query(() => OrderMetrics, {
    description: 'MANAGER and up: the dashboard cards (orders and estimated revenue this month, America/Toronto) over the three services; GET /api/stripe/metrics.',
  })
  orderMetrics(@Ctx() ctx: RequestContext): Promise<OrderMetrics> {
    return this.overview.metrics(ctx);
  }

  @Authorized(Role.MANAGER)
  @Query(() => [OrderStat], { description: 'MANAGER and up: orders per day over the last 7 days (America/Toronto).' })
  orderStats(@Ctx() ctx: RequestContext): Promise<OrderStat[]> {
    return this.overview.stats(ctx);
  }
}
