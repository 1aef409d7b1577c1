import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { Browser, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { TimeEntry } from '../../server/src/modules/timeclock/time-entry.entity';
import { insertEntry } from '../../server/src/modules/timeclock/timeclock.fixtures';
import { TimesheetRecord } from '../../server/src/modules/timesheets/timesheet.entities';
import { insertUser } from '../../server/src/modules/users/users.fixtures';
import { Role } from '../../server/src/shared/roles';
import { DEFAULT_LABOUR_SETTINGS, payPeriodOf } from '../../server/src/shared/time/labour-standards';
import { TEST_JWT_SECRET } from '../../server/src/testing/app';
import { describeEachDb, openTestDatabase } from '../../server/src/testing/db';
import { validToken } from '../../server/src/testing/tokens';
import { collectPageErrors, describeBrowser, launchChromium, RunningSite, screenshotDir, startSite } from './harness';

type PageStorage = { localStorage: { setItem(key: string, value: string): void } };
const H = 3_600_000;

/** axe-core's serious and critical findings on the page as it is now. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describeBrowser('timesheets in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    fs.mkdirSync(screenshotDir, { recursive: true });
  });
  afterAll(() => browser?.close());

  describeEachDb('employee submits, manager approves, payroll exports, the period is locked', (kind) => {
    let dataSource: DataSource;
    let site: RunningSite;
    beforeAll(async () => {
      dataSource = await openTestDatabase(kind);
      site = await startSite(dataSource, { JWT_SECRET: TEST_JWT_SECRET, TIMESHEET_WORKER_INTERVAL_MS: '0' });
    });
    afterAll(async () => {
      await site?.close();
      await dataSource?.destroy();
    });

    async function signedIn(token: string) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-CA', timezoneId: 'America/Toronto', acceptDownloads: true });
      await context.addInitScript((value) => (globalThis as unknown as PageStorage).localStorage.setItem('adminToken', value), token);
      const page = await context.newPage();
      return { context, page, errors: collectPageErrors(page) };
    }

    it('a 46-hour week: 6 h overtime submitted, approved, exported on its own line; an edit in the period is then refused', async () => {
      const employee = await insertUser(dataSource, { role: Role.EMPLOYEE, name: 'Éric Employé' });
      const manager = await insertUser(dataSource, { role: Role.MANAGER, name: 'Gisèle Gérante' });
      // The previous pay period (default: every two weeks from Sunday 4 January 2026), first week:
      // Monday to Friday, two 4 h 36 halves a day with a punched break = 46 h, no meal deduction.
      const current = payPeriodOf(new Date(), DEFAULT_LABOUR_SETTINGS);
      const previous = payPeriodOf(new Date(current.startsAt.getTime() - H), DEFAULT_LABOUR_SETTINGS);
      const ids: number[] = [];
      for (let day = 1; day <= 5; day += 1) {
        const morning = new Date(previous.startsAt.getTime() + day * 24 * H + 7 * H);
        ids.push((await insertEntry(dataSource, { userId: employee.id, clockIn: morning, clockOut: new Date(morning.getTime() + 4.6 * H) })).id);
        const afternoon = new Date(morning.getTime() + 5.1 * H);
        ids.push((await insertEntry(dataSource, { userId: employee.id, clockIn: afternoon, clockOut: new Date(afternoon.getTime() + 4.6 * H) })).id);
      }
      const periodLabel = new RegExp(`^du ${new Date(`${previous.start}T12:00:00Z`).getUTCDate()} `);

      // The employee reviews and submits.
      const me = await signedIn(await validToken(employee, new Date()));
      await me.page.goto(`${site.url}/admin/punch`);
      await me.page.getByRole('link', { name: 'Ma feuille de temps' }).click();
      await me.page.getByRole('heading', { name: 'Ma feuille de temps', level: 1 }).waitFor();
      const select = me.page.getByLabel('Période de paie');
      const option = (await select.locator('option').allTextContents()).find((text) => periodLabel.test(text))!;
      await select.selectOption({ label: option });
      await me.page.getByRole('row', { name: /Heures supplémentaires/ }).getByText('6 h 00').waitFor();
      await me.page.getByRole('row', { name: /Heures normales/ }).getByText('40 h 00').waitFor();
      await me.page.getByRole('row', { name: /Pause-repas non payée/ }).getByText('0 h 00').waitFor();
      expect(await accessibilityProblems(me.page)).toEqual([]);
      await me.page.getByRole('button', { name: 'Soumettre ma feuille de temps' }).click();
      await me.page.getByText('Feuille de temps soumise à votre gestionnaire.').waitFor();
      await me.page.getByText('Soumise', { exact: true }).waitFor();
      await me.page.screenshot({ path: path.join(screenshotDir, `timesheet-submitted-${kind}.png`), fullPage: true });
      await me.context.close();

      // The manager approves with a comment.
      const boss = await signedIn(await validToken(manager, new Date()));
      await boss.page.goto(`${site.url}/admin/feuilles-de-temps`);
      await boss.page.getByRole('heading', { name: 'Feuilles de temps à approuver', level: 1 }).waitFor();
      const bossSelect = boss.page.getByLabel('Période de paie');
      await bossSelect.selectOption({ label: (await bossSelect.locator('option').allTextContents()).find((text) => periodLabel.test(text))! });
      const card = boss.page.getByRole('article', { name: 'Éric Employé' });
      await card.getByLabel('Commentaire pour Éric Employé').fill('Merci pour la semaine chargée');
      await card.getByRole('button', { name: 'Approuver' }).click();
      await card.getByText('Feuille de temps approuvée.').waitFor();
      await card.getByText('Approuvée (verrouillée)').waitFor();
      expect(await accessibilityProblems(boss.page)).toEqual([]);
      expect(await dataSource.getRepository(TimesheetRecord).findOneByOrFail({ userId: employee.id, periodStart: previous.start })).toMatchObject({
        status: 'APPROVED',
        regularMinutes: 2400,
        overtimeMinutes: 360,
      });

      // The payroll export has the lines (UTF-8 BOM, French labels).
      const [download] = await Promise.all([boss.page.waitForEvent('download'), boss.page.getByRole('button', { name: 'Exporter la paie (CSV)' }).click()]);
      expect(download.suggestedFilename()).toBe(`paie-${previous.start}.csv`);
      const file = path.join(screenshotDir, `timesheet-payroll-${kind}.csv`);
      await download.saveAs(file);
      const csv = fs.readFileSync(file, 'utf8');
      expect(csv.charCodeAt(0)).toBe(0xfeff);
      const lines = csv.slice(1).trim().split('\r\n');
      expect(lines[0]).toBe('Période,Employé,Courriel,Ligne,Heures,Taux horaire,Montant estimé');
      expect(lines).toContain(`${previous.start} – ${previous.end},Éric Employé,${employee.email},Heures normales,40,20,800`);
      expect(lines).toContain(`${previous.start} – ${previous.end},Éric Employé,${employee.email},Heures supplémentaires (150 %),6,30,180`);
      await boss.page.getByText('Toutes les feuilles de la période sont approuvées.').waitFor();
      await boss.page.screenshot({ path: path.join(screenshotDir, `timesheet-approved-${kind}.png`), fullPage: true });

      // An edit in that period is refused, with the French message, and nothing changes.
      const before = await dataSource.getRepository(TimeEntry).findOneByOrFail({ id: ids[0]! });
      const answer = (await boss.page.evaluate(
        async ({ id, clockOut }) => {
          const token = (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem('adminToken');
          const res = await fetch(`/api/time/admin/entry/${id}`, {
            method: 'PUT',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
            body: JSON.stringify({ clockOut }),
          });
          return { status: res.status, body: (await res.json()) as { error: string } };
        },
        { id: ids[0]!, clockOut: new Date(before.clockOut!.getTime() + H).toISOString() },
      )) as { status: number; body: { error: string } };
      expect(answer.status).toBe(409);
      expect(answer.body.error).toMatch(/^La période de paie du .* est approuvée et verrouillée/);
      expect(await dataSource.getRepository(TimeEntry).findOneByOrFail({ id: ids[0]! })).toEqual(before);
      expect(boss.errors.filter((error) => !error.includes('status of 404') && !error.includes('status of 409'))).toEqual([]);
      await boss.context.close();
    });
  });
});
