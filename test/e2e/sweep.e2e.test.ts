import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../server/src/config';
import { inTransaction } from '../../server/src/kernel/transactions';
import { Invoice } from '../../server/src/modules/invoices/invoice.entities';
import { insertEventRequest, quoteSnapshot } from '../../server/src/modules/invoices/invoices.fixtures';
import { ClientSessions } from '../../server/src/modules/portal/client-session';
import { SnowOrderStatus } from '../../server/src/modules/snow/snow-order.entity';
import { insertSnowOrder } from '../../server/src/modules/snow/snow.fixtures';
import { insertEntry } from '../../server/src/modules/timeclock/timeclock.fixtures';
import { insertUser } from '../../server/src/modules/users/users.fixtures';
import { Role, roleAtLeast } from '../../server/src/shared/roles';
import { TEST_JWT_SECRET } from '../../server/src/testing/app';
import { openTestDatabase } from '../../server/src/testing/db';
import { invoicingTestBus } from '../../server/src/testing/event-bus';
import { validToken } from '../../server/src/testing/tokens';
import { describeBrowser, launchChromium, RunningSite, screenshotDir, startSite } from './harness';
import { PAGE_CHECKS, type PageFacts } from './page-checks';
import { routeTables, type SweptRoute } from './sweep/route-tables';
import { rulesBelowSerious } from './sweep/axe-rules';
import { compareScreenshot } from './sweep/visual';
import { KNOWN_FAILURES, WRONG_LANGUAGE_WORDS } from './sweep/expectations';

/**
 * Issue #28's guard: every route of the route tables (test/e2e/sweep/route-tables.ts), signed in as
 * it needs (a customer with data for the portal; each staff role for the back-office), at 375 × 812
 * and 1280 × 800, in every language the screen offers, with one browser and several pages at once
 * on data seeded once. A visit fails on: horizontal overflow, a console error, a CSP violation, an
 * image that did not load, a serious or critical axe violation, text in the wrong language, a table
 * cell narrower than its text. The public pages' screenshots are compared with the committed ones
 * (test/e2e/sweep/baseline; SWEEP_UPDATE_SCREENSHOTS=1 rewrites them).
 */
const WIDTHS = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const PARALLEL = 4;
const CUSTOMER = 'info@marches.ca';

interface Visit {
  name: string;
  url: string;
  route: SweptRoute;
  width: (typeof WIDTHS)[number];
  language: string;
  /** Back-office: signed in with this role; portal: the customer's session. */
  role: Role | 'customer' | null;
  screenshot: boolean;
  /** axe runs once per route (French, highest role, phone width; it is most of a visit's time): the markup is the same for the others. */
  axe: boolean;
}

interface Seed {
  eventId: number;
  invoiceNumber: string;
  invoiceCheckoutToken: string;
  snowCheckoutToken: string;
  paidSessionId: string;
  tokens: Map<Role, string>;
  clientCookie: string;
}

/**
 * How each parameterised route is filled from the seeded data. A route whose pattern is not here
 * and has a parameter fails the sweep: a new route gets a line here, or it is not checked.
 */
const FILL: Record<string, (seed: Seed) => string> = {
  '*': () => '/page-inconnue',
  '/confirmation': (seed) => `/confirmation?session_id=${seed.paidSessionId}`,
  '/paiement-demo/:token': (seed) => `/paiement-demo/${seed.snowCheckoutToken}`,
  '/paiement-demo/facture/:token': (seed) => `/paiement-demo/facture/${seed.invoiceCheckoutToken}`,
  '/client/soumission/:id': (seed) => `/client/soumission/${seed.eventId}`,
  '/admin/events/:id': (seed) => `/admin/events/${seed.eventId}`,
  '/admin/factures/:id': (seed) => `/admin/factures/${seed.invoiceNumber}`,
};
/** Routes that are not a screen of their own (a redirect): checked where they lead. */
const REDIRECTS = new Set(['/admin']);
/** Back-office routes with no staff session: the sign-in page and the shared tablet. */
const SESSIONLESS = new Set(['/admin/login', '/admin/kiosque', '/admin/mot-de-passe-oublie', '/admin/mot-de-passe']);

