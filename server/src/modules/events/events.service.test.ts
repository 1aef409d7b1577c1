import { DataSource } from 'typeorm';
import { loadConfig } from '../../config';
import { TEST_NOW } from '../../testing/app';
import { testBus } from '../../testing/event-bus';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { MailService } from '../mail/mail.service';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { restoreSeedPrices, testContext } from '../pricing/pricing.fixtures';
import { PricingService } from '../pricing/pricing.service';
import { Service } from '../pricing/service.entity';
import { EventMaterialLine } from './event-material-line.entity';
import { EventRequest } from './event-request.entity';
import { EventServiceLine } from './event-service-line.entity';
import { eventInput, EXPECTED_TOTALS } from './events.fixtures';
import { eventReference, EventsService } from './events.service';
import { EventMaterialsInput, EventServicesInput } from './events.inputs';

const issuer = loadConfig({ NODE_ENV: 'test' }).company;

describe('eventReference', () => {
  it('is EV-<year in Québec>-<id on 6 digits>', () => {
    expect(eventReference(123, TEST_NOW)).toBe('EV-2026-000123');
    // 2027-01-01 03:00 UTC is still 31 December 2026 in Québec.
    expect(eventReference(5, new Date('2027-01-01T03:00:00Z'))).toBe('EV-2026-000005');
    expect(eventReference(1_234_567, new Date('2027-01-01T06:00:00Z'))).toBe('EV-2027-1234567');
  });
});

