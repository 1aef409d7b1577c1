import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge } from 'altcha-lib/types';
import Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { App } from '../../app';
import { createTestApp, TEST_JWT_SECRET, TEST_NOW } from '../../testing/app';
import { Role } from '../../shared/roles';
import { SessionTokens } from '../auth/session-tokens';
import { insertUser } from '../users/users.fixtures';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { graphqlRequest, restRequest } from '../../testing/requests';
import { EventRequest } from '../events/event-request.entity';
import { eventInput } from '../events/events.fixtures';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { PageView } from '../analytics/page-view.entities';
import { pickupInput, pickupRestBody } from '../pickup/pickup.fixtures';
import { PickupRequest } from '../pickup/pickup-request.entity';
import { snowCheckoutInput } from '../snow/snow.fixtures';
import { CompleteDemoPaymentDocument, CreateSnowCheckoutDocument } from '../../../../client/src/graphql-public/graphql';
import { PublicWriteCount, UsedBotChallenge } from './abuse.entities';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { featurePersonalData } from '../../composition';
import { FEATURES } from '../../features.generated';
import { RetentionService } from '../ops/retention.service';
import { LocalFileStore } from '../storage/file-store';

const LIMITS = {
  PUBLIC_WRITE_LIMIT_10MIN: '5',
  PUBLIC_WRITE_LIMIT_DAY: '20',
  ANALYTICS_LIMIT_10MIN: '3',
  ANALYTICS_LIMIT_DAY: '100',
  BOT_CHECK: 'on',
  BOT_CHECK_COST: '200',
  MAIL_ANONYMOUS_PER_DAY: '2',
  // One proxy in front (nginx): the client address is the last X-Forwarded-For entry it appended.
  TRUST_PROXY: '1',
};

const CREATE_PICKUP = 'mutation($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) { id unverified } }';
const SUBMIT_EVENT = 'mutation($input: SubmitEventRequestInput!) { submitEventRequest(input: $input) { id unverified } }';

/** What the proxy sends: whatever the client claimed, then the address it really saw. */
function forwarded(real: string, spoofed?: string): string {
  return spoofed ? `${spoofed}, ${real}` : real;
}

