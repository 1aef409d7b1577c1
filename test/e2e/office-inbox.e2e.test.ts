import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Browser, BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { OutboxMessage } from '../../server/src/modules/mail/outbox-message.entity';
import { InboxItem } from '../../server/src/modules/notifications/inbox.entities';
import { PickupPhoto } from '../../server/src/modules/pickup/pickup-photo.entity';
import { PickupRequest } from '../../server/src/modules/pickup/pickup-request.entity';
import { insertUser } from '../../server/src/modules/users/users.fixtures';
import { Role } from '../../server/src/shared/roles';
import { openTestDatabase } from '../../server/src/testing/db';
import { testEnv } from '../../server/src/testing/test-env';
import { validToken } from '../../server/src/testing/tokens';
import { collectPageErrors, describeBrowser, launchChromium, screenshotDir } from './harness';
import { ServerProcess, startServerProcesses, waitFor } from './server-processes';

const REDIS_URL = 'redis://127.0.0.1:6379/0';

type PageStorage = { localStorage: { setItem(key: string, value: string): void } };

const describeInbox = (name: string, fn: () => void) => (testEnv.mysqlStatus === 'yes' ? describeBrowser(name, fn) : describe.skip(`${name} (ignoré : ${testEnv.mysqlStatus})`, fn));

/**
 * Issue #26 "Done when": two compiled server processes sharing MariaDB and Redis. A customer
 * submits a pickup with two photos on process A → the acknowledgement the page promises is in the outbox → a
 * back-office tab already open on process B shows the new item (sidebar badge and « À traiter »)
 * without reload → staff open it and see both photos in the request's detail; it stays to do until
 * handled.
 */