describeEachDb('EventsService', (kind) => {
  let dataSource: DataSource;
  let service: EventsService;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    service = new EventsService(dataSource, new PricingService(dataSource), new MailService(), issuer, testBus(dataSource), undefined, null, 'https://services.example.ca');
  });
  afterAll(() => dataSource?.destroy());
  beforeEach(async () => {
    await clearTables(dataSource);
    await restoreSeedPrices(dataSource);
  });

  const ctx = () => testContext(dataSource);
  const count = async () => ({
    requests: await dataSource.getRepository(EventRequest).count(),
    materials: await dataSource.getRepository(EventMaterialLine).count(),
    services: await dataSource.getRepository(EventServiceLine).count(),
    outbox: await dataSource.getRepository(OutboxMessage).count(),
  });

  it('stores the request, its lines and the server’s totals, with a readable reference', async () => {
    const created = await service.submit(ctx(), eventInput());
    expect(created.reference).toBe(`EV-2026-${String(created.id).padStart(6, '0')}`);

    const stored = await dataSource.getRepository(EventRequest).findOneOrFail({
      where: { id: created.id },
      relations: { materials: true, services: true },
      order: { materials: { id: 'ASC' }, services: { id: 'ASC' } },
    });
    expect(stored).toMatchObject({
      reference: created.reference,
      eventName: 'Festival de la poutine de Trois-Rivières',
      eventType: 'festival',
      participants: 1200,
      dateStart: '2026-07-10',
      dateEnd: '2026-07-12',
      superficie: 25_000,
      zones: 8,
      staffCount: 2,
      neq: '1171234567',
      status: 'pending',
      sendCopy: true,
      ...EXPECTED_TOTALS,
    });
    expect(stored.createdAt.toISOString()).toBe(TEST_NOW.toISOString());
    expect(stored.materials.map(({ type, quantity, unitPrice, days, lineTotal }) => ({ type, quantity, unitPrice, days, lineTotal }))).toEqual([
      { type: 'bac', quantity: 4, unitPrice: 1000, days: 3, lineTotal: 12_000 },
      { type: 'baril', quantity: 8, unitPrice: 700, days: 3, lineTotal: 16_800 },
      { type: 'ilot', quantity: 5, unitPrice: 1500, days: 3, lineTotal: 22_500 },
      { type: 'toilette', quantity: 4, unitPrice: 13_500, days: 3, lineTotal: 162_000 },
      { type: 'lavage', quantity: 6, unitPrice: 6000, days: 3, lineTotal: 108_000 },
    ]);
    expect(stored.services.map(({ name, label, price }) => ({ name, label, price }))).toEqual([
      { name: 'livraison', label: 'Livraison et récupération (aller-retour, rayon de 25 km)', price: 6000 },
      { name: 'staff', label: 'Personnel sur place (2 × 8 h × 3 jours à 35,00\u00a0$/h)', price: 168_000 },
    ]);
  });

  it('trims text, lower-cases the e-mail, keeps only the date of an ISO date-time, and stores no staff when not chosen', async () => {
    const created = await service.submit(
      ctx(),
      eventInput({
        eventName: '  Course des Draveurs ',
        email: ' Info@Example.COM ',
        neq: ' 1171234567 ',
        dateStart: '2026-09-12T04:00:00.000Z',
        dateEnd: '2026-09-12T22:00:00.000Z',
        services: Object.assign(new EventServicesInput(), { livraison: false, nettoyage: true, staff: false }),
        materials: Object.assign(new EventMaterialsInput(), { bac: 0, baril: 0, ilot: 0, toilette: 0, lavage: 0 }),
        staffCount: 3,
        sendCopy: false,
      }),
    );
    const stored = await dataSource.getRepository(EventRequest).findOneByOrFail({ id: created.id });
    expect(stored).toMatchObject({
      eventName: 'Course des Draveurs',
      email: 'info@example.com',
      neq: '1171234567',
      dateStart: '2026-09-12',
      dateEnd: '2026-09-12',
      days: 1,
      staffCount: 0,
      subtotal: 8000,
      gst: 400,
      qst: 798,
      total: 9198,
    });
    expect(await count()).toEqual({ requests: 1, materials: 0, services: 1, outbox: 0 });
  });

  it('prices from the current price list', async () => {
    await dataSource.getRepository(Service).update({ name: 'event.toilette' }, { price: 15_000 });
    const created = await service.submit(ctx(), eventInput());
    expect(created.subtotal).toBe(EXPECTED_TOTALS.subtotal + 4 * 3 * 1500);
    expect(created.materials.find((l) => l.type === 'toilette')).toMatchObject({ unitPrice: 15_000, lineTotal: 180_000 });
  });

  it('queues one French quote e-mail in the same transaction when a copy is asked for', async () => {
    const created = await service.submit(ctx(), eventInput());
    const [queued, ...others] = await dataSource.getRepository(OutboxMessage).find();
    expect(others).toHaveLength(0);
    expect(queued).toMatchObject({ to: 'info@festivalsmauricie.ca', status: 'pending', dedupeKey: `event-request:${created.id}:copy` });
    expect(queued!.subject).toBe(`Votre demande de soumission ${created.reference} – Services Mauricie`);
    expect(queued!.text).toContain('Total : 5\u00a0694,71\u00a0$');
    expect(queued!.text).toContain('TVQ (9,975\u00a0%) : 494,06\u00a0$');
    expect(queued!.html).toContain('Ceci est une estimation.');
    expect(queued!.text).toContain('Mon espace client : https://services.example.ca/client');
    expect(queued!.html).toContain('<a href="https://services.example.ca/client">Mon espace client</a>');
    expect(queued!.attachments).toEqual([expect.objectContaining({ filename: `soumission-${created.reference}.pdf`, contentType: 'application/pdf' })]);
  });

  it('stores nothing, e-mail included, when any write of the transaction fails', async () => {
    const failingMail = new (class extends MailService {
      override async queue(...args: Parameters<MailService['queue']>): Promise<never> {
        await super.queue(...args);
        throw new Error('disk full');
      }
    })();
    const failing = new EventsService(dataSource, new PricingService(dataSource), failingMail, issuer, testBus(dataSource));
    await expect(failing.submit(ctx(), eventInput())).rejects.toThrow('disk full');
    expect(await count()).toEqual({ requests: 0, materials: 0, services: 0, outbox: 0 });
  });

  it('refuses to quote (SERVICE_UNAVAILABLE) and stores nothing when a price is missing', async () => {
    await dataSource.getRepository(Service).delete({ name: 'event.baril' });
    await expect(service.submit(ctx(), eventInput())).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(await count()).toEqual({ requests: 0, materials: 0, services: 0, outbox: 0 });
  });
});
