import pino from 'pino';
import { DataSource } from 'typeorm';
import type { App } from '../../app';
import type { DomainEvent } from '../../kernel/events';
import { Role } from '../../shared/roles';
import { createTestApp, TEST_NOW } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { graphqlRequest } from '../../testing/requests';
import { validToken } from '../../testing/tokens';
import { insertEventRequest, quoteSnapshot } from '../invoices/invoices.fixtures';
import { SnowOrder, SnowOrderStatus } from '../snow/snow-order.entity';
import { insertSnowOrder } from '../snow/snow.fixtures';
import { insertUser } from '../users/users.fixtures';

const ITEMS = 'query($handled: Boolean) { inboxItems(handled: $handled) { id kind section title link dueAt handledAt } }';
const HANDLE = 'mutation($id: ID!) { handleInboxItem(id: $id) { handledAt } }';

/**
 * Issue #26: every kind the inbox lists is made by its transition, survives being listed, and
 * leaves the list only when handled (by « Marquer traité » or the transition that handles it).
 */
describeEachDb('office inbox: every kind appears and clears only when handled', (kind) => {
  let dataSource: DataSource;
  let app: App;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource);
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });
  beforeEach(() => clearTables(dataSource));

  const ctx = () => ({ user: null, now: TEST_NOW, dataSource, log: pino({ level: 'silent' }), ip: undefined });
  const emit = (event: DomainEvent) => dataSource.transaction((em) => app.bus.emit(em, event));
  const gql = async (user: { id: number; role: Role }, query: string, variables: Record<string, unknown> = {}) => {
    const res = await graphqlRequest(app, { query, variables, token: await validToken(user) });
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };
  const open = async (user: { id: number; role: Role }) => (await gql(user, ITEMS)).inboxItems as { id: string; kind: string; section: string; title: string; link: string; dueAt: string | null }[];
  /** Listed twice (still there), then handled by hand: gone from the open list, in the handled one. */
  const handledByHand = async (user: { id: number; role: Role }, id: string) => {
    expect((await open(user)).map((item) => item.id)).toContain(id);
    await gql(user, HANDLE, { id });
    expect((await open(user)).map((item) => item.id)).not.toContain(id);
    expect(((await gql(user, ITEMS, { handled: true })).inboxItems as { id: string }[]).map((item) => item.id)).toContain(id);
  };

  const failPayment = async (sessionId: string) => {
    const order = await insertSnowOrder(dataSource, { status: SnowOrderStatus.PENDING, stripeSessionId: sessionId });
    await dataSource.transaction((em) =>
      app.container.snowFulfiller.applyCheckoutOutcome(ctx(), em, { kind: 'failed', eventId: `evt_${sessionId}`, eventType: 'checkout.session.async_payment_failed', sessionId, orderId: order.id, paymentIntent: null, customerName: null }),
    );
    return order;
  };

  it('a failed payment (Stripe async_payment_failed) makes a « Paiement échoué » item in Factures; handled by hand', async () => {
    const boss = await insertUser(dataSource, { role: Role.MANAGER });
    const order = await failPayment('cs_failed_a');
    expect((await dataSource.getRepository(SnowOrder).findOneByOrFail({ id: order.id })).status).toBe(SnowOrderStatus.CANCELED);
    const items = await open(boss);
    expect(items).toEqual([expect.objectContaining({ kind: 'PAYMENT_FAILED', section: 'INVOICES', link: '/admin/saison-neige' })]);
    expect(items[0]!.title).toContain(`n° ${order.id}`);
    // Another order's failed payment is its own item.
    await failPayment('cs_failed_b');
    expect(await open(boss)).toHaveLength(2);
    await handledByHand(boss, items[0]!.id);
  });

  it('a failed payment is handled when the order is paid after all', async () => {
    const boss = await insertUser(dataSource, { role: Role.MANAGER });
    const order = await failPayment('cs_failed_c');
    expect((await open(boss)).map((item) => item.kind)).toEqual(['PAYMENT_FAILED']);
    await dataSource.transaction((em) =>
      app.container.snowFulfiller.applyCheckoutOutcome(ctx(), em, { kind: 'paid', eventId: 'evt_paid_c', eventType: 'checkout.session.async_payment_succeeded', sessionId: 'cs_failed_c', orderId: order.id, paymentIntent: null, customerName: null }),
    );
    expect((await open(boss)).map((item) => item.kind)).toEqual(['SNOW_NEW']);
  });

  it('a snow visit the driver marks impossible makes a « Passage impossible » item in Saison de neige; a visit done makes none', async () => {
    const boss = await insertUser(dataSource, { role: Role.MANAGER });
    const driver = await insertUser(dataSource, { role: Role.EMPLOYEE });
    for (const email of ['a@example.com', 'b@example.com']) {
      const order = await insertSnowOrder(dataSource, { email, mode: 'abonnement', status: SnowOrderStatus.PAID, paidAt: TEST_NOW, basePrice: 45_000, subtotal: 45_000, gst: 2250, qst: 4489, total: 51_739 });
      await emit({ type: 'snow.paid', at: TEST_NOW, snowOrderId: order.id, order });
    }
    await gql(boss, 'mutation($input: DeclareSnowfallInput!) { declareSnowfall(input: $input) { created } }', { input: { date: '2026-11-21', cm: 8, endTime: '06:00' } });
    const route = (await gql(boss, 'query { snowBoard { routes { id visits { id } } } }')).snowBoard.routes[0];
    await gql(boss, 'mutation($input: AssignSnowRouteInput!) { assignSnowRoute(input: $input) { id } }', { input: { routeId: route.id, employeeId: String(driver.id) } });
    for (const item of await open(boss)) await gql(boss, HANDLE, { id: item.id });
    const complete = (visitId: string, outcome: string, key: string) =>
      gql(driver, 'mutation($input: CompleteSnowVisitInput!) { completeSnowVisit(input: $input) { id } }', {
        input: { visitId, outcome, occurredAt: '2026-11-21T14:10:00.000Z', idempotencyKey: key, ...(outcome === 'impossible' ? { reason: 'Entrée bloquée par un véhicule' } : {}) },
      });
    await complete(route.visits[0].id, 'done', 'visit-done-0001');
    expect(await open(boss)).toEqual([]);
    await complete(route.visits[1].id, 'impossible', 'visit-impossible-0001');
    const items = await open(boss);
    expect(items).toEqual([expect.objectContaining({ kind: 'SNOW_VISIT_IMPOSSIBLE', section: 'SNOW', link: '/admin/saison-neige', title: `Passage de déneigement impossible (passage n° ${route.visits[1].id})` })]);
    await handledByHand(boss, items[0]!.id);
  });

  // The other kinds, from their transitions on the spine (their owners' tests emit them).
  const otherKinds: [string, string, Role, () => Promise<DomainEvent>][] = [
    ['QUOTE_DECLINED', 'EVENTS', Role.MANAGER, async () => ({ type: 'quote.declined', at: TEST_NOW, quote: quoteSnapshot((await insertEventRequest(dataSource)).id) })],
    ['QUOTE_EXPIRED', 'EVENTS', Role.MANAGER, async () => ({ type: 'quote.expired', at: TEST_NOW, quote: quoteSnapshot((await insertEventRequest(dataSource)).id) })],
    ['CHANGE_REQUEST', 'EVENTS', Role.MANAGER, async () => ({ type: 'quote.change_requested', at: TEST_NOW, eventRequestId: (await insertEventRequest(dataSource)).id })],
    ['FORGOTTEN_CLOCKOUT', 'TIMESHEETS', Role.MANAGER, async () => ({ type: 'timeclock.forgotten', at: TEST_NOW, timeEntryId: 7, userId: 1 })],
    ['TIMESHEET_SUBMITTED', 'TIMESHEETS', Role.MANAGER, async () => ({ type: 'timesheet.submitted', at: TEST_NOW, timesheetId: 3, userId: 1 })],
    ['WEBHOOK_FAILING', 'WEBHOOKS', Role.ADMIN, async () => ({ type: 'webhook.failing', at: TEST_NOW, endpointId: 2 })],
  ];
  it.each(otherKinds)('%s appears in %s and clears only when handled', async (kindName, section, role, event) => {
    const user = await insertUser(dataSource, { role });
    await emit(await event());
    const items = await open(user);
    expect(items).toEqual([expect.objectContaining({ kind: kindName, section })]);
    await handledByHand(user, items[0]!.id);
  });
});
