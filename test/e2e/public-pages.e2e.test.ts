/// <reference lib="dom" />
// Functions passed to page.evaluate and waitForFunction run in the browser.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { openTestDatabase } from '../../server/src/testing/db';
import { collectPageErrors, describeBrowser, holdRequests, launchChromium, RunningSite, screenshotDir, startSite } from './harness';

/** Every public route of the shared layout, and the not-found screen (spec §2). */
const ROUTES: readonly { path: string; name: string; status: number; heading: RegExp }[] = [
  { path: '/', name: 'accueil', status: 200, heading: /Déneigement, événementiel et ramassage/ },
  { path: '/deneigement', name: 'deneigement', status: 200, heading: /./ },
  { path: '/evenementiel', name: 'evenementiel', status: 200, heading: /./ },
  { path: '/ramassage', name: 'ramassage', status: 200, heading: /Ramassage d’encombrants/ },
  { path: '/faq', name: 'faq', status: 200, heading: /^Foire aux questions$/ },
  { path: '/conditions-generales', name: 'conditions-generales', status: 200, heading: /^Conditions générales d’utilisation$/ },
  { path: '/politique-de-confidentialite', name: 'politique-de-confidentialite', status: 200, heading: /^Politique de confidentialité$/ },
  { path: '/services', name: 'services', status: 200, heading: /^Nos services$/ },
  { path: '/page-qui-n-existe-pas', name: 'introuvable', status: 404, heading: /404/ },
];

const VIEWPORTS = [
  { name: 'mobile', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

const SITE_ENV = { COMPANY_PHONE: '819 555-0177', COMPANY_EMAIL: 'bonjour@exemple.ca', COMPANY_ADDRESS: '1500, rue Royale, Trois-Rivières (Québec)' };

/** Serious and critical WCAG 2 A/AA violations, one readable line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    );
}

/** true when the element's top is inside the viewport, below the sticky header. */
async function isScrolledTo(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const top = element.getBoundingClientRect().top;
    const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    return top >= header - 1 && top < window.innerHeight / 2;
  });
}

