import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { PickupPhoto } from '../../server/src/modules/pickup/pickup-photo.entity';
import { PickupRequest } from '../../server/src/modules/pickup/pickup-request.entity';
import { SnowVisit } from '../../server/src/modules/snow-season/snow-season.entities';
import { insertUser } from '../../server/src/modules/users/users.fixtures';
import { Role } from '../../server/src/shared/roles';
import { localDay } from '../../server/src/shared/snow-season';
import { TEST_JWT_SECRET } from '../../server/src/testing/app';
import { openTestDatabase } from '../../server/src/testing/db';
import { validToken } from '../../server/src/testing/tokens';
import { collectPageErrors, describeBrowser, launchChromium, RunningSite, screenshotDir, startSite } from './harness';

type PageGlobals = { localStorage: { setItem(key: string, value: string): void }; document: { addEventListener(type: string, fn: (e: { violatedDirective: string; blockedURI: string }) => void): void }; cspViolations?: string[] };

/** Every CSP violation the page reports (securitypolicyviolation events), kept on the window. */
async function watchCsp(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = globalThis as unknown as PageGlobals;
    w.cspViolations = [];
    w.document.addEventListener('securitypolicyviolation', (e) => w.cspViolations!.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

/** Waits until every <img> of the page has finished, then lists those that did not load (natural width 0). */
async function brokenImages(page: Page, atLeast: number): Promise<{ count: number; broken: string[]; csp: string[] }> {
  await page.waitForFunction((n) => {
    const images = Array.from((globalThis as unknown as { document: { images: ArrayLike<{ complete: boolean }> } }).document.images);
    return images.length >= n && images.every((img) => img.complete);
  }, atLeast);
  return page.evaluate(() => {
    const g = globalThis as unknown as PageGlobals & { document: { images: ArrayLike<{ naturalWidth: number; src: string }> } };
    const images = Array.from(g.document.images);
    return { count: images.length, broken: images.filter((img) => img.naturalWidth === 0).map((img) => img.src), csp: g.cspViolations ?? [] };
  });
}

/**
 * Issue #26: a customer sends a pickup request with two photos → staff see both in the detail; every
 * image of the pickup detail, the dispatch board ("Dernière photo") and the customer's portal loads
 * (natural width > 0) and no Content-Security-Policy violation is reported.
 */
describeBrowser('photos that arrive and can be seen (Chromium)', () => {
  let browser: Browser;
  let dataSource: DataSource;
  let site: RunningSite;
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'photos-e2e-'));

  beforeAll(async () => {
    browser = await launchChromium();
    fs.mkdirSync(screenshotDir, { recursive: true });
    dataSource = await openTestDatabase('sqlite');
    site = await startSite(dataSource, { FILE_STORE_DIR: filesDir, API_RATE_LIMIT_PER_MINUTE: '0', JWT_SECRET: TEST_JWT_SECRET });
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await browser?.close();
    await dataSource?.destroy();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  const graphql = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const res = await fetch(`${site.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify({ query, variables }) });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- GraphQL answers read field by field in this test
    return (await res.json()) as { data?: Record<string, any>; errors?: { message: string }[] };
  };

  it('a pickup sent with two photos: staff open it and see both; the board and the portal show the proof-of-service photo; no CSP violation', async () => {
    const manager = await insertUser(dataSource, { role: Role.MANAGER, name: 'Geneviève Gestion' });
    const driver = await insertUser(dataSource, { role: Role.EMPLOYEE, name: 'Denis Déneigeur' });
    const managerToken = await validToken(manager, new Date());

    // 1. The customer's form, with a phone's JPEG and a PNG.
    const customer = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-CA' });
    await watchCsp(customer);
    const form = await customer.newPage();
    const formErrors = collectPageErrors(form);
    await form.goto(`${site.url}/ramassage`);
    await form.getByLabel('Nom complet').fill('Gabrielle Bourassa');
    await form.getByLabel('Téléphone').fill('819 376-0123');
    await form.getByLabel('Courriel').fill('gabrielle@example.com');
    await form.getByLabel('Adresse complète').fill('45 rue Notre-Dame Centre, Trois-Rivières');
    await form.getByLabel('Description des objets').fill('Un divan trois places');
    await form.locator('input[type=file]').setInputFiles([
      { name: 'divan.jpg', mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8a5a3c' } }).withExif({ IFD0: { Make: 'Telephone' } }).jpeg().toBuffer() },
      { name: 'sous-sol.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3c5a8a' } }).png().toBuffer() },
    ]);
    await form.getByRole('button', { name: 'Soumettre ma demande' }).click();
    await form.getByText('Votre demande a été soumise avec succès ! Vous recevrez un courriel de confirmation sous peu.').waitFor();
    const request = await dataSource.getRepository(PickupRequest).findOneByOrFail({ email: 'gabrielle@example.com' });
    expect(await dataSource.getRepository(PickupPhoto).countBy({ pickupRequestId: request.id })).toBe(2);
    expect(formErrors).toEqual([]);
    await customer.close();

    // 2. Staff open the request: both thumbnails load, and the full-size photo behind each.
    const office = await browser.newContext({ viewport: { width: 1280, height: 1000 }, locale: 'fr-CA', timezoneId: 'America/Toronto' });
    await watchCsp(office);
    await office.addInitScript((value) => (globalThis as unknown as PageGlobals).localStorage.setItem('adminToken', value), managerToken);
    const detail = await office.newPage();
    const detailErrors = collectPageErrors(detail);
    await detail.goto(`${site.url}/admin/ramassage?id=${request.id}`);
    await detail.getByRole('img', { name: 'Photo 2 de la demande' }).waitFor();
    const shown = await brokenImages(detail, 2);
    expect(shown).toEqual({ count: 2, broken: [], csp: [] });
    const full = await detail.getByRole('link', { name: 'Ouvrir la photo 1 en plein format' }).getAttribute('href');
    const fullPage = await office.newPage();
    await fullPage.goto(`${site.url}${full}`);
    expect(await fullPage.evaluate(() => (globalThis as unknown as { document: { images: ArrayLike<{ naturalWidth: number }> } }).document.images[0]!.naturalWidth)).toBe(1600);
    await detail.screenshot({ path: path.join(screenshotDir, 'pickup-photos.png'), fullPage: true });

    // 3. A proof-of-service photo: a paid subscription, a snowfall, the driver's "Fait" and photo.
    const checkout = await graphql('mutation($input: CreateSnowCheckoutInput!) { createSnowCheckout(input: $input) { url } }', {
      input: { address: '1250 rue Royale, Trois-Rivières, QC G9A 4J6', mode: 'abonnement', email: 'client.saison@example.ca', abrasif: false, urgent: false, note: '' },
    });
    await graphql('mutation($token: String!) { completeDemoPayment(token: $token) { status } }', { token: String(checkout.data!.createSnowCheckout.url).split('/').pop() });
    await graphql('mutation($input: DeclareSnowfallInput!) { declareSnowfall(input: $input) { created } }', { input: { date: localDay(new Date()), cm: 12, endTime: '00:00' } }, managerToken);
    const route = (await graphql('{ snowBoard { routes { id visits { id } } } }', {}, managerToken)).data!.snowBoard.routes[0];
    await graphql('mutation($input: AssignSnowRouteInput!) { assignSnowRoute(input: $input) { id } }', { input: { routeId: route.id, employeeId: String(driver.id) } }, managerToken);
    const driverToken = await validToken(driver, new Date());
    const visitId = route.visits[0].id as string;
    const done = await graphql('mutation($input: CompleteSnowVisitInput!) { completeSnowVisit(input: $input) { status } }', { input: { visitId, outcome: 'done', occurredAt: new Date().toISOString(), idempotencyKey: 'photos-e2e-0001' } }, driverToken);
    expect(done.data!.completeSnowVisit.status).toBe('DONE');
    const put = await fetch(`${site.url}/files/snow-visits/${visitId}/photo`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${driverToken}`, 'content-type': 'image/jpeg' },
      body: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#e0e8f0' } }).jpeg().toBuffer(),
    });
    expect(put.status).toBe(200);
    expect((await dataSource.getRepository(SnowVisit).findOneByOrFail({ id: Number(visitId) })).photoKey).not.toBeNull();

    // 4. The dispatch board's "Dernière photo" loads from a same-origin URL the CSP allows.
    const board = await office.newPage();
    const boardErrors = collectPageErrors(board);
    await board.goto(`${site.url}/admin/saison-neige`);
    await board.getByText('Dernière photo').waitFor();
    expect(await brokenImages(board, 1)).toEqual({ count: 1, broken: [], csp: [] });
    await board.screenshot({ path: path.join(screenshotDir, 'snow-board-photo.png'), fullPage: true });

    // 5. The customer's portal shows it too (client session cookie; only their own).
    const client = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-CA', timezoneId: 'America/Toronto' });
    await watchCsp(client);
    const session = await site.app.container.clientSessions.issue('client.saison@example.ca', 0, new Date());
    await client.addCookies([{ name: site.app.container.clientSessions.cookieName, value: session.token, url: site.url }]);
    const portal = await client.newPage();
    const portalErrors = collectPageErrors(portal);
    await portal.goto(`${site.url}/client/deneigement`);
    await portal.getByRole('img', { name: /^Photo du passage du / }).waitFor();
    expect(await brokenImages(portal, 1)).toEqual({ count: 1, broken: [], csp: [] });
    await portal.screenshot({ path: path.join(screenshotDir, 'portal-visit-photo.png'), fullPage: true });

    // startSite serves HTTP only (no graphql-ws): the board's live connection is refused, nothing else may fail.
    expect([...detailErrors, ...boardErrors.filter((e) => !/^WebSocket connection to .*\/graphql' failed/.test(e)), ...portalErrors]).toEqual([]);
    await client.close();
    await office.close();
  }, 180_000);
});
