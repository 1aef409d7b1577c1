import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Bundle budget (issue 9): for each public route, the JavaScript the browser loads before the page
 * shows (the entry, the application it loads (main.tsx), their static imports, the route's lazy chunk
 * and that chunk's static imports),
 * gzipped at level 9, must stay within the figure recorded in test/bundle-budget.json. Reads the
 * client build (`build/client`, made by the build-client step of `npm test` just before this
 * project) through Vite's manifest; the chunks' source maps tell which modules each chunk holds.
 */

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Budget {
  /** Route → largest allowed gzipped JavaScript, in bytes. */
  routes: Record<string, number>;
}

const ROOT = path.resolve(__dirname, '../..');
const CLIENT_DIR = path.join(ROOT, 'build/client');
const MANIFEST = path.join(CLIENT_DIR, '.vite/manifest.json');
const BUDGET_FILE = path.join(ROOT, 'test/bundle-budget.json');
const ENTRY = 'index.html';
/**
 * The application (React, the router, the layout): the entry script (client/src/boot.ts) imports it
 * on every page, after the first paint of a page rendered by the server: part of every first load.
 */
const APP = 'src/main.tsx';

/** Each public route and the page module its `lazy()` imports (client/src/app/router.tsx). */
const ROUTE_PAGES: Record<string, string> = {
  '/': 'src/public/home/HomePage.tsx',
  '/deneigement': 'src/public/snow/SnowQuotePage.tsx',
  '/evenementiel': 'src/public/events/EventWizardPage.tsx',
  '/ramassage': 'src/public/pickup/PickupPage.tsx',
  '/faq': 'src/public/faq/FaqPage.tsx',
  '/services': 'src/public/services/ServicesPage.tsx',
  '/conditions-generales': 'src/public/terms/TermsPage.tsx',
  '/politique-de-confidentialite': 'src/public/privacy/PrivacyPage.tsx',
  '/confirmation': 'src/public/confirmation/ConfirmationPage.tsx',
  '/paiement-demo/:token': 'src/public/snow/DemoCheckoutPage.tsx',
  '/paiement-demo/facture/:token': 'src/public/invoice-checkout/InvoiceDemoCheckoutPage.tsx',
  '*': 'src/public/not-found/NotFoundPage.tsx',
};

/**
 * Apollo Client and the GraphQL parser/printer: the public pages ask the API with typed document
 * strings through a small fetch helper (client/src/lib/public-graphql), the back-office alone loads these.
 */
const APOLLO_MODULE = /\/node_modules\/(@apollo|graphql|@wry|optimism|rxjs)\//;

/**
 * Form and validation code (Formik, Yup and what they bring): the quote forms are hydrated at the
 * visitor's first interaction (client/src/lib/interaction-island.ts) and their Yup schemas loaded on
 * the first validation (client/src/lib/forms/lazy-validation.ts), so no public route loads them first.
 */
const FORM_MODULE = /\/node_modules\/(formik|yup|lodash-es|property-expr|toposort|tiny-case)\//;

/** Issue #20: no public route may load more than 110 kB of gzipped JavaScript first, whatever its budget says. */
const CEILING = 110 * 1024;

/** Modules that belong to the back-office only: none may be in a public route's initial JavaScript. */
const BACK_OFFICE_MODULE = /(^|\/)client\/src\/admin\/|\/node_modules\/(i18next|react-i18next)\//;

/** The client portal (/client, issue #14): its own lazy chunk, none of it in another public route's initial JavaScript. */
const PORTAL_MODULE = /(^|\/)client\/src\/portal\//;
const PORTAL_APP = 'src/portal/PortalApp.tsx';

function readManifest(): Manifest {
  if (!fs.existsSync(MANIFEST)) {
    throw new Error(
      `Pas de build client (${path.relative(ROOT, MANIFEST)} absent) : lancez « npx vite build --config client/vite.config.mts » ` +
        'avant ce test (npm test le fait à l’étape build-client).',
    );
  }
  return JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Manifest;
}

/** The manifest keys statically reachable from `starts` (what the browser fetches before running them). */
function staticClosure(manifest: Manifest, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`Le manifeste Vite ne connaît pas « ${key} ».`);
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

const gzipBytes = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(CLIENT_DIR, file)), { level: 9 }).length;

/** The source modules bundled in a chunk, from its source map (paths made relative to the repository). */
function chunkSources(file: string): string[] {
  const mapFile = path.join(CLIENT_DIR, `${file}.map`);
  if (!fs.existsSync(mapFile)) return []; // Vite's tiny generated helpers (modulepreload polyfill) have none
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[] };
  return map.sources.map((source) => path.relative(ROOT, path.resolve(path.dirname(mapFile), source)).split(path.sep).join('/'));
}

