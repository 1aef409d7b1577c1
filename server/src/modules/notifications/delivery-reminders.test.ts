import pino from 'pino';
import { DataSource } from 'typeorm';
import type { App } from '../../app';
import { createTestApp } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { insertEventRequest } from '../invoices/invoices.fixtures';
import { PickupRequest, PickupStatus } from '../pickup/pickup-request.entity';
import { smsSubject } from '../sms/sms.service';
import { SmsMessage } from '../sms/sms.entities';
import { DeliveryReminderWorker, queueDeliveryReminders } from './delivery-reminders';

// 2026-12-01 in Trois-Rivières: 6 h 30 (before the reminders), then 8 h.
const EARLY = new Date('2026-12-01T11:30:00.000Z');
const MORNING = new Date('2026-12-01T13:00:00.000Z');

describeEachDb('delivery-day reminders by SMS (issue #26)', (kind) => {
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

  const deps = () => ({ dataSource, sms: app.container.sms, company: { name: 'Services Mauricie', phone: '819 555-0142' } });
  const consent = (email: string, phone: string) => app.container.sms.set(smsSubject.client(email), { phone, optIn: true }, 'client', 'test', new Date('2026-11-01T12:00:00Z'));
  const insertPickup = async (email: string, overrides: Partial<PickupRequest> = {}) => {
    const repo = dataSource.getRepository(PickupRequest);
    const row = repo.create({
      fullName: 'Marie-Ève Lapointe', phone: '819 555-0123', email, address: '45 rue Notre-Dame, Trois-Rivières', floor: 0, hasElevator: false, urgency: false,
      description: 'Un divan', photos: [], status: PickupStatus.SCHEDULED, estimateCents: 12_000, scheduledDate: '2026-12-01', scheduledSlot: 'AM', updatedAt: null, createdAt: EARLY, unverified: false, ...overrides,
    });
    await repo.insert(row);
    return row;
  };

  it('texts, once, the consenting customers whose pickup or event delivery is today, from 7 h; nobody else', async () => {
    await consent('oui@example.com', '819 555-0101');
    await consent('evenement@example.com', '819 555-0102');
    const today = await insertPickup('oui@example.com');
    await insertPickup('non@example.com'); // no consent
    await insertPickup('oui@example.com', { scheduledDate: '2026-12-02' }); // tomorrow
    await insertPickup('oui@example.com', { status: PickupStatus.CANCELED }); // cancelled
    const event = await insertEventRequest(dataSource, { email: 'evenement@example.com', status: 'confirmed' as never, dateStart: '2026-12-01', dateEnd: '2026-12-02' });
    await insertEventRequest(dataSource, { email: 'evenement@example.com', status: 'pending' as never, reference: 'EV-2026-000008', dateStart: '2026-12-01', dateEnd: '2026-12-01' }); // not confirmed

    expect(await queueDeliveryReminders(deps(), EARLY)).toBe(0);
    expect(await dataSource.getRepository(SmsMessage).count()).toBe(0);

    expect(await queueDeliveryReminders(deps(), MORNING)).toBe(2);
    const sent = await dataSource.getRepository(SmsMessage).find({ order: { dedupeKey: 'ASC' } });
    expect(sent.map((m) => ({ to: m.to, key: m.dedupeKey, body: m.body }))).toEqual([
      { to: '+18195550102', key: `event-request:${event.id}:reminder:2026-12-01`, body: `Services Mauricie : rappel, livraison du matériel de votre événement ${event.reference} aujourd’hui au ${event.address}. Questions : 819 555-0142.` },
      { to: '+18195550101', key: `pickup-request:${today.id}:reminder:2026-12-01`, body: `Services Mauricie : rappel, votre ramassage n° ${today.id} a lieu aujourd’hui en avant-midi. Questions : 819 555-0142.` },
    ]);

    // Every later check, in this process or another, queues nothing more: never twice.
    const worker = new DeliveryReminderWorker({ ...deps(), log: pino({ level: 'silent' }), now: () => new Date(MORNING.getTime() + 3_600_000) });
    expect(await queueDeliveryReminders(deps(), MORNING)).toBe(0);
    expect(await (worker as unknown as { run(): Promise<number> }).run()).toBe(0);
    expect(await dataSource.getRepository(SmsMessage).count()).toBe(2);
  });

  it('sends nothing after the customer answered STOP', async () => {
    await consent('oui@example.com', '819 555-0101');
    await insertPickup('oui@example.com');
    await app.container.sms.inbound('+18195550101', 'stop', EARLY);
    expect(await queueDeliveryReminders(deps(), MORNING)).toBe(0);
    expect(await dataSource.getRepository(SmsMessage).count()).toBe(0);
  });
});
