import { DataSource } from 'typeorm';
import { loadConfig } from '../../config';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { TEST_NOW } from '../../testing/app';
import { testBus } from '../../testing/event-bus';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { EventRequest, EventRequestStatus } from '../events/event-request.entity';
import { eventInput } from '../events/events.fixtures';
import { EventsService } from '../events/events.service';
import { MailService } from '../mail/mail.service';
import { PickupRequest, PickupStatus } from '../pickup/pickup-request.entity';
import { pickupInput } from '../pickup/pickup.fixtures';
import { PickupService } from '../pickup/pickup.service';
import { restoreSeedPrices, testContext } from '../pricing/pricing.fixtures';
import { PricingService } from '../pricing/pricing.service';
import { SnowOrderStatus } from '../snow/snow-order.entity';
import { insertSnowOrder } from '../snow/snow.fixtures';
import { ClientsArgs } from './clients.inputs';
import { ClientsService } from './clients.service';

const company = loadConfig({ NODE_ENV: 'test' }).company;
const minutesAgo = (minutes: number) => new Date(TEST_NOW.getTime() - minutes * 60_000);
const args = (overrides: Partial<ClientsArgs> = {}) => Object.assign(new ClientsArgs(), { first: 20, ...overrides });

describeEachDb('ClientsService', (kind) => {
  let dataSource: DataSource;
  let service: ClientsService;
  let pickups: PickupService;
  let events: EventsService;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    events = new EventsService(dataSource, new PricingService(dataSource), new MailService(), company, testBus(dataSource));
    pickups = new PickupService(dataSource, testBus(dataSource), new MailService());
    service = new ClientsService(dataSource, events);
  });
  afterAll(() => dataSource?.destroy());
  beforeEach(async () => {
    await clearTables(dataSource);
    await restoreSeedPrices(dataSource);
  });
  const ctxAt = (now: Date) => ({ ...testContext(dataSource), now });
  const pickup = (at: Date, overrides: Parameters<typeof pickupInput>[0] = {}) => pickups.create(ctxAt(at), pickupInput(overrides));
  const event = (at: Date, overrides: Parameters<typeof eventInput>[0] = {}) => events.submit(ctxAt(at), eventInput({ sendCopy: false, ...overrides }));

  it('merges the three services into one row per e-mail, whatever its case and spaces', async () => {
    await pickup(minutesAgo(300), { fullName: 'Marie-Ève Lapointe', email: 'marie@example.com', phone: '819 555-0101' });
    const estimated = await pickup(minutesAgo(200), { fullName: 'M.-È. Lapointe', email: 'Marie@Example.com', phone: '819 555-0102' });
    await dataSource.getRepository(PickupRequest).update(estimated.id, { estimateCents: 15_000, status: PickupStatus.ESTIMATED });
    const submitted = await event(minutesAgo(100), { email: 'MARIE@example.com', companyName: 'Lapointe événements', phone: '' });
    await insertSnowOrder(dataSource, { email: ' marie@EXAMPLE.com ', customerName: null, status: SnowOrderStatus.PAID, total: 9198, createdAt: minutesAgo(50) });
    await insertSnowOrder(dataSource, { email: 'marie@example.com', status: SnowOrderStatus.EXPIRED, total: 1, createdAt: minutesAgo(10) });
    await pickup(minutesAgo(400), { fullName: 'Paul Roy', email: 'paul@example.com' });

    const page = await service.list(testContext(dataSource), args());
    expect(page.totalCount).toBe(2);
    expect(page.edges.map((e) => e.node)).toEqual([
      {
        id: 'marie@example.com',
        email: 'marie@example.com',
        name: 'Lapointe événements',
        phone: '819 555-0102',
        pickupRequestCount: 2,
        eventRequestCount: 1,
        snowOrderCount: 1,
        totalCents: 15_000 + submitted.total + 9198,
        firstActivityAt: minutesAgo(300),
        lastActivityAt: minutesAgo(50),
      },
      expect.objectContaining({ email: 'paul@example.com', name: 'Paul Roy', pickupRequestCount: 1, eventRequestCount: 0, snowOrderCount: 0, totalCents: 0 }),
    ]);
  });

  it('counts canceled requests without their amount and leaves unpaid snow checkouts out', async () => {
    const canceled = await event(minutesAgo(30), { email: 'annule@example.com' });
    await dataSource.getRepository(EventRequest).update(canceled.id, { status: EventRequestStatus.CANCELED });
    await insertSnowOrder(dataSource, { email: 'expire@example.com', status: SnowOrderStatus.EXPIRED });
    await insertSnowOrder(dataSource, { email: 'attente@example.com', status: SnowOrderStatus.PENDING, total: 5000, customerName: 'Luc Ouellet' });

    const page = await service.list(testContext(dataSource), args());
    expect(page.edges.map((e) => [e.node.email, e.node.eventRequestCount + e.node.snowOrderCount, e.node.totalCents, e.node.name])).toEqual([
      ['attente@example.com', 1, 5000, 'Luc Ouellet'],
      ['annule@example.com', 1, 0, expect.any(String)],
    ]);
  });

  it('leaves out requests and orders the retention job anonymised (their e-mail is gone)', async () => {
    const kept = await pickup(minutesAgo(20), { email: 'garde@example.com' });
    const old = await pickup(minutesAgo(10), { email: 'ancien@example.com' });
    await dataSource.getRepository(PickupRequest).update(old.id, { email: '', fullName: 'Anonymisé', anonymizedAt: TEST_NOW });
    const oldEvent = await event(minutesAgo(5), { email: 'ancien@example.com' });
    await dataSource.getRepository(EventRequest).update(oldEvent.id, { email: '', anonymizedAt: TEST_NOW });

    const page = await service.list(testContext(dataSource), args());
    expect(page.totalCount).toBe(1);
    expect(page.edges.map((e) => e.node.email)).toEqual([kept.email]);
  });

  it('searches name, e-mail and phone, ignoring case and accents, and phone digits without separators', async () => {
    await pickup(minutesAgo(3), { fullName: 'Éloïse Bérubé', email: 'eloise@example.com', phone: '(819) 555-0123' });
    await pickup(minutesAgo(2), { fullName: 'Jean Tremblay', email: 'jt@courriel.ca', phone: '418 555-9876' });
    await pickup(minutesAgo(1), { fullName: 'Rabais 50% inc.', email: 'rabais@example.com', phone: '450 555-0000' });
    const emails = async (search: string) => (await service.list(testContext(dataSource), args({ search }))).edges.map((e) => e.node.email);

    expect(await emails('eloise berube')).toEqual(['eloise@example.com']);
    expect(await emails('BÉRUBÉ')).toEqual(['eloise@example.com']);
    expect(await emails('COURRIEL')).toEqual(['jt@courriel.ca']);
    expect(await emails('555-98')).toEqual(['jt@courriel.ca']);
    expect(await emails('8195550123')).toEqual(['eloise@example.com']);
    expect(await emails('50%')).toEqual(['rabais@example.com']);
    expect(await emails('_')).toEqual([]);
    expect(await emails('  ')).toHaveLength(3);
    const filtered = await service.list(testContext(dataSource), args({ search: 'example.com' }));
    expect(filtered.totalCount).toBe(2);
  });

  it('pages by latest activity then e-mail, with cursors that stay put when a newer customer arrives', async () => {
    const sameTime = minutesAgo(60);
    for (const email of ['c@example.com', 'a@example.com', 'b@example.com']) await pickup(sameTime, { email });
    await pickup(minutesAgo(30), { email: 'recent@example.com' });
    await pickup(minutesAgo(90), { email: 'old@example.com' });

    const first = await service.list(testContext(dataSource), args({ first: 2 }));
    expect(first.edges.map((e) => e.node.email)).toEqual(['recent@example.com', 'a@example.com']);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.totalCount).toBe(5);

    await pickup(minutesAgo(1), { email: 'nouveau@example.com' });
    const second = await service.list(testContext(dataSource), args({ first: 2, after: first.pageInfo.endCursor }));
    expect(second.edges.map((e) => e.node.email)).toEqual(['b@example.com', 'c@example.com']);
    expect(second.pageInfo.hasPreviousPage).toBe(true);
    const third = await service.list(testContext(dataSource), args({ first: 2, after: second.pageInfo.endCursor }));
    expect(third.edges.map((e) => e.node.email)).toEqual(['old@example.com']);
    expect(third.pageInfo).toMatchObject({ hasNextPage: false });
    expect(third.totalCount).toBe(6);
  });

  it('refuses a page size out of bounds, a forged cursor and a search too long, with BAD_USER_INPUT', async () => {
    const codeOf = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: AppError) => [error.code, Object.keys(error.fieldErrors ?? {})],
      );
    expect(await codeOf(service.list(testContext(dataSource), args({ first: 0 })))).toEqual([ErrorCode.BAD_USER_INPUT, ['first']]);
    expect(await codeOf(service.list(testContext(dataSource), args({ first: 101 })))).toEqual([ErrorCode.BAD_USER_INPUT, ['first']]);
    expect(await codeOf(service.list(testContext(dataSource), args({ after: 'pas-un-curseur' })))).toEqual([ErrorCode.BAD_USER_INPUT, ['after']]);
    expect(await codeOf(service.list(testContext(dataSource), args({ search: 'x'.repeat(101) })))).toEqual([ErrorCode.BAD_USER_INPUT, ['search']]);
  });

  it('gives one customer’s requests and orders, newest first, and NOT_FOUND for an unknown e-mail', async () => {
    const older = await pickup(minutesAgo(20), { email: 'marie@example.com' });
    const newer = await pickup(minutesAgo(10), { email: 'Marie@example.com' });
    const submitted = await event(minutesAgo(15), { email: 'marie@example.com' });
    const paid = await insertSnowOrder(dataSource, { email: 'MARIE@example.com', status: SnowOrderStatus.PAID });
    await insertSnowOrder(dataSource, { email: 'marie@example.com', status: SnowOrderStatus.CANCELED });
    await pickup(minutesAgo(5), { email: 'autre@example.com' });

    const detail = await service.get(testContext(dataSource), '  MARIE@example.com ');
    expect(detail.client).toMatchObject({ email: 'marie@example.com', pickupRequestCount: 2, eventRequestCount: 1, snowOrderCount: 1 });
    expect(detail.pickupRequests.map((p) => p.id)).toEqual([newer.id, older.id]);
    expect(detail.eventRequests.map((e) => e.id)).toEqual([submitted.id]);
    expect(detail.eventRequests[0]!.materials.length).toBeGreaterThan(0);
    expect(detail.snowOrders.map((o) => o.id)).toEqual([paid.id]);

    await expect(service.get(testContext(dataSource), 'personne@example.com')).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
  });
});
