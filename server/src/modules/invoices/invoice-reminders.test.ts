import pino from 'pino';
import { DataSource } from 'typeorm';
import { TEST_NOW } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { MailService } from '../mail/mail.service';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { testContext } from '../pricing/pricing.fixtures';
import { Invoice, PaymentMethod } from './invoice.entities';
import { InvoiceReminderWorker, sendOverdueReminders } from './invoice-reminders';
import { invoicesService } from './invoices.fixtures';

const log = pino({ level: 'silent' });
const at = (day: string) => new Date(`${day}T15:00:00Z`);

describeEachDb('overdue invoice reminders', (kind) => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
  });
  afterAll(() => dataSource?.destroy());
  beforeEach(() => clearTables(dataSource));

  const issue = (email: string) =>
    invoicesService(dataSource).createManual({ ...testContext(dataSource), now: TEST_NOW }, { clientEmail: email, clientName: 'Client', clientAddress: '', lines: [{ description: 'Travaux', quantity: 1, unitPriceCents: 10_000 }] });
  const reminders = async () => (await dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } })).filter((m) => m.subject.startsWith('Rappel'));
  const run = (day: string) => sendOverdueReminders(dataSource, new MailService(), { name: 'Services Mauricie' }, 'https://services.example.ca', at(day), log);

  it('sends French reminders at +7, +14 and +30 days after the due date, once each; a payment stops them', async () => {
    const unpaid = await issue('retard@example.ca'); // due 2026-11-21
    const paid = await issue('paye@example.ca');
    expect(await run('2026-11-27')).toEqual({ checked: 0, sent: 0 });
    expect(await run('2026-11-28')).toEqual({ checked: 2, sent: 2 });
    await run('2026-11-29');
    let mails = await reminders();
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ to: 'retard@example.ca', subject: `Rappel : facture ${unpaid.number} en souffrance – Services Mauricie`, dedupeKey: `invoice:${unpaid.id}:reminder:7` });
    expect(mails[0]!.text).toContain(`la facture ${unpaid.number} présente un solde de 114,98\u00a0$, échu depuis le 21 novembre 2026.`);

    await invoicesService(dataSource).recordPayment({ ...testContext(dataSource), now: at('2026-11-30') }, { number: paid.number, amountCents: 11_498, method: PaymentMethod.INTERAC, date: '2026-11-30' });
    await run('2026-12-05');
    await run('2026-12-21');
    mails = await reminders();
    expect(mails.map((m) => [m.to, m.dedupeKey])).toEqual([
      ['retard@example.ca', `invoice:${unpaid.id}:reminder:7`],
      ['paye@example.ca', `invoice:${paid.id}:reminder:7`],
      ['retard@example.ca', `invoice:${unpaid.id}:reminder:14`],
      ['retard@example.ca', `invoice:${unpaid.id}:reminder:30`],
    ]);
    await run('2027-02-01');
    expect(await reminders()).toHaveLength(4);
    expect(await dataSource.getRepository(Invoice).findOneByOrFail({ id: unpaid.id })).toMatchObject({ remindersSent: 3 });
  });

  it('the worker runs once per Toronto day across processes (job_run lease)', async () => {
    await issue('retard@example.ca');
    const worker = (day: string) => new InvoiceReminderWorker({ dataSource, log, mail: new MailService(), company: { name: 'Services Mauricie' }, publicUrl: 'https://x.example.ca', now: () => at(day) });
    const [a, b] = await Promise.all([worker('2026-11-28').runOnce(), worker('2026-11-28').runOnce()]);
    expect([a, b].filter(Boolean)).toEqual([{ checked: 1, sent: 1 }]);
    expect(await worker('2026-11-28').runOnce()).toBeNull();
    expect(await worker('2026-12-05').runOnce()).toEqual({ checked: 1, sent: 1 });
  });
});
