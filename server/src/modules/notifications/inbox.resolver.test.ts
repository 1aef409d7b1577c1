import { createClient, Client } from 'graphql-ws';
import pino from 'pino';
import { DataSource } from 'typeorm';
import WebSocket from 'ws';
import type { App } from '../../app';
import { Role } from '../../shared/roles';
import { createTestApp, TEST_NOW } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { listenWithSubscriptions, type ListeningWithSubscriptions } from '../../testing/listen';
import { graphqlRequest, restRequest } from '../../testing/requests';
import { validToken } from '../../testing/tokens';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { pickupInput, pickupRestBody } from '../pickup/pickup.fixtures';
import { PickupRequest, PickupStatus } from '../pickup/pickup.public';
import { SqlStatementCounterLogger } from '../../db/sql-statement-counter';
import { webhookSubscriptions } from '../webhooks/webhook-subscriptions';
import { insertUser } from '../users/users.fixtures';
import type { InboxBus } from './inbox-bus';
import { InboxItem, InboxKind } from './inbox.entities';
import { InboxService } from './inbox.service';

const ITEMS = 'query($handled: Boolean, $section: InboxSection) { inboxItems(handled: $handled, section: $section) { id kind section title link dueAt assignedToId handledAt handledById } }';
const COUNTS = 'query { inboxCounts { section open } }';
const CREATE_PICKUP = 'mutation($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) { id } }';

