import { Browser } from 'playwright-core';
import { DataSource } from 'typeorm';
import { openTestDatabase } from '../../server/src/testing/db';
import { collectPageErrors, describeBrowser, launchChromium, RunningSite, startSite } from './harness';

/** Issue #28: what the public screens show at 375 px. */
describeBrowser('public screens at 375 px', () => {
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

  it.each(['/', '/deneigement', '/faq'])('%s is centred: the same gutter on the left and on the right', async (url) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'fr-CA' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${site.url}${url}`);
    await page.locator('h1').first().waitFor();
    const { left, right } = (await page.evaluate(
      `(() => { const main = document.querySelector('.site-main'); const style = getComputedStyle(main); return { left: parseFloat(style.paddingLeft), right: parseFloat(style.paddingRight) }; })()`,
    )) as { left: number; right: number };
    expect({ left, right }).toEqual({ left: 16, right: 16 });
    // The quick-request link stays reachable, inside the screen.
    const tab = await page.getByRole('link', { name: 'Demande rapide' }).boundingBox();
    expect(tab!.x + tab!.width).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await context.close();
  });
});
