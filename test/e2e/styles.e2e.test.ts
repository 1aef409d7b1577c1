import { Browser } from 'playwright-core';
import { DataSource } from 'typeorm';
import { openTestDatabase } from '../../server/src/testing/db';
import { botCheckSolved, collectPageErrors, hydrated, describeBrowser, launchChromium, RunningSite, startSite } from './harness';

/**
 * The styles after their move into CSS Modules (issue #21): the public pages' modules are in the
 * entry's stylesheet, which the server inlines, so a public page downloads no stylesheet at all,
 * not even after hydration or when the visitor moves to another public page; the back-office
 * downloads only its own stylesheets, never the inlined one again.
 */
describeBrowser('styles in Chromium', () => {
  let browser: Browser;
  let dataSource: DataSource;
  let site: RunningSite;

  beforeAll(async () => {
    browser = await launchChromium();
    dataSource = await openTestDatabase('sqlite');
    site = await startSite(dataSource);
  });
  afterAll(async () => {
    await site?.close();
    await dataSource?.destroy();
    await browser?.close();
  });

  it('public pages: every rule inline, no stylesheet requested, styled by their modules', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet' || request.url().endsWith('.css')) stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Hydrated: the home page's code is in, with any stylesheet Vite would load beside it. Not
    // 'networkidle': it timed out at 30 s in loaded CI runs.
    await hydrated(page);
    // A class from HomePage.module.css (hashed) carries its rule: the hero's copy is limited in width.
    const maxWidth = await page.evaluate(`getComputedStyle(document.querySelector('h1').parentElement).maxWidth`);
    expect(maxWidth).toBe('640px');
    // Through the router (a click before hydration is a full page load, whose form waits for an interaction).
    await page.getByRole('link', { name: 'Ramassage' }).first().click();
    await page.getByRole('heading', { level: 1, name: /Ramassage/ }).waitFor();
    await botCheckSolved(page);
    // The one allowed: the invisible bot-check widget's own stylesheet, loaded with its code after the
    // form has painted (client/src/public/bot-check/load-altcha.ts), never needed for the first paint.
    expect(stylesheets.filter((sheet) => !/^\/assets\/load-altcha-[\w-]+\.css$/.test(sheet))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('back-office: its own stylesheets only, after the inlined one', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.css')) stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.url}/admin/login`);
    // The heading is drawn by the back-office's chunk, whose import Vite resolves only once the
    // stylesheets it lists have loaded: all of them have been requested by then. Not 'networkidle'
    // (it timed out at 30 s in loaded CI runs).
    await page.getByRole('heading', { level: 1, name: 'Espace administrateur' }).waitFor();
    expect(stylesheets.length).toBeGreaterThan(0);
    expect(stylesheets.filter((file) => /\/assets\/main-[\w-]+\.css$/.test(file))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