describeEachDb('office inbox « À traiter » (issue #26)', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let now = TEST_NOW;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource, { now: () => now, env: { OFFICE_EMAIL: 'bureau@exemple.ca' } });
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });
  beforeEach(async () => {
    now = TEST_NOW;
    await clearTables(dataSource);
  });

  const as = async (role: Role) => {
    const user = await insertUser(dataSource, { role });
    return { user, token: await validToken(user) };
  };
  const gql = (token: string | undefined, query: string, variables: Record<string, unknown> = {}) => graphqlRequest(app, { query, variables, token });
  const newPickup = async () => (await gql(undefined, CREATE_PICKUP, { input: pickupInput() })).body.data.createPickupRequest.id as string;

  it('a new pickup request makes one open item linking to its screen, e-mails the office at once, and listing it changes nothing', async () => {
    const { token } = await as(Role.MANAGER);
    const id = await newPickup();
    const first = await gql(token, ITEMS);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.inboxItems).toEqual([
      expect.objectContaining({ kind: 'PICKUP_NEW', section: 'PICKUPS', title: `Nouvelle demande de ramassage n° ${id}`, link: `/admin/ramassage?id=${id}`, handledAt: null, assignedToId: null }),
    ]);
    // Listed twice, counted twice: still open (an item never clears by being shown).
    expect((await gql(token, ITEMS)).body.data.inboxItems).toHaveLength(1);
    expect((await gql(token, COUNTS)).body.data.inboxCounts).toContainEqual({ section: 'PICKUPS', open: 1 });
    const office = await dataSource.getRepository(OutboxMessage).findBy({ to: 'bureau@exemple.ca' });
    expect(office).toHaveLength(1);
    expect(office[0]!.subject).toBe(`À traiter : Nouvelle demande de ramassage n° ${id}`);
    expect(office[0]!.text).toContain(`/admin/ramassage?id=${id}`);
  });

  it('is assigned to a staff member, then done when handled (once), and can be reopened', async () => {
    const { token, user } = await as(Role.MANAGER);
    const { user: colleague } = await as(Role.MANAGER);
    const { user: employee } = await as(Role.EMPLOYEE);
    await newPickup();
    const [item] = (await gql(token, ITEMS)).body.data.inboxItems;
    const assigned = await gql(token, 'mutation($id: ID!, $userId: ID) { assignInboxItem(id: $id, userId: $userId) { assignedToId } }', { id: item.id, userId: String(colleague.id) });
    expect(assigned.body.data.assignInboxItem.assignedToId).toBe(String(colleague.id));
    const refused = await gql(token, 'mutation($id: ID!, $userId: ID) { assignInboxItem(id: $id, userId: $userId) { assignedToId } }', { id: item.id, userId: String(employee.id) });
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { userId: 'Choisissez un membre du personnel actif qui a accès à cet élément.' } });

    now = new Date(TEST_NOW.getTime() + 60_000);
    const handled = await gql(token, 'mutation($id: ID!) { handleInboxItem(id: $id) { handledAt handledById } }', { id: item.id });
    expect(handled.body.data.handleInboxItem).toEqual({ handledAt: now.toISOString(), handledById: String(user.id) });
    const again = await gql(token, 'mutation($id: ID!) { handleInboxItem(id: $id) { id } }', { id: item.id });
    expect(again.body.errors[0]).toMatchObject({ message: 'Cet élément est déjà traité.', extensions: { code: 'INVALID_TRANSITION' } });
    expect((await gql(token, ITEMS)).body.data.inboxItems).toEqual([]);
    expect((await gql(token, ITEMS, { handled: true })).body.data.inboxItems).toHaveLength(1);
    expect((await gql(token, COUNTS)).body.data.inboxCounts).toContainEqual({ section: 'PICKUPS', open: 0 });
    await gql(token, 'mutation($id: ID!) { reopenInboxItem(id: $id) { id } }', { id: item.id });
    expect((await gql(token, ITEMS)).body.data.inboxItems).toHaveLength(1);
  });

  it('closes a new-request item when staff handle its subject (the estimate is sent)', async () => {
    const { token } = await as(Role.MANAGER);
    const id = await newPickup();
    const res = await gql(token, 'mutation($input: EstimatePickupInput!) { estimatePickup(input: $input) { id } }', { input: { id, amountCents: 12_000 } });
    expect(res.body.errors).toBeUndefined();
    expect((await gql(token, ITEMS)).body.data.inboxItems).toEqual([]);
  });

  it('checks roles on the server: employees get FORBIDDEN, managers do not see ADMIN sections (privacy deadline items)', async () => {
    const { token: employee } = await as(Role.EMPLOYEE);
    const { token: manager } = await as(Role.MANAGER);
    const { token: admin } = await as(Role.ADMIN);
    expect((await gql(employee, ITEMS)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(undefined, COUNTS)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const recorded = await gql(admin, 'mutation($input: RecordPrivacyRequestInput!) { recordPrivacyRequest(input: $input) { id dueAt } }', {
      input: { email: 'personne@example.com', kind: 'ACCESS', details: '', channel: 'courriel' },
    });
    expect(recorded.body.errors).toBeUndefined();
    const adminItems = (await gql(admin, ITEMS)).body.data.inboxItems;
    expect(adminItems).toEqual([expect.objectContaining({ kind: 'PRIVACY_REQUEST', section: 'PRIVACY', dueAt: recorded.body.data.recordPrivacyRequest.dueAt, link: '/admin/confidentialite' })]);
    expect((await gql(manager, ITEMS)).body.data.inboxItems).toEqual([]);
    expect((await gql(manager, COUNTS)).body.data.inboxCounts.map((c: { section: string }) => c.section)).not.toContain('PRIVACY');
    const hidden = await gql(manager, 'mutation($id: ID!) { handleInboxItem(id: $id) { id } }', { id: adminItems[0].id });
    expect(hidden.body.errors[0].extensions.code).toBe('NOT_FOUND');
    // The person is told the 30-day deadline.
    const [ack] = await dataSource.getRepository(OutboxMessage).findBy({ to: 'personne@example.com' });
    expect(ack!.text).toContain('au plus tard le 21 décembre 2026');
  });

  it('keeps per-user preferences: immediate e-mails for the kinds chosen, none for others, refuses kinds above the role', async () => {
    const { token, user } = await as(Role.MANAGER);
    const saved = await gql(token, 'mutation($input: InboxPreferencesInput!) { updateMyInboxPreferences(input: $input) { mode kinds allowedKinds } }', { input: { mode: 'IMMEDIATE', kinds: ['PICKUP_NEW'] } });
    expect(saved.body.data.updateMyInboxPreferences).toMatchObject({ mode: 'IMMEDIATE', kinds: ['PICKUP_NEW'] });
    expect(saved.body.data.updateMyInboxPreferences.allowedKinds).not.toContain('PRIVACY_REQUEST');
    const refused = await gql(token, 'mutation($input: InboxPreferencesInput!) { updateMyInboxPreferences(input: $input) { mode } }', { input: { mode: 'IMMEDIATE', kinds: ['PRIVACY_REQUEST'] } });
    expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    await newPickup();
    expect(await dataSource.getRepository(OutboxMessage).countBy({ to: user.email })).toBe(1);
    expect((await gql(token, 'query { myInboxPreferences { mode kinds } }')).body.data.myInboxPreferences).toEqual({ mode: 'IMMEDIATE', kinds: ['PICKUP_NEW'] });
  });
});

