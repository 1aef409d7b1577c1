import fs from 'node:fs';
import path from 'node:path';
import { Browser } from 'playwright-core';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../server/src/config';
import { testBus } from '../../server/src/testing/event-bus';
import { eventInput, eventRestBody } from '../../server/src/modules/events/events.fixtures';
import { EventsService } from '../../server/src/modules/events/events.service';
import { MailService } from '../../server/src/modules/mail/mail.service';
import { testContext } from '../../server/src/modules/pricing/pricing.fixtures';
import { PricingService } from '../../server/src/modules/pricing/pricing.service';
import { FIXTURE_PASSWORD, insertUser } from '../../server/src/modules/users/users.fixtures';
import { Role } from '../../server/src/shared/roles';
import { openTestDatabase } from '../../server/src/testing/db';
import { pdfFirstPagePng, pdfToText } from '../../server/src/testing/pdf';
import { collectPageErrors, describeBrowser, launchChromium, RunningSite, screenshotDir, startSite } from './harness';

describeBrowser('back-office event submissions in Chromium', () => {
  let browser: Browser;
  let dataSource: DataSource;
  let site: RunningSite;
  const manager = 'gestion.evenements@services-mauricie.test';

  beforeAll(async () => {
    browser = await launchChromium();
    fs.mkdirSync(screenshotDir, { recursive: true });
    dataSource = await openTestDatabase('sqlite');
    const createdAt = new Date(Date.now() - 86_400_000);
    await insertUser(dataSource, { email: manager, role: Role.MANAGER, name: 'Gisèle Roy', createdAt, passwordChangedAt: createdAt });
    // Later events fill the first screen, so the submission under test starts below the fold (unseen).
    const service = new EventsService(dataSource, new PricingService(dataSource), new MailService(), loadConfig({ NODE_ENV: 'test' }).company, testBus(dataSource));
    for (let i = 0; i < 16; i += 1) {
      const day = String(i + 1).padStart(2, '0');
      await service.submit(testContext(dataSource), eventInput({ eventName: `Foire ${i + 1}`, dateStart: `2026-08-${day}`, dateEnd: `2026-08-${day}`, sendCopy: false }));
    }
    site = await startSite(dataSource);
  });
  afterAll(async () => {
    await site?.close();
    await dataSource?.destroy();
    await browser?.close();
  });

  it('shows a public submission unseen to a MANAGER, seen once opened, and lets them confirm it', async () => {
    const submitted = await fetch(`${site.url}/api/event`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(eventRestBody({ eventName: 'Festival de la poutine', dateStart: '2026-07-10', dateEnd: '2026-07-12', sendCopy: false })),
    });
    expect(submitted.status).toBe(201);
    const { id } = (await submitted.json()) as { id: number };

    const context = await browser.newContext({ viewport: { width: 1280, height: 700 }, locale: 'fr-CA' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${site.url}/admin/events`);
    await page.getByRole('heading', { level: 1, name: 'Espace administrateur' }).waitFor();
    await page.getByLabel('Courriel').fill(manager);
    await page.getByLabel('Mot de passe', { exact: false }).first().fill(FIXTURE_PASSWORD);
    await page.getByRole('button', { name: 'Connexion' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    if (!page.url().endsWith('/admin/events')) await page.goto(`${site.url}/admin/events`);
    try {
      await page.getByRole('heading', { level: 1, name: 'Soumissions événementielles' }).waitFor();
    } catch (failure) {
      await page.screenshot({ path: path.join(screenshotDir, 'admin-events-failure.png'), fullPage: true });
      throw failure;
    }

    const row = page.getByRole('row').filter({ hasText: 'Festival de la poutine' });
    await row.waitFor();
    await page.getByText(/\d+ nouveaux?/).waitFor();
    expect(await row.getByRole('img', { name: 'Nouveau' }).count()).toBe(1);
    await page.screenshot({ path: path.join(screenshotDir, 'admin-events-list.png'), fullPage: true });

    await page.goto(`${site.url}/admin/events/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Soumission événementielle' }).waitFor();
    await page.getByText('Festivals Mauricie inc. (info@festivalsmauricie.ca)').first().waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Matériel' }).count()).toBe(1);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Passer à « Confirmé »' }).click();
    await page.getByText('Statut mis à jour : Confirmé.').waitFor();
    await page.getByRole('button', { name: 'Passer à « Terminé »' }).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'admin-events-detail.png'), fullPage: true });

    // The quote PDF downloads through a short-lived signed link, and is a real, readable PDF.
    const reference = (await page.locator('.events-detail__id').textContent())!.replace(/^ID : /, '');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger le PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`soumission-${reference}.pdf`);
    expect(new URL(download.url()).pathname).toBe(`/invoices/soumission-${id}.pdf`);
    const pdfFile = path.join(screenshotDir, download.suggestedFilename());
    await download.saveAs(pdfFile);
    const png = pdfFirstPagePng(pdfFile);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.length).toBeGreaterThan(10_000); // a rendered page of text, not a blank one
    const text = pdfToText(pdfFile);
    expect(text).toContain(reference);
    expect(text).toContain('TPS');
    expect(text).toContain('Festival de la poutine');
    // Without the signature, the same address is refused.
    expect((await fetch(`${site.url}/invoices/soumission-${id}.pdf`)).status).toBe(401);

    await page.getByRole('link', { name: /Retour aux soumissions/ }).click();
    await row.waitFor();
    expect(await row.getByRole('img', { name: 'Nouveau' }).count()).toBe(0);
    expect(await row.textContent()).toContain('Confirmé');
    expect(errors).toEqual([]);
    await context.close();
  });
});
