import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { User } from '../../server/src/modules/users/user.entity';
import { FIXTURE_PASSWORD, insertUser } from '../../server/src/modules/users/users.fixtures';
import { Role } from '../../server/src/shared/roles';
import { isInSnowMonths, localDay, SNOW_SEASON_DEFAULTS } from '../../server/src/shared/snow-season';

/** Issue #27: during the snow season an employee's home is their route, not Pointage. */
const EMPLOYEE_HOME = isInSnowMonths(localDay(new Date()), SNOW_SEASON_DEFAULTS.seasonStart, SNOW_SEASON_DEFAULTS.seasonEnd) ? '/admin/ma-route' : '/admin/punch';
import { openTestDatabase } from '../../server/src/testing/db';
import { botCheckSolved, collectPageErrors, hydrated, describeBrowser, launchChromium, RunningSite, screenshotDir, startSite } from './harness';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The built files that only the back-office uses, from Vite's manifest: everything statically
 * reachable from a client/src/admin entry, minus what the public entry and public pages reach.
 */
function adminOnlyFiles(clientDir: string): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const reach = (starts: string[]) => {
    const seen = new Set<string>();
    const stack = [...starts];
    while (stack.length > 0) {
      const key = stack.pop()!;
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      stack.push(...(manifest[key].imports ?? []));
    }
    return seen;
  };
  const keys = Object.keys(manifest);
  const isAdmin = (key: string) => manifest[key]!.src?.startsWith('src/admin/') === true;
  const publicKeys = reach(keys.filter((key) => manifest[key]!.isEntry || (manifest[key]!.isDynamicEntry && !isAdmin(key))));
  const adminKeys = reach(keys.filter(isAdmin));
  const files = new Set<string>();
  for (const key of adminKeys) {
    if (publicKeys.has(key)) continue;
    files.add(`/${manifest[key]!.file}`);
    for (const css of manifest[key]!.css ?? []) files.add(`/${css}`);
  }
  return files;
}