describeInbox('office inbox across two processes (MariaDB + Redis) in Chromium', () => {
  let browser: Browser;
  let dataSource: DataSource;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-e2e-'));
  const processes: ServerProcess[] = [];
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    fs.mkdirSync(screenshotDir, { recursive: true });
    dataSource = await openTestDatabase('mysql');
    processes.push(
      ...(await startServerProcesses(2, {
        MAIL_OUTBOX_DIR: path.join(work, 'outbox'),
        // One file store for both processes (a shared folder, as an S3 bucket would be).
        FILE_STORE_DIR: path.join(work, 'files'),
        MAIL_WORKER_INTERVAL_MS: '0',
        REDIS_URL,
        API_RATE_LIMIT_PER_MINUTE: '0',
        BOT_CHECK_COST: '1000',
        COMPANY_EMAIL: 'bureau@exemple.ca',
      })),
    );
  }, 120_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    for (const p of processes) if (p.child.exitCode === null) p.child.kill('SIGTERM');
    await browser?.close();
    await dataSource?.destroy();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('pickup with two photos on A → acknowledgement in the outbox → the open back-office on B shows it without reload → staff open it and see both photos', async () => {
    const a = processes[0]!;
    const b = processes[1]!;
    const manager = await insertUser(dataSource, { role: Role.MANAGER, name: 'Geneviève Gestion' });

    // 1. Staff already have the back-office open on process B (the inbox page), nothing to do yet.
    const office = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-CA', timezoneId: 'America/Toronto' });
    contexts.push(office);
    await office.addInitScript((value) => (globalThis as unknown as PageStorage).localStorage.setItem('adminToken', value), await validToken(manager, new Date()));
    const inboxPage = await office.newPage();
    const officeErrors = collectPageErrors(inboxPage);
    await inboxPage.goto(`${b.url}/admin/a-traiter`);
    await inboxPage.getByRole('heading', { level: 1, name: 'À traiter' }).waitFor();
    await inboxPage.getByText('Rien à traiter.', { exact: true }).waitFor();
    const sidebar = inboxPage.getByRole('navigation', { name: 'Navigation du back-office' });
    expect(await sidebar.getByTestId('nav-unread').count()).toBe(0);
    // The live connection is up (graphql-ws) before the customer sends anything.
    await inboxPage.waitForTimeout(500);

    // 2. A customer sends a pickup request from the site, on process A.
    const customer = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-CA', isMobile: true, hasTouch: true });
    contexts.push(customer);
    const site = await customer.newPage();
    const siteErrors = collectPageErrors(site);
    await site.goto(`${a.url}/ramassage`);
    await site.getByLabel('Nom complet').fill('Gabrielle Bourassa');
    await site.getByLabel('Téléphone').fill('819 555-0123');
    await site.getByLabel('Courriel').fill('gabrielle@example.com');
    await site.getByLabel('Adresse complète').fill('45 rue Notre-Dame Centre, Trois-Rivières');
    await site.getByLabel('Description des objets').fill('Un divan trois places');
    // Two photos as a phone gives them: a JPEG with EXIF and a PNG.
    await site.locator('input[type=file]').setInputFiles([
      { name: 'divan.jpg', mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8a5a3c' } }).withExif({ IFD0: { Make: 'Telephone' } }).jpeg().toBuffer() },
      { name: 'sous-sol.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3c5a8a' } }).png().toBuffer() },
    ]);
    const sentAt = Date.now();
    await site.getByRole('button', { name: 'Soumettre ma demande' }).click();
    await site.getByText('Votre demande a été soumise avec succès ! Vous recevrez un courriel de confirmation sous peu.').waitFor({ timeout: 30_000 });
    const request = await waitFor('request stored', async () => (await dataSource.getRepository(PickupRequest).findOneBy({ email: 'gabrielle@example.com' })) ?? undefined, 10_000);
    expect(request.unverified).toBe(false);
    await waitFor('both photos stored', async () => ((await dataSource.getRepository(PickupPhoto).countBy({ pickupRequestId: request.id })) === 2 ? true : undefined), 20_000);

    // 3. The acknowledgement the page promised is in the outbox, once, in French with the reference.
    const acks = await dataSource.getRepository(OutboxMessage).findBy({ to: 'gabrielle@example.com' });
    expect(acks.map((m) => m.dedupeKey)).toEqual([`pickup-request:${request.id}:received`]);
    expect(acks[0]!.subject).toBe(`Demande de ramassage reçue (n° ${request.id}) – Services Mauricie`);
    expect(acks[0]!.text).toContain(`Votre référence : n° ${request.id}.`);
    // The office address hears of it too.
    expect(await dataSource.getRepository(OutboxMessage).countBy({ to: 'bureau@exemple.ca' })).toBe(1);

    // 4. The back-office open on B shows it without reload: the item and the sidebar badges.
    const title = `Nouvelle demande de ramassage n° ${request.id}`;
    await inboxPage.getByText(title, { exact: true }).waitFor({ timeout: 10_000 });
    const latency = Date.now() - sentAt;
    await sidebar.getByRole('link', { name: /^Ramassage/ }).filter({ hasText: '1 à traiter' }).waitFor();
    await sidebar.getByRole('link', { name: /^À traiter/ }).filter({ hasText: '1 à traiter' }).waitFor();
    await inboxPage.screenshot({ path: path.join(screenshotDir, 'office-inbox.png'), fullPage: true });

    // 5. Staff open it: the pickup's detail. Opening does not handle it.
    await inboxPage.getByRole('link', { name: `Ouvrir « ${title} »` }).click();
    await inboxPage.waitForURL(`**/admin/ramassage?id=${request.id}`);
    await inboxPage.getByRole('heading', { name: new RegExp(`Gabrielle Bourassa`) }).waitFor();
    // Both photos, uploaded on A, are shown by B in the detail (decoded: natural width > 0).
    await inboxPage.getByRole('img', { name: 'Photo 2 de la demande' }).waitFor();
    await waitFor('thumbnails loaded', async () => {
      const widths = await inboxPage.getByRole('img', { name: /^Photo \d de la demande$/ }).evaluateAll((images) => images.map((image) => (image as unknown as { complete: boolean; naturalWidth: number }).complete ? (image as unknown as { naturalWidth: number }).naturalWidth : 0));
      return widths.length === 2 && widths.every((width) => width > 0) ? true : undefined;
    }, 10_000);
    expect((await dataSource.getRepository(InboxItem).findOneByOrFail({ subjectId: String(request.id) })).handledAt).toBeNull();

    // 6. Back to the inbox: still there until someone marks it handled; then the badge goes.
    await inboxPage.goto(`${b.url}/admin/a-traiter`);
    await inboxPage.getByRole('button', { name: `Marquer traité « ${title} »` }).click();
    await inboxPage.getByText('Rien à traiter.', { exact: true }).waitFor();
    await waitFor('badge cleared', async () => ((await sidebar.getByTestId('nav-unread').count()) === 0 ? true : undefined), 10_000);
    expect((await dataSource.getRepository(InboxItem).findOneByOrFail({ subjectId: String(request.id) })).handledById).toBe(manager.id);

    expect(officeErrors).toEqual([]);
    expect(siteErrors).toEqual([]);
    expect(latency).toBeLessThan(15_000);
  }, 120_000);
});
