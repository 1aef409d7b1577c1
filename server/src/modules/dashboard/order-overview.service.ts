import { DateTime } from 'luxon';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';
import { DataSource, IsNull, Not } from 'typeorm';
import type { RequestContext } from '../../kernel/context';
import { EventRequest, EventRequestStatus } from '../events/events.public';
import { PickupRequest, PickupStatus } from '../pickup/pickup.public';
import { SnowOrder, SnowOrderStatus } from '../snow/snow.public';

const ZONE = 'America/Toronto';
export const RECENT_ORDERS = 10;
export const ORDER_TYPES = { snow: 'Déneigement', event: 'Événement', pickup: 'Ramassage' } as const;

/** The three services an order belongs to. */
export enum OrderService {
  SNOW = 'SNOW',
  EVENT = 'EVENT',
  PICKUP = 'PICKUP',
}

registerEnumType(OrderService, {
  name: 'OrderService',
  description: 'Which service an order or a figure belongs to.',
  valuesConfig: {
    SNOW: { description: "Snow removal ('Déneigement'): paid snow orders." },
    EVENT: { description: "Event rental ('Événement'): event quote requests." },
    PICKUP: { description: "Bulky-item pickup ('Ramassage'): pickup requests." },
  },
});

const SERVICES: readonly OrderService[] = [OrderService.SNOW, OrderService.EVENT, OrderService.PICKUP];

@ObjectType('RecentOrder', { description: 'One of the latest orders across the three services (back-office.md §3).' })
export class RecentOrder {
  @Field(() => ID, { description: "'<service>-<id>': snow-12, event-3, pickup-7." })
  id!: string;

  @Field(() => String, { description: 'Customer or company name (e-mail when no name).' })
  client!: string;

  @Field(() => String, { description: "'Déneigement' (paid), 'Événement' or 'Ramassage'." })
  type!: string;

  @Field(() => OrderService, { description: 'The service the order belongs to.' })
  service!: OrderService;

  @Field(() => DateTimeISOResolver, { description: 'Paid (snow) or received (event, pickup).' })
  date!: Date;
}

@ObjectType('ServiceOrderCount', { description: 'Orders of one service.' })
export class ServiceOrderCount {
  @Field(() => OrderService, { description: 'The service.' })
  service!: OrderService;

  @Field(() => Int, { description: 'Number of orders.' })
  count!: number;
}

@ObjectType('OrderStat', { description: 'Number of orders on one day.' })
export class OrderStat {
  @Field(() => String, { description: 'YYYY-MM-DD (America/Toronto).' })
  date!: string;

  @Field(() => Int, { description: 'Paid snow orders + event requests + pickup requests of the day (canceled requests left out).' })
  count!: number;

  @Field(() => [ServiceOrderCount], { description: 'The same count per service (SNOW, EVENT, PICKUP, always all three).' })
  byService!: ServiceOrderCount[];
}

@ObjectType('ServiceOrderMetrics', { description: "One service's orders and estimated revenue this month." })
export class ServiceOrderMetrics {
  @Field(() => OrderService, { description: 'The service.' })
  service!: OrderService;

  @Field(() => Int, { description: 'Orders this month (America/Toronto).' })
  orders!: number;

  @Field(() => Int, {
    description: 'Estimated revenue in cents, taxes included: paid totals (snow), quoted totals (events), sent estimates (pickups; none before the estimate).',
  })
  revenueCents!: number;
}

@ObjectType('OrderMetrics', { description: 'Dashboard cards: orders of the current calendar month (America/Toronto) across the three services.' })
export class OrderMetrics {
  @Field(() => Int, { description: 'Paid snow orders + event requests + pickup requests this month (canceled requests left out).' })
  totalOrdersThisMonth!: number;

  @Field(() => Float, { description: 'Estimated revenue of those orders, taxes included, in dollars with 2 decimals.' })
  estimatedRevenue!: number;

  @Field(() => Int, { description: 'The same sum in cents.' })
  estimatedRevenueCents!: number;

  @Field(() => [ServiceOrderMetrics], { description: 'The same figures per service (SNOW, EVENT, PICKUP, always all three).' })
  byService!: ServiceOrderMetrics[];
}

interface ServiceSource {
  service: OrderService;
  entity: typeof SnowOrder | typeof EventRequest | typeof PickupRequest;
  /** The column an order is dated by. */
  at: string;
  /** The column of its estimated revenue in cents (NULL counts 0). */
  revenue: string;
  /** Which rows are orders. */
  where: string;
  params: Record<string, string>;
}

/** How each service's table answers "which rows are orders, when, for how much". */
const SOURCES: readonly ServiceSource[] = [
  { service: OrderService.SNOW, entity: SnowOrder, at: 'paidAt', revenue: 'total', where: 'o.status = :paid', params: { paid: SnowOrderStatus.PAID } },
  { service: OrderService.EVENT, entity: EventRequest, at: 'createdAt', revenue: 'total', where: 'o.status <> :eventCanceled', params: { eventCanceled: EventRequestStatus.CANCELED } },
  { service: OrderService.PICKUP, entity: PickupRequest, at: 'createdAt', revenue: 'estimateCents', where: 'o.status <> :pickupCanceled', params: { pickupCanceled: PickupStatus.CANCELED } },
];

