import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { DataSource } from 'typeorm';
import { TEST_NOW } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { testContext } from '../pricing/pricing.fixtures';
import { recordingTransport } from './mail.fixtures';
import { MailService } from './mail.service';
import { createEmlTransport } from './mail.transport';
import { MailWorker, retryDelayMs } from './mail.worker';
import { OUTBOX_LIMITS, OutboxMessage, OutboxStatus } from './outbox-message.entity';

const FROM = '"Services Mauricie" <info@servicesmauricie.ca>';
const log = pino({ level: 'silent' });

describe('retryDelayMs', () => {
  it('doubles from 30 s and stops at 1 h', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => retryDelayMs(n) / 1000)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });
});

describeEachDb('mail outbox', (kind) => {
  let dataSource: DataSource;
  const mail = new MailService();
  let clock: Date;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
  });
  afterAll(() => dataSource?.destroy());
  beforeEach(async () => {
    await clearTables(dataSource);
    clock = TEST_NOW;
  });

  const rows = () => dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } });
  const worker = (transport: ReturnType<typeof recordingTransport>, maxAttempts = 3) =>
    new MailWorker({ dataSource, transport, log, from: FROM, retry: { maxAttempts }, now: () => clock });
  const queueOne = (overrides: Partial<Parameters<MailService['queue']>[2]> = {}) =>
    dataSource.transaction((em) =>
      mail.queue(testContext(dataSource), em, { to: 'client@example.com', subject: 'Votre soumission', text: 'Bonjour « Zoé »', ...overrides }),
    );

  it('queues inside the caller’s transaction: a rollback leaves nothing queued', async () => {
    await expect(
      dataSource.transaction(async (em) => {
        await mail.queue(testContext(dataSource), em, { to: 'a@example.com', subject: 'S', text: 'T' });
        throw new Error('the business write failed');
      }),
    ).rejects.toThrow('the business write failed');
    expect(await rows()).toHaveLength(0);

    await queueOne();
    expect(await rows()).toEqual([
      expect.objectContaining({ to: 'client@example.com', status: 'pending', attempts: 0, sentAt: null, claimToken: null, dedupeKey: null }),
    ]);
  });

  it('refuses attachments too large for the outbox row instead of storing a cut copy', async () => {
    const huge = [{ filename: 'gros.pdf', contentBase64: 'A'.repeat(OUTBOX_LIMITS.attachmentsJson), contentType: 'application/pdf' }];
    await expect(queueOne({ attachments: huge })).rejects.toThrow(/do not fit the outbox row/);
    expect(await rows()).toHaveLength(0);
  });

  it('queues one e-mail per dedupe key', async () => {
    const first = await queueOne({ dedupeKey: 'event-request:1:copy' });
    const second = await queueOne({ dedupeKey: 'event-request:1:copy', subject: 'Autre' });
    expect(first.queued).toBe(true);
    expect(second).toEqual({ id: first.id, queued: false });
    expect(await rows()).toHaveLength(1);
  });

  it('sends a queued e-mail once', async () => {
    const { id } = await queueOne();
    const transport = recordingTransport();
    const w = worker(transport);
    expect(await w.runOnce()).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0 });
    expect(await w.runOnce()).toEqual({ claimed: 0, sent: 0, retried: 0, failed: 0 });
    expect(transport.sent).toEqual([expect.objectContaining({ id, from: FROM, to: 'client@example.com', subject: 'Votre soumission', text: 'Bonjour « Zoé »' })]);
    const [row] = await rows();
    expect(row).toMatchObject({ status: OutboxStatus.SENT, attempts: 1, lastError: null, claimToken: null, claimedUntil: null });
    expect(row!.sentAt?.toISOString()).toBe(TEST_NOW.toISOString());
  });

  it('retries after a transport failure with exponential back-off, then sends', async () => {
    await queueOne();
    const transport = recordingTransport();
    transport.failNext(2, 'connect ECONNREFUSED 127.0.0.1:25');
    const w = worker(transport, 5);

    expect(await w.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:25', claimToken: null });
    expect(row!.nextAttemptAt.getTime() - TEST_NOW.getTime()).toBe(30_000);

    clock = new Date(TEST_NOW.getTime() + 29_999);
    expect(await w.runOnce()).toMatchObject({ claimed: 0 }); // not due yet
    clock = new Date(TEST_NOW.getTime() + 30_000);
    expect(await w.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
    [row] = await rows();
    expect(row!.nextAttemptAt.getTime() - clock.getTime()).toBe(60_000);

    clock = new Date(clock.getTime() + 60_000);
    expect(await w.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(transport.sent).toHaveLength(1);
  });

  it('marks the e-mail failed after the maximum number of attempts', async () => {
    await queueOne();
    const transport = recordingTransport();
    transport.failNext(99);
    const w = worker(transport, 2);
    await w.runOnce();
    clock = new Date(TEST_NOW.getTime() + 3_600_000);
    expect(await w.runOnce()).toMatchObject({ failed: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 2, sentAt: null });
    clock = new Date(TEST_NOW.getTime() + 86_400_000);
    expect(await w.runOnce()).toMatchObject({ claimed: 0 });
  });

  it('never sends a row twice when several workers run at once', async () => {
    for (let i = 0; i < 6; i += 1) await queueOne({ to: `c${i}@example.com` });
    const transport = recordingTransport();
    const workers = [worker(transport), worker(transport), worker(transport)];
    const results = await Promise.all(workers.map((w) => w.runOnce()));
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(6);
    expect(transport.sent.map((m) => m.to).sort()).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5'].map((c) => `${c}@example.com`));
  });

  it('leaves a row claimed by a live worker alone and takes over an expired claim', async () => {
    const { id } = await queueOne();
    const repo = dataSource.getRepository(OutboxMessage);
    await repo.update({ id }, { claimToken: 'other-process', claimedUntil: new Date(TEST_NOW.getTime() + 60_000) });
    const transport = recordingTransport();
    const w = worker(transport);
    expect(await w.runOnce()).toMatchObject({ claimed: 0 });
    clock = new Date(TEST_NOW.getTime() + 60_001);
    expect(await w.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
  });

  it('runs on an interval once started, and stops', async () => {
    await queueOne();
    const transport = recordingTransport();
    const w = worker(transport);
    w.start(20);
    for (let i = 0; i < 100 && transport.sent.length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    await w.stop();
    expect(transport.sent).toHaveLength(1);
    await queueOne({ to: 'later@example.com' });
    await new Promise((r) => setTimeout(r, 80));
    expect(transport.sent).toHaveLength(1);
  });

  it('writes an .eml file in embedded mode', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    try {
      const { id } = await queueOne({
        subject: 'Soumission EV-2026-000001 – Événement',
        html: '<p>Bonjour « Zoé »</p>',
        attachments: [{ filename: 'devis.txt', contentBase64: Buffer.from('Total : 91,98 $').toString('base64'), contentType: 'text/plain' }],
      });
      const w = new MailWorker({ dataSource, transport: createEmlTransport(dir), log, from: FROM, now: () => clock });
      expect(await w.runOnce()).toMatchObject({ sent: 1 });
      const file = path.join(dir, `outbox-${String(id).padStart(6, '0')}.eml`);
      expect(fs.readdirSync(dir)).toEqual([path.basename(file)]);
      const eml = fs.readFileSync(file, 'utf8');
      expect(eml).toMatch(/^From: "?Services Mauricie"? <info@servicesmauricie\.ca>$/m);
      expect(eml).toMatch(/^To: client@example\.com$/m);
      expect(eml).toMatch(new RegExp(`^Message-ID: <outbox-${id}@servicesmauricie\\.ca>$`, 'm'));
      expect(eml).toMatch(/^Subject: =\?UTF-8\?/m); // accents encoded per RFC 2047
      expect(eml).toContain('Content-Type: text/html; charset=utf-8');
      expect(eml).toContain('filename=devis.txt');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
