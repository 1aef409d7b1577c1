import fs from 'node:fs';
import path from 'node:path';
import { Browser } from 'playwright-core';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { PickupRequest } from '../../server/src/modules/pickup/pickup-request.entity';
import { describeEachDb, openTestDatabase } from '../../server/src/testing/db';
import { collectPageErrors, describeBrowser, launchChromium, RunningSite, screenshotDir, startSite } from './harness';

describeBrowser('public site in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    fs.mkdirSync(screenshotDir, { recursive: true });
  });
  afterAll(() => browser?.close());

  describeEachDb('pickup request end to end', (kind) => {
    let dataSource: DataSource;
    let site: RunningSite;
    beforeAll(async () => {
      dataSource = await openTestDatabase(kind);
      site = await startSite(dataSource, { COMPANY_PHONE: '819 555-0177', COMPANY_EMAIL: 'bonjour@exemple.ca' });
    });
    afterAll(async () => {
      await site?.close();
      await dataSource?.destroy();
    });

    it('sends the route’s metadata in the HTML before any JavaScript runs', async () => {
      const res = await fetch(`${site.url}/ramassage`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<title>Ramassage d’encombrants[^<]*<\/title>/);
      expect(html).toContain('<meta name="description"');
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain(`<link rel="canonical"`);
      expect(res.headers.get('content-security-policy')).toContain("object-src 'none'");
    });

    it('fills the form, shows the success text, stores the row, then goes to /confirmation', async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-CA' });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`${site.url}/ramassage`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
      await expect(page.getByRole('link', { name: /819 555-0177/ }).first().isVisible()).resolves.toBe(true);

      // Required fields are checked before anything is sent, whether the click comes before the page's
      // scripts arrived or after (held by client/src/boot.ts, made again once the form's code is there).
      await page.getByRole('button', { name: 'Soumettre ma demande' }).click();
      await page.getByText('Le nom complet est requis.').waitFor();
      expect(await dataSource.getRepository(PickupRequest).count()).toBe(0);

      await page.getByLabel('Nom complet').fill('Gabrielle Bourassa');
      await page.getByLabel('Téléphone').fill('819 555-0123');
      await page.getByLabel('Courriel').fill('gabrielle@example.com');
      await page.getByLabel('Adresse complète').fill('45 rue Notre-Dame Centre, Trois-Rivières');
      await page.getByLabel('Étage').selectOption('2');
      await page.getByLabel('Ascenseur disponible').check();
      await page.getByLabel('Description des objets').fill('Un divan trois places');
      await page.locator('input[type=file]').setInputFiles([
        { name: 'divan.jpg', mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a5a3c' } }).jpeg().toBuffer() },
        { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') },
      ]);
      await page.getByText('Seules les images sont acceptées.').waitFor();
      await page.screenshot({ path: path.join(screenshotDir, `ramassage-${kind}-desktop.png`), fullPage: true });

      await page.getByRole('button', { name: 'Soumettre ma demande' }).click();
      await page.getByText('Votre demande a été soumise avec succès ! Vous recevrez un courriel de confirmation sous peu.').waitFor();

      const rows = await dataSource.getRepository(PickupRequest).find();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        fullName: 'Gabrielle Bourassa',
        phone: '819 555-0123',
        email: 'gabrielle@example.com',
        floor: 2,
        hasElevator: true,
        urgency: false,
        description: 'Un divan trois places',
        photos: ['divan.jpg'],
      });

      await page.waitForURL(`${site.url}/confirmation`, { timeout: 15_000 });
      // Not a dead end (issue #28): the request's number as its e-mail gives it, what was asked, the next steps.
      await page.getByRole('heading', { level: 1, name: 'Demande de ramassage reçue' }).waitFor();
      expect(await page.getByText(`n° ${rows[0]!.id}`, { exact: true }).count()).toBe(1);
      expect(await page.getByText('Un divan trois places').count()).toBe(1);
      await page.getByRole('heading', { name: 'La suite' }).waitFor();
      await page.screenshot({ path: path.join(screenshotDir, `ramassage-confirmation-${kind}-desktop.png`), fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    });

    it('renders the home page and the not-found screen (HTTP 404) on a phone-sized screen', async () => {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-CA' });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`${site.url}/`);
      await page.getByRole('link', { name: 'Obtenir ma soumission' }).waitFor();
      const response = await page.goto(`${site.url}/page-qui-n-existe-pas`);
      expect(response?.status()).toBe(404);
      await page.getByText('Erreur critique : Fichier introuvable...').waitFor();
      await page.screenshot({ path: path.join(screenshotDir, `not-found-${kind}-mobile.png`) });
      // The mobile menu opens, offers Conditions générales and closes on choice.
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('link', { name: 'Conditions générales' }).first().click();
      await page.waitForURL(`${site.url}/conditions-generales`);
      expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
      expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
      await context.close();
    });
  });
});
