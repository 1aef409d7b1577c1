import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { Browser, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { OutboxMessage } from '../../server/src/modules/mail/outbox-message.entity';
import { Snowfall, SnowRoute, SnowVisit, SnowVisitStatus } from '../../server/src/modules/snow-season/snow-season.entities';
import { insertUser } from '../../server/src/modules/users/users.fixtures';
import { Role } from '../../server/src/shared/roles';
import { isInSnowMonths, localDay, SNOW_SEASON_DEFAULTS } from '../../server/src/shared/snow-season';
import { TEST_JWT_SECRET } from '../../server/src/testing/app';
import { openTestDatabase } from '../../server/src/testing/db';
import { validToken } from '../../server/src/testing/tokens';
import { collectPageErrors, describeBrowser, launchChromium, RunningSite, screenshotDir, startSite } from './harness';

type PageStorage = { localStorage: { setItem(key: string, value: string): void } };
const PHONE = { width: 375, height: 740 };
const NEW_PASSWORD = 'Tempete-de-nuit-2026!';

async function accessibilityProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function noHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

/**
 * Issue #27 "Done when", at 375 px: a driver resets a forgotten password from the e-mailed link
 * (read from the outbox) and reaches their route, where the urgent visit is first and marked; the
 * kiosk greets the employee by name.
 */
describeBrowser('staff as people at 375 px (issue #27)', () => {
  let browser: Browser;
  let dataSource: DataSource;
  let site: RunningSite;
  beforeAll(async () => {
    browser = await launchChromium();
    fs.mkdirSync(screenshotDir, { recursive: true });
    dataSource = await openTestDatabase('sqlite');
    // The route is the driver's home during the snow season: the test's season covers today.
    const today = localDay(new Date()).slice(5);
    const season: Record<string, string> = isInSnowMonths(`2026-${today}`, SNOW_SEASON_DEFAULTS.seasonStart, SNOW_SEASON_DEFAULTS.seasonEnd) ? {} : { SNOW_SEASON_START: '12-31', SNOW_SEASON_END: '12-30' };
    site = await startSite(dataSource, { JWT_SECRET: TEST_JWT_SECRET, TIMESHEET_WORKER_INTERVAL_MS: '0', MAIL_WORKER_INTERVAL_MS: '0', ...season });
  });
  afterAll(async () => {
    await site?.close();
    await dataSource?.destroy();
    await browser?.close();
  });

  const graphql = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const res = await fetch(`${site.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- GraphQL answers read field by field in this test
    return (await res.json()) as { data?: Record<string, any>; errors?: { message: string }[] };
  };

  it('a driver resets a forgotten password from the e-mailed link and lands on their route: the urgent visit first and marked', async () => {
    const driver = await insertUser(dataSource, { role: Role.EMPLOYEE, firstName: 'Denis', lastName: 'Déneigeur', email: 'denis@services-mauricie.test' });
    const now = new Date();
    const snowfall = dataSource.getRepository(Snowfall).create({ date: localDay(now), cm: 18, endedAt: new Date(now.getTime() - 3_600_000), declaredById: null, declaredBy: 'Geneviève Gestion', createdAt: now });
    await dataSource.getRepository(Snowfall).insert(snowfall);
    const route = dataSource.getRepository(SnowRoute).create({ snowfallId: snowfall.id, sector: 'Trois-Rivières (centre)', employeeId: driver.id });
    await dataSource.getRepository(SnowRoute).insert(route);
    const visit = (position: number, urgent: boolean, address: string, customerName: string, phone: string, hours: number) => ({
      snowfallId: snowfall.id, routeId: route.id, position, contractId: null, snowOrderId: null, email: 'client@example.ca', address, customerName, phone, note: urgent ? 'Code de la barrière : 4321' : '',
      urgent, abrasif: false, deadlineAt: new Date(snowfall.endedAt.getTime() + hours * 3_600_000), status: SnowVisitStatus.PENDING, reason: null, completedAt: null, receivedAt: null,
      employeeId: null, idempotencyKey: null, latitudeE6: null, longitudeE6: null, photoKey: null, photoType: null, photoAt: null,
    });
    // Stored after the ordinary one: the route still lists it first.
    await dataSource.getRepository(SnowVisit).insert([visit(1, false, '1250 rue Royale, Trois-Rivières, QC G9A 4J6', 'Jean Gagnon', '+18195550101', 7), visit(2, true, '88 rue des Forges, Trois-Rivières, QC G9A 2G8', 'Marie Tremblay', '+18195551234', 2)]);

    const context = await browser.newContext({ viewport: PHONE, locale: 'fr-CA', timezoneId: 'America/Toronto', isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${site.url}/admin/login`);
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await page.getByRole('heading', { name: 'Mot de passe oublié', level: 1 }).waitFor();
    await page.getByLabel('Courriel').fill('Denis@services-mauricie.test');
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.getByText(/Si un compte existe pour cette adresse/).waitFor();
    expect(await noHorizontalOverflow(page)).toBe(true);

    // The e-mail, as the outbox holds it.
    const mail = await dataSource.getRepository(OutboxMessage).findOneByOrFail({ to: 'denis@services-mauricie.test' });
    expect(mail.text).toMatch(/^Bonjour Denis,/);
    const link = /https?:\/\/\S+\/admin\/mot-de-passe#jeton=[A-Za-z0-9_-]+/.exec(mail.text)![0];
    await page.goto(link.replace(/^https?:\/\/[^/]+/, site.url));
    await page.getByRole('heading', { name: 'Nouveau mot de passe', level: 1 }).waitFor();
    expect(page.url()).not.toContain('jeton=');
    await page.getByLabel(/^Nouveau mot de passe/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirmer le mot de passe/).fill(NEW_PASSWORD);
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Enregistrer et me connecter' }).click();

    // Home in the snow season: the route, not Pointage.
    await page.waitForURL(/\/admin\/ma-route$/);
    const stops = page.locator('[data-testid^="stop-"]');
    await stops.first().waitFor();
    expect(await stops.first().getAttribute('data-urgent')).toBe('true');
    expect(await stops.first().textContent()).toContain('URGENT');
    expect(await stops.first().textContent()).toContain('88 rue des Forges');
    expect(await stops.nth(1).getAttribute('data-urgent')).toBeNull();
    const call = stops.first().getByRole('link', { name: 'Appeler Marie Tremblay' });
    expect(await call.getAttribute('href')).toBe('tel:+18195551234');
    expect(await stops.first().getByRole('link', { name: /^Itinéraire vers 88 rue des Forges/ }).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=88%20rue%20des%20Forges/);
    expect(await stops.first().textContent()).toContain('Code de la barrière : 4321');
    expect(await noHorizontalOverflow(page)).toBe(true);
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'people-driver-route-375.png'), fullPage: true });

    // The old password no longer signs in; the new one does.
    const old = await graphql('mutation($input: LoginInput!) { login(input: $input) { token } }', { input: { email: driver.email, password: 'Neige-Mauricie-2026' } });
    expect(old.errors?.[0]?.message).toBeDefined();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the kiosk greets the employee by first name', async () => {
    const admin = await insertUser(dataSource, { role: Role.ADMIN, firstName: 'Alain', lastName: 'Admin' });
    const employee = await insertUser(dataSource, { role: Role.EMPLOYEE, firstName: 'Marie', lastName: 'Tremblay' });
    const registered = await graphql('mutation($input: RegisterKioskInput!) { registerKiosk(input: $input) { token } }', { input: { name: 'Garage' } }, await validToken(admin, new Date()));
    const kioskToken = registered.data!.registerKiosk.token as string;
    expect((await graphql('mutation { setMyKioskPin(pin: "4826") }', {}, await validToken(employee, new Date()))).data!.setMyKioskPin).toBe(true);

    const context = await browser.newContext({ viewport: PHONE, locale: 'fr-CA', timezoneId: 'America/Toronto', isMobile: true, hasTouch: true });
    await context.addInitScript((value) => (globalThis as unknown as PageStorage).localStorage.setItem('kioskToken.v1', value), kioskToken);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${site.url}/admin/kiosque`);
    await page.getByRole('button', { name: /^Marie Tremblay \(hors service\)$/ }).click();
    await page.getByRole('heading', { name: 'Bonjour, Marie' }).waitFor();
    await page.getByLabel('NIP de Marie Tremblay').fill('4826');
    await page.getByRole('button', { name: 'PUNCHER', exact: true }).click();
    await page.getByText('Pointage enregistré pour Marie Tremblay.').waitFor();
    expect(await noHorizontalOverflow(page)).toBe(true);
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