const toNumber = (value: unknown) => Number(value ?? 0) || 0;

/**
 * Latest orders, daily counts and the month's figures over the three services: paid snow orders
 * (dated by payment), event requests and pickup requests (dated by reception; canceled ones left
 * out). Counts and sums are computed by the database over the period's rows only.
 */
export class OrderOverviewService {
  constructor(private readonly dataSource: DataSource) {}

  async recent(): Promise<RecentOrder[]> {
    const take = RECENT_ORDERS;
    const [snow, events, pickups] = await Promise.all([
      this.dataSource.getRepository(SnowOrder).find({
        select: { id: true, customerName: true, email: true, paidAt: true, createdAt: true },
        where: { status: SnowOrderStatus.PAID, paidAt: Not(IsNull()) },
        order: { paidAt: 'DESC' },
        take,
      }),
      this.dataSource.getRepository(EventRequest).find({
        select: { id: true, companyName: true, email: true, createdAt: true },
        where: { status: Not(EventRequestStatus.CANCELED) },
        order: { createdAt: 'DESC' },
        take,
      }),
      this.dataSource.getRepository(PickupRequest).find({
        select: { id: true, fullName: true, createdAt: true },
        where: { status: Not(PickupStatus.CANCELED) },
        order: { createdAt: 'DESC' },
        take,
      }),
    ]);
    return [
      ...snow.map((o) => ({ id: `snow-${o.id}`, client: o.customerName || o.email, type: ORDER_TYPES.snow, service: OrderService.SNOW, date: o.paidAt ?? o.createdAt })),
      ...events.map((e) => ({ id: `event-${e.id}`, client: e.companyName || e.email, type: ORDER_TYPES.event, service: OrderService.EVENT, date: e.createdAt })),
      ...pickups.map((p) => ({ id: `pickup-${p.id}`, client: p.fullName, type: ORDER_TYPES.pickup, service: OrderService.PICKUP, date: p.createdAt })),
    ]
      .sort((a, b) => b.date.getTime() - a.date.getTime())
      .slice(0, take);
  }

  /** 7 entries (America/Toronto), oldest first, zero days included: one bucketed COUNT per service. */
  async stats(ctx: RequestContext): Promise<OrderStat[]> {
    const today = DateTime.fromJSDate(ctx.now, { zone: ZONE }).startOf('day');
    const bounds = Array.from({ length: 8 }, (_, i) => today.minus({ days: 6 - i }).toJSDate());
    const perService = await Promise.all(
      SOURCES.map(async (source) => {
        const query = this.source(source).andWhere(`o.${source.at} >= :d0 AND o.${source.at} < :d7`);
        for (let i = 0; i < 7; i += 1) query.addSelect(`SUM(CASE WHEN o.${source.at} >= :d${i} AND o.${source.at} < :d${i + 1} THEN 1 ELSE 0 END)`, `day${i}`);
        query.setParameters(Object.fromEntries(bounds.map((bound, i) => [`d${i}`, bound])));
        const row = (await query.getRawOne<Record<string, unknown>>()) ?? {};
        return Array.from({ length: 7 }, (_, i) => toNumber(row[`day${i}`]));
      }),
    );
    return Array.from({ length: 7 }, (_, i) => {
      const byService = SERVICES.map((service, s) => ({ service, count: perService[s]![i]! }));
      return {
        date: today.minus({ days: 6 - i }).toISODate() ?? '',
        count: byService.reduce((sum, entry) => sum + entry.count, 0),
        byService,
      };
    });
  }

  /** This calendar month (America/Toronto): one COUNT and SUM per service. */
  async metrics(ctx: RequestContext): Promise<OrderMetrics> {
    const start = DateTime.fromJSDate(ctx.now, { zone: ZONE }).startOf('month');
    const end = start.plus({ months: 1 });
    const byService = await Promise.all(
      SOURCES.map(async (source) => {
        const row = await this.source(source)
          .addSelect('COUNT(*)', 'orders')
          .addSelect(`COALESCE(SUM(o.${source.revenue}), 0)`, 'revenue')
          .andWhere(`o.${source.at} >= :start AND o.${source.at} < :end`, { start: start.toJSDate(), end: end.toJSDate() })
          .getRawOne<{ orders: unknown; revenue: unknown }>();
        return { service: source.service, orders: toNumber(row?.orders), revenueCents: toNumber(row?.revenue) };
      }),
    );
    const cents = byService.reduce((sum, entry) => sum + entry.revenueCents, 0);
    return {
      totalOrdersThisMonth: byService.reduce((sum, entry) => sum + entry.orders, 0),
      estimatedRevenue: cents / 100,
      estimatedRevenueCents: cents,
      byService,
    };
  }

  /** SELECT … FROM <table> o WHERE <its orders>, with no column selected yet. */
  private source(source: ServiceSource) {
    return this.dataSource.getRepository(source.entity).createQueryBuilder('o').select([]).where(source.where, source.params);
  }
}