describeEachDb('unverified pickup requests: stored alone, their item made just after (issue #31)', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let now = TEST_NOW;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind, { logger: new SqlStatementCounterLogger() });
    app = await createTestApp(dataSource, {
      now: () => now,
      env: { OFFICE_EMAIL: 'bureau@exemple.ca', BOT_CHECK: 'on', PUBLIC_WRITE_LIMIT_10MIN: '0', PUBLIC_WRITE_LIMIT_DAY: '0', SQL_STATEMENT_HEADER: 'true' },
    });
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });
  beforeEach(async () => {
    now = TEST_NOW;
    await clearTables(dataSource);
  });

  const gql = (token: string | undefined, query: string, variables: Record<string, unknown> = {}) => graphqlRequest(app, { query, variables, token });
  const unverifiedPickup = async () => {
    const res = await restRequest(app, 'post', '/api/junk/create', { body: pickupRestBody() });
    expect(res.status).toBe(201);
    return { id: String(res.body.id), statements: Number(res.headers['x-sql-statements']) };
  };
  const items = () => dataSource.getRepository(InboxItem).findBy({ kind: InboxKind.UNVERIFIED });

  it('is one statement on MariaDB (the row), then one open item and its count, signalled after it is made; e-mails who chose the kind, not the office', async () => {
    const manager = await insertUser(dataSource, { role: Role.MANAGER });
    const token = await validToken(manager);
    const saved = await gql(token, 'mutation($input: InboxPreferencesInput!) { updateMyInboxPreferences(input: $input) { mode } }', { input: { mode: 'IMMEDIATE', kinds: ['UNVERIFIED'] } });
    expect(saved.body.errors).toBeUndefined();
    const signals: string[] = [];
    const stop = (app.container.inboxBus as InboxBus).subscribe((signal) => void items().then((made) => signals.push(`${signal.section}:${made.length}`)));
    try {
      await webhookSubscriptions(dataSource).refresh(); // as in a running process (beforeEach emptied the tables)
      const { id, statements } = await unverifiedPickup();
      // SQLite: BEGIN, the INSERT (2 statements in TypeORM's driver), COMMIT: its one connection queues writes in transactions.
      expect(statements).toBe(kind === 'mysql' ? 1 : 4);
      const started = Date.now();
      while (signals.length === 0 && Date.now() - started < 2000) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(signals).toEqual(['pickups:1']);
      expect((await gql(token, ITEMS)).body.data.inboxItems).toEqual([
        expect.objectContaining({ kind: 'UNVERIFIED', section: 'PICKUPS', title: `Demande non vérifiée à confirmer n° ${id}`, link: `/admin/ramassage?id=${id}`, handledAt: null }),
      ]);
      expect((await gql(token, COUNTS)).body.data.inboxCounts).toContainEqual({ section: 'PICKUPS', open: 1 });
      const [mail] = await dataSource.getRepository(OutboxMessage).findBy({ to: manager.email });
      const [item] = await items();
      expect(mail!.dedupeKey).toBe(`inbox:${item!.id}:${manager.email.toLowerCase()}`);
      expect(await dataSource.getRepository(OutboxMessage).countBy({ to: 'bureau@exemple.ca' })).toBe(0);
      expect((await items())[0]!.createdAt).toEqual(TEST_NOW);
    } finally {
      stop();
    }
  });

  it('a read right after the request already counts it; several requests make one item each, once', async () => {
    const manager = await insertUser(dataSource, { role: Role.MANAGER });
    const token = await validToken(manager);
    await gql(token, 'mutation($input: InboxPreferencesInput!) { updateMyInboxPreferences(input: $input) { mode } }', { input: { mode: 'IMMEDIATE', kinds: ['UNVERIFIED'] } });
    const created = await Promise.all([unverifiedPickup(), unverifiedPickup(), unverifiedPickup()]);
    expect((await gql(token, COUNTS)).body.data.inboxCounts).toContainEqual({ section: 'PICKUPS', open: 3 });
    const made = await items();
    expect(made.map((item) => item.subjectId).sort()).toEqual(created.map((c) => c.id).sort());
    // One multi-row INSERT: each row got its own id, in order.
    expect(new Set(made.map((item) => item.id)).size).toBe(3);
    for (const item of made) expect(item.link).toBe(`/admin/ramassage?id=${item.subjectId}`);
    const mails = await dataSource.getRepository(OutboxMessage).findBy({ to: manager.email.toLowerCase() });
    expect(mails.map((m) => m.dedupeKey).sort()).toEqual(made.map((item) => `inbox:${item.id}:${manager.email.toLowerCase()}`).sort());
    expect(mails.map((m) => m.subject).sort()).toEqual(made.map((item) => `À traiter : Demande non vérifiée à confirmer n° ${item.subjectId}`).sort());
    const inbox: InboxService = app.container.inbox;
    expect(await inbox.catchUpPickups(now)).toBe(0);
    expect(await items()).toHaveLength(3);
  });

  it('no open item for a request handled before or after its item was made; the catch-up makes what a stopped process left', async () => {
    const token = await validToken(await insertUser(dataSource, { role: Role.MANAGER }));
    const estimated = await unverifiedPickup();
    const res = await gql(token, 'mutation($input: EstimatePickupInput!) { estimatePickup(input: $input) { id } }', { input: { id: estimated.id, amountCents: 12_000 } });
    expect(res.body.errors).toBeUndefined();
    expect((await gql(token, ITEMS)).body.data.inboxItems).toEqual([]);
    // A row stored by a process that stopped before its batch (no event in this one).
    const repo = dataSource.getRepository(PickupRequest);
    const left = repo.create({ ...(await repo.findOneByOrFail({ id: Number(estimated.id) })), status: PickupStatus.NEW, estimateCents: null, updatedAt: null, idempotencyKey: null });
    delete (left as Partial<PickupRequest>).id;
    await repo.insert(left);
    const inbox: InboxService = app.container.inbox;
    expect(await inbox.catchUpPickups(now)).toBe(1);
    expect(await inbox.catchUpPickups(now)).toBe(0);
    expect((await gql(token, ITEMS)).body.data.inboxItems).toEqual([expect.objectContaining({ kind: 'UNVERIFIED', link: `/admin/ramassage?id=${left.id}` })]);
  });
});

