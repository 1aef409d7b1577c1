import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { Browser, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { OutboxMessage } from '../../server/src/modules/mail/outbox-message.entity';
import { SnowOrder, SnowOrderStatus } from '../../server/src/modules/snow/snow-order.entity';
import { openTestDatabase } from '../../server/src/testing/db';
import { collectPageErrors, describeBrowser, launchChromium, RunningSite, screenshotDir, startSite } from './harness';

const OUT_OF_ZONE = '❌ Malheureusement, nous desservons uniquement la ville de Trois-Rivières.';
const INVALID_ADDRESS_ALERT = '❌ Adresse invalide. Nous desservons uniquement la ville de Trois-Rivières.';
const ADDRESS = '1250 rue Royale, Trois-Rivières, QC G9A 4J6';
const nb = '\u00a0';

/** Serious and critical accessibility problems axe finds on the page as it is now. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The value beside a term of a definition list on the page. */
async function detail(page: Page, label: string): Promise<string | null> {
  return page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]').first().textContent();
}

describeBrowser('snow-removal order in Chromium', () => {
  let browser: Browser;
  let dataSource: DataSource;
  let site: RunningSite;
  beforeAll(async () => {
    browser = await launchChromium();
    fs.mkdirSync(screenshotDir, { recursive: true });
    // SQLite, the embedded default; the demo checkout (no Stripe key).
    dataSource = await openTestDatabase('sqlite');
    site = await startSite(dataSource, { COMPANY_EMAIL: 'bonjour@exemple.ca' });
  });
  afterAll(async () => {
    await site?.close();
    await dataSource?.destroy();
    await browser?.close();
  });

  it('refuses an address outside Trois-Rivières, then orders, pays on the demo checkout and confirms (survives a reload)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-CA' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });

    await page.goto(`${site.url}/deneigement`);
    await page.getByRole('heading', { level: 1, name: 'Soumission de déneigement' }).waitFor();
    await page.getByText('Aucun paiement n’est requis pour le moment').waitFor();
    const summary = page.getByRole('complementary', { name: 'Récapitulatif' });
    await summary.getByText('Sous-total').waitFor();
    expect(await detail(page, 'Total')).toBe(`402,41${nb}$`);

    // Submitting with no address: the spec's alert, nothing stored.
    await page.getByLabel('Adresse courriel').fill('gabrielle@example.com');
    await page.getByRole('button', { name: 'Valider ma commande' }).click();
    await page.waitForFunction("document.activeElement?.id === 'snow-address'");
    expect(alerts).toEqual([INVALID_ADDRESS_ALERT]);

    // Out of zone: cleared on leaving the field, red message under it.
    const address = page.getByLabel('Adresse complète');
    await address.fill('100 rue Principale, Shawinigan');
    await address.press('Tab');
    await page.getByText(OUT_OF_ZONE).waitFor();
    expect(await address.inputValue()).toBe('');
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate("getComputedStyle(document.getElementById('snow-address')).borderTopColor")).toBe('rgb(185, 28, 28)');
    await page.screenshot({ path: path.join(screenshotDir, 'deneigement-hors-zone-desktop.png'), fullPage: true });

    // A valid order: subscription with abrasive.
    await address.fill(ADDRESS);
    await address.press('Tab');
    await expect(page.getByText(OUT_OF_ZONE).count()).resolves.toBe(0);
    await page.getByLabel('Épandage d’abrasif').check();
    expect(await detail(page, 'Total')).toBe(`494,39${nb}$`);
    await page.getByRole('button', { name: /Note spéciale/ }).click();
    await page.getByLabel('Note spéciale', { exact: true }).fill('Entrée de côté');
    // Issue #27: the customer's name and mobile phone, for the driver.
    await page.getByLabel(/^Nom complet/).fill('Gabrielle Roy');
    await page.getByLabel(/^Téléphone cellulaire/).fill('819 555-1234');
    expect(await axeViolations(page)).toEqual([]);

    // The price modal: Escape closes it and gives the focus back.
    await page.getByRole('button', { name: 'Voir le détail des prix' }).click();
    const dialog = page.getByRole('dialog', { name: 'Détail des prix' });
    await dialog.waitFor();
    await dialog.getByText(`+80${nb}$ (+2,60${nb}$ par visite)`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'deneigement-detail-prix-desktop.png') });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate('document.activeElement?.textContent')).toBe('Voir le détail des prix');
    await page.screenshot({ path: path.join(screenshotDir, 'deneigement-desktop.png'), fullPage: true });

    await page.getByRole('button', { name: 'Valider ma commande' }).click();
    await page.waitForURL(/\/paiement-demo\/[\w-]+$/);
    await page.getByRole('heading', { name: 'Paiement de démonstration' }).waitFor();
    await page.getByText(/Ceci est une démonstration : aucune carte n’est demandée ni débitée/).waitFor();
    await page.getByText('Total à payer').waitFor();
    expect(await detail(page, 'Total à payer')).toBe(`494,39${nb}$`);
    const [pending] = await dataSource.getRepository(SnowOrder).find();
    expect(pending).toMatchObject({ status: SnowOrderStatus.PENDING, mode: 'abonnement', abrasif: true, urgent: false, total: 49_439, note: 'Entrée de côté' });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'paiement-demo-desktop.png'), fullPage: true });

    await page.getByRole('button', { name: 'Payer' }).click();
    await page.waitForURL(/\/confirmation\?session_id=demo_[\w-]+$/);
    const checkConfirmation = async () => {
      await page.getByRole('heading', { level: 1, name: 'Paiement confirmé avec succès' }).waitFor();
      await page.getByText('Abonnement Saison', { exact: true }).waitFor();
      expect(await detail(page, 'Adresse')).toBe(ADDRESS);
      expect(await detail(page, 'Type de service')).toBe('Abonnement saisonnier');
      expect(await detail(page, 'Options')).toBe('Épandage d’abrasif');
      expect(await detail(page, 'Total payé')).toBe(`494,39${nb}$`);
      expect(await detail(page, 'Courriel')).toBe('g•••@example.com');
      expect(await detail(page, 'Code de confirmation')).toBe(pending!.confirmationCode);
    };
    await checkConfirmation();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'confirmation-desktop.png'), fullPage: true });

    // The order is paid on the server and its receipt queued, with the season contract's PDF (a subscription).
    expect(await dataSource.getRepository(SnowOrder).findOneByOrFail({ id: pending!.id })).toMatchObject({ status: SnowOrderStatus.PAID });
    // To the customer: the receipt and the contract; to the office: the new business (issue #26).
    expect((await dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } })).map((m) => m.dedupeKey)).toEqual([
      `snow-order:${pending!.id}:receipt`,
      `snow-contract:${pending!.id}:pdf`,
      expect.stringMatching(/^inbox:\d+:/),
    ]);

    // A reload (or a return from Stripe) still shows the order: it comes from the server.
    await page.reload();
    await checkConfirmation();
    expect(await page.getByRole('link', { name: 'Planifier un autre service' }).getAttribute('href')).toBe('/services');

    // Phone-sized screens.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: path.join(screenshotDir, 'confirmation-mobile.png'), fullPage: true });
    await page.goto(`${site.url}/deneigement`);
    // On a phone the summary is below the fields: the form is hydrated (and the prices shown) once it
    // is in view or at the first interaction (client/src/lib/interaction-island.ts).
    await page.getByRole('complementary', { name: 'Récapitulatif' }).scrollIntoViewIfNeeded();
    await page.getByRole('complementary', { name: 'Récapitulatif' }).getByText('Sous-total').waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'deneigement-mobile.png'), fullPage: true });
    await page.getByRole('button', { name: 'Voir le détail des prix' }).click();
    await page.getByRole('dialog', { name: 'Détail des prix' }).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'deneigement-detail-prix-mobile.png') });
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends /confirmation without a session or state back home', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-CA' });
    const page = await context.newPage();
    await page.goto(`${site.url}/confirmation`);
    await page.waitForURL(`${site.url}/`);
    await context.close();
  });
});
