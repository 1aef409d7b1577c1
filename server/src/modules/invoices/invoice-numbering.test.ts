import { DataSource } from 'typeorm';
import { openDatabase } from '../../database';
import { inTransaction } from '../../kernel/transactions';
import { TEST_NOW, testConfig } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase, workerMysqlUrl } from '../../testing/db';
import { testContext } from '../pricing/pricing.fixtures';
import { Invoice, InvoiceKind } from './invoice.entities';
import { invoicesService, recordingRefunds, renderedAttachments } from './invoices.fixtures';
import { InvoicesService } from './invoices.service';
import { testBus } from '../../testing/event-bus';
import { INVOICE_MAIL_JOB, InvoiceMailWorker } from './invoice-mail-worker';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { MailService } from '../mail/mail.service';
import { MailWorker } from '../mail/mail.worker';
import type { MailTransport, OutgoingMail } from '../mail/mail.transport';

const issueMany = (dataSource: DataSource, count: number, tag: string) =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      inTransaction(dataSource, (em) =>
        invoicesService(dataSource).issue({ ...testContext(dataSource), now: TEST_NOW }, em, {
          kind: InvoiceKind.MANUAL,
          sourceKey: `${tag}:${i}`,
          clientEmail: `${tag}@example.ca`,
          clientName: tag,
          clientAddress: '',
          lines: [{ description: 'Travaux', quantity: 1, unitPriceCents: 1000 + i, amountCents: 1000 + i }],
        }),
      ),
    ),
  );

const expectConsecutive = async (dataSource: DataSource) => {
  const numbers = (await dataSource.getRepository(Invoice).find({ select: { number: true } })).map((i) => i.number).sort();
  expect(numbers).toHaveLength(100);
  expect(new Set(numbers).size).toBe(100);
  expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => `F-2026-${String(i + 1).padStart(6, '0')}`));
};

describeEachDb('invoice numbering under concurrency', (kind) => {
  let dataSource: DataSource;
  let second: DataSource | null = null;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    // MariaDB: a second DataSource with its own pool on the same database stands for a second server process.
    if (kind === 'mysql') second = await openDatabase({ kind: 'mysql', url: workerMysqlUrl() });
  });
  afterAll(async () => {
    await second?.destroy();
    await dataSource?.destroy();
  });
  beforeEach(() => clearTables(dataSource));

  it('two processes issuing 50 invoices each at once get 100 distinct consecutive numbers', async () => {
    await Promise.all([issueMany(dataSource, 50, 'a'), issueMany(second ?? dataSource, 50, 'b')]);
    await expectConsecutive(dataSource);
  });
});

const manualInput = (tag: string, i: number) => ({
  clientEmail: `${tag}@example.ca`,
  clientName: tag,
  clientAddress: '',
  lines: [{ description: 'Travaux', quantity: 1, unitPriceCents: 1000 + i }],
});

