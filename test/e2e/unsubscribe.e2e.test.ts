import { browserSuite, collectPageErrors, describeBrowser } from './harness';

/** Issue #28: every page a customer can reach uses the site's look; the unsubscribe page was the browser's default Times. */
describeBrowser('unsubscribe page in Chromium', () => {
  const suite = browserSuite();

  it('asks, then confirms, in the site’s card and fonts, with no CSP violation; a forged link too', async () => {
    const { browser, site } = suite;
    const link = new URL(site.app.container.privacy.unsubscribeUrl('marie@example.ca'));
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'fr-CA' });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const csp: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
      });
      for (const url of [`${site.url}${link.pathname}${link.search}`, `${site.url}/desabonnement?email=marie%40example.ca&signature=faux`]) {
        await page.goto(url);
        const heading = page.getByRole('heading', { level: 1 });
        await heading.waitFor();
        const look = await page.evaluate(() => ({
          font: getComputedStyle(document.body).fontFamily,
          card: document.querySelector('h1')?.closest('.card') !== null,
          home: document.querySelector('a[href="/"]')?.textContent ?? null,
          overflow: document.documentElement.scrollWidth > window.innerWidth,
        }));
        expect({ url, ...look, timesRoman: /times/i.test(look.font) }).toEqual({ url, font: look.font, card: true, home: 'Services Mauricie', overflow: false, timesRoman: false });
      }
      // The genuine link's button, styled as the site's, withdraws.
      await page.goto(`${site.url}${link.pathname}${link.search}`);
      const button = page.getByRole('button');
      expect(await button.getAttribute('class')).toContain('button--primary');
      await button.click();
      await page.getByText('vous ne recevrez plus de courriels promotionnels').waitFor();
      expect(errors.filter((error) => !/status of 403/.test(error))).toEqual([]);
      expect(csp).toEqual([]);
      await context.close();
    }
  });
});
