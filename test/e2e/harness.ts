/// <reference lib="dom" />
import fs from 'node:fs';
import { AddressInfo } from 'node:net';
import { createServer, Server } from 'node:http';
import path from 'node:path';
import pino from 'pino';
import { attachSubscriptions } from '../../server/src/subscriptions';
import { Browser, chromium, Page, Route } from 'playwright-core';
import { DataSource } from 'typeorm';
import { createApp, App } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openTestDatabase } from '../../server/src/testing/db';
import { testEnv } from '../../server/src/testing/test-env';
// Debian's Chromium's flags, also read by the bench's bot check (test/bench/botcheck.mjs).
import chromiumFlags from '../chromium-flags.json';

export const chromiumAvailable = fs.existsSync(testEnv.chromiumPath);

/** Browser suites: run with Debian's Chromium; without it skipped loudly, or failed under CI=true. */
export function describeBrowser(name: string, fn: () => void): void {
  if (chromiumAvailable) {
    describe(name, fn);
  } else if (testEnv.ci) {
    describe(name, () => {
      it('needs Chromium under CI=true', () => {
        throw new Error(`Chromium introuvable à ${testEnv.chromiumPath} : apt-get install -y chromium`);
      });
    });
  } else {
    console.warn(`\n!!!! Tests navigateur ignorés : Chromium introuvable à ${testEnv.chromiumPath} (apt-get install -y chromium)\n`);
    describe.skip(name, fn);
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: testEnv.chromiumPath, args: chromiumFlags, headless: true });
}

export interface RunningSite {
  url: string;
  app: App;
  close: () => Promise<void>;
}

/**
 * The real server (built client from build/client) listening on a free local port. `options.now` is
 * the server's clock (the requests' `ctx.now`): a test moves it forward to act after a date (issue #25).
 */
export async function startSite(dataSource: DataSource, env: Record<string, string> = {}, options: { now?: () => Date } = {}): Promise<RunningSite> {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  if (!fs.existsSync(path.join(config.clientDir, 'index.html'))) {
    throw new Error('build/client is missing: run `npx vite build --config client/vite.config.mts` (npm test does it)');
  }
  const log = pino({ level: 'silent' });
  const app = await createApp(config, { dataSource, log, ...(options.now && { now: options.now }) });
  const server: Server = createServer(app.handler);
  // GraphQL subscriptions (graphql-ws) on /graphql, as main.ts attaches them: the back-office's live
  // inbox counts (issue #26) and the dispatch board connect on every page.
  const subscriptions = attachSubscriptions(server, app, log);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    close: async () => {
      await subscriptions.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.stop();
    },
  };
}

/** What `browserSuite` opens for a suite; read it inside tests and hooks (it is filled in by beforeAll). */
export interface BrowserSuite {
  browser: Browser;
  dataSource: DataSource;
  site: RunningSite;
}

/**
 * The usual set-up of a browser suite, as hooks of the calling `describe`: one Chromium, an SQLite
 * database and the site on it, opened before its tests and closed after them.
 */
export function browserSuite(env: Record<string, string> = {}): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    suite.browser = await launchChromium();
    suite.dataSource = await openTestDatabase('sqlite');
    suite.site = await startSite(suite.dataSource, env);
  });
  afterAll(async () => {
    await suite.site?.close();
    await suite.dataSource?.destroy();
    await suite.browser?.close();
  });
  return suite;
}

export interface HeldRequests {
  count: () => number;
  requested: () => Promise<void>;
  release: () => void;
}

/**
 * Holds the page's requests for the files matching `pattern` (a slow network for them) until
 * `release()`; `requested()` waits (at most 10 s) until one has reached the handler.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<HeldRequests> {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => {
    if (released) void route.continue();
    else held.push(route);
  });
  return {
    count: () => held.length,
    requested: async () => {
      for (let waited = 0; held.length === 0 && waited < 10_000; waited += 50) await page.waitForTimeout(50);
    },
    release: () => {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

/**
 * Waits until React holds the server-rendered page (client/src/main.tsx sets `__formsReady` once
 * hydrated): a link clicked before that is followed by the browser (a full page load), after it by
 * the router.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __formsReady?: boolean }).__formsReady === true);
}

/**
 * Waits until the form's invisible bot check has its proof of work (the last of what a quote page
 * fetches: its code, the challenge, its workers' script), on a page the router showed (the form of a
 * server-rendered page waits for the visitor's first interaction). Used instead of 'networkidle',
 * which timed out on /ramassage in loaded CI runs.
 */
export async function botCheckSolved(page: Page): Promise<void> {
  // A function, not a string: the site's CSP forbids evaluating strings.
  await page.waitForFunction(() => Boolean(document.querySelector<HTMLInputElement>('input[name="bot-check-solution"]')?.value));
}

/** Fails the test on any console error or uncaught page error. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Screenshots land here (ignored by git) so a person can look at them. */
export const screenshotDir = path.resolve(__dirname, '../../build/test-results/screenshots');
