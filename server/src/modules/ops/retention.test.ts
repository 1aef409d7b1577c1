import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../config';
import { JobRun } from '../../db/job-run';
import { TEST_NOW } from '../../testing/app';
import { testBus } from '../../testing/event-bus';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { LoginAttempt } from '../auth/login-attempt.entity';
import { EventMaterialLine } from '../events/event-material-line.entity';
import { EventRequest } from '../events/event-request.entity';
import { eventInput, EXPECTED_TOTALS } from '../events/events.fixtures';
import { EventsService } from '../events/events.service';
import { MailService } from '../mail/mail.service';
import { OutboxMessage, OutboxStatus } from '../mail/outbox-message.entity';
import { PageView } from '../analytics/page-view.entities';
import { PickupRequest, PickupStatus } from '../pickup/pickup-request.entity';
import { pickupInput } from '../pickup/pickup.fixtures';
import { EstimatePickupInput } from '../pickup/pickup.inputs';
import { PickupService } from '../pickup/pickup.service';
import { restoreSeedPrices } from '../pricing/pricing.fixtures';
import { PricingService } from '../pricing/pricing.service';
import { SnowOrder, SnowOrderStatus } from '../snow/snow-order.entity';
import { snowOrderRow } from '../integrators/integrators.fixtures';
import { featurePersonalData } from '../../composition';
import { FEATURES } from '../../features.generated';
import { LocalFileStore } from '../storage/file-store';
import { SmsMessage, SmsStatus } from '../sms/sms.entities';
import { ANONYMISED_NAME, outboxFolders, RetentionService } from './retention.service';
import { RETENTION_JOB, RetentionWorker } from './retention.worker';

const issuer = loadConfig({ NODE_ENV: 'test' }).company;
const silent = pino({ level: 'silent' });
const files = new LocalFileStore(fs.mkdtempSync(path.join(os.tmpdir(), 'retention-files-')));
const personal = { handlers: featurePersonalData(FEATURES), files };
// TEST_NOW is 2026-11-21: with 24 months, requests whose last exchange is before 2024-11-21 are anonymised.
const OLD = new Date('2024-06-03T14:00:00Z');
const RECENT = new Date('2025-02-10T14:00:00Z');

