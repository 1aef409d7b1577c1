import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { DataSource, Logger } from 'typeorm';
import { loadConfig } from '../../config';
import { Role } from '../../shared/roles';
import { TEST_NOW } from '../../testing/app';
import { testBus } from '../../testing/event-bus';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { MailService } from '../mail/mail.service';
import { createEmlTransport } from '../mail/mail.transport';
import { MailWorker } from '../mail/mail.worker';
import { pdfToText } from '../../testing/pdf';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { restoreSeedPrices, testContext } from '../pricing/pricing.fixtures';
import { PricingService } from '../pricing/pricing.service';
import { insertUser } from '../users/users.fixtures';
import { ClientTimelineEntry } from '../portal/portal.entities';
import { portalHandlers } from '../portal/portal.listener';
import { EventRequest, EventRequestStatus } from './event-request.entity';
import { eventInput } from './events.fixtures';
import { EventMaterialsInput, EventRequestSort, EventRequestsArgs, UpdateEventStatusInput } from './events.inputs';
import { EventsService } from './events.service';

const issuer = loadConfig({ NODE_ENV: 'test' }).company;

const args = (overrides: Partial<EventRequestsArgs> = {}): EventRequestsArgs =>
  Object.assign(new EventRequestsArgs(), { sort: EventRequestSort.START_DESC, take: 200, ...overrides });

const statusInput = (id: number, status: EventRequestStatus) => Object.assign(new UpdateEventStatusInput(), { id: String(id), status });