describeEachDb('office inbox digests (OFFICE_DIGEST_MINUTES)', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let now = TEST_NOW;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource, { now: () => now, env: { OFFICE_EMAIL: 'bureau@exemple.ca', OFFICE_DIGEST_MINUTES: '30' } });
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });

  it('sends the office one digest per period with the new items, never the same one twice, and nothing at once', async () => {
    const inbox: InboxService = app.container.inbox;
    const ctx = () => ({ user: null, now, dataSource, log: pino({ level: 'silent' }), ip: undefined });
    expect(await inbox.sendDueDigests(ctx())).toBe(0); // first run: the mark starts now
    now = new Date(TEST_NOW.getTime() + 60_000);
    await graphqlRequest(app, { query: CREATE_PICKUP, variables: { input: pickupInput() } });
    await graphqlRequest(app, { query: CREATE_PICKUP, variables: { input: pickupInput({ email: 'autre@example.com' }) } });
    const office = () => dataSource.getRepository(OutboxMessage).findBy({ to: 'bureau@exemple.ca' });
    expect(await office()).toEqual([]);
    now = new Date(TEST_NOW.getTime() + 10 * 60_000);
    expect(await inbox.sendDueDigests(ctx())).toBe(0); // the period has not passed
    now = new Date(TEST_NOW.getTime() + 31 * 60_000);
    // Two processes at once: one digest.
    const results = await Promise.all([inbox.sendDueDigests(ctx()), inbox.sendDueDigests(ctx())]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    const mails = await office();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('À traiter : 2 nouvelles entrées');
    expect(mails[0]!.text.match(/Nouvelle demande de ramassage/g)).toHaveLength(2);
    now = new Date(TEST_NOW.getTime() + 70 * 60_000);
    expect(await inbox.sendDueDigests(ctx())).toBe(0); // nothing new
    expect(await dataSource.getRepository(InboxItem).countBy({ kind: InboxKind.PICKUP_NEW })).toBe(2);
  });
});

