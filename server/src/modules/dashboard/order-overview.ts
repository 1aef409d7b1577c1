import { DateTime } from 'luxon';
import { Authorized, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';
import { DataSource, IsNull, MoreThanOrEqual, Not } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { Role } from '../../shared/roles';
import { EventRequest } from '../events/event-request.entity';
import { PickupRequest } from '../pickup/pickup-request.entity';
import { SnowOrder, SnowOrderStatus } from '../snow/snow-order.entity';

const ZONE = 'America/Toronto';
export const RECENT_ORDERS = 10;
export const ORDER_TYPES = { snow: 'Déneigement', event: 'Événement', pickup: 'Ramassage' } as const;

@ObjectType('RecentOrder', { description: 'One of the latest orders across the three services (back-office.md §3).' })
export class RecentOrder {
  @Field(() => ID, { description: "'<service>-<id>': snow-12, event-3, pickup-7." })
  id!: string;

  @Field(() => String, { description: 'Customer or company name (e-mail when no name).' })
  client!: string;

  @Field(() => String, { description: "'Déneigement' (paid), 'Événement' or 'Ramassage'." })
  type!: string;

  @Field(() => DateTimeISOResolver, { description: 'Paid (snow) or received (event, pickup).' })
  date!: Date;
}

@ObjectType('OrderStat', { description: 'Number of orders on one day.' })
export class OrderStat {
  @Field(() => String, { description: 'YYYY-MM-DD (America/Toronto).' })
  date!: string;

  @Field(() => Int, { description: 'Paid snow orders + event requests + pickup requests of the day.' })
  count!: number;
}

/** Latest orders and daily counts over the three services: paid snow orders, event requests, pickup requests. */
export class OrderOverviewService {
  constructor(private readonly dataSource: DataSource) {}

  async recent(): Promise<RecentOrder[]> {
    const take = RECENT_ORDERS;
    const [snow, events, pickups] = await Promise.all([
      this.dataSource.getRepository(SnowOrder).find({ where: { status: SnowOrderStatus.PAID, paidAt: Not(IsNull()) }, order: { paidAt: 'DESC' }, take }),
      this.dataSource.getRepository(EventRequest).find({ order: { createdAt: 'DESC' }, take }),
      this.dataSource.getRepository(PickupRequest).find({ order: { createdAt: 'DESC' }, take }),
    ]);
    return [
      ...snow.map((o) => ({ id: `snow-${o.id}`, client: o.customerName || o.email, type: ORDER_TYPES.snow, date: o.paidAt ?? o.createdAt })),
      ...events.map((e) => ({ id: `event-${e.id}`, client: e.companyName || e.email, type: ORDER_TYPES.event, date: e.createdAt })),
      ...pickups.map((p) => ({ id: `pickup-${p.id}`, client: p.fullName, type: ORDER_TYPES.pickup, date: p.createdAt })),
    ]
      .sort((a, b) => b.date.getTime() - a.date.getTime())
      .slice(0, take);
  }

  /** 7 entries (America/Toronto), oldest first, zero days included. */
  async stats(ctx: RequestContext): Promise<OrderStat[]> {
    const today = DateTime.fromJSDate(ctx.now, { zone: ZONE }).startOf('day');
    const start = today.minus({ days: 6 });
    const since = MoreThanOrEqual(start.toJSDate());
    const [snow, events, pickups] = await Promise.all([
      this.dataSource.getRepository(SnowOrder).find({ select: { id: true, paidAt: true }, where: { status: SnowOrderStatus.PAID, paidAt: since } }),
      this.dataSource.getRepository(EventRequest).find({ select: { id: true, createdAt: true }, where: { createdAt: since } }),
      this.dataSource.getRepository(PickupRequest).find({ select: { id: true, createdAt: true }, where: { createdAt: since } }),
    ]);
    const counts = new Map<string, number>();
    for (const at of [...snow.map((o) => o.paidAt!), ...events.map((e) => e.createdAt), ...pickups.map((p) => p.createdAt)]) {
      const day = DateTime.fromJSDate(at, { zone: ZONE }).toISODate() ?? '';
      counts.set(day, (counts.get(day) ?? 0) + 1);
    }
    return Array.from({ length: 7 }, (_, i) => {
      const date = start.plus({ days: i }).toISODate() ?? '';
      return { date, count: counts.get(date) ?? 0 };
    });
  }
}

@Resolver()
export class OrderOverviewResolver {
  constructor(private readonly overview: OrderOverviewService) {}

  @Authorized(Role.MANAGER)
  @Query(() => [RecentOrder], { description: 'MANAGER and up: the 10 latest orders across the three services, newest first.' })
  recentOrders(): Promise<RecentOrder[]> {
    return this.overview.recent();
  }

  @Authorized(Role.MANAGER)
  @Query(() => [OrderStat], { description: 'MANAGER and up: orders per day over the last 7 days (America/Toronto).' })
  orderStats(@Ctx() ctx: RequestContext): Promise<OrderStat[]> {
    return this.overview.stats(ctx);
  }
}