describeBrowser('back-office in Chromium', () => {
  let browser: Browser;
  let dataSource: DataSource;
  let site: RunningSite;
  const emails = {
    employee: 'employe@services-mauricie.test',
    manager: 'gestion@services-mauricie.test',
    admin: 'admin@services-mauricie.test',
    recruit: 'nouvelle.recrue@services-mauricie.test',
  };

  beforeAll(async () => {
    browser = await launchChromium();
    fs.mkdirSync(screenshotDir, { recursive: true });
    dataSource = await openTestDatabase('sqlite');
    const createdAt = new Date(Date.now() - 86_400_000);
    const seed = (email: string, role: Role, name: string) => insertUser(dataSource, { email, role, name, createdAt, passwordChangedAt: createdAt });
    await seed(emails.employee, Role.EMPLOYEE, 'Émile Gagnon');
    await seed(emails.manager, Role.MANAGER, 'Gisèle Roy');
    await seed(emails.admin, Role.ADMIN, 'Annie Lavoie');
    await seed(emails.recruit, Role.EMPLOYEE, 'Noémie Caron');
    site = await startSite(dataSource);
  });
  afterAll(async () => {
    await site?.close();
    await dataSource?.destroy();
    await browser?.close();
  });

  async function openPage(width: 360 | 1280): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: width === 360 ? 740 : 900 }, locale: 'fr-CA' });
    const page = await context.newPage();
    return { context, page, errors: collectPageErrors(page) };
  }

  async function signIn(page: Page, email: string, { remember = false, password = FIXTURE_PASSWORD } = {}) {
    await page.getByRole('heading', { level: 1, name: 'Espace administrateur' }).waitFor();
    await page.getByLabel('Courriel').fill(email);
    await page.getByLabel('Mot de passe', { exact: false }).first().fill(password);
    if (remember) await page.getByLabel('Se souvenir de moi').check();
    await page.getByRole('button', { name: 'Connexion' }).click();
  }

  const sidebarLinks = (page: Page, name = 'Navigation du back-office') =>
    page.getByRole('navigation', { name }).getByRole('link').allTextContents();
  /** The stored session (string expressions: this file is type-checked without the DOM library). */
  const storedSession = (page: Page) =>
    page.evaluate(
      `({ session: sessionStorage.getItem('adminToken'), local: localStorage.getItem('adminToken'), role: localStorage.getItem('role') })`,
    ) as Promise<{ session: string | null; local: string | null; role: string | null }>;
  const horizontalOverflow = (page: Page) =>
    page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth') as Promise<number>;

  /** axe-core's serious and critical findings on the page as it is now. */
  const accessibilityProblems = async (page: Page) => {
    const { violations } = await new AxeBuilder({ page }).analyze();
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(screenshotDir, `admin-${name}.png`), fullPage: true });

  it('keeps back-office code off the public pages, and answers /admin paths with 200 and noindex', async () => {
    const adminFiles = adminOnlyFiles(path.join(__dirname, '../../build/client'));
    expect([...adminFiles].some((file) => /\/AdminApp-[\w-]+\.js$/.test(file))).toBe(true);

    const { context, page, errors } = await openPage(1280);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${site.url}/`);
    await page.getByRole('link', { name: 'Obtenir ma soumission' }).waitFor();
    // Through the router (a click before hydration is a full page load, whose form waits for an interaction).
    await hydrated(page);
    await page.getByRole('link', { name: 'Ramassage' }).first().click();
    await page.getByRole('heading', { level: 1, name: /Ramassage/ }).waitFor();
    await botCheckSolved(page);

    const assets = requested.filter((pathname) => pathname.startsWith('/assets/'));
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.filter((pathname) => adminFiles.has(pathname))).toEqual([]);
    expect(assets.filter((pathname) => pathname.includes('Admin'))).toEqual([]);

    // The back-office does load them.
    requested.length = 0;
    const response = await page.goto(`${site.url}/admin/une-page-inconnue`);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain('<meta name="robots" content="noindex" />');
    await page.waitForURL(`${site.url}/admin/login`);
    expect(requested.some((pathname) => /\/AdminApp-[\w-]+\.js$/.test(pathname))).toBe(true);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an EMPLOYEE signs in, lands on the time clock and is refused the dashboard', async () => {
    const { context, page, errors } = await openPage(1280);
    await page.goto(`${site.url}/admin/dashboard`);
    await page.waitForURL(`${site.url}/admin/login`);
    await shot(page, 'login-desktop');
    expect(await accessibilityProblems(page)).toEqual([]);

    await signIn(page, emails.employee);
    await page.waitForURL(`${site.url}${EMPLOYEE_HOME}`);
    await page.getByRole('link', { name: 'Pointage' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pointage' }).waitFor();
    expect(await sidebarLinks(page)).toEqual(['Ma route', 'Pointage', 'Paramètres']);
    await expect(page.getByText('Rôle : employé').isVisible()).resolves.toBe(true);
    // Without “Se souvenir de moi”, the token lives in this tab only.
    expect(await storedSession(page)).toEqual({ session: expect.stringMatching(/^ey/), local: null, role: 'EMPLOYEE' });

    // Typing the address of a manager page sends the employee back to the time clock.
    await page.goto(`${site.url}/admin/dashboard`);
    await page.waitForURL(`${site.url}${EMPLOYEE_HOME}`);
    await page.goto(`${site.url}/admin/punch`);
    await page.getByRole('heading', { level: 1, name: 'Pointage' }).waitFor();
    await shot(page, 'punch-employee-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a MANAGER reaches the dashboard, switches to English and back, and tries dark mode', async () => {
    const { context, page, errors } = await openPage(1280);
    await page.goto(`${site.url}/admin/login`);
    await signIn(page, emails.manager, { remember: true });
    await page.waitForURL(`${site.url}/admin/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    expect(await sidebarLinks(page)).toEqual([
      'Tableau de bord',
      'À traiter',
      'Événements',
      'Commandes',
      'Clients',
      'Factures',
      'Saison de neige',
      'Ramassage',
      'Ma route',
      'Approbation des heures',
      'Pointage',
      'Tarification',
      'Paramètres',
    ]);
    expect(await storedSession(page)).toEqual({ session: null, local: expect.stringMatching(/^ey/), role: 'MANAGER' });
    // The 7-day charts are recharts SVGs (7 day labels under the bars), each one image named by its caption.
    const usersChart = page.getByRole('figure', { name: 'Utilisateurs par jour (7 jours)' });
    await usersChart.locator('svg .recharts-xAxis-tick-labels text').nth(6).waitFor();
    expect(await usersChart.getByRole('img', { name: 'Utilisateurs par jour (7 jours)' }).count()).toBe(1);
    await page.mouse.move(0, 0); // no tooltip (its own list) in the way or in the picture
    expect(await usersChart.getByRole('listitem').count()).toBe(7);
    await shot(page, 'dashboard-manager-desktop');
    expect(await accessibilityProblems(page)).toEqual([]);

    await page.getByRole('link', { name: 'Paramètres' }).click();
    await page.getByRole('heading', { level: 1, name: 'Paramètres' }).waitFor();
    await page.getByLabel('Langue de l’interface').selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en-CA');
    expect(await sidebarLinks(page, 'Back-office navigation')).toContain('Dashboard');

    // Kept across a reload (and the session too: remember-me).
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByLabel('Dark mode').check();
    expect(await page.locator('html').getAttribute('class')).toContain('admin-dark');
    await shot(page, 'settings-dark-english-desktop');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('figure', { name: 'Orders per day (7 days)' }).locator('svg .recharts-xAxis-tick-labels text').nth(6).waitFor();
    await page.mouse.move(0, 0);
    await shot(page, 'dashboard-dark-english-desktop');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Dark mode').uncheck();
    await page.getByLabel('Interface language').selectOption('fr');
    await page.getByRole('heading', { level: 1, name: 'Paramètres' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    await shot(page, 'settings-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an ADMIN changes a user’s role in the users panel, then signs out for good', async () => {
    const { context, page, errors } = await openPage(1280);
    await page.goto(`${site.url}/admin/login`);
    await signIn(page, emails.admin, { password: 'pas-le-bon-mot-de-passe' });
    await page.getByText('Identifiants invalides').waitFor();
    await signIn(page, emails.admin);
    await page.waitForURL(`${site.url}/admin/dashboard`);

    await page.getByRole('link', { name: 'Tarification' }).click();
    await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    const roleSelect = page.getByLabel(`Rôle de ${emails.recruit}`);
    await roleSelect.selectOption('MANAGER');
    await page.getByText(`Nouveau rôle de ${emails.recruit} : gestion.`).waitFor();
    const recruit = await dataSource.getRepository(User).findOneByOrFail({ email: emails.recruit });
    expect(recruit.role).toBe(Role.MANAGER);

    // An ADMIN may not hand out the ADMIN role: the server says why, the row keeps its role.
    await page.getByLabel(`Rôle de ${emails.employee}`).selectOption('ADMIN');
    await page.getByText('Seul un superadministrateur peut gérer les comptes administrateurs.').waitFor();
    expect(await page.getByLabel(`Rôle de ${emails.employee}`).inputValue()).toBe('EMPLOYEE');
    await shot(page, 'users-admin-desktop');
    expect(await accessibilityProblems(page)).toEqual([]);

    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await page.waitForURL(`${site.url}/admin/login`);
    expect(await storedSession(page)).toEqual({ session: null, local: null, role: null });
    // Back: the page before was the dashboard, whose guard sends to the sign-in page again.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Espace administrateur' }).waitFor();
    expect(page.url()).toBe(`${site.url}/admin/login`);
    expect(await page.getByRole('navigation', { name: 'Navigation du back-office' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone: sign-in, the menu, the users panel and settings at 360 px', async () => {
    const { context, page, errors } = await openPage(360);
    await page.goto(`${site.url}/admin/login`);
    await page.getByRole('heading', { level: 1, name: 'Espace administrateur' }).waitFor();
    await shot(page, 'login-mobile');
    await signIn(page, emails.admin);
    await page.waitForURL(`${site.url}/admin/dashboard`);

    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await shot(page, 'menu-mobile');
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('navigation', { name: 'Navigation du back-office' }).isVisible()).toBe(false);

    await menu.click();
    await page.getByRole('link', { name: 'Tarification' }).click();
    await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    await page.getByRole('table', { name: /utilisateurs/i }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'users-mobile');

    await page.goto(`${site.url}/admin/parametres`);
    await page.getByRole('heading', { level: 1, name: 'Paramètres' }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'settings-mobile');
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