describeEachDb('personal data retention', (kind) => {
  let dataSource: DataSource;
  let pickups: PickupService;
  let events: EventsService;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    pickups = new PickupService(dataSource, testBus(dataSource), new MailService());
    events = new EventsService(dataSource, new PricingService(dataSource), new MailService(), issuer, testBus(dataSource));
  });
  afterAll(() => dataSource?.destroy());
  beforeEach(async () => {
    await clearTables(dataSource);
    await restoreSeedPrices(dataSource);
  });

  const ctxAt = (now: Date) => ({ user: null, now, dataSource, log: silent, ip: '127.0.0.1' });
  const retention = (batchSize = 2) => new RetentionService(dataSource, { months: 24, batchSize, ...personal });

  /** Three old pickup requests (more than a batch), one old but changed recently, one recent. */
  async function seed() {
    const old = [];
    for (let i = 0; i < 3; i += 1) old.push(await pickups.create(ctxAt(OLD), pickupInput({ fullName: `Ancien ${i}` })));
    const touched = await pickups.create(ctxAt(OLD), pickupInput({ fullName: 'Ancien mais relancé' }));
    await dataSource.getRepository(PickupRequest).update(touched.id, { status: PickupStatus.ESTIMATED, estimateCents: 12_000, updatedAt: RECENT });
    const recent = await pickups.create(ctxAt(RECENT), pickupInput({ fullName: 'Récent' }));
    await dataSource.getRepository(PickupRequest).update(old[0]!.id, { status: PickupStatus.DONE, estimateCents: 15_000, updatedAt: OLD });

    const oldEvent = await events.submit(ctxAt(OLD), eventInput({ dateStart: '2024-07-10', dateEnd: '2024-07-12' }));
    const recentEvent = await events.submit(ctxAt(RECENT), eventInput({ dateStart: '2025-07-10', dateEnd: '2025-07-12' }));
    // Its e-mail was sent long ago: a copy of the same personal data.
    await dataSource.createQueryBuilder().update(OutboxMessage).set({ status: OutboxStatus.SENT, sentAt: OLD }).execute();

    const orders = dataSource.getRepository(SnowOrder);
    const paid2019 = await orders.save({ ...snowOrderRow('SM-2019-001', SnowOrderStatus.PAID, new Date('2019-06-02T12:00:00Z')), createdAt: new Date('2019-06-01T12:00:00Z'), updatedAt: new Date('2019-06-02T12:00:00Z') });
    // 2020's books are kept until the end of 2026 (6 years after the end of the financial year).
    const paid2020 = await orders.save({ ...snowOrderRow('SM-2020-001', SnowOrderStatus.PAID, new Date('2020-12-30T12:00:00Z')), createdAt: new Date('2020-12-30T12:00:00Z'), updatedAt: new Date('2020-12-30T12:00:00Z') });

    await dataSource.getRepository(PageView).insert([
      { path: '/', source: 'Direct', device: 'desktop', city: 'Inconnue', visitorHash: 'a'.repeat(64), sessionId: 's1', day: '2025-09-01', createdAt: new Date('2025-09-01T12:00:00Z') },
      { path: '/', source: 'Direct', device: 'desktop', city: 'Inconnue', visitorHash: 'b'.repeat(64), sessionId: 's2', day: '2026-11-01', createdAt: new Date('2026-11-01T12:00:00Z') },
    ]);
    await dataSource.getRepository(LoginAttempt).insert([
      { email: 'x@example.com', ip: '203.0.113.1', attemptedAt: new Date(TEST_NOW.getTime() - 2 * 86_400_000) },
      { email: 'x@example.com', ip: '203.0.113.1', attemptedAt: new Date(TEST_NOW.getTime() - 60_000) },
    ]);
    return { old, touched, recent, oldEvent, recentEvent, paid2019, paid2020 };
  }

  it('anonymises old requests and 7-year-old orders, keeps recent ones, amounts and references, and purges copies', async () => {
    const s = await seed();
    const summary = await retention().run(TEST_NOW);
    expect(summary).toEqual({
      pickupRequests: 3,
      pickupPhotos: 0,
      smsMessages: 0,
      smsConsents: 0,
      eventRequests: 1,
      snowOrders: 1,
      outboxMessages: 1,
      webhookDeliveries: 0,
      pageViews: 1,
      loginAttempts: 1,
      rateWindows: 0,
      // Every feature's handler reports, even with nothing due.
      portalProfiles: 0,
      portalSignInLinks: 0,
      portalSignInRequests: 0,
      snowContracts: 0,
      snowVisits: 0,
      usedBotChallenges: 0,
      endedSessions: 0,
      passwordResetRequests: 0,
      passwordResets: 0,
      snowVisitPhotos: 0,
      invoices: 0,
      acceptedQuotes: 0,
      interrupted: false,
    });

    const pickupRepo = dataSource.getRepository(PickupRequest);
    for (const { id } of s.old) {
      expect(await pickupRepo.findOneByOrFail({ id })).toMatchObject({
        fullName: ANONYMISED_NAME, phone: '', email: '', address: '', description: '', photos: [], anonymizedAt: TEST_NOW,
        floor: 2, urgency: true, createdAt: OLD,
      });
    }
    expect(await pickupRepo.findOneByOrFail({ id: s.old[0]!.id })).toMatchObject({ status: PickupStatus.DONE, estimateCents: 15_000 });
    expect(await pickupRepo.findOneByOrFail({ id: s.touched.id })).toMatchObject({ fullName: 'Ancien mais relancé', email: 'marie-eve@example.com', anonymizedAt: null });
    expect(await pickupRepo.findOneByOrFail({ id: s.recent.id })).toMatchObject({ fullName: 'Récent', phone: '819 555-0199', anonymizedAt: null });

    const eventRepo = dataSource.getRepository(EventRequest);
    expect(await eventRepo.findOneByOrFail({ id: s.oldEvent.id })).toMatchObject({
      eventName: ANONYMISED_NAME, companyName: ANONYMISED_NAME, neq: '', email: '', phone: '', website: '', address: '', commentaires: '',
      reference: s.oldEvent.reference, status: s.oldEvent.status, total: EXPECTED_TOTALS.total, dateEnd: '2024-07-12', anonymizedAt: TEST_NOW,
    });
    expect(await dataSource.getRepository(EventMaterialLine).countBy({ eventRequestId: s.oldEvent.id })).toBeGreaterThan(0);
    expect(await eventRepo.findOneByOrFail({ id: s.recentEvent.id })).toMatchObject({ companyName: 'Festivals Mauricie inc.', email: 'info@festivalsmauricie.ca', anonymizedAt: null });

    const orderRepo = dataSource.getRepository(SnowOrder);
    expect(await orderRepo.findOneByOrFail({ id: s.paid2019.id })).toMatchObject({
      customerName: ANONYMISED_NAME, email: '', address: '', note: '',
      confirmationCode: 'SM-2019-001', status: SnowOrderStatus.PAID, total: 9198, gst: 400, qst: 798, paidAt: new Date('2019-06-02T12:00:00Z'), anonymizedAt: TEST_NOW,
    });
    expect(await orderRepo.findOneByOrFail({ id: s.paid2020.id })).toMatchObject({ customerName: 'Marie Tremblay', email: 'client@example.ca', anonymizedAt: null });
    expect(await orderRepo.count()).toBe(2);

    expect((await dataSource.getRepository(PageView).find()).map((v) => v.sessionId)).toEqual(['s2']);
    expect(await dataSource.getRepository(LoginAttempt).count()).toBe(1);
    // The recent event's e-mail (created 2025) is kept with the request it belongs to.
    expect(await dataSource.getRepository(OutboxMessage).count()).toBe(1);
  });

  it('changes nothing on a second run', async () => {
    await seed();
    await retention().run(TEST_NOW);
    const snapshot = async () => ({
      pickups: await dataSource.getRepository(PickupRequest).find({ order: { id: 'ASC' } }),
      events: await dataSource.getRepository(EventRequest).find({ order: { id: 'ASC' } }),
      orders: await dataSource.getRepository(SnowOrder).find({ order: { id: 'ASC' } }),
      outbox: await dataSource.getRepository(OutboxMessage).count(),
    });
    const before = await snapshot();
    const later = new Date(TEST_NOW.getTime() + 3_600_000);
    expect(await retention().run(later)).toMatchObject({ pickupRequests: 0, eventRequests: 0, snowOrders: 0, outboxMessages: 0, pageViews: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('ages out the embedded outboxes: sent SMS rows, and the .eml and SMS text copies older than RETENTION_MONTHS (issue #26)', async () => {
    const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'retention-mail-'));
    const smsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'retention-sms-'));
    const write = (dir: string, name: string, at: Date) => {
      fs.writeFileSync(path.join(dir, name), 'copie');
      fs.utimesSync(path.join(dir, name), at, at);
    };
    write(mailDir, 'outbox-000001.eml', OLD);
    write(mailDir, 'outbox-000002.eml', RECENT);
    write(mailDir, 'notes.txt', OLD); // not the transport's: kept
    write(smsDir, 'sms-000001.txt', OLD);
    write(smsDir, 'sms-000002.txt', RECENT);
    const sms = dataSource.getRepository(SmsMessage);
    const smsRow = (id: number, status: SmsStatus, createdAt: Date) =>
      sms.create({ to: '+18195550123', subject: 'client:a@example.com', body: 'Passage effectué', encoding: 'GSM-7', segments: 1, status, attempts: 1, nextAttemptAt: createdAt, lastError: null, providerId: null, sentAt: status === SmsStatus.SENT ? createdAt : null, createdAt, dedupeKey: `test:${id}`, claimToken: null, claimedUntil: null });
    await sms.insert([smsRow(1, SmsStatus.SENT, OLD), smsRow(2, SmsStatus.PENDING, OLD), smsRow(3, SmsStatus.SENT, RECENT)]);

    const summary = await new RetentionService(dataSource, { months: 24, ...personal, outboxFolders: outboxFolders(mailDir, smsDir) }).run(TEST_NOW);
    expect(summary).toMatchObject({ outboxFiles: 1, smsFiles: 1, smsMessages: 1, interrupted: false });
    expect(fs.readdirSync(mailDir).sort()).toEqual(['notes.txt', 'outbox-000002.eml']);
    expect(fs.readdirSync(smsDir)).toEqual(['sms-000002.txt']);
    expect((await sms.find({ order: { dedupeKey: 'ASC' } })).map((m) => m.dedupeKey)).toEqual(['test:2', 'test:3']);
    // A missing folder (SMTP or Twilio in use, nothing written yet) is not an error.
    expect(await new RetentionService(dataSource, { months: 24, ...personal, outboxFolders: outboxFolders(path.join(mailDir, 'absent'), path.join(smsDir, 'absent')) }).run(TEST_NOW)).toMatchObject({ outboxFiles: 0, smsFiles: 0 });
    fs.rmSync(mailDir, { recursive: true, force: true });
    fs.rmSync(smsDir, { recursive: true, force: true });
  });

  it('runs once a day across processes: a second worker finds the day taken, the next day runs again', async () => {
    await seed();
    let clock = TEST_NOW;
    const worker = (batchSize?: number) => new RetentionWorker({ dataSource, log: silent, months: 24, ...personal, batchSize, now: () => clock });
    const a = worker();
    const b = worker();
    const [ra, rb] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect([ra, rb].filter((r) => r !== null)).toHaveLength(1);
    expect([ra, rb].find((r) => r !== null)).toMatchObject({ pickupRequests: 3, eventRequests: 1 });
    expect(await dataSource.getRepository(JobRun).findOneByOrFail({ name: RETENTION_JOB.name })).toMatchObject({ lastDay: '2026-11-21', leaseToken: null });
    expect(await worker().runOnce()).toBeNull();

    clock = new Date('2026-11-22T15:00:00Z');
    expect(await worker().runOnce()).toMatchObject({ pickupRequests: 0, interrupted: false });
    expect(await dataSource.getRepository(JobRun).findOneByOrFail({ name: RETENTION_JOB.name })).toMatchObject({ lastDay: '2026-11-22' });
  });

  it('stops between batches on shutdown and leaves the day to be done at the next check', async () => {
    await seed();
    const worker = new RetentionWorker({ dataSource, log: silent, months: 24, ...personal, batchSize: 1, now: () => TEST_NOW });
    const run = worker.runOnce();
    await worker.stop();
    const summary = await run;
    expect(summary?.interrupted).toBe(true);
    expect((summary!.pickupRequests as number | undefined) ?? 0).toBeLessThan(3);
    expect(await dataSource.getRepository(JobRun).findOneByOrFail({ name: RETENTION_JOB.name })).toMatchObject({ lastDay: null, leaseToken: null });
    const again = new RetentionWorker({ dataSource, log: silent, months: 24, ...personal, now: () => TEST_NOW });
    expect(await again.runOnce()).toMatchObject({ interrupted: false });
    expect(await dataSource.getRepository(PickupRequest).countBy({ fullName: ANONYMISED_NAME })).toBe(3);
  });

  it('refuses to e-mail an anonymised request (estimate, scheduling, quote) and queues nothing', async () => {
    const s = await seed();
    await retention().run(TEST_NOW);
    const outboxBefore = await dataSource.getRepository(OutboxMessage).count();
    const ctx = ctxAt(TEST_NOW);
    const anonymised = { code: 'INVALID_TRANSITION', message: expect.stringContaining('anonymisée') };
    await expect(pickups.estimate(ctx, Object.assign(new EstimatePickupInput(), { id: String(s.old[1]!.id), amountCents: 9_000 }))).rejects.toMatchObject({
      code: anonymised.code,
      message: anonymised.message,
    });
    await expect(events.resendQuote(ctx, s.oldEvent.id)).rejects.toMatchObject({ code: anonymised.code, message: anonymised.message });
    expect(await dataSource.getRepository(OutboxMessage).count()).toBe(outboxBefore);
    expect(await dataSource.getRepository(PickupRequest).findOneByOrFail({ id: s.old[1]!.id })).toMatchObject({ status: PickupStatus.NEW, estimateCents: null });
    // A request still kept is e-mailed as usual.
    await pickups.estimate(ctx, Object.assign(new EstimatePickupInput(), { id: String(s.recent.id), amountCents: 9_000 }));
    expect(await dataSource.getRepository(OutboxMessage).count()).toBe(outboxBefore + 1);
  });
});