describeEachDb('invoice issue in a short transaction, PDF after it (issue #31)', (kind) => {
  let dataSource: DataSource;
  let second: DataSource | null = null;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    if (kind === 'mysql') second = await openDatabase({ kind: 'mysql', url: workerMysqlUrl() });
  });
  afterAll(async () => {
    await second?.destroy();
    await dataSource?.destroy();
  });
  beforeEach(() => clearTables(dataSource));

  const ctxOf = (ds: DataSource) => ({ ...testContext(ds), now: TEST_NOW });
  const outbox = () => dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } });

  it('two processes creating 50 invoices each at once: numbers 1..100 without gap or duplicate, one e-mail each with the PDF as issued', async () => {
    const create = (ds: DataSource, tag: string) => Promise.all(Array.from({ length: 50 }, (_, i) => invoicesService(ds).createManual(ctxOf(ds), manualInput(tag, i))));
    const created = (await Promise.all([create(dataSource, 'a'), create(second ?? dataSource, 'b')])).flat();
    expect(created.every((invoice) => !invoice.issuedMailPending)).toBe(true);
    await expectConsecutive(dataSource);
    const invoices = await dataSource.getRepository(Invoice).find({ order: { id: 'ASC' } });
    expect(invoices.filter((invoice) => invoice.issuedMailPending)).toEqual([]);
    const mails = await outbox();
    expect(mails).toHaveLength(100);
    expect(new Set(mails.map((m) => m.dedupeKey))).toEqual(new Set(invoices.map((i) => `invoice:${i.id}:issued`)));
    // The attachment is the PDF rendered from the frozen rows when the mail worker sends it: a re-render gives the same bytes.
    const first = invoices[0]!;
    const mail = mails.find((m) => m.dedupeKey === `invoice:${first.id}:issued`)!;
    const again = await invoicesService(dataSource).issuedPdf(dataSource.manager, first);
    expect(await renderedAttachments(dataSource, mail.attachments)).toEqual([{ filename: `facture-${first.number}.pdf`, contentBase64: again.content.toString('base64'), contentType: 'application/pdf' }]);
  });

  it('the e-mail commits with the invoice: a transaction that rolls back after it leaves no invoice, no e-mail and no number used', async () => {
    const bus = testBus(dataSource);
    const service = new InvoicesService(dataSource, new MailService(), testConfig(), recordingRefunds(), bus);
    const untap = bus.tap((event) => {
      // After the rows and the e-mail's INSERT (the event is emitted last in the issuing transaction).
      if (event.type === 'invoice.issued') throw new Error('refused after the inserts');
    });
    await expect(service.createManual(ctxOf(dataSource), manualInput('r', 0))).rejects.toThrow('refused after the inserts');
    untap();
    expect(await dataSource.getRepository(Invoice).count()).toBe(0);
    expect(await outbox()).toEqual([]);
    const invoice = await service.createManual(ctxOf(dataSource), manualInput('r', 1));
    expect(invoice.number).toBe('F-2026-000001');
    expect(invoice.issuedMailPending).toBe(false);
    expect((await outbox()).map((m) => m.dedupeKey)).toEqual([`invoice:${invoice.id}:issued`]);
  });

  it('the mail worker sends the e-mail with the PDF as issued rendered at send time, and stores it back as an in-transaction render would have', async () => {
    const mail = new MailService();
    const service = invoicesService(dataSource, undefined, {}, mail);
    const invoice = await service.createManual(ctxOf(dataSource), manualInput('w', 0));
    const [queued] = await outbox();
    expect(queued!.attachments).toEqual([{ filename: `facture-${invoice.number}.pdf`, contentBase64: '', contentType: 'application/pdf', render: { by: 'invoice-issued-pdf', key: String(invoice.id) } }]);
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = { kind: 'eml', send: async (m) => (sent.push(m), { location: 'test' }), close: () => undefined };
    const worker = new MailWorker({ dataSource, transport, log: testContext(dataSource).log, from: 'info@exemple.ca', now: () => TEST_NOW, attachments: mail });
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    const again = await service.issuedPdf(dataSource.manager, await dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id }));
    expect(sent.map((m) => m.attachments)).toEqual([[{ filename: `facture-${invoice.number}.pdf`, content: again.content, contentType: 'application/pdf' }]]);
    expect((await outbox())[0]!.attachments).toEqual([{ filename: `facture-${invoice.number}.pdf`, contentBase64: again.content.toString('base64'), contentType: 'application/pdf' }]);
  });

  it('an issue interrupted before its PDF is finished by the first download, once, with the same bytes', async () => {
    const service = invoicesService(dataSource);
    // The issuing transaction committed, then the process stopped before rendering the PDF.
    const invoice = await inTransaction(dataSource, (em) =>
      service.issue(ctxOf(dataSource), em, { kind: InvoiceKind.MANUAL, sourceKey: null, ...manualInput('c', 0), lines: [{ description: 'Travaux', quantity: 1, unitPriceCents: 1000, amountCents: 1000 }], mailAfterCommit: true }),
    );
    expect(await outbox()).toEqual([]);
    expect((await dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id })).issuedMailPending).toBe(true);

    await service.pdf(ctxOf(dataSource), invoice.number);
    const mails = await outbox();
    expect(mails.map((m) => m.dedupeKey)).toEqual([`invoice:${invoice.id}:issued`]);
    const stored = await dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id });
    expect(stored.issuedMailPending).toBe(false);
    expect((await renderedAttachments(dataSource, mails[0]!.attachments))[0]!.contentBase64).toBe((await service.issuedPdf(dataSource.manager, stored)).content.toString('base64'));

    // Again (a second download, the worker, another process): nothing more.
    expect(await service.completeIssuedMail(ctxOf(dataSource), invoice.id)).toBe(false);
    await service.pdf(ctxOf(dataSource), invoice.number);
    expect(await outbox()).toHaveLength(1);
  });

  it('the invoice-mail worker finishes interrupted issues older than its grace period, from both processes at once, one e-mail each', async () => {
    const service = invoicesService(dataSource);
    const issued = await Promise.all(
      [0, 1, 2].map((i) =>
        inTransaction(dataSource, (em) =>
          service.issue(ctxOf(dataSource), em, { kind: InvoiceKind.MANUAL, sourceKey: null, ...manualInput('d', i), lines: [{ description: 'Travaux', quantity: 1, unitPriceCents: 1000 + i, amountCents: 1000 + i }], mailAfterCommit: true }),
        ),
      ),
    );
    const log = testContext(dataSource).log;
    const worker = (ds: DataSource, at: Date) => new InvoiceMailWorker({ dataSource: ds, log, invoices: invoicesService(ds), now: () => at });
    // Within the grace period: left to the issuing request.
    expect(await worker(dataSource, new Date(TEST_NOW.getTime() + INVOICE_MAIL_JOB.graceMs - 1000)).runOnce()).toBe(0);
    expect(await outbox()).toEqual([]);
    const later = new Date(TEST_NOW.getTime() + INVOICE_MAIL_JOB.graceMs + 1000);
    const done = await Promise.all([worker(dataSource, later).runOnce(), worker(second ?? dataSource, later).runOnce()]);
    expect(done[0] + done[1]).toBe(3);
    expect((await outbox()).map((m) => m.dedupeKey).sort()).toEqual(issued.map((i) => `invoice:${i.id}:issued`).sort());
    expect(await dataSource.getRepository(Invoice).countBy({ issuedMailPending: true })).toBe(0);
  });
});
