import fs from 'node:fs';
import path from 'node:path';
import { Browser } from 'playwright-core';
import { DataSource } from 'typeorm';
import { TimeEntry } from '../../server/src/modules/timeclock/time-entry.entity';
import { TimePunch } from '../../server/src/modules/timeclock/time-punch.entity';
import { insertUser } from '../../server/src/modules/users/users.fixtures';
import { Role } from '../../server/src/shared/roles';
import { TEST_JWT_SECRET } from '../../server/src/testing/app';
import { describeEachDb, openTestDatabase } from '../../server/src/testing/db';
import { validToken } from '../../server/src/testing/tokens';
import { collectPageErrors, describeBrowser, launchChromium, RunningSite, screenshotDir, startSite } from './harness';

/** The punch page (client/src/admin/timeclock/PunchPage.tsx) behind the back-office shell at /admin/punch. */
const PUNCH_PATH = '/admin/punch';

/** The page's local storage as seen from page.evaluate (this file is compiled without the DOM types; the functions run in the page). */
type PageStorage = { localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void } };

describeBrowser('time clock in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    fs.mkdirSync(screenshotDir, { recursive: true });
  });
  afterAll(() => browser?.close());

  describeEachDb('punch in, go offline, punch out, reload, back online', (kind) => {
    let dataSource: DataSource;
    let site: RunningSite;
    beforeAll(async () => {
      dataSource = await openTestDatabase(kind);
      site = await startSite(dataSource, { JWT_SECRET: TEST_JWT_SECRET });
    });
    afterAll(async () => {
      await site?.close();
      await dataSource?.destroy();
    });

    it('records exactly one closed entry, closed at the time of the offline punch', async () => {
      const employee = await insertUser(dataSource, { role: Role.EMPLOYEE, name: 'Éric Employé' });
      // A session as the sign-in page leaves it (back-office.md §3: adminToken in local storage).
      const token = await validToken(employee, new Date());
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-CA', timezoneId: 'America/Toronto' });
      await context.addInitScript((value) => (globalThis as unknown as PageStorage).localStorage.setItem('adminToken', value), token);
      let page = await context.newPage();
      const errors = collectPageErrors(page);
      page.on('dialog', (dialog) => void dialog.accept());

      await page.goto(`${site.url}${PUNCH_PATH}`);
      await page.getByText('HORS SERVICE', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'PUNCHER', exact: true }).click();
      await page.getByText('Punch IN enregistré.', { exact: true }).waitFor();
      await page.getByText('EN SERVICE', { exact: true }).waitFor();

      await context.setOffline(true);
      await page.getByText('Hors ligne', { exact: true }).waitFor();
      await page.getByLabel('Note', { exact: true }).fill('Fin de journée');
      await page.getByRole('button', { name: 'DÉPUNCHER', exact: true }).click();
      await page.getByText('File hors-ligne : 1', { exact: true }).waitFor();
      await page.getByText('HORS SERVICE', { exact: true }).waitFor();
      const [queued] = (await page.evaluate(() => JSON.parse((globalThis as unknown as PageStorage).localStorage.getItem('punchQueue.v1') ?? '[]'))) as { createdAt: string }[];
      expect(queued).toBeDefined();
      expect(await dataSource.getRepository(TimeEntry).findOneByOrFail({ userId: employee.id })).toMatchObject({ clockOut: null });
      await page.screenshot({ path: path.join(screenshotDir, `timeclock-offline-${kind}.png`), fullPage: true });

      // Reload: the page is gone, the queue stays on the device; the connection returns.
      await page.close();
      await context.setOffline(false);
      page = await context.newPage();
      page.on('dialog', (dialog) => void dialog.accept());
      errors.push(...collectPageErrors(page));
      await page.goto(`${site.url}${PUNCH_PATH}`);
      await page.getByText('File hors-ligne : 0', { exact: true }).waitFor();
      await page.getByText('HORS SERVICE', { exact: true }).waitFor();
      await page.screenshot({ path: path.join(screenshotDir, `timeclock-synced-${kind}.png`), fullPage: true });

      const entries = await dataSource.getRepository(TimeEntry).findBy({ userId: employee.id });
      expect(entries).toHaveLength(1);
      expect(entries[0]!.clockOut).not.toBeNull();
      // Recorded at the time the OUT was made offline (device clock = server clock here, to the second).
      expect(Math.abs(entries[0]!.clockOut!.getTime() - Date.parse(queued!.createdAt))).toBeLessThan(1_000);
      expect(entries[0]!.note).toBe('Fin de journée');
      const punches = await dataSource.getRepository(TimePunch).find({ where: { userId: employee.id }, order: { id: 'ASC' } });
      expect(punches.map((p) => [p.action, p.source])).toEqual([
        ['IN', 'ONLINE'],
        ['OUT', 'OFFLINE'],
      ]);
      // The server answers 404 (with the app) for paths shared/seo.ts does not list; /admin paths may not be listed yet.
      expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
      await context.close();
    });
  });

  describe('badges and the offline message (issue #28)', () => {
    let dataSource: DataSource;
    let site: RunningSite;
    beforeAll(async () => {
      dataSource = await openTestDatabase('sqlite');
      site = await startSite(dataSource, { JWT_SECRET: TEST_JWT_SECRET });
    });
    afterAll(async () => {
      await site?.close();
      await dataSource?.destroy();
    });

    it('shows readable badges, and drops « Hors ligne : pointage gardé… » once the queue has synced', async () => {
      const employee = await insertUser(dataSource, { role: Role.EMPLOYEE, name: 'Éva Employée' });
      const token = await validToken(employee, new Date());
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'fr-CA', timezoneId: 'America/Toronto' });
      await context.addInitScript((value) => (globalThis as unknown as PageStorage).localStorage.setItem('adminToken', value), token);
      const page = await context.newPage();
      page.on('dialog', (dialog) => void dialog.accept());
      await page.goto(`${site.url}${PUNCH_PATH}`);
      await page.getByText('HORS SERVICE', { exact: true }).waitFor();

      // Every badge's text has another colour than its background (they were white on white).
      const badges = page.getByRole('list', { name: 'Connexion et synchronisation' }).getByRole('listitem');
      await badges.first().waitFor();
      const colours = (await page.evaluate(
        `[...document.querySelectorAll('[aria-label="Connexion et synchronisation"] li')].map((item) => { const style = getComputedStyle(item); return [item.textContent, style.color, style.backgroundColor]; })`,
      )) as [string, string, string][];
      expect(colours).toHaveLength(4);
      for (const [text, color, background] of colours) expect({ text, same: color === background }).toEqual({ text, same: false });
      expect(colours.map(([, color]) => color)).not.toContain('rgb(255, 255, 255)');

      await context.setOffline(true);
      await page.getByText('Hors ligne', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'PUNCHER', exact: true }).click();
      const queued = page.getByText(/^Hors ligne : pointage gardé dans la file/);
      await queued.waitFor();
      await context.setOffline(false);
      await page.getByText('File hors-ligne : 0', { exact: true }).waitFor();
      await page.getByText('EN SERVICE', { exact: true }).waitFor();
      await queued.waitFor({ state: 'detached', timeout: 5_000 });
      expect(await dataSource.getRepository(TimeEntry).countBy({ userId: employee.id })).toBe(1);
      await context.close();
    });
  });
});
