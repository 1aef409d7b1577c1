import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { DataSource } from 'typeorm';
import type { App } from '../../app';
import type { RequestContext } from '../../kernel/context';
import { createTestApp, TEST_NOW } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { insertEventRequest, quoteSnapshot } from '../invoices/invoices.fixtures';
import type { DomainEvent, DomainEventType } from '../../kernel/events';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { PickupRequest, PickupStatus } from '../pickup/pickup-request.entity';
import { QuoteRevision } from '../portal/portal.entities';
import { PrivacyRequest, PrivacyRequestKind, PrivacyRequestStatus } from '../privacy/privacy.entities';
import { SnowContract } from '../snow-season/snow-season.entities';
import { SnowOrder, SnowOrderStatus } from '../snow/snow-order.entity';
import { Invoice, InvoiceStatus, PaymentMethod } from '../invoices/invoice.entities';
import { insertSnowOrder } from '../snow/snow.fixtures';
import { CUSTOMER_MESSAGES, CustomerMessageRule } from './customer-messages';
import { graphqlRequest } from '../../testing/requests';
import { validToken } from '../../testing/tokens';
import { insertUser } from '../users/users.fixtures';
import { pickupInput } from '../pickup/pickup.fixtures';
import { Role } from '../../shared/roles';

const ROOT = path.resolve(__dirname, '../../../..');

/** Every transition type the server's code emits: `emit(em, { type: '…' })` literals and the portal's `transition(em, '…')` calls. */
function emittedTypes(): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) {
        const source = fs.readFileSync(file, 'utf8');
        for (const match of source.matchAll(/\.emit\(\s*em\s*,\s*\{\s*type:\s*'([a-z_.]+)'/g)) found.add(match[1]!);
        for (const match of source.matchAll(/\.emit\(\s*em\s*,\s*\{\s*type:\s*([a-z]\w*)\s*\?\s*'([a-z_.]+)'\s*:\s*'([a-z_.]+)'/g)) found.add(match[2]!).add(match[3]!);
        for (const match of source.matchAll(/this\.transition\(\s*em\s*,\s*'([a-z_.]+)'/g)) found.add(match[1]!);
      }
    }
  };
  walk(path.join(ROOT, 'server/src'));
  return found;
}

/** The README's "Messages aux clients" table: transition → what the customer gets. */
function readmeTable(): Map<string, string> {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('### Messages aux clients');
  if (start < 0) throw new Error('README: section "### Messages aux clients" missing');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1) < 0 ? undefined : readme.indexOf('\n## ', start + 1));
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const match = /^\|\s*`([a-z_.]+)`\s*\|\s*([^|]+)\|/.exec(line);
    if (match) rows.set(match[1]!, match[2]!.trim());
  }
  return rows;
}

describe('the customer-message table covers every transition (issue #26)', () => {
  it('lists every transition the code emits, and nothing else', () => {
    const emitted = emittedTypes();
    // quote.* go through the portal's transition(); the rest are literals.
    expect([...emitted].sort()).toEqual(Object.keys(CUSTOMER_MESSAGES).sort());
  });

  it('is the README table: same transitions, silent exactly where the code is silent', () => {
    const rows = readmeTable();
    expect([...rows.keys()].sort()).toEqual(Object.keys(CUSTOMER_MESSAGES).sort());
    for (const [type, channels] of rows) {
      const rule = CUSTOMER_MESSAGES[type as DomainEventType] as CustomerMessageRule;
      expect({ type, silent: /^silencieux/i.test(channels) }).toEqual({ type, silent: rule.send === 'silent' });
      if (rule.send !== 'silent') for (const channel of rule.channels) expect({ type, channels }).toEqual({ type, channels: expect.stringContaining(channel === 'email' ? 'courriel' : channel === 'sms' ? 'SMS' : 'portail') });
    }
  });
});