describeEachDb('EventsService (back-office)', (kind) => {
  let dataSource: DataSource;
  let service: EventsService;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    // The portal keeps a forced "done" in its timeline (event.done_forced), as in the application.
    service = new EventsService(dataSource, new PricingService(dataSource), new MailService(), issuer, testBus(dataSource).subscribe('portal', portalHandlers()));
  });
  afterAll(() => dataSource?.destroy());
  beforeEach(async () => {
    await clearTables(dataSource);
    await restoreSeedPrices(dataSource);
  });
  const ctx = () => testContext(dataSource);

  const submit = (overrides: Parameters<typeof eventInput>[0] = {}) => service.submit(ctx(), eventInput({ sendCopy: false, ...overrides }));

  async function threeEvents() {
    const small = Object.assign(new EventMaterialsInput(), { bac: 1, baril: 0, ilot: 0, toilette: 0, lavage: 0 });
    const a = await submit({ eventName: 'Foire agricole', dateStart: '2026-08-01', dateEnd: '2026-08-02', companyName: 'Agri 50% inc.', email: 'a@foire.ca' });
    const b = await submit({ eventName: 'Course des Draveurs', dateStart: '2026-06-01', dateEnd: '2026-06-01', materials: small, email: 'info@draveurs.ca' });
    const c = await submit({ eventName: 'Festival d’été', dateStart: '2026-09-10', dateEnd: '2026-09-12', email: 'CONTACT@ete.ca' });
    return { a, b, c };
  }

  it('sorts by start date and by total in SQL', async () => {
    const { a, b, c } = await threeEvents();
    const ids = async (sort: EventRequestSort) => (await service.list(ctx(), args({ sort }))).map((e) => e.id);
    expect(await ids(EventRequestSort.START_DESC)).toEqual([c.id, a.id, b.id]);
    expect(await ids(EventRequestSort.START_ASC)).toEqual([b.id, a.id, c.id]);
    expect((await ids(EventRequestSort.TOTAL_DESC)).at(-1)).toBe(b.id);
    expect((await ids(EventRequestSort.TOTAL_ASC))[0]).toBe(b.id);
    const totals = (await service.list(ctx(), args({ sort: EventRequestSort.TOTAL_DESC }))).map((e) => e.total);
    expect(totals).toEqual([...totals].sort((x, y) => y - x));
  });

  it('searches event name, company and e-mail case-insensitively, wildcards literally, and filters by status', async () => {
    const { a, b, c } = await threeEvents();
    const ids = async (overrides: Partial<EventRequestsArgs>) => (await service.list(ctx(), args(overrides))).map((e) => e.id).sort();
    expect(await ids({ search: 'DRAVEURS' })).toEqual([b.id]);
    expect(await ids({ search: 'contact@' })).toEqual([c.id]);
    expect(await ids({ search: '50%' })).toEqual([a.id]);
    expect(await ids({ search: '%' })).toEqual([a.id]);
    expect(await ids({ search: '_' })).toEqual([]);
    expect(await ids({ search: 'festivals mauricie' })).toEqual([b.id, c.id].sort());
    await service.updateStatus(ctx(), statusInput(b.id, EventRequestStatus.CONFIRMED));
    expect(await ids({ status: EventRequestStatus.CONFIRMED })).toEqual([b.id]);
    expect(await ids({ status: EventRequestStatus.PENDING })).toEqual([a.id, c.id].sort());
    expect(await service.list(ctx(), args({ take: 2 }))).toHaveLength(2);
  });

  it('loads the lines of every event with the same number of SQL statements for 1 and for 20 events (no N+1)', async () => {
    const statements = async () => {
      let count = 0;
      const original = dataSource.logger;
      const counting: Logger = { logQuery: () => void count++, logQueryError: () => {}, logQuerySlow: () => {}, logSchemaBuild: () => {}, logMigration: () => {}, log: () => {} };
      (dataSource as { logger: Logger }).logger = counting;
      try {
        const events = await service.list(ctx(), args());
        expect(events.every((e) => e.materials.length === 5 && e.services.length === 2)).toBe(true);
        return { count, events: events.length };
      } finally {
        (dataSource as { logger: Logger }).logger = original;
      }
    };
    await submit();
    const one = await statements();
    for (let i = 0; i < 19; i += 1) await submit();
    const twenty = await statements();
    expect(one.events).toBe(1);
    expect(twenty.events).toBe(20);
    expect(one.count).toBeGreaterThan(0);
    expect(twenty.count).toBe(one.count);
  });

  it('finds one event with its lines, and answers NOT_FOUND for a missing or malformed id', async () => {
    const created = await submit();
    const found = await service.get(ctx(), String(created.id));
    expect(found).toMatchObject({ id: created.id, reference: created.reference });
    expect(found.materials).toHaveLength(5);
    expect(found.services).toHaveLength(2);
    await expect(service.get(ctx(), String(created.id + 1000))).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Événement introuvable' });
    await expect(service.get(ctx(), 'abc')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('moves pending → confirmed → done, recording who and when', async () => {
    const manager = await insertUser(dataSource, { role: Role.MANAGER });
    const asManager = testContext(dataSource, { id: manager.id, email: manager.email, role: Role.MANAGER });
    const created = await submit();
    await service.updateStatus(asManager, statusInput(created.id, EventRequestStatus.CONFIRMED));
    const done = await service.updateStatus(asManager, statusInput(created.id, EventRequestStatus.DONE));
    expect(done.status).toBe('done');
    const stored = await dataSource.getRepository(EventRequest).findOneByOrFail({ id: created.id });
    expect(stored.status).toBe('done');
    expect(stored.statusChangedById).toBe(manager.id);
    expect(stored.statusChangedAt?.toISOString()).toBe(TEST_NOW.toISOString());
  });

  it('refuses "done" before the event’s last day (French message, nothing stored); an ADMIN forces it with a reason kept for staff (issue #25)', async () => {
    const manager = await insertUser(dataSource, { role: Role.MANAGER });
    const admin = await insertUser(dataSource, { role: Role.ADMIN });
    const asManager = testContext(dataSource, { id: manager.id, email: manager.email, role: Role.MANAGER });
    const asAdmin = testContext(dataSource, { id: admin.id, email: admin.email, role: Role.ADMIN });
    // Today is 21 November 2026; the festival runs 4–6 December.
    const created = await submit({ dateStart: '2026-12-04', dateEnd: '2026-12-06' });
    await service.updateStatus(asManager, statusInput(created.id, EventRequestStatus.CONFIRMED));
    await expect(service.updateStatus(asAdmin, statusInput(created.id, EventRequestStatus.DONE))).rejects.toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
      message: 'Cet événement ne peut pas être marqué terminé avant sa date de fin (6 décembre 2026). Un administrateur peut le forcer en indiquant la raison.',
    });
    await expect(service.updateStatus(asManager, Object.assign(statusInput(created.id, EventRequestStatus.DONE), { forceReason: 'Annulé par la pluie, matériel repris' }))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await dataSource.getRepository(EventRequest).findOneByOrFail({ id: created.id })).toMatchObject({ status: 'confirmed' });
    expect(await dataSource.getRepository(ClientTimelineEntry).count()).toBe(0);

    const forced = await service.updateStatus(asAdmin, Object.assign(statusInput(created.id, EventRequestStatus.DONE), { forceReason: '  Matériel repris le 21, événement écourté  ' }));
    expect(forced.status).toBe('done');
    expect(await dataSource.getRepository(ClientTimelineEntry).findBy({ subjectType: 'event', subjectId: created.id })).toMatchObject([
      { kind: 'done.forced', actor: 'staff', actorUserId: admin.id, actorName: admin.email, message: 'Matériel repris le 21, événement écourté' },
    ]);

    // On the last day itself (or after) no reason is needed.
    const lastDay = await submit({ dateStart: '2026-11-19', dateEnd: '2026-11-21' });
    await service.updateStatus(asManager, statusInput(lastDay.id, EventRequestStatus.CONFIRMED));
    expect((await service.updateStatus(asManager, statusInput(lastDay.id, EventRequestStatus.DONE))).status).toBe('done');
  });

  it('refuses invalid transitions with a French message and changes nothing', async () => {
    const created = await submit();
    await expect(service.updateStatus(ctx(), statusInput(created.id, EventRequestStatus.DONE))).rejects.toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
      message: expect.stringContaining('Impossible de passer du statut « En attente » au statut « Terminé »'),
    });
    await expect(service.updateStatus(ctx(), statusInput(created.id, EventRequestStatus.PENDING))).rejects.toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
    });
    await service.updateStatus(ctx(), statusInput(created.id, EventRequestStatus.CANCELED));
    await expect(service.updateStatus(ctx(), statusInput(created.id, EventRequestStatus.CONFIRMED))).rejects.toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
    });
    const stored = await dataSource.getRepository(EventRequest).findOneByOrFail({ id: created.id });
    expect(stored.status).toBe('canceled');
    await expect(service.updateStatus(ctx(), statusInput(9999, EventRequestStatus.CONFIRMED))).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('resending queues one more quote e-mail each time', async () => {
    const created = await submit();
    expect(await service.resendQuote(ctx(), String(created.id))).toBe(true);
    const queued = await dataSource.getRepository(OutboxMessage).find();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ to: 'info@festivalsmauricie.ca', status: 'pending' });
    expect(queued[0]!.subject).toContain(created.reference);
    expect(queued[0]!.text).toContain('TVQ (9,975\u00a0%)');
    await service.resendQuote(ctx(), String(created.id));
    expect(await dataSource.getRepository(OutboxMessage).count()).toBe(2);
    await expect(service.resendQuote(ctx(), '9999')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('resending attaches the quote PDF, which the worker sends in the .eml file', async () => {
    const created = await submit();
    await service.resendQuote(ctx(), String(created.id));
    const [queued] = await dataSource.getRepository(OutboxMessage).find();
    expect(queued!.attachments).toEqual([
      { filename: `soumission-${created.reference}.pdf`, contentType: 'application/pdf', contentBase64: expect.stringMatching(/^JVBERi0/) }, // '%PDF-'
    ]);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-quote-'));
    try {
      const worker = new MailWorker({ dataSource, transport: createEmlTransport(dir), log: pino({ level: 'silent' }), from: 'info@servicesmauricie.ca', now: () => TEST_NOW });
      expect(await worker.runOnce()).toMatchObject({ sent: 1 });
      const eml = fs.readFileSync(path.join(dir, `outbox-${String(queued!.id).padStart(6, '0')}.eml`), 'utf8');
      expect(eml).toMatch(/^Content-Type: multipart\/mixed;/m);
      // The PDF part: its headers, then its base64 body up to the next boundary.
      const part = /^Content-Type: application\/pdf; name=(\S+)\n((?:[\w-]+: .*\n)*)\n([A-Za-z0-9+/=\n]+)/m.exec(eml);
      expect(part?.[1]).toBe(`soumission-${created.reference}.pdf`);
      expect(part?.[2]).toContain(`Content-Disposition: attachment; filename=soumission-${created.reference}.pdf`);
      expect(part?.[2]).toContain('Content-Transfer-Encoding: base64');
      const text = pdfToText(Buffer.from(part![3]!.replace(/\n/g, ''), 'base64'));
      expect(text).toContain(created.reference);
      expect(text).toContain('TVQ (9,975 %)');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