function visitsFor(routes: SweptRoute[], seed: Seed): { visits: Visit[]; uncovered: string[] } {
  const visits: Visit[] = [];
  const uncovered: string[] = [];
  for (const route of routes) {
    if (REDIRECTS.has(route.pattern)) continue;
    const fill = FILL[route.pattern];
    if (!fill && /[:*]/.test(route.pattern)) {
      uncovered.push(route.pattern);
      continue;
    }
    const url = fill ? fill(seed) : route.pattern;
    const roles: (Role | 'customer' | null)[] =
      route.area === 'portal'
        ? ['customer']
        : route.area === 'public'
          ? [null]
          : SESSIONLESS.has(route.pattern)
            ? [null]
            : route.minRole === null
              ? (uncovered.push(`${route.pattern} (no role in the back-office's page tables)`), [])
              : [Role.EMPLOYEE, Role.MANAGER, Role.ADMIN].filter((role) => roleAtLeast(role, route.minRole!));
    const highest = roles[roles.length - 1];
    for (const width of WIDTHS) {
      for (const role of roles) {
        // Within the time budget of `npm test`: every route at both widths in French as the highest role
        // that may open it; the other languages at the desktop width (their words do not depend on the
        // width); the lower roles in French at the phone width (what the sidebar offers them).
        if (role !== highest && width.name !== 'mobile') continue;
        const languages = role === highest ? route.languages.filter((language) => language === 'fr' || width.name === 'desktop') : ['fr'];
        for (const language of languages) {
          const who = role === null ? 'anonymous' : role === 'customer' ? 'customer' : role.toLowerCase();
          visits.push({
            name: `${url} [${who}, ${language}, ${width.name}]`,
            url,
            route,
            width,
            language,
            role,
            screenshot: route.area === 'public' && !route.pattern.includes(':') && route.pattern !== '/confirmation',
            axe: language === 'fr' && role === highest && width.name === 'mobile',
          });
        }
      }
    }
  }
  return { visits, uncovered };
}

/** True once no loading status is on screen. */
const SETTLED = `![...document.querySelectorAll('[role=status], .page-loading, .admin-checking')].some((el) => /Chargement|Loading|Cargando/.test(el.textContent))`;


