import { DataSource, Logger } from 'typeorm';
import { loadConfig } from '../../config';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { testBus } from '../../testing/event-bus';
import { EventRequest, EventRequestStatus } from '../events/event-request.entity';
import { eventInput, EXPECTED_TOTALS } from '../events/events.fixtures';
import { EventsService } from '../events/events.service';
import { MailService } from '../mail/mail.service';
import { PickupRequest, PickupStatus } from '../pickup/pickup-request.entity';
import { pickupInput } from '../pickup/pickup.fixtures';
import { restoreSeedPrices, testContext } from '../pricing/pricing.fixtures';
import { PricingService } from '../pricing/pricing.service';
import { SnowOrderStatus } from '../snow/snow-order.entity';
import { insertSnowOrder } from '../snow/snow.fixtures';
import { OrderOverviewService, OrderService } from './order-overview.service';

const issuer = loadConfig({ NODE_ENV: 'test' }).company;

describeEachDb('OrderOverviewService (dashboard orders over the three services)', (kind) => {
  let dataSource: DataSource;
  let service: OrderOverviewService;
  let events: EventsService;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    service = new OrderOverviewService(dataSource);
    events = new EventsService(dataSource, new PricingService(dataSource), new MailService(), issuer, testBus(dataSource));
  });
  afterAll(() => dataSource?.destroy());
  beforeEach(async () => {
    await clearTables(dataSource);
    await restoreSeedPrices(dataSource);
  });
  const ctx = () => testContext(dataSource); // now: 2026-11-21T15:00Z

  const event = async (at: string, status = EventRequestStatus.PENDING) => {
    const request = await events.submit({ ...ctx(), now: new Date(at) }, eventInput({ sendCopy: false, companyName: `Événement ${at}` }));
    if (status !== EventRequestStatus.PENDING) await dataSource.getRepository(EventRequest).update(request.id, { status });
    return request;
  };
  const pickup = async (at: string, status = PickupStatus.NEW, estimateCents: number | null = null) => {
    const repo = dataSource.getRepository(PickupRequest);
    const row = repo.create({ ...pickupInput({ fullName: `Client ${at}` }), status, estimateCents, scheduledDate: null, scheduledSlot: null, updatedAt: null, createdAt: new Date(at) });
    await repo.insert(row);
    return row;
  };
  const snow = (paidAt: string | null, total = 9198, status = SnowOrderStatus.PAID) =>
    insertSnowOrder(dataSource, { status, paidAt: paidAt ? new Date(paidAt) : null, total, customerName: `Client ${paidAt}` });

  async function seed() {
    await snow('2026-11-21T14:00:00Z', 64_386);
    await snow('2026-11-02T12:00:00Z', 9198);
    await snow('2026-10-31T12:00:00Z', 10_003); // last month
    await snow(null, 9198, SnowOrderStatus.PENDING); // unpaid
    await event('2026-11-20T16:00:00Z');
    await event('2026-11-21T13:00:00Z', EventRequestStatus.CANCELED);
    await pickup('2026-11-21T12:00:00Z', PickupStatus.ESTIMATED, 14_950);
    await pickup('2026-11-16T06:00:00Z'); // 16 Nov, 01:00 in Toronto
    await pickup('2026-11-15T04:59:00Z'); // still 14 Nov in Toronto: outside the 7 days
    await pickup('2026-11-19T12:00:00Z', PickupStatus.CANCELED, 20_000);
  }

  it('latest orders: each with its service, newest first, unpaid and canceled left out', async () => {
    await seed();
    const recent = await service.recent();
    expect(recent.map((o) => [o.service, o.type, o.date.toISOString()])).toEqual([
      [OrderService.SNOW, 'Déneigement', '2026-11-21T14:00:00.000Z'],
      [OrderService.PICKUP, 'Ramassage', '2026-11-21T12:00:00.000Z'],
      [OrderService.EVENT, 'Événement', '2026-11-20T16:00:00.000Z'],
      [OrderService.PICKUP, 'Ramassage', '2026-11-16T06:00:00.000Z'],
      [OrderService.PICKUP, 'Ramassage', '2026-11-15T04:59:00.000Z'],
      [OrderService.SNOW, 'Déneigement', '2026-11-02T12:00:00.000Z'],
      [OrderService.SNOW, 'Déneigement', '2026-10-31T12:00:00.000Z'],
    ]);
    expect(recent[0]).toMatchObject({ id: expect.stringMatching(/^snow-\d+$/), client: 'Client 2026-11-21T14:00:00Z' });
  });

  it('7-day stats: per local day and per service, zero days included', async () => {
    await seed();
    const stats = await service.stats(ctx());
    const counts = (service: OrderService) => stats.map((d) => d.byService.find((s) => s.service === service)?.count);
    expect(stats.map((d) => d.date)).toEqual(['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']);
    expect(counts(OrderService.SNOW)).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(counts(OrderService.EVENT)).toEqual([0, 0, 0, 0, 0, 1, 0]);
    expect(counts(OrderService.PICKUP)).toEqual([0, 1, 0, 0, 0, 0, 1]);
    expect(stats.map((d) => d.count)).toEqual([0, 1, 0, 0, 0, 1, 2]);
  });

  it('month figures: orders and estimated revenue per service (paid, quoted, estimated), in one sum', async () => {
    await seed();
    const metrics = await service.metrics(ctx());
    expect(metrics.byService).toEqual([
      { service: OrderService.SNOW, orders: 2, revenueCents: 64_386 + 9198 },
      { service: OrderService.EVENT, orders: 1, revenueCents: EXPECTED_TOTALS.total },
      { service: OrderService.PICKUP, orders: 3, revenueCents: 14_950 },
    ]);
    const cents = 64_386 + 9198 + EXPECTED_TOTALS.total + 14_950;
    expect(metrics).toMatchObject({ totalOrdersThisMonth: 6, estimatedRevenueCents: cents, estimatedRevenue: cents / 100 });
  });

  it('answers zeros on empty tables, and reads aggregates only (no rows loaded)', async () => {
    const statements: string[] = [];
    const original = dataSource.logger;
    const recording: Logger = { logQuery: (q) => void statements.push(q), logQueryError: () => {}, logQuerySlow: () => {}, logSchemaBuild: () => {}, logMigration: () => {}, log: () => {} };
    (dataSource as { logger: Logger }).logger = recording;
    try {
      expect((await service.metrics(ctx())).byService.map((s) => [s.orders, s.revenueCents])).toEqual([[0, 0], [0, 0], [0, 0]]);
      expect((await service.stats(ctx())).every((d) => d.count === 0 && d.byService.length === 3)).toBe(true);
    } finally {
      (dataSource as { logger: Logger }).logger = original;
    }
    const selects = statements.filter((q) => /^\s*SELECT/i.test(q));
    expect(selects).toHaveLength(6);
    for (const query of selects) expect(query).toMatch(/^\s*SELECT\s+(COUNT|SUM)\(/i);
  });
});