describeEachDb('every customer-visible transition sends its message through the outbox, once', (kind) => {
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

  const ctx = (): RequestContext => ({ user: null, now: TEST_NOW, dataSource, log: pino({ level: 'silent' }), ip: undefined });
  const emit = (event: DomainEvent) => dataSource.transaction((em) => app.bus.emit(em, event));
  const mailsTo = (to: string) => dataSource.getRepository(OutboxMessage).find({ where: { to }, order: { id: 'ASC' } });

  const insertPickup = async (overrides: Partial<PickupRequest> = {}) => {
    const repo = dataSource.getRepository(PickupRequest);
    const row = repo.create({
      fullName: 'Marie-Ève Lapointe', phone: '819 555-0123', email: 'marie-eve@example.com', address: '45 rue Notre-Dame, Trois-Rivières', floor: 0, hasElevator: false, urgency: false,
      description: 'Un divan', photos: [], status: PickupStatus.SCHEDULED, estimateCents: 12_000, scheduledDate: '2026-12-01', scheduledSlot: 'AM', updatedAt: null, createdAt: TEST_NOW, unverified: false, ...overrides,
    });
    await repo.insert(row);
    return row;
  };
  const insertPrivacy = async (status = PrivacyRequestStatus.OPEN) => {
    const repo = dataSource.getRepository(PrivacyRequest);
    const row = repo.create({
      email: 'personne@example.com', kind: PrivacyRequestKind.ACCESS, details: '', channel: 'courriel', receivedAt: TEST_NOW, dueAt: new Date(TEST_NOW.getTime() + 30 * 86_400_000),
      status, completedAt: status === PrivacyRequestStatus.OPEN ? null : TEST_NOW, completedById: null, outcome: status === PrivacyRequestStatus.OPEN ? null : 'Copie envoyée.', recordedById: null,
    });
    await repo.insert(row);
    return row;
  };
  const sentQuote = async () => {
    const event = await insertEventRequest(dataSource, { status: 'pending' as never });
    const saved = await app.container.quoteRevisions.save(ctx(), {
      eventRequestId: String(event.id),
      lines: [{ kind: 'service', description: 'Livraison et récupération', quantity: 1, unitPriceCents: 6000 }],
    } as never);
    await app.container.quoteRevisions.send(ctx(), saved.id);
    return { event, revision: await dataSource.getRepository(QuoteRevision).findOneByOrFail({ id: Number(saved.id) }) };
  };

  /** A paid subscription, a snowfall, the route given to a driver, who marks the visit: the customer's address. */
  const completeVisit = async (outcome: 'done' | 'impossible') => {
    const order = await insertSnowOrder(dataSource, { mode: 'abonnement', status: SnowOrderStatus.PAID, paidAt: TEST_NOW, basePrice: 45_000, subtotal: 45_000, gst: 2250, qst: 4489, total: 51_739 });
    await emit({ type: 'snow.paid', at: TEST_NOW, snowOrderId: order.id, order });
    const boss = await insertUser(dataSource, { role: Role.MANAGER });
    const driver = await insertUser(dataSource, { role: Role.EMPLOYEE });
    const gql = async (query: string, variables: Record<string, unknown>, user: { id: number; role: Role }) => {
      const res = await graphqlRequest(app, { query, variables, token: await validToken(user) });
      expect(res.body.errors).toBeUndefined();
      return res.body.data;
    };
    await gql('mutation($input: DeclareSnowfallInput!) { declareSnowfall(input: $input) { created } }', { input: { date: '2026-11-21', cm: 8, endTime: '06:00' } }, boss);
    const route = (await gql('query { snowBoard { routes { id visits { id } } } }', {}, boss)).snowBoard.routes[0];
    await gql('mutation($input: AssignSnowRouteInput!) { assignSnowRoute(input: $input) { id } }', { input: { routeId: route.id, employeeId: String(driver.id) } }, boss);
    await dataSource.getRepository(OutboxMessage).delete({ to: order.email });
    const input = { visitId: route.visits[0].id, outcome, occurredAt: '2026-11-21T14:10:00.000Z', idempotencyKey: `visit-${outcome}-0001`, ...(outcome === 'impossible' ? { reason: 'Entrée bloquée par un véhicule' } : {}) };
    await gql('mutation($input: CompleteSnowVisitInput!) { completeSnowVisit(input: $input) { id } }', { input }, driver);
    return order.email;
  };

  /** Makes the transition happen through the code that owns it (or its lifecycle event, for listeners); answers the customer's address. */
  const drivers: { [T in DomainEventType]: () => Promise<string> } = {
    'pickup.created': async () => {
      const created = await graphqlRequest(app, { query: 'mutation($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) { id } }', variables: { input: pickupInput({ email: 'marie-eve@example.com' }) } });
      expect(created.body.errors).toBeUndefined();
      return 'marie-eve@example.com';
    },
    'pickup.confirmed': async () => (await emit({ type: 'pickup.confirmed', at: TEST_NOW, pickupRequestId: (await insertPickup({ status: PickupStatus.NEW })).id }), 'marie-eve@example.com'),
    'pickup.estimated': async () => {
      const row = await insertPickup({ status: PickupStatus.NEW, estimateCents: null });
      const token = await validToken(await insertUser(dataSource, { role: Role.MANAGER }));
      const res = await graphqlRequest(app, { query: 'mutation($input: EstimatePickupInput!) { estimatePickup(input: $input) { id } }', variables: { input: { id: String(row.id), amountCents: 15_000 } }, token });
      expect(res.body.errors).toBeUndefined();
      return row.email;
    },
    'pickup.scheduled': async () => (await emit({ type: 'pickup.scheduled', at: TEST_NOW, pickupRequestId: (await insertPickup()).id, rescheduled: false, date: '2026-12-01', slot: 'AM' }), 'marie-eve@example.com'),
    'pickup.canceled': async () => (await emit({ type: 'pickup.canceled', at: TEST_NOW, pickupRequestId: (await insertPickup({ status: PickupStatus.CANCELED })).id }), 'marie-eve@example.com'),
    'pickup.done': async () => (await emit({ type: 'pickup.done', at: TEST_NOW, pickupRequestId: (await insertPickup({ status: PickupStatus.DONE })).id }), 'marie-eve@example.com'),
    'pickup.done_forced': async () => (await emit({ type: 'pickup.done_forced', at: TEST_NOW, pickupRequestId: (await insertPickup({ status: PickupStatus.SCHEDULED })).id, reason: 'Ramassé plus tôt', actorUserId: null, actorName: null }), 'marie-eve@example.com'),
    'event.submitted': async () => (await emit({ type: 'event.submitted', at: TEST_NOW, request: await insertEventRequest(dataSource, { status: 'pending' as never }) }), 'info@marches.ca'),
    'event.verified': async () => (await emit({ type: 'event.verified', at: TEST_NOW, eventRequestId: (await insertEventRequest(dataSource, { status: 'pending' as never })).id }), 'info@marches.ca'),
    'event.status_changed': async () => (await emit({ type: 'event.status_changed', at: TEST_NOW, request: await insertEventRequest(dataSource, { statusChangedById: (await insertUser(dataSource, { role: Role.MANAGER })).id }) }), 'info@marches.ca'),
    'event.canceled': async () => (await emit({ type: 'event.canceled', at: TEST_NOW, eventRequestId: (await insertEventRequest(dataSource, { status: 'canceled' as never })).id, reason: 'Météo' }), 'info@marches.ca'),
    'event.done': async () => {
      const event = await insertEventRequest(dataSource);
      await emit({ type: 'quote.accepted', at: TEST_NOW, quote: quoteSnapshot(event.id) });
      await dataSource.getRepository(OutboxMessage).delete({ to: 'info@marches.ca' });
      await emit({ type: 'event.done', at: TEST_NOW, eventRequestId: event.id });
      return 'info@marches.ca';
    },
    'event.done_forced': async () => (await emit({ type: 'event.done_forced', at: TEST_NOW, eventRequestId: (await insertEventRequest(dataSource)).id, reason: 'Événement écourté', actorUserId: null, actorName: null }), 'info@marches.ca'),
    'quote.sent': async () => (await sentQuote(), 'info@marches.ca'),
    'quote.accepted': async () => (await emit({ type: 'quote.accepted', at: TEST_NOW, quote: quoteSnapshot((await insertEventRequest(dataSource)).id) }), 'info@marches.ca'),
    'quote.declined': async () => (await emit({ type: 'quote.declined', at: TEST_NOW, quote: quoteSnapshot((await insertEventRequest(dataSource)).id) }), 'info@marches.ca'),
    'quote.expiring': async () => {
      const { event, revision } = await sentQuote();
      await dataSource.getRepository(OutboxMessage).delete({ to: event.email });
      await emit({ type: 'quote.expiring', at: TEST_NOW, quote: quoteSnapshot(event.id, { revisionId: revision.id }) });
      return event.email;
    },
    'quote.expired': async () => {
      const { event, revision } = await sentQuote();
      await dataSource.getRepository(OutboxMessage).delete({ to: event.email });
      await dataSource.getRepository(QuoteRevision).update({ id: revision.id }, { validUntil: '2026-11-01' });
      expect(await app.container.quoteRevisions.expireOverdue(ctx())).toBe(1);
      return event.email;
    },
    'quote.change_requested': async () => (await emit({ type: 'quote.change_requested', at: TEST_NOW, eventRequestId: (await insertEventRequest(dataSource)).id }), 'info@marches.ca'),
    'snow.paid': async () => {
      const order = await insertSnowOrder(dataSource, { status: SnowOrderStatus.PAID, paidAt: TEST_NOW });
      await emit({ type: 'snow.paid', at: TEST_NOW, snowOrderId: order.id, order });
      return order.email;
    },
    'invoice.issued': async () => (await emit({ type: 'pickup.done', at: TEST_NOW, pickupRequestId: (await insertPickup({ status: PickupStatus.DONE })).id }), 'marie-eve@example.com'),
    'invoice.paid': async () => {
      // The invoice of a finished pickup; its own e-mail is not the receipt under test.
      await emit({ type: 'pickup.done', at: TEST_NOW, pickupRequestId: (await insertPickup({ status: PickupStatus.DONE })).id });
      const invoice = await dataSource.getRepository(Invoice).findOneByOrFail({ clientEmail: 'marie-eve@example.com' });
      await dataSource.getRepository(OutboxMessage).delete({ to: 'marie-eve@example.com' });
      await app.container.invoices.recordPayment(ctx(), { number: invoice.number, amountCents: invoice.balanceCents, method: PaymentMethod.INTERAC, date: '2026-11-21', reference: 'virement 42' });
      expect((await dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id })).status).toBe(InvoiceStatus.PAID);
      return 'marie-eve@example.com';
    },
    'credit_note.issued': async () => {
      await emit({ type: 'pickup.done', at: TEST_NOW, pickupRequestId: (await insertPickup({ status: PickupStatus.DONE })).id });
      const invoice = await dataSource.getRepository(Invoice).findOneByOrFail({ clientEmail: 'marie-eve@example.com' });
      await dataSource.getRepository(OutboxMessage).delete({ to: 'marie-eve@example.com' });
      await app.container.invoices.issueCreditNote(ctx(), { number: invoice.number, amountCents: 1000, reason: 'Geste commercial' });
      return 'marie-eve@example.com';
    },
    'snow.payment_failed': async () => {
      const order = await insertSnowOrder(dataSource, { status: SnowOrderStatus.PENDING, stripeSessionId: 'cs_failed_1' });
      await dataSource.transaction((em) => app.container.snowFulfiller.applyCheckoutOutcome(ctx(), em, { kind: 'failed', eventId: 'evt_1', eventType: 'checkout.session.async_payment_failed', sessionId: 'cs_failed_1', orderId: order.id, paymentIntent: null, customerName: null }));
      expect((await dataSource.getRepository(SnowOrder).findOneByOrFail({ id: order.id })).status).toBe(SnowOrderStatus.CANCELED);
      return order.email;
    },
    'snow.visit_done': async () => completeVisit('done'),
    'snow.visit_impossible': async () => completeVisit('impossible'),
    'time_entry.closed': async () => 'employe@example.com',
    'snow.contract_canceled': async () => {
      const order = await insertSnowOrder(dataSource, { mode: 'abonnement', status: SnowOrderStatus.PAID, paidAt: TEST_NOW, basePrice: 45_000, subtotal: 45_000, gst: 2250, qst: 4489, total: 51_739 });
      await emit({ type: 'snow.paid', at: TEST_NOW, snowOrderId: order.id, order });
      const contract = await dataSource.getRepository(SnowContract).findOneByOrFail({ snowOrderId: order.id });
      await dataSource.getRepository(OutboxMessage).delete({ to: order.email });
      await emit({ type: 'snow.contract_canceled', at: TEST_NOW, contractId: contract.id, refundCents: 10_000 });
      return order.email;
    },
    'privacy.received': async () => (await emit({ type: 'privacy.received', at: TEST_NOW, privacyRequestId: (await insertPrivacy()).id }), 'personne@example.com'),
    'privacy.completed': async () => (await emit({ type: 'privacy.completed', at: TEST_NOW, privacyRequestId: (await insertPrivacy(PrivacyRequestStatus.DONE)).id }), 'personne@example.com'),
    'timesheet.submitted': async () => (await emit({ type: 'timesheet.submitted', at: TEST_NOW, timesheetId: 1, userId: 1 }), 'employe@example.com'),
    'timeclock.forgotten': async () => (await emit({ type: 'timeclock.forgotten', at: TEST_NOW, timeEntryId: 1, userId: 1 }), 'employe@example.com'),
    'timeclock.punch_held': async () => (await emit({ type: 'timeclock.punch_held', at: TEST_NOW, punchId: 1, userId: 1, periodStart: '2026-11-08' }), 'employe@example.com'),
    'user.disabled': async () => (await emit({ type: 'user.disabled', at: TEST_NOW, userId: 1 }), 'employe@example.com'),
    'webhook.failing': async () => (await emit({ type: 'webhook.failing', at: TEST_NOW, endpointId: 1 }), 'integrateur@example.com'),
  };

  it.each(Object.keys(CUSTOMER_MESSAGES) as DomainEventType[])('%s: sends what the table says', async (type) => {
    const to = await drivers[type]!();
    const mails = await mailsTo(to);
    const rule: CustomerMessageRule = CUSTOMER_MESSAGES[type];
    if (rule.send === 'silent') {
      expect(mails).toEqual([]);
      return;
    }
    expect(mails.length).toBeGreaterThanOrEqual(1);
    for (const mail of mails) {
      expect(mail.dedupeKey).toBeTruthy();
      expect(mail.text).toContain('Services Mauricie');
      expect(mail.text).toMatch(/819 555-0142/);
    }
  });

  it('queues each message once when the same transition is delivered again', async () => {
    const pickup = await insertPickup();
    const event: DomainEvent = { type: 'pickup.scheduled', at: TEST_NOW, pickupRequestId: pickup.id, rescheduled: true, date: '2026-12-03', slot: 'PM' };
    await emit(event);
    await emit(event);
    const mails = await mailsTo(pickup.email);
    expect(mails.map((m) => m.dedupeKey)).toEqual([`pickup-request:${pickup.id}:scheduled:2026-12-03:PM`]);
    expect(mails[0]!.subject).toBe(`Votre ramassage est déplacé (n° ${pickup.id}) – Services Mauricie`);
  });

  it('says nothing to the address of an unverified request', async () => {
    const pickup = await insertPickup({ status: PickupStatus.NEW, unverified: true });
    await emit({ type: 'pickup.created', at: TEST_NOW, pickup });
    expect(await mailsTo(pickup.email)).toEqual([]);
  });

  it('tells the customer the reason staff typed for a cancellation', async () => {
    const event = await insertEventRequest(dataSource, { status: 'canceled' as never });
    await emit({ type: 'event.canceled', at: TEST_NOW, eventRequestId: event.id, reason: 'Le site est fermé par la Ville ce week-end.' });
    const [mail] = await mailsTo(event.email);
    expect(mail!.subject).toBe('Votre événement est annulé (EV-2026-000007) – Services Mauricie');
    expect(mail!.text).toContain('Raison : Le site est fermé par la Ville ce week-end.');
  });

  it('gives the privacy request’s 30-day deadline', async () => {
    const row = await insertPrivacy();
    await emit({ type: 'privacy.received', at: TEST_NOW, privacyRequestId: row.id });
    const [mail] = await mailsTo(row.email);
    expect(mail!.text).toContain('La loi nous donne 30 jours pour y répondre : vous aurez notre réponse au plus tard le 21 décembre 2026.');
  });
});