/** Solves a challenge as the browser widget does; answers the payload the form sends. */
async function solvedPayload(app: App): Promise<string> {
  const res = await request(app.handler).get('/api/bot-challenge');
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const challenge = res.body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describeEachDb('limits on anonymous writes and the bot check', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let other: App;
  let clock = new Date(TEST_NOW);
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource, { now: () => new Date(clock), env: LIMITS });
    // A second application instance on the same database: another server process behind the balancer.
    other = await createTestApp(dataSource, { now: () => new Date(clock), env: LIMITS });
  });
  afterAll(async () => {
    await app?.stop();
    await other?.stop();
    await dataSource?.destroy();
  });
  beforeEach(async () => {
    clock = new Date('2026-11-21T15:00:30.000Z');
    await clearTables(dataSource);
  });

  it('40 pickup requests from one address in a minute, on two processes, with spoofed addresses: 5 stored, the rest 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      clock = new Date(Date.parse('2026-11-21T15:00:30.000Z') + i * 1000);
      const res = await restRequest(i % 2 ? other : app, 'post', '/api/junk/create', {
        body: pickupRestBody({ email: `personne${i}@example.com` }),
        ip: forwarded('203.0.113.7', `198.51.100.${i}`),
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        // Within the 10-minute window, or (past 20 today) until the day's window ends.
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(i < 20 ? 600 : 86_400);
        expect(res.body).toEqual({ error: expect.stringMatching(/^Trop de demandes envoyées depuis cette adresse\. Veuillez réessayer dans \d+ minutes\.$/), code: 'RATE_LIMITED' });
      }
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    expect(await dataSource.getRepository(PickupRequest).count()).toBe(5);
    // Another client address is not affected; the first one, past 20 tries today, waits for the next day (UTC).
    expect((await restRequest(app, 'post', '/api/junk/create', { body: pickupRestBody({ email: 'autre@example.com' }), ip: '203.0.113.8' })).status).toBe(201);
    clock = new Date('2026-11-21T15:20:00.000Z');
    const stillRefused = await restRequest(app, 'post', '/api/junk/create', { body: pickupRestBody({ email: 'encore@example.com' }), ip: '203.0.113.7' });
    expect(stillRefused.status).toBe(429);
    expect(stillRefused.headers['retry-after']).toBe(String((24 - 15) * 3600 - 20 * 60));
    clock = new Date('2026-11-22T00:00:01.000Z');
    expect((await restRequest(app, 'post', '/api/junk/create', { body: pickupRestBody({ email: 'encore@example.com' }), ip: '203.0.113.7' })).status).toBe(201);
    // Counters hold hashes only, never an address.
    const buckets = await dataSource.getRepository(PublicWriteCount).find();
    expect(buckets.some((b) => b.bucket.includes('203.0.113'))).toBe(false);
  });

  it('counts per e-mail address across client addresses, and answers RATE_LIMITED on /graphql', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await graphqlRequest(app, { query: CREATE_PICKUP, variables: { input: pickupInput({ email: 'Cible@Example.com' }) }, ip: `192.0.2.${i}` });
      expect(res.body.errors).toBeUndefined();
    }
    const refused = await graphqlRequest(app, { query: CREATE_PICKUP, variables: { input: pickupInput({ email: 'cible@example.com' }) }, ip: '192.0.2.99' });
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    expect(refused.body.errors[0].message).toMatch(/^Trop de demandes/);
    expect(await dataSource.getRepository(PickupRequest).count()).toBe(5);
  });

  it('stores a request without a solution, with a replayed solution or with the honeypot filled as unverified, and e-mails none of them', async () => {
    const payload = await solvedPayload(app);
    const ok = await graphqlRequest(app, { query: SUBMIT_EVENT, variables: { input: { ...eventInput({ email: 'vrai@example.com' }), botCheck: { solution: payload, trap: '' } } }, ip: '192.0.2.1' });
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data.submitEventRequest.unverified).toBe(false);
    // The same solution again (on the other process): counts as none.
    const replay = await graphqlRequest(other, { query: SUBMIT_EVENT, variables: { input: { ...eventInput({ email: 'rejoue@example.com' }), botCheck: { solution: payload } } }, ip: '192.0.2.2' });
    expect(replay.body.data.submitEventRequest.unverified).toBe(true);
    const trapped = await graphqlRequest(app, {
      query: SUBMIT_EVENT,
      variables: { input: { ...eventInput({ email: 'robot@example.com' }), botCheck: { solution: await solvedPayload(app), trap: 'http://spam.example' } } },
      ip: '192.0.2.3',
    });
    expect(trapped.body.data.submitEventRequest.unverified).toBe(true);
    const legacy = await restRequest(app, 'post', '/api/event', { body: { ...eventInput({ email: 'ancien@example.com' }) }, ip: '192.0.2.4' });
    expect(legacy.status).toBe(201);
    const forged = await graphqlRequest(app, { query: SUBMIT_EVENT, variables: { input: { ...eventInput({ email: 'faux@example.com' }), botCheck: { solution: 'e30=' } } }, ip: '192.0.2.5' });
    expect(forged.body.data.submitEventRequest.unverified).toBe(true);

    const stored = await dataSource.getRepository(EventRequest).find({ order: { id: 'ASC' } });
    expect(stored.map((e) => [e.email, e.unverified])).toEqual([
      ['vrai@example.com', false],
      ['rejoue@example.com', true],
      ['robot@example.com', true],
      ['ancien@example.com', true],
      ['faux@example.com', true],
    ]);
    // Only the verified request's copy was queued.
    // (The office address hears of the verified one as new business: notifications, issue #26.)
    expect((await dataSource.getRepository(OutboxMessage).find()).map((m) => m.to).filter((to) => to !== 'info@servicesmauricie.ca')).toEqual(['vrai@example.com']);
    // Legacy pickup path: stored unverified too.
    const pickup = await restRequest(app, 'post', '/api/junk/create', { body: pickupRestBody(), ip: '192.0.2.6' });
    expect(pickup.status).toBe(201);
    expect((await dataSource.getRepository(PickupRequest).findOneByOrFail({ id: pickup.body.id })).unverified).toBe(true);
  });

  it('caps the quote copies one recipient gets from anonymous triggers, dropping the rest', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await graphqlRequest(app, {
        query: SUBMIT_EVENT,
        variables: { input: { ...eventInput({ email: 'victime@example.com' }), botCheck: { solution: await solvedPayload(app) } } },
        ip: `192.0.2.${10 + i}`,
      });
      expect(res.body.data.submitEventRequest.unverified).toBe(false);
    }
    expect(await dataSource.getRepository(EventRequest).count()).toBe(4);
    expect(await dataSource.getRepository(OutboxMessage).countBy({ to: 'victime@example.com' })).toBe(2);
    // The next day, one more may go.
    clock = new Date('2026-11-22T16:00:00.000Z');
    await graphqlRequest(app, {
      query: SUBMIT_EVENT,
      variables: { input: { ...eventInput({ email: 'victime@example.com' }), botCheck: { solution: await solvedPayload(app) } } },
      ip: '192.0.2.30',
    });
    expect(await dataSource.getRepository(OutboxMessage).countBy({ to: 'victime@example.com' })).toBe(3);
  });

  it('counts the cap on the canonical mailbox: other spellings of one address share it (issue #32)', async () => {
    const spellings = ['victime@example.com', 'VICTIME@EXAMPLE.COM.', 'Victime@Example.Com', 'victime@example.com.'];
    for (const [i, email] of spellings.entries()) {
      const res = await graphqlRequest(app, {
        query: SUBMIT_EVENT,
        variables: { input: { ...eventInput({ email }), botCheck: { solution: await solvedPayload(app) } } },
        ip: `192.0.2.${60 + i}`,
      });
      expect(res.body.data.submitEventRequest.unverified).toBe(false);
    }
    // MAIL_ANONYMOUS_PER_DAY=2: two copies in all, to the one canonical mailbox; the office hears of each request.
    const recipients = (await dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } })).map((m) => m.to);
    expect(recipients.filter((to) => to !== 'info@servicesmauricie.ca')).toEqual(['victime@example.com', 'victime@example.com']);
    expect(recipients.filter((to) => to === 'info@servicesmauricie.ca')).toHaveLength(4);
  });

  it('caps the acknowledgements of anonymous pickup requests per recipient like any anonymous trigger', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await graphqlRequest(app, {
        query: CREATE_PICKUP,
        variables: { input: { ...pickupInput({ email: 'victime@example.com' }), botCheck: { solution: await solvedPayload(app) } } },
        ip: `192.0.2.${120 + i}`,
      });
      expect(res.body.errors).toBeUndefined();
    }
    // MAIL_ANONYMOUS_PER_DAY=2: four requests stored, two acknowledgements queued, the office told of all four.
    const mails = await dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } });
    expect(mails.filter((m) => m.to === 'victime@example.com').map((m) => m.anonymousTrigger)).toEqual([true, true]);
    expect(mails.filter((m) => m.to === 'info@servicesmauricie.ca')).toHaveLength(4);
  });

  it.each(['victime@example.org,a1.xy', 'victime@example.org;b', '"victime"@example.org', 'victime(commentaire)@example.org', 'Victime <victime@example.org>', 'victime@[192.0.2.1]', 'victime@example'])(
    'refuses %j in a customer field with a French message, and stores nothing (issue #32)',
    async (email) => {
      const event = await graphqlRequest(app, { query: SUBMIT_EVENT, variables: { input: { ...eventInput({ email }), botCheck: { solution: await solvedPayload(app) } } }, ip: '192.0.2.70' });
      expect(event.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: 'Adresse courriel invalide.' } } });
      const pickup = await restRequest(app, 'post', '/api/junk/create', { body: pickupRestBody({ email }), ip: '192.0.2.71' });
      expect(pickup.status).toBe(400);
      expect(pickup.body).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { email: 'Adresse courriel invalide.' } });
      const link = await graphqlRequest(app, { query: 'mutation($email: String!) { requestClientAccessLink(email: $email) }', variables: { email }, ip: '192.0.2.72' });
      expect(link.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(await dataSource.getRepository(EventRequest).count()).toBe(0);
      expect(await dataSource.getRepository(PickupRequest).count()).toBe(0);
      expect(await dataSource.getRepository(OutboxMessage).count()).toBe(0);
    },
  );

  it('a burst of verified submissions after a quiet period: all stored verified; expired solutions are cleaned by the retention job, not by the submissions (issue #32)', async () => {
    const expired = Array.from({ length: 50 }, (_, i) => ({ signature: `ancienne-${i}`, expiresAt: new Date(clock.getTime() - 3_600_000) }));
    await dataSource.getRepository(UsedBotChallenge).insert(expired);
    const payloads = await Promise.all(Array.from({ length: 8 }, () => solvedPayload(app)));
    const answers = await Promise.all(
      payloads.map((solution, i) =>
        graphqlRequest(i % 2 ? other : app, { query: SUBMIT_EVENT, variables: { input: { ...eventInput({ email: `rafale${i}@example.com` }), botCheck: { solution } } }, ip: `192.0.2.${80 + i}` }),
      ),
    );
    expect(answers.map((res) => res.body.errors?.[0]?.message ?? res.body.data.submitEventRequest.unverified)).toEqual(Array(8).fill(false));
    // No DELETE of a range inside the submissions' transactions any more (it deadlocked them on MariaDB).
    expect(await dataSource.getRepository(UsedBotChallenge).count()).toBe(58);
    await new RetentionService(dataSource, { months: 24, handlers: featurePersonalData(FEATURES), files: new LocalFileStore(fs.mkdtempSync(path.join(os.tmpdir(), 'abuse-retention-'))) }).run(clock);
    expect(await dataSource.getRepository(UsedBotChallenge).count()).toBe(8);
  });

  it('a request without the bot check’s proof opens no portal; once staff confirm it, it does (issue #32)', async () => {
    const REQUEST_LINK = 'mutation($email: String!) { requestClientAccessLink(email: $email) }';
    const manager = await insertUser(dataSource, { role: Role.MANAGER });
    const { token } = await new SessionTokens({ secret: TEST_JWT_SECRET, ttlSeconds: 3600 }).issue(manager, clock);
    const forged = await graphqlRequest(app, { query: SUBMIT_EVENT, variables: { input: { ...eventInput({ email: 'cible@example.com' }) } }, ip: '192.0.2.90' });
    expect(forged.body.data.submitEventRequest.unverified).toBe(true);
    const asked = await graphqlRequest(app, { query: REQUEST_LINK, variables: { email: 'cible@example.com' }, ip: '192.0.2.91' });
    expect(asked.body.data.requestClientAccessLink).toBe(true);
    expect(await dataSource.getRepository(OutboxMessage).countBy({ to: 'cible@example.com' })).toBe(0);
    const confirmed = await graphqlRequest(app, { query: `mutation { confirmUnverifiedRequest(kind: EVENT, id: "${forged.body.data.submitEventRequest.id}") }`, token });
    expect(confirmed.body.data.confirmUnverifiedRequest).toBe(true);
    const before = await dataSource.getRepository(OutboxMessage).countBy({ to: 'cible@example.com' });
    await graphqlRequest(app, { query: REQUEST_LINK, variables: { email: 'cible@example.com' }, ip: '192.0.2.92' });
    expect(await dataSource.getRepository(OutboxMessage).countBy({ to: 'cible@example.com' })).toBe(before + 1);
  });

  it('an unpaid snow order opens no portal; once the payment is confirmed, it does (issue #32)', async () => {
    const REQUEST_LINK = 'mutation($email: String!) { requestClientAccessLink(email: $email) }';
    // Anyone can start a checkout for any address without paying (nor passing the bot check).
    const started = await graphqlRequest(app, { query: CreateSnowCheckoutDocument.toString(), variables: { input: snowCheckoutInput({ email: 'neige@example.com' }) }, ip: '192.0.2.93' });
    const url: string = started.body.data.createSnowCheckout.url;
    const asked = await graphqlRequest(app, { query: REQUEST_LINK, variables: { email: 'neige@example.com' }, ip: '192.0.2.94' });
    expect(asked.body.data.requestClientAccessLink).toBe(true);
    expect(await dataSource.getRepository(OutboxMessage).countBy({ to: 'neige@example.com' })).toBe(0);
    const paid = await graphqlRequest(app, { query: CompleteDemoPaymentDocument.toString(), variables: { token: url.split('/').pop() }, ip: '192.0.2.95' });
    expect(paid.body.data.completeDemoPayment.status).toBe('PAID');
    const before = await dataSource.getRepository(OutboxMessage).countBy({ to: 'neige@example.com' });
    await graphqlRequest(app, { query: REQUEST_LINK, variables: { email: 'neige@example.com' }, ip: '192.0.2.96' });
    expect(await dataSource.getRepository(OutboxMessage).countBy({ to: 'neige@example.com' })).toBe(before + 1);
  });

  it('puts the client-link request under the same per-address limits, and caps the link e-mails one customer gets', async () => {
    // A customer (so links are e-mailed: a verified request), asking from many addresses: the per-e-mail limits and the mail cap apply.
    await graphqlRequest(app, { query: CREATE_PICKUP, variables: { input: { ...pickupInput({ email: 'client@example.com' }), botCheck: { solution: await solvedPayload(app) } } }, ip: '192.0.2.200' });
    const REQUEST_LINK = 'mutation($email: String!) { requestClientAccessLink(email: $email) }';
    const answers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await graphqlRequest(app, { query: REQUEST_LINK, variables: { email: 'client@example.com' }, ip: `198.51.100.${i}` });
      answers.push(res.body.errors?.[0]?.extensions?.code ?? 'OK');
    }
    expect(answers).toEqual(['OK', 'OK', 'OK']);
    // MAIL_ANONYMOUS_PER_DAY=2: the pickup's acknowledgement and the first link; the next links were dropped (logged), not queued.
    expect((await dataSource.getRepository(OutboxMessage).find({ where: { to: 'client@example.com' }, order: { id: 'ASC' } })).map((m) => m.dedupeKey ?? m.subject)).toEqual([
      expect.stringMatching(/^pickup-request:\d+:received$/),
      expect.not.stringMatching(/^pickup-request/),
    ]);
    // One client address asking for many e-mails: the 6th is refused by the per-address limit (before the portal's hourly 10).
    const codes: string[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await graphqlRequest(app, { query: REQUEST_LINK, variables: { email: `inconnu${i}@example.com` }, ip: '203.0.113.99' });
      codes.push(res.body.errors?.[0]?.extensions?.code ?? 'OK');
    }
    expect(codes).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', 'RATE_LIMITED', 'RATE_LIMITED']);
  });

  it('drops page views silently beyond the collection limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await request(app.handler)
        .post('/api/collect')
        .set('Content-Type', 'application/json')
        .set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36')
        .set('X-Forwarded-For', forwarded('203.0.113.50', `10.0.0.${i}`))
        .send(JSON.stringify({ path: '/ramassage' }));
      statuses.push(res.status);
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 204]);
    expect(await dataSource.getRepository(PageView).count()).toBe(3);
  });

  it('staff confirm an unverified event request (its copy then goes) or delete one', async () => {
    const manager = await insertUser(dataSource, { role: Role.MANAGER });
    const { token } = await new SessionTokens({ secret: TEST_JWT_SECRET, ttlSeconds: 3600 }).issue(manager, clock);
    const a = await restRequest(app, 'post', '/api/event', { body: eventInput({ email: 'a@example.com' }), ip: '192.0.2.40' });
    const b = await restRequest(app, 'post', '/api/event', { body: eventInput({ email: 'b@example.com' }), ip: '192.0.2.41' });
    const confirm = await graphqlRequest(app, { query: `mutation { confirmUnverifiedRequest(kind: EVENT, id: "${a.body.id}") }`, token });
    expect(confirm.body).toEqual({ data: { confirmUnverifiedRequest: true } });
    expect((await dataSource.getRepository(OutboxMessage).find()).map((m) => m.to).filter((to) => to !== 'info@servicesmauricie.ca')).toEqual(['a@example.com']);
    const again = await graphqlRequest(app, { query: `mutation { confirmUnverifiedRequest(kind: EVENT, id: "${a.body.id}") }`, token });
    expect(again.body.errors[0].extensions.code).toBe('INVALID_TRANSITION');
    const del = await graphqlRequest(app, { query: `mutation { deleteUnverifiedRequest(kind: EVENT, id: "${b.body.id}") }`, token });
    expect(del.body).toEqual({ data: { deleteUnverifiedRequest: true } });
    expect((await dataSource.getRepository(EventRequest).find()).map((e) => [e.email, e.unverified])).toEqual([['a@example.com', false]]);
    const anonymous = await graphqlRequest(app, { query: `mutation { deleteUnverifiedRequest(kind: EVENT, id: "${a.body.id}") }` });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('limits counted in Redis (REDIS_URL)', () => {
  let dataSource: DataSource;
  let app: App;
  let other: App;
  const clock = new Date('2026-11-21T15:00:30.000Z');
  beforeAll(async () => {
    const redis = new Redis('redis://127.0.0.1:6379');
    const keys = await redis.keys('pwl:*');
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    dataSource = await openTestDatabase('sqlite');
    const env = { ...LIMITS, REDIS_URL: 'redis://127.0.0.1:6379' };
    app = await createTestApp(dataSource, { now: () => clock, env });
    other = await createTestApp(dataSource, { now: () => clock, env });
  });
  afterAll(async () => {
    await app?.stop();
    await other?.stop();
    await dataSource?.destroy();
  });

  it('shares the count between two processes and stores no counter in the database', async () => {
    const address = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await restRequest(i % 2 ? other : app, 'post', '/api/junk/create', { body: pickupRestBody({ email: `r${i}-${address}@example.com` }), ip: forwarded(address, `10.1.1.${i}`) });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(await dataSource.getRepository(PickupRequest).count()).toBe(5);
    expect(await dataSource.getRepository(PublicWriteCount).count()).toBe(0);
  });
});