describeBrowser('every route, role, language and width (issue #28)', () => {
  let browser: Browser;
  let dataSource: DataSource;
  let site: RunningSite;
  let seed: Seed;

  beforeAll(async () => {
    browser = await launchChromium();
    fs.mkdirSync(screenshotDir, { recursive: true });
    dataSource = await openTestDatabase('sqlite');
    const createdAt = new Date(Date.now() - 86_400_000);
    const tokens = new Map<Role, string>();
    for (const [role, email, name] of [
      [Role.EMPLOYEE, 'employe@services-mauricie.test', 'Émile Gagnon'],
      [Role.MANAGER, 'gestion@services-mauricie.test', 'Gisèle Roy'],
      [Role.ADMIN, 'admin@services-mauricie.test', 'Annie Lavoie'],
    ] as const) {
      const user = await insertUser(dataSource, { email, role, name, createdAt, passwordChangedAt: createdAt });
      tokens.set(role, await validToken(user, new Date()));
      await insertEntry(dataSource, { userId: user.id, clockIn: new Date(Date.now() - 5 * 3_600_000) });
    }
    site = await startSite(dataSource, { JWT_SECRET: TEST_JWT_SECRET });

    // A customer with an event request, its accepted quote and the deposit invoice.
    const event = await insertEventRequest(dataSource, { email: CUSTOMER, createdAt: new Date() });
    const lifecycle = invoicingTestBus(dataSource, loadConfig({ NODE_ENV: 'test' }));
    await inTransaction(dataSource, (em) => lifecycle.emit(em, { type: 'quote.accepted', at: new Date(), quote: quoteSnapshot(event.id) }));
    const [invoice] = await dataSource.getRepository(Invoice).find({ order: { id: 'ASC' } });
    const { token } = await new ClientSessions(dataSource, TEST_JWT_SECRET, false).issue(CUSTOMER, 0, new Date());
    const clientCookie = `client_session=${token}`;
    const pay = await fetch(`${site.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: clientCookie, 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query: 'mutation($n: String!) { payClientInvoice(number: $n) { url } }', variables: { n: invoice!.number } }),
    });
    const payUrl = ((await pay.json()) as { data?: { payClientInvoice?: { url: string } } }).data?.payClientInvoice?.url ?? '';
    const now = new Date();
    await insertSnowOrder(dataSource, { stripeSessionId: 'demo_sweeppendingtoken000000000000', createdAt: now, updatedAt: now });
    await insertSnowOrder(dataSource, { stripeSessionId: 'demo_sweeppaidtoken000000000000000', status: SnowOrderStatus.PAID, paidAt: now, createdAt: now, updatedAt: now, mode: 'abonnement' });
    seed = {
      eventId: event.id,
      invoiceNumber: invoice!.number,
      invoiceCheckoutToken: payUrl.split('/').pop() ?? '',
      snowCheckoutToken: 'sweeppendingtoken000000000000',
      paidSessionId: 'demo_sweeppaidtoken000000000000000',
      tokens,
      clientCookie: token,
    };
  });
  afterAll(async () => {
    await site?.close();
    await dataSource?.destroy();
    await browser?.close();
  });

  it('reads the route tables and knows how to open each route', () => {
    const { visits, uncovered } = visitsFor(routeTables(), seed);
    expect(uncovered).toEqual([]);
    expect(seed.invoiceCheckoutToken).toMatch(/^[\w-]{10,}$/);
    expect(visits.length).toBeGreaterThan(100);
  });

  it('finds no overflow, console error, CSP violation, broken image, axe violation, wrong-language text or cut cell', async () => {
    // SWEEP_ONLY=<regular expression> visits only the matching visits (to look at one screen).
    const only = process.env.SWEEP_ONLY ? new RegExp(process.env.SWEEP_ONLY) : null;
    const visits = visitsFor(routeTables(), seed).visits.filter((visit) => !only || only.test(visit.name));
    // axe: only the rules that can report what fails the sweep (serious, critical), and no list of the passes.
    const minorRules = await rulesBelowSerious(browser);
    expect(minorRules).toEqual(expect.arrayContaining(['region', 'heading-order']));
    expect(minorRules).not.toContain('color-contrast');
    const contexts = new Map<string, Promise<BrowserContext>>();
    /** One context per (who, language, width): signed in once. */
    const contextFor = (visit: Visit) => {
      const key = `${String(visit.role)}|${visit.language}|${visit.width.name}`;
      if (!contexts.has(key)) {
        contexts.set(
          key,
          (async () => {
            const context = await browser.newContext({ viewport: { width: visit.width.width, height: visit.width.height }, locale: 'fr-CA', timezoneId: 'America/Toronto', reducedMotion: 'reduce' });
            const adminToken = typeof visit.role === 'string' && visit.role !== 'customer' ? seed.tokens.get(visit.role)! : '';
            await context.addInitScript(
              `(() => {
                window.__sweepCsp = [];
                document.addEventListener('securitypolicyviolation', (e) => window.__sweepCsp.push(e.violatedDirective + ' ' + e.blockedURI));
                try {
                  localStorage.setItem('adminLanguage', ${JSON.stringify(visit.language)});
                  if (${JSON.stringify(adminToken)}) localStorage.setItem('adminToken', ${JSON.stringify(adminToken)});
                } catch {}
              })()`,
            );
            if (visit.role === 'customer') await context.addCookies([{ name: 'client_session', value: seed.clientCookie, url: site.url, httpOnly: true, sameSite: 'Strict' }]);
            return context;
          })(),
        );
      }
      return contexts.get(key)!;
    };

    const failures: string[] = [];
    const screenshots: string[] = [];
    const started = Date.now();
    let done = 0;
    const progressFile = path.join(screenshotDir, 'sweep-progress.txt');
    fs.writeFileSync(progressFile, '');
    // Pages are reused within their context (each visit is a full navigation: a new document): a new
    // page costs Chromium ~460 ms of CPU on a slow machine, a visit to /faq ~300 ms (2026-11-28).
    const idlePages = new Map<BrowserContext, Page[]>();
    const check = async (visit: Visit) => {
      const visitStarted = Date.now();
      const context = await contextFor(visit);
      const page = idlePages.get(context)?.pop() ?? (await context.newPage());
      const errors: string[] = [];
      const onPageError = (error: Error) => errors.push(error.message);
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error') errors.push(message.text());
      };
      page.on('pageerror', onPageError);
      page.on('console', onConsole);
      const fail = (what: string, detail: unknown) => {
        const line = `${visit.name} ${what}: ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`;
        failures.push(line);
        fs.appendFileSync(progressFile, `FAIL ${line}\n`);
      };
      try {
        await page.goto(`${site.url}${visit.url}`, { waitUntil: 'load' });
        // 30 s: a slow machine under the browser step's load has taken over 8 s for a first back-office page
        // (its chunks and `me` cold in a new context); a page that never shows a heading still fails.
        await page.locator('h1').first().waitFor({ timeout: 30_000 }).catch(() => fail('no heading', 'no <h1> within 30 s'));
        // Settled: nothing says it is loading any more (data arrives after the heading), fonts ready.
        // (At most 4 s, checked every 50 ms. Not page.waitForFunction: its string predicate is an eval the site's CSP refuses.)
        for (let tries = 0; tries < 80 && (await page.evaluate(SETTLED)) !== true; tries += 1) await page.waitForTimeout(50);
        await page.evaluate('document.fonts.ready');
        await page.waitForTimeout(150);
        const facts = (await page.evaluate(PAGE_CHECKS)) as PageFacts;
        if (facts.overflow.length) fail('overflows', facts.overflow.join());
        if (facts.images.length) fail('broken images', facts.images);
        if (facts.cut.length) fail('cut cells', facts.cut);
        if (facts.csp.length) fail('CSP', facts.csp);
        const words = WRONG_LANGUAGE_WORDS[visit.language] ?? [];
        const found = words.filter((word) => new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'u').test(facts.text));
        if (found.length) fail(`not in ${visit.language}`, found);
        if (facts.lang.slice(0, 2) !== visit.language) fail('html lang', facts.lang);
        if (visit.axe) {
          const { violations } = await new AxeBuilder({ page }).disableRules(minorRules).options({ resultTypes: ['violations'] }).analyze();
          const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} ${v.nodes.length}`);
          if (serious.length) fail('axe', serious);
        }
        if (visit.screenshot && visit.language === 'fr') {
          const name = `${visit.url === '/' ? 'home' : visit.url.replace(/^\//, '').replace(/[^\w-]+/g, '_')}-${visit.width.name}`;
          screenshots.push(name);
          // Chromium's full-page capture sometimes repeats a tile on a loaded machine: a difference is confirmed by a second capture.
          let problem = await compareScreenshot(browser, name, await page.screenshot({ fullPage: true, animations: 'disabled' }));
          if (problem) problem = await compareScreenshot(browser, name, await page.screenshot({ fullPage: true, animations: 'disabled' }));
          if (problem) fail('screenshot', problem);
        }
      } catch (error) {
        fail('visit', (error as Error).message.split('\n')[0]);
      }
      const real = errors.filter((error) => !/status of 404/.test(error) || !visit.route.pattern.includes('*'));
      if (real.length) fail('console errors', real);
      done += 1;
      if (done % 20 === 0) console.log(`sweep: ${done} / ${visits.length} after ${((Date.now() - started) / 1000).toFixed(0)} s`);
      fs.appendFileSync(progressFile, `${visit.name} ${Date.now() - visitStarted} ms\n`);
      page.off('pageerror', onPageError);
      page.off('console', onConsole);
      if (failures.some((f) => f.startsWith(visit.name))) {
        await page.screenshot({ path: path.join(screenshotDir, `sweep-${visit.name.replace(/[^\w-]+/g, '_')}.png`), fullPage: true }).catch(() => undefined);
        await page.close();
      } else {
        // Left on a blank document, so that nothing of this visit runs into the next one.
        await page.goto('about:blank');
        idlePages.set(context, [...(idlePages.get(context) ?? []), page]);
      }
    };

    // The longest visits first (axe, then screenshots), so that no worker starts one while the others finish.
    const weight = (visit: Visit) => (visit.axe ? 2 : 0) + (visit.screenshot && visit.language === 'fr' ? 1 : 0);
    const queue = [...visits].sort((a, b) => weight(b) - weight(a));
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let visit = queue.shift(); visit; visit = queue.shift()) await check(visit);
      }),
    );
    for (const context of contexts.values()) await (await context).close();
    const seconds = (Date.now() - started) / 1000;
    console.log(`sweep: ${visits.length} visits in ${seconds.toFixed(0)} s`);
    fs.writeFileSync(path.join(screenshotDir, 'sweep-failures.txt'), failures.sort().join('\n'));

    // Known problems are listed with their reason (test/e2e/sweep/expectations.ts); one that no
    // longer happens must leave the list, so it only shrinks.
    const unknown = failures.filter((failure) => !KNOWN_FAILURES.some((known) => known.pattern.test(failure)));
    const stale = only ? [] : KNOWN_FAILURES.filter((known) => !failures.some((failure) => known.pattern.test(failure))).map((known) => `no longer seen: ${known.pattern}`);
    expect([...unknown, ...stale]).toEqual([]);
    // A full run compares the public pages' screenshots (a missing baseline is a failure above).
    if (!only) expect(screenshots.length).toBeGreaterThan(0);
  }, 2_400_000);
});
