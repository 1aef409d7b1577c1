import fs from 'node:fs';
import path from 'node:path';
import { Browser } from 'playwright-core';
import { DataSource } from 'typeorm';
import { PickupRequest } from '../../server/src/modules/pickup/pickup-request.entity';
import { openTestDatabase } from '../../server/src/testing/db';
import { collectPageErrors, describeBrowser, holdRequests, launchChromium, RunningSite, startSite } from './harness';

/** Lighthouse's mobile profile slows the CPU 4×: a mid-range phone. */
const MID_RANGE_PHONE_CPU = 4;

describeBrowser('bot check (ALTCHA) in Chromium', () => {
  let browser: Browser;
  let dataSource: DataSource;
  let site: RunningSite;
  beforeAll(async () => {
    browser = await launchChromium();
    dataSource = await openTestDatabase('sqlite');
    site = await startSite(dataSource, { BOT_CHECK: 'on', PUBLIC_WRITE_LIMIT_10MIN: '5', PUBLIC_WRITE_LIMIT_DAY: '20' });
  });
  afterAll(async () => {
    await site?.close();
    await dataSource?.destroy();
    await browser?.close();
  });

  it('solves the proof of work invisibly on a throttled CPU, and the real form submits a verified request', async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 900 }, locale: 'fr-CA', isMobile: true });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MID_RANGE_PHONE_CPU });
    await page.goto(`${site.url}/ramassage`);
    // The form (and its bot check) is hydrated at the visitor's first interaction (client/src/lib/interaction-island.ts),
    // counted even when it comes before the page's scripts (client/src/boot.ts).
    await page.getByLabel('Nom complet').click();
    // From the widget's appearance (challenge fetched, solved in a worker) to its payload in the form.
    await page.locator('altcha-widget').waitFor({ state: 'attached' });
    const started = Date.now();
    await page.waitForFunction(() => Boolean((document.querySelector('input[name="bot-check-solution"]') as HTMLInputElement | null)?.value), undefined, {
      timeout: 60_000,
      polling: 20,
    });
    const solveMs = Date.now() - started;
    fs.mkdirSync(path.resolve(__dirname, '../../build/test-results'), { recursive: true });
    // Written for the record; the ≤ 1 s target is measured by `npm run bench` (benchmark 7) on a quiet machine:
    // here, under the browser step's load, it read 1,110 ms once on a slow machine.
    fs.writeFileSync(path.resolve(__dirname, '../../build/test-results/bot-check-solve.json'), JSON.stringify({ cpuThrottling: MID_RANGE_PHONE_CPU, solveMs }, null, 2));

    // Nothing visible was added: no checkbox, and the honeypot is out of the keyboard order.
    expect(await page.getByRole('checkbox', { name: /robot/i }).count()).toBe(0);
    expect(await page.locator('input[name="bot-check-site"]').getAttribute('tabindex')).toBe('-1');

    await page.getByLabel('Nom complet').fill('Gabrielle Bourassa');
    await page.getByLabel('Téléphone').fill('819 555-0123');
    await page.getByLabel('Courriel').fill('gabrielle@example.com');
    await page.getByLabel('Adresse complète').fill('45 rue Notre-Dame Centre, Trois-Rivières');
    await page.getByRole('button', { name: 'Soumettre ma demande' }).click();
    await page.getByText('Votre demande a été soumise avec succès !').waitFor();
    const rows = await dataSource.getRepository(PickupRequest).find();
    expect(rows.map((r) => [r.email, r.unverified])).toEqual([['gabrielle@example.com', false]]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a form sent while the widget\'s code is still loading waits for it: the request is stored verified', async () => {
    await dataSource.getRepository(PickupRequest).clear();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-CA' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // The widget's code (a slow network, a busy phone) is held until the form has been sent.
    const widgetCode = await holdRequests(page, /\/load-altcha-[\w-]+\.js$/);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/graphql') && request.postData()?.includes('createPickupRequest')) sent.push(request.postData() ?? '');
    });
    await page.goto(`${site.url}/ramassage`);
    await page.getByLabel('Nom complet').fill('Gabrielle Bourassa');
    await page.getByLabel('Téléphone').fill('819 555-0123');
    await page.getByLabel('Courriel').fill('gabrielle@example.com');
    await page.getByLabel('Adresse complète').fill('45 rue Notre-Dame Centre, Trois-Rivières');
    await page.getByRole('button', { name: 'Soumettre ma demande' }).click();
    // The form is being sent (its code ran and asked for the widget's), and nothing went out without the proof of work.
    await page.getByRole('button', { name: 'Envoi en cours...' }).waitFor();
    await widgetCode.requested();
    expect(widgetCode.count()).toBeGreaterThan(0);
    expect(sent).toEqual([]);
    widgetCode.release();
    await page.getByText('Votre demande a été soumise avec succès !').waitFor();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('"solution":"');
    const rows = await dataSource.getRepository(PickupRequest).find();
    expect(rows.map((r) => [r.email, r.unverified])).toEqual([['gabrielle@example.com', false]]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
