import AxeBuilder from '@axe-core/playwright';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { EventMaterialLine } from '../../server/src/modules/events/event-material-line.entity';
import { EventRequest } from '../../server/src/modules/events/event-request.entity';
import { restoreSeedPrices } from '../../server/src/modules/pricing/pricing.fixtures';
import { PriceUnit, Service, ServiceCategory } from '../../server/src/modules/pricing/service.entity';
import { clearTables, openTestDatabase } from '../../server/src/testing/db';
import { collectPageErrors, describeBrowser, launchChromium, RunningSite, startSite } from './harness';

const stepHeading = (page: Page, title: string) => page.getByRole('heading', { level: 3, name: new RegExp(title) });

/**
 * Issue #28 in Chromium: a tent staff added to the price list (par jour) shows on /evenementiel with
 * its unit at 375 and 1280 px, is estimated and requested, and the server stores it priced by the
 * price list; a row staff withdrew does not show.
 */
describeBrowser('the price list’s catalogue on the event wizard [sqlite]', () => {
  let browser: Browser;
  let dataSource: DataSource;
  let site: RunningSite;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
    dataSource = await openTestDatabase('sqlite');
    site = await startSite(dataSource);
  });
  afterAll(async () => {
    await restoreSeedPrices(dataSource);
    await site?.close();
    await dataSource?.destroy();
    await browser?.close();
  });
  beforeEach(async () => {
    await clearTables(dataSource);
    await restoreSeedPrices(dataSource);
    const services = dataSource.getRepository(Service);
    await services.insert({ name: 'event.tente10x10', label: 'Tente 10 × 10 pi', category: ServiceCategory.EXTRA, unit: PriceUnit.UNIT_DAY, price: 15_000, active: true });
    await services.insert({ name: 'event.ancien', label: 'Article retiré', category: ServiceCategory.EXTRA, unit: PriceUnit.ITEM, price: 1_000, active: false });
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function toStep3(page: Page) {
    await page.goto(`${site.url}/evenementiel`);
    await page.getByLabel('Nom de l’événement').fill('Marché de Noël');
    await page.getByLabel('Type d’événement').selectOption('foire');
    await page.getByLabel('Nombre de participants attendus').fill('50');
    await page.getByLabel('Adresse complète de l’événement').fill('1620 rue Notre-Dame Centre, Trois-Rivières');
    await page.getByLabel('Date de début (jour/mois/année)').fill('2026-12-05');
    await page.getByLabel('Date de fin (jour/mois/année)').fill('2026-12-06');
    await page.getByText('Durée estimée : 2 jours').waitFor();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await stepHeading(page, 'Profil de l’événement').waitFor();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await stepHeading(page, 'Équipements et services').waitFor();
  }

  it.each([
    ['phone', 375, 812],
    ['desktop', 1280, 900],
  ])('shows the tent with « par jour » (%s), estimates it and the server stores it priced from the list', async (_name, width, height) => {
    context = await browser.newContext({ viewport: { width, height }, locale: 'fr-CA' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await toStep3(page);

    const tent = page.getByRole('group', { name: 'Tente 10 × 10 pi' });
    await tent.getByText('150,00 $ par jour').waitFor();
    expect(await page.getByText('Article retiré').count()).toBe(0);
    await page.getByRole('button', { name: 'Ajouter un article : Tente 10 × 10 pi' }).click();
    await page.getByRole('button', { name: 'Ajouter un article : Tente 10 × 10 pi' }).click();
    const estimate = page.getByRole('list', { name: 'Détail de l’estimation' });
    await estimate.getByText('2 × Tente 10 × 10 pi × 2 jours').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const { violations } = await new AxeBuilder({ page }).include('#event-extras-title').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await page.getByRole('button', { name: 'Continuer' }).click();
    await stepHeading(page, 'Coordonnées de l’entreprise').waitFor();
    await page.getByLabel('Nom de l’entreprise ou de l’organisme').fill('SDC Trois-Rivières');
    await page.getByLabel('NEQ').fill('1171234567');
    await page.getByRole('textbox', { name: 'Courriel' }).fill('evenements@sdc.ca');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await stepHeading(page, 'Résumé et envoi').waitFor();
    await page.getByRole('button', { name: 'Soumettre la demande' }).click();
    await page.getByRole('heading', { name: 'Demande de soumission envoyée' }).waitFor();

    const request = await dataSource.getRepository(EventRequest).findOneByOrFail({ email: 'evenements@sdc.ca' });
    expect(request.subtotal).toBe(60_000);
    expect(await dataSource.getRepository(EventMaterialLine).findBy({ eventRequestId: request.id })).toEqual([
      expect.objectContaining({ type: 'tente10x10', unit: 'unit_day', label: 'Tente 10 × 10 pi', quantity: 2, unitPrice: 15_000, days: 2, lineTotal: 60_000 }),
    ]);
    expect(errors).toEqual([]);
  });
});