describe('public bundle budget (gzipped JavaScript per route)', () => {
  const manifest = readManifest();
  const budget = JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8')) as Budget;
  const routeChunks = (route: string) => [...staticClosure(manifest, [ENTRY, APP, ROUTE_PAGES[route]!])];
  const modulesIn = (chunks: string[], pattern: RegExp) =>
    chunks.flatMap((key) => chunkSources(manifest[key]!.file).filter((source) => pattern.test(`/${source}`)).map((s) => `${manifest[key]!.file}: ${s}`));
  const modulesOf = (route: string, pattern: RegExp) => modulesIn(routeChunks(route), pattern);

  it('knows every public page the router loads lazily, and has a budget for each', () => {
    const lazyPages = (manifest[APP]?.dynamicImports ?? []).filter((key) => !manifest[key]?.src?.startsWith('src/admin/') && key !== PORTAL_APP);
    expect(lazyPages.sort()).toEqual(Object.values(ROUTE_PAGES).sort());
    expect(Object.keys(budget.routes).sort()).toEqual(Object.keys(ROUTE_PAGES).sort());
  });

  it('gives no route a budget over 110 kB (issue #20)', () => {
    expect(Object.entries(budget.routes).filter(([, allowed]) => allowed > CEILING)).toEqual([]);
  });

  it.each(Object.keys(ROUTE_PAGES))('%s stays within its budget', (route) => {
    const chunks = routeChunks(route);
    const sizes = chunks.map((key) => ({ file: manifest[key]!.file, gzip: gzipBytes(manifest[key]!.file) }));
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    const allowed = budget.routes[route]!;
    if (total > allowed) {
      const detail = sizes
        .sort((a, b) => b.gzip - a.gzip)
        .map(({ file, gzip }) => `    ${file}: ${(gzip / 1024).toFixed(1)} Ko`)
        .join('\n');
      throw new Error(
        `La route ${route} charge ${total} octets de JavaScript gzippé (${(total / 1024).toFixed(1)} Ko), ` +
          `au-delà du budget de ${allowed} octets (${(allowed / 1024).toFixed(1)} Ko, test/bundle-budget.json), ` +
          `soit +${total - allowed} octets :\n${detail}`,
      );
    }
  });

  it.each(Object.keys(ROUTE_PAGES))('%s loads no back-office code', (route) => {
    expect(modulesOf(route, BACK_OFFICE_MODULE)).toEqual([]);
  });

  it.each(Object.keys(ROUTE_PAGES))('%s loads no Apollo Client or GraphQL parser code (CHECKS BM-4)', (route) => {
    expect(modulesOf(route, APOLLO_MODULE)).toEqual([]);
  });

  it.each(Object.keys(ROUTE_PAGES))('%s loads no form or validation library first (Formik, Yup)', (route) => {
    expect(modulesOf(route, FORM_MODULE)).toEqual([]);
  });

  it('really detects Formik and Yup (the quote forms load them later)', () => {
    const later = [...staticClosure(manifest, ['src/public/snow/SnowQuoteForm.tsx', 'src/public/snow/snow-quote.validation.ts'])];
    expect(modulesIn(later, FORM_MODULE).some((m) => m.includes('/formik/'))).toBe(true);
    expect(modulesIn(later, FORM_MODULE).some((m) => m.includes('/yup/'))).toBe(true);
  });

  it.each(Object.keys(ROUTE_PAGES))('%s loads no client portal code', (route) => {
    expect(modulesOf(route, PORTAL_MODULE)).toEqual([]);
  });

  it('the client portal is its own lazily loaded chunk, with its code and without Apollo Client', () => {
    expect(manifest[APP]?.dynamicImports).toContain(PORTAL_APP);
    const portal = [...staticClosure(manifest, [PORTAL_APP])].filter((key) => !staticClosure(manifest, [ENTRY, APP]).has(key));
    expect(modulesIn(portal, PORTAL_MODULE).length).toBeGreaterThan(0);
    expect(modulesIn(portal, APOLLO_MODULE)).toEqual([]);
  });

  it('really detects Apollo Client modules (the back-office loads some)', () => {
    expect(modulesIn([...staticClosure(manifest, ['src/admin/AdminApp.tsx'])], APOLLO_MODULE).some((m) => m.includes('@apollo/client'))).toBe(true);
  });

  it('really detects back-office modules (the admin chunk holds some)', () => {
    const adminChunk = manifest['src/admin/AdminApp.tsx'];
    expect(adminChunk).toBeDefined();
    expect(chunkSources(adminChunk!.file).some((source) => BACK_OFFICE_MODULE.test(`/${source}`))).toBe(true);
  });
});
