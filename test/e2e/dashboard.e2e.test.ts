import path from 'node:path';
import { DateTime } from 'luxon';
import { Browser, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { ANALYTICS_ZONE } from '../../server/src/modules/analytics/analytics.service';
import { PageView } from '../../server/src/modules/analytics/page-view.entities';
import { FIXTURE_PASSWORD, insertUser } from '../../server/src/modules/users/users.fixtures';
import { Role } from '../../server/src/shared/roles';
import { openTestDatabase } from '../../server/src/testing/db';
import { collectPageErrors, describeBrowser, launchChromium, RunningSite, screenshotDir, startSite } from './harness';

describeBrowser('dashboard in Chromium: first-party analytics', () => {
  let browser: Browser;
  let dataSource: DataSource;
  let site: RunningSite;
  const manager = 'gestion.tableau@services-mauricie.test';

  beforeAll(async () => {
    browser = await launchChromium();
    dataSource = await openTestDatabase('sqlite');
    const createdAt = new Date(Date.now() - 86_400_000);
    await insertUser(dataSource, { email: manager, role: Role.MANAGER, name: 'Gisèle Roy', createdAt, passwordChangedAt: createdAt });
    site = await startSite(dataSource);
  });
  afterAll(async () => {
    await site?.close();
    await dataSource?.destroy();
    await browser?.close();
  });

  async function signIn(page: Page) {
    await page.getByRole('heading', { level: 1, name: 'Espace administrateur' }).waitFor();
    await page.getByLabel('Courriel').fill(manager);
    await page.getByLabel('Mot de passe', { exact: false }).first().fill(FIXTURE_PASSWORD);
    await page.getByRole('button', { name: 'Connexion' }).click();
  }

  it('counts public page views (beacon, no cookie) and shows them on the dashboard', async () => {
    // Headless Chromium announces itself as HeadlessChrome, which the bot filter ignores: visit as a person's browser.
    const visitor = await browser.newContext({
      locale: 'fr-CA',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    });
    const page = await visitor.newPage();
    const errors = collectPageErrors(page);
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/collect') beacons.push(request.postData() ?? '');
    });
    // The server has answered two beacons (the home page's and /ramassage's): what the dashboard below counts.
    let answered = 0;
    const twoAnswered = new Promise<void>((resolve) =>
      page.on('requestfinished', (request) => {
        if (new URL(request.url()).pathname === '/api/collect' && (answered += 1) === 2) resolve();
      }),
    );
    await page.goto(`${site.url}/`);
    // The home page's view is sent once its script has run (after the first paint): a click before that is a full
    // page load of /ramassage, and the home page's view is never sent. Wait for it, as a person reading the page would.
    for (let i = 0; i < 100 && beacons.length < 1; i += 1) await page.waitForTimeout(100);
    expect(beacons.length).toBe(1);
    await page.getByRole('link', { name: 'Ramassage' }).first().click();
    await page.getByRole('heading', { level: 1, name: /Ramassage/ }).waitFor();
    // Not 'networkidle' (it timed out at 30 s in a loaded CI run): the second beacon's answer, observed.
    await twoAnswered;
    expect(beacons.length).toBeGreaterThanOrEqual(2);
    expect(await visitor.cookies()).toEqual([]);
    expect(errors).toEqual([]);
    await visitor.close();
    // Four more pages seen today (same city, same device): the top-pages table grows taller than the cities and devices ones.
    // Today as the dashboard counts it: the day in Montréal's time zone (the UTC date is already tomorrow after 19:00 or 20:00).
    const day = DateTime.now().setZone(ANALYTICS_ZONE).toISODate()!;
    const view = (path: string, i: number) =>
      dataSource.getRepository(PageView).insert({ path, source: 'direct', device: 'desktop', city: 'Inconnue', visitorHash: `h${i}`, sessionId: `s${i}`, day, createdAt: new Date() });
    for (const [i, extra] of ['/faq', '/services', '/evenementiel', '/deneigement'].entries()) await view(extra, i);

    const staff = await browser.newContext({ locale: 'fr-CA', viewport: { width: 1280, height: 900 } });
    const admin = await staff.newPage();
    await admin.goto(`${site.url}/admin/login`);
    await signIn(admin);
    await admin.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    const pages = admin.getByRole('region', { name: 'Pages les plus vues' });
    await pages.getByRole('cell', { name: '/ramassage' }).waitFor();
    expect(await pages.getByRole('cell', { name: '/', exact: true }).count()).toBe(1);
    const usersCard = admin.locator('.dashboard__card', { hasText: 'Utilisateurs (7 jours)' });
    const users = Number((await usersCard.locator('.dashboard__card-value').textContent())?.replace(/\s/g, ''));
    expect(users).toBeGreaterThanOrEqual(1);
    // Today's visitors are a bar of the users chart (recharts SVG), and a line of its list for screen readers.
    const chart = admin.getByRole('figure', { name: 'Utilisateurs par jour (7 jours)' });
    await chart.locator('svg .recharts-bar-rectangle path').first().waitFor();
    expect(await chart.getByRole('listitem').last().textContent()).toMatch(new RegExp(` : ${users}$`));
    // The short tables (one city, one device) sit under their title, not in the middle of a card as tall as its neighbour (issue #28).
    for (const name of ['Villes principales', 'Appareils']) {
      const region = admin.getByRole('region', { name });
      await region.getByRole('table').waitFor();
      const card = (await region.boundingBox())!;
      const table = (await region.getByRole('table').boundingBox())!;
      // The card's padding, the title's line and the gap: about 70 px.
      expect(Math.round(table.y - card.y)).toBeLessThanOrEqual(80);
    }
    await admin.mouse.move(0, 0);
    await admin.screenshot({ path: path.join(screenshotDir, 'dashboard-analytics-desktop.png'), fullPage: true });
    // The back-office itself is not measured.
    const { count } = (await dataSource.query(`SELECT COUNT(*) AS count FROM page_view WHERE path LIKE '/admin%'`))[0] as { count: number };
    expect(Number(count)).toBe(0);
    await staff.close();
  });
});
