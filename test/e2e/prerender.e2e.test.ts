/// <reference lib="dom" />
// Functions passed to page.evaluate, addInitScript and waitForFunction run in the browser.
import { createHash } from 'node:crypto';
import { Browser } from 'playwright-core';
import { DataSource } from 'typeorm';
import { openTestDatabase } from '../../server/src/testing/db';
import { collectPageErrors, describeBrowser, hydrated, launchChromium, RunningSite, startSite } from './harness';

/** The public pages the server sends rendered (client/src/ssr/render.tsx), their H1 and a word of their description (server/src/shared/seo.ts). */
const PAGES: readonly { path: string; heading: string; title: string; description: string }[] = [
  { path: '/', heading: 'Déneigement, événementiel et ramassage en Mauricie', title: 'Déneigement, location', description: 'Soumission instantanée' },
  { path: '/deneigement', heading: 'Soumission de déneigement', title: 'Soumission de déneigement à Trois-Rivières', description: 'abonnement saisonnier' },
  { path: '/evenementiel', heading: 'Soumission événementielle', title: 'Soumission événementielle', description: 'Formulaire événementiel' },
  { path: '/ramassage', heading: 'Ramassage d’encombrants et de successions', title: 'Ramassage d’encombrants', description: 'soumission gratuite' },
  { path: '/faq', heading: 'Foire aux questions', title: 'Foire aux questions', description: 'Réponses aux questions' },
  { path: '/services', heading: 'Nos services', title: 'Nos services', description: 'choisissez votre service' },
  { path: '/politique-de-confidentialite', heading: 'Politique de confidentialité', title: 'Politique de confidentialité', description: 'Loi 25' },
];

const COMPANY = 'Déneige Prérendu inc.';

describeBrowser('prerendered public pages (BM-5)', () => {
  let browser: Browser;
  let dataSource: DataSource;
  let site: RunningSite;

  beforeAll(async () => {
    browser = await launchChromium();
    dataSource = await openTestDatabase('sqlite');
    site = await startSite(dataSource, { COMPANY_NAME: COMPANY });
  });
  afterAll(async () => {
    await site?.close();
    await dataSource?.destroy();
    await browser?.close();
  });

  it.each(PAGES)('$path is served with its H1, title, description and page script before any JavaScript runs', async (page) => {
    const response = await fetch(`${site.url}${page.path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
    expect(root).toMatch(new RegExp(`<h1[^>]*>${page.heading}</h1>`));
    // The configured company name, not the built-in default, is in the markup.
    expect(root).toContain('Déneige Prérendu inc.');
    const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
    expect(head).toMatch(new RegExp(`<title>${page.title}[^<]*</title>`));
    expect(head).toMatch(new RegExp(`<meta name="description" content="[^"]*${page.description}[^"]*" />`));
    // The entry script alone is requested before the first paint, at low priority: the paint needs no
    // script. The page's own chunk is listed for it, to be preloaded with the application after the
    // paint (client/src/boot.ts).
    expect(head).toMatch(/<script type="module" crossorigin src="\/assets\/main-[\w-]+\.js" fetchpriority="low">/);
    expect(head.match(/<script[^>]* src=|<link rel="modulepreload"/g)).toHaveLength(1);
    const pageScripts = /<script type="application\/json" id="page-scripts">(.*?)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(pageScripts ?? '[]')).toContainEqual(expect.stringMatching(/^\/assets\/[A-Za-z]+Page-[\w-]+\.js$/));
    // The stylesheet is inline (no second request before the first paint), allowed by the CSP through its hash.
    expect(head).not.toContain('rel="stylesheet"');
    const css = /<style>([\s\S]+?)<\/style>/.exec(head)?.[1] ?? '';
    expect(css).toContain('.site-header');
    const hash = createHash('sha256').update(css).digest('base64');
    expect(response.headers.get('content-security-policy')).toMatch(new RegExp(`style-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
  });

  it('leaves unknown paths and the back-office to the browser, with the 404 status', async () => {
    const missing = await fetch(`${site.url}/page-qui-n-existe-pas`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root"></div>');
    const admin = await (await fetch(`${site.url}/admin/login`)).text();
    expect(admin).toContain('<div id="root"></div>');
    // Nothing to show without the application: its scripts keep their priority.
    expect(admin).not.toContain('fetchpriority');
  });

  it.each(PAGES)('$path is hydrated: React adopts the server’s elements without a mismatch', async ({ path }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-CA' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // Keep the H1 the server sent: a mismatch makes React render the page again with new elements.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverH1: Element | null }).serverH1 = document.querySelector('h1');
      });
    });
    // The page view's beacon: sent by an effect after hydration's commit, the page's last request.
    const viewAnswered = new Promise<void>((resolve) =>
      page.on('requestfinished', (request) => {
        if (new URL(request.url()).pathname === '/api/collect') resolve();
      }),
    );
    await page.goto(`${site.url}${path}`);
    await page.waitForFunction(() => {
      const h1 = document.querySelector('h1');
      return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
    });
    // React marks the H1 while rendering, before its commit (hydration is time-sliced): a mismatch
    // further on could still replace it. Wait for the commit (its marker), then for the beacon's
    // answer, so that the effects' errors have landed. Not 'networkidle': it timed out at 30 s in
    // loaded CI runs.
    await hydrated(page);
    await viewAnswered;
    const sameH1 = await page.evaluate(() => {
      const kept = (window as unknown as { serverH1: Element | null }).serverH1;
      return kept !== null && kept.isConnected && kept === document.querySelector('h1');
    });
    expect(sameH1).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
