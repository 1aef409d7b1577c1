import pino from 'pino';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../config';
import { JobRun } from '../../db/job-run';
import { Role } from '../../shared/roles';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { testBus } from '../../testing/event-bus';
import { eventInput } from '../events/events.fixtures';
import { EventsService } from '../events/events.service';
import { MailService } from '../mail/mail.service';
import { restoreSeedPrices, testContext } from '../pricing/pricing.fixtures';
import { PricingService } from '../pricing/pricing.service';
import { insertUser } from '../users/users.fixtures';
import { QuoteRevision } from './portal.entities';
import { QuoteRevisionLineInput, SaveQuoteRevisionInput } from './portal.inputs';
import { QUOTE_EXPIRY_JOB, QuoteExpiryWorker } from './quote-expiry.worker';
import { QuoteRevisionsService } from './quote-revisions.service';

const config = loadConfig({ NODE_ENV: 'test' });

describeEachDb('QuoteExpiryWorker', (kind) => {
  let dataSource: DataSource;
  let quotes: QuoteRevisionsService;
  let events: EventsService;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    const mail = new MailService();
    events = new EventsService(dataSource, new PricingService(dataSource), mail, config.company, testBus(dataSource));
    quotes = new QuoteRevisionsService(dataSource, events, mail, testBus(dataSource), config.company, { publicUrl: 'http://localhost', companyName: 'X', companyEmail: '', companyPhone: '' });
  });
  afterAll(() => dataSource?.destroy());
  beforeEach(async () => {
    await clearTables(dataSource);
    await restoreSeedPrices(dataSource);
  });

  it('expires overdue sent revisions once per Toronto day across workers (job_run lease)', async () => {
    const user = await insertUser(dataSource, { role: Role.MANAGER });
    const staff = testContext(dataSource, { id: user.id, email: user.email, role: Role.MANAGER });
    const event = await events.submit(testContext(dataSource), eventInput({ sendCopy: false }));
    const line = Object.assign(new QuoteRevisionLineInput(), { kind: 'service', description: 'Livraison', quantity: 1, unitPriceCents: 6000 });
    const saved = await quotes.save(staff, Object.assign(new SaveQuoteRevisionInput(), { eventRequestId: String(event.id), lines: [line], validUntil: '2026-11-25' }));
    await quotes.send(staff, saved.id);

    let now = new Date('2026-11-26T04:30:00Z'); // 23 h 30 on the 25th in Toronto: still valid
    const log = pino({ level: 'silent' });
    const first = new QuoteExpiryWorker({ dataSource, log, quotes, now: () => now });
    const second = new QuoteExpiryWorker({ dataSource, log, quotes, now: () => now });
    expect(await first.runOnce()).toBe(0);
    expect(await second.runOnce()).toBeNull(); // the day is done
    expect((await dataSource.getRepository(QuoteRevision).findOneByOrFail({ id: saved.id })).status).toBe('sent');

    now = new Date('2026-11-26T15:00:00Z');
    const results = await Promise.all([first.runOnce(), second.runOnce()]);
    expect(results.filter((r) => r !== null)).toEqual([1]);
    expect((await dataSource.getRepository(QuoteRevision).findOneByOrFail({ id: saved.id })).status).toBe('expired');
    expect(await dataSource.getRepository(JobRun).findOneByOrFail({ name: QUOTE_EXPIRY_JOB.name })).toMatchObject({ lastDay: '2026-11-26', leaseToken: null });
  });
});