describe('live inbox counts across two applications through Redis (graphql-ws)', () => {
  const REDIS_URL = 'redis://127.0.0.1:6379/0';
  let dataSource: DataSource;
  let appA: App;
  let appB: App;
  let b: ListeningWithSubscriptions;
  let url: string;
  const clients: Client[] = [];
  beforeAll(async () => {
    dataSource = await openTestDatabase('sqlite');
    appA = await createTestApp(dataSource, { env: { REDIS_URL } });
    appB = await createTestApp(dataSource, { env: { REDIS_URL } });
    await appB.container.inboxBus.whenReady();
    b = await listenWithSubscriptions(appB);
    url = b.wsUrl;
  });
  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await b?.close();
    await appA?.stop();
    await appB?.stop();
    await dataSource?.destroy();
  });

  it('a pickup request reaching application A signals a back-office subscribed on B within 2 s, after the commit; employees are refused', async () => {
    const manager = await insertUser(dataSource, { role: Role.MANAGER });
    const employee = await insertUser(dataSource, { role: Role.EMPLOYEE });
    const connect = (authorization: string) => {
      const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization }, retryAttempts: 0, lazy: true });
      clients.push(client);
      return client;
    };
    const low = connect(`Bearer ${await validToken(employee)}`);
    const refusal = await new Promise<unknown>((resolve) => low.subscribe({ query: 'subscription { inboxChanged { section } }' }, { next: resolve, error: resolve, complete: () => resolve('complete') }));
    expect(JSON.stringify(refusal)).toContain('FORBIDDEN');

    const seen: { open: number }[] = [];
    const managerToken = await validToken(manager);
    const client = connect(`Bearer ${managerToken}`);
    const subscribed = new Promise<void>((resolve) => client.on('connected', () => setTimeout(resolve, 200)));
    client.subscribe({ query: 'subscription { inboxChanged { section } }' }, {
      // What the sidebar does on a signal: re-read the counts; the new item must already be there.
      next: () => {
        void graphqlRequest(appB, { query: COUNTS, token: managerToken }).then((res) => {
          seen.push({ open: (res.body.data.inboxCounts as { section: string; open: number }[]).find((c) => c.section === 'PICKUPS')!.open });
        });
      },
      error: () => undefined,
      complete: () => undefined,
    });
    await subscribed;
    const started = Date.now();
    const created = await graphqlRequest(appA, { query: CREATE_PICKUP, variables: { input: pickupInput() } });
    expect(created.body.errors).toBeUndefined();
    while (seen.length === 0 && Date.now() - started < 2000) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(seen[0]).toEqual({ open: 1 });
  });
});