describeBrowser('public pages in Chromium', () => {
  let browser: Browser;
  let dataSource: DataSource;
  let site: RunningSite;

  beforeAll(async () => {
    fs.mkdirSync(screenshotDir, { recursive: true });
    browser = await launchChromium();
    dataSource = await openTestDatabase('sqlite');
    site = await startSite(dataSource, SITE_ENV);
  });
  afterAll(async () => {
    await site?.close();
    await dataSource?.destroy();
    await browser?.close();
  });

  describe.each(VIEWPORTS)('at $width px', (viewport) => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, locale: 'fr-CA' });
    });
    afterAll(() => context?.close());

    it.each(ROUTES)('$path renders without error and has no serious or critical accessibility violation', async (route) => {
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const response = await page.goto(`${site.url}${route.path}`);
      expect(response?.status()).toBe(route.status);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      expect(await heading.textContent()).toMatch(route.heading);
      await page.screenshot({ path: path.join(screenshotDir, `${route.name}-${viewport.name}.png`), fullPage: true });

      expect(await seriousViolations(page)).toEqual([]);
      // The browser logs the 404 of the page itself; nothing else (a CSP refusal, a React error) may appear.
      expect(errors.filter((error) => !(route.status === 404 && error.includes('404')))).toEqual([]);
      await page.close();
    });
  });

  describe('FAQ', () => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-CA' });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    });
    afterAll(() => context?.close());

    it('filters sections and questions as the visitor types', async () => {
      const page = await context.newPage();
      await page.goto(`${site.url}/faq`);
      const search = page.getByLabel('Rechercher dans la FAQ');
      await search.fill('MATELAS');
      await page.getByRole('status').filter({ hasText: /question(s)? trouvée/ }).waitFor();
      expect(await page.locator('.faq-section').evaluateAll((sections) => sections.map((s) => s.id))).toEqual(['ramassage']);
      expect(await page.locator('.faq-item').count()).toBeGreaterThan(0);

      await search.fill('zzz introuvable');
      await page.getByText('Aucune question ne correspond à votre recherche.', { exact: false }).waitFor();
      expect(await page.locator('.faq-item').count()).toBe(0);

      await search.fill('');
      expect(await page.locator('.faq-section').count()).toBe(3);
      await page.close();
    });

    it('opens and scrolls to the question named by the hash on load', async () => {
      const page = await context.newPage();
      const id = 'ramassage-dans-quel-delai-passez-vous';
      await page.goto(`${site.url}/faq#${id}`);
      await page.locator(`#${id}-question[aria-expanded="true"]`).waitFor();
      await page.waitForFunction((target) => {
        const top = document.getElementById(target)?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < window.innerHeight / 2;
      }, id);
      expect(await isScrolledTo(page.locator(`#${id}`))).toBe(true);
      expect(await page.getByText('24 à 72', { exact: false }).first().isVisible()).toBe(true);
      // Only that one is open.
      expect(await page.locator('.faq-item__button[aria-expanded="true"]').count()).toBe(1);
      await page.close();
    });

    it('writes the anchor of an opened question into the address bar and copies its full URL', async () => {
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`${site.url}/faq`);
      const question = page.getByRole('button', { name: 'Quand commence la saison de déneigement ?', exact: true });
      await question.click();
      const id = 'deneigement-quand-commence-la-saison-de-deneigement';
      await page.locator(`#${id}-question[aria-expanded="true"]`).waitFor();
      expect(page.url()).toBe(`${site.url}/faq#${id}`);

      await page.getByRole('button', { name: /^Copier le lien vers la question « Quand commence la saison/ }).click();
      await page.getByText('Lien copié dans le presse-papiers.').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.url}/faq#${id}`);

      // The copied URL opens the same question.
      await page.goto(`${site.url}/faq#${id}`);
      await page.locator(`#${id}-question[aria-expanded="true"]`).waitFor();
      expect(errors).toEqual([]);
      await page.close();
    });

    it('opens a question clicked before the page’s code arrived, once it has (the click is not lost)', async () => {
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      // The FAQ page's chunk is loaded before hydrating (client/src/main.tsx): held, the markup stays the server's.
      const faqChunk = await holdRequests(page, /\/FaqPage-[\w-]+\.js$/);
      await page.goto(`${site.url}/faq`);
      await faqChunk.requested();
      expect(faqChunk.count()).toBeGreaterThan(0);
      const id = 'deneigement-quand-commence-la-saison-de-deneigement';
      await page.getByRole('button', { name: 'Quand commence la saison de déneigement ?', exact: true }).click();
      // Nothing holds the button yet.
      expect(await page.locator(`#${id}-question`).getAttribute('aria-expanded')).toBe('false');
      faqChunk.release();
      await page.locator(`#${id}-question[aria-expanded="true"]`).waitFor({ timeout: 10_000 });
      expect(page.url()).toBe(`${site.url}/faq#${id}`);
      expect(await page.locator('.faq-item__button[aria-expanded="true"]').count()).toBe(1);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('fetches the application with React DOM, evaluates it after, and still makes a click made before', async () => {
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      // The entry script imports React DOM, then the application in the next task (client/src/boot.ts);
      // the application's chunks are preloaded from the page's list meanwhile (server/src/web/prerender.ts).
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      const reactDom = await holdRequests(page, /\/react-dom-client-[\w-]+\.js$/);
      await page.goto(`${site.url}/faq`);
      await reactDom.requested();
      expect(reactDom.count()).toBeGreaterThan(0);
      // While React DOM is held: the entry and the application's module (both main-*.js), the router
      // and the page's chunk are already requested, not left for after React DOM.
      for (let tries = 0; requested.filter((file) => /\/FaqPage-[\w-]+\.js$/.test(file)).length === 0 && tries < 100; tries += 1) await page.waitForTimeout(50);
      expect(new Set(requested.filter((file) => /\/main-[\w-]+\.js$/.test(file))).size).toBe(2);
      expect(requested.some((file) => /\/FaqPage-[\w-]+\.js$/.test(file))).toBe(true);
      const id = 'deneigement-quand-commence-la-saison-de-deneigement';
      await page.getByRole('button', { name: 'Quand commence la saison de déneigement ?', exact: true }).click();
      expect(await page.locator(`#${id}-question`).getAttribute('aria-expanded')).toBe('false');
      reactDom.release();
      await page.locator(`#${id}-question[aria-expanded="true"]`).waitFor({ timeout: 10_000 });
      expect(await page.locator('.faq-item__button[aria-expanded="true"]').count()).toBe(1);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('opens and closes everything, and works with the keyboard alone', async () => {
      const page = await context.newPage();
      await page.goto(`${site.url}/faq`);
      const buttons = page.locator('.faq-item__button');
      await buttons.first().waitFor();
      const total = await buttons.count();
      expect(total).toBeGreaterThanOrEqual(12);

      await page.getByRole('button', { name: 'Tout ouvrir' }).click();
      // A click before hydration is made again once it is done (client/src/boot.ts): wait for its effect.
      await page.locator('.faq-item__button[aria-expanded="false"]').first().waitFor({ state: 'detached' });
      expect(await page.locator('.faq-item__button[aria-expanded="true"]').count()).toBe(total);
      // The answers, their links and copy buttons pass too.
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(screenshotDir, 'faq-tout-ouvert-desktop.png') });
      await page.getByRole('button', { name: 'Tout fermer' }).click();
      expect(await page.locator('.faq-item__button[aria-expanded="true"]').count()).toBe(0);

      // Tab from the 'Tout fermer' button reaches the first question; Enter and Space toggle it.
      await page.getByRole('button', { name: 'Tout fermer' }).focus();
      await page.keyboard.press('Tab');
      const first = buttons.first();
      expect(await first.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      expect(await first.getAttribute('aria-expanded')).toBe('true');
      const panelId = await first.getAttribute('aria-controls');
      expect(await page.locator(`#${panelId}`).isVisible()).toBe(true);
      await page.keyboard.press('Space');
      expect(await first.getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator(`#${panelId}`).isVisible()).toBe(false);
      await page.close();
    });

    it('is reached at a section from another page through a client-side link', async () => {
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`${site.url}/services`);
      await page.getByRole('link', { name: 'Questions fréquentes : Ramassage d’encombrants et de successions' }).click();
      await page.waitForURL(`${site.url}/faq#ramassage`);
      await page.waitForFunction(() => {
        const top = document.getElementById('ramassage')?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < window.innerHeight / 2;
      });
      expect(errors).toEqual([]);
      await page.close();
    });

    it('embeds FAQPage structured data listing every question', async () => {
      const page = await context.newPage();
      await page.goto(`${site.url}/faq`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const json = await page.locator('script[type="application/ld+json"]').textContent();
      const data = JSON.parse(json ?? '{}');
      expect(data['@type']).toBe('FAQPage');
      expect(data.mainEntity).toHaveLength(await page.locator('.faq-item').count());
      expect(data.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
      await page.close();
    });
  });

  describe('terms', () => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-CA' });
    });
    afterAll(() => context?.close());

    it('has a 14-entry table of contents whose links scroll to their section', async () => {
      const page = await context.newPage();
      await page.goto(`${site.url}/conditions-generales`);
      const toc = page.getByRole('navigation', { name: 'Table des matières' });
      await toc.waitFor();
      expect(await toc.getByRole('link').count()).toBe(14);
      await toc.getByRole('link', { name: 'Annulation et remboursement' }).click();
      await page.waitForURL(`${site.url}/conditions-generales#annulation-et-remboursement`);
      await page.waitForFunction(() => {
        const top = document.getElementById('annulation-et-remboursement')?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < window.innerHeight / 2;
      });
      expect(await isScrolledTo(page.locator('#annulation-et-remboursement'))).toBe(true);
      await page.close();
    });

    it('scrolls to the section of the hash on load, shows today’s date and prints', async () => {
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.addInitScript(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed += 1;
        };
      });
      await page.goto(`${site.url}/conditions-generales#droit-applicable`);
      await page.getByRole('heading', { name: /Droit applicable/ }).waitFor();
      await page.waitForFunction(() => {
        const top = document.getElementById('droit-applicable')?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < window.innerHeight / 2;
      });
      const today = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long' }).format(new Date());
      expect(await page.getByText(/^Dernière mise à jour/).textContent()).toBe(`Dernière mise à jour\u00a0: ${today}`);

      await page.getByRole('button', { name: 'Imprimer ou enregistrer en PDF' }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

      // The print style sheet keeps only the document.
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.site-header').isVisible()).toBe(false);
      expect(await page.locator('.site-footer').isVisible()).toBe(false);
      expect(await page.getByRole('heading', { name: /Droit applicable/ }).isVisible()).toBe(true);
      await page.emulateMedia({ media: 'screen' });

      const contact = page.getByRole('link', { name: 'Contactez-nous par notre formulaire de demande' });
      expect(await contact.getAttribute('href')).toBe('/ramassage');
      expect(errors).toEqual([]);
      await page.close();
    });
  });

  describe('home', () => {
    it('follows the “pourquoi” anchor, links the three services and carries LocalBusiness data', async () => {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-CA' });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`${site.url}/`);
      await page.getByRole('link', { name: 'Pourquoi nous choisir' }).click();
      await page.waitForURL(`${site.url}/#pourquoi`);
      await page.waitForFunction(() => {
        const top = document.getElementById('pourquoi')?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < window.innerHeight / 2;
      });

      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
      expect(data).toMatchObject({
        '@type': 'LocalBusiness',
        name: 'Services Mauricie',
        telephone: '+18195550177',
        email: 'bonjour@exemple.ca',
        address: SITE_ENV.COMPANY_ADDRESS,
        url: 'http://localhost:3000/',
      });
      expect(data.areaServed.map((area: { name: string }) => area.name)).toEqual(['Trois-Rivières', 'Shawinigan', 'Bécancour', 'Grand-Mère']);

      // The mobile menu works with the keyboard alone.
      await page.getByRole('button', { name: 'Menu' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('navigation', { name: 'Menu mobile' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${site.url}/evenementiel`);
      expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  it('serves robots.txt and a sitemap of the public routes', async () => {
    const robots = await fetch(`${site.url}/robots.txt`).then((res) => res.text());
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await fetch(`${site.url}/sitemap.xml`).then((res) => res.text());
    for (const route of ROUTES.filter((r) => r.status === 200)) {
      expect(sitemap).toContain(`<loc>http://localhost:3000${route.path}</loc>`);
    }
  });
});
