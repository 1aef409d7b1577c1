import { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { DataSource } from 'typeorm';
import { testContext } from '../../server/src/modules/pricing/pricing.fixtures';
import { MailService } from '../../server/src/modules/mail/mail.service';
import { createSmtpTransport, MailTransport } from '../../server/src/modules/mail/mail.transport';
import { MailWorker } from '../../server/src/modules/mail/mail.worker';
import { OutboxMessage, OutboxStatus } from '../../server/src/modules/mail/outbox-message.entity';
import { describeEachDb, openTestDatabase } from '../../server/src/testing/db';

/**
 * SMTP failure (issue 9): the real outbox worker and the real SMTP transport (nodemailer) against a
 * local SMTP server (the `smtp-server` package) that is first down, then up but refusing every
 * message (451, as a greylisting or overloaded server does), then accepting. Queued e-mails are
 * retried with exponential back-off (short delays for the test) and each is delivered exactly
 * once after recovery, counted by Message-ID on the receiving side.
 */

type Mode = 'refuse' | 'accept';

/** A local SMTP server that refuses or accepts, and records every message it accepted. */
class FlakySmtpServer {
  mode: Mode = 'refuse';
  /** MAIL FROM commands seen (each one is a delivery attempt that reached the server). */
  attempts = 0;
  readonly accepted: string[] = [];
  private server: SMTPServer | null = null;
  private port = 0;

  private create(): SMTPServer {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onMailFrom: (_address, _session, callback) => {
        this.attempts += 1;
        if (this.mode === 'refuse') {
          callback(Object.assign(new Error('4.3.2 Service temporairement indisponible, réessayez plus tard'), { responseCode: 451 }));
          return;
        }
        callback();
      },
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '(sans Message-ID)';
          this.accepted.push(messageId);
          callback();
        });
      },
    });
  }

  async listen(): Promise<number> {
    const server = this.create();
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', () => resolve()));
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    return this.port;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const log = pino({ level: 'silent' });
const FROM = '"Services Mauricie" <info@servicesmauricie.ca>';
const COUNT = 6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await sleep(50);
  }
  return condition();
}

describeEachDb('SMTP failure: retried with back-off, then delivered exactly once', (kind) => {
  let dataSource: DataSource;
  let smtp: FlakySmtpServer;
  let transport: MailTransport;
  let worker: MailWorker;

  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await worker?.stop();
    transport?.close();
    await smtp?.down();
    await dataSource?.destroy();
  });

  const rows = () => dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } });

  it('survives a server that is down, then refusing, and sends each queued e-mail once when it accepts', async () => {
    smtp = new FlakySmtpServer();
    const port = await smtp.listen(); // reserve the port, then go down: connections are refused
    await smtp.down();

    const mail = new MailService();
    const ctx = { ...testContext(dataSource), now: new Date() };
    const ids: number[] = [];
    for (let i = 0; i < COUNT; i += 1) {
      const { id } = await dataSource.transaction((em) =>
        mail.queue(ctx, em, { to: `client${i}@example.ca`, subject: `Votre demande nº ${i}`, text: `Bonjour, voici la confirmation nº ${i}.` }),
      );
      ids.push(id);
    }

    transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
    worker = new MailWorker({ dataSource, transport, log, from: FROM, retry: { maxAttempts: 50, baseDelayMs: 100, maxDelayMs: 800 } });
    worker.start(25);

    // 1. Down: every e-mail fails (connection refused) and stays pending with its error.
    expect(await until(async () => (await rows()).every((row) => row.attempts >= 2), 15_000)).toBe(true);
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: OutboxStatus.PENDING, sentAt: null });
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    }

    // 2. Up but refusing (451): attempts reach the server, nothing is accepted, back-off spaces them out.
    await smtp.listen();
    const attemptsBefore = (await rows()).reduce((sum, row) => sum + row.attempts, 0);
    const refusingSince = Date.now();
    expect(await until(async () => smtp.attempts >= 2 * COUNT, 15_000)).toBe(true);
    await sleep(1_000);
    const refusedFor = Date.now() - refusingSince;
    expect(smtp.accepted).toEqual([]);
    const refused = await rows();
    for (const row of refused) {
      expect(row).toMatchObject({ status: OutboxStatus.PENDING, sentAt: null });
      expect(row.lastError).toMatch(/451/);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(refusingSince);
    }
    // With a 25 ms worker tick and no back-off, each e-mail would be tried refusedFor / 25 times;
    // doubling delays from 100 ms (at most 800 ms) allow far fewer tries per e-mail.
    const triesPerMail = (refused.reduce((sum, row) => sum + row.attempts, 0) - attemptsBefore) / COUNT;
    expect(triesPerMail).toBeLessThan(refusedFor / 100);

    // 3. Accepting: every e-mail is delivered, once.
    smtp.mode = 'accept';
    expect(await until(async () => (await rows()).every((row) => row.status === OutboxStatus.SENT), 20_000)).toBe(true);
    await sleep(500); // a duplicate would show up now
    await worker.stop();

    const expected = ids.map((id) => `<outbox-${id}@servicesmauricie.ca>`).sort();
    expect([...smtp.accepted].sort()).toEqual(expected);
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: OutboxStatus.SENT, lastError: null, claimToken: null });
      expect(row.attempts).toBeGreaterThanOrEqual(3);
    }
  });
});
