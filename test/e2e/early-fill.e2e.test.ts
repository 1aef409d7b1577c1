import { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { PickupPhoto } from '../../server/src/modules/pickup/pickup-photo.entity';
import { PickupRequest } from '../../server/src/modules/pickup/pickup-request.entity';
import { SNOW_MESSAGES, VALIDATION } from '../../server/src/shared/messages.fr';
import { openTestDatabase } from '../../server/src/testing/db';
import { collectPageErrors, describeBrowser, HeldRequests, holdRequests, launchChromium, RunningSite, startSite } from './harness';

/**
 * Issue #28: a field filled before its form's code arrived (a browser's autofill does exactly that,
 * and so does a fast visitor) and left with Tab must be checked once the form is hydrated: the quote
 * forms are interaction islands (client/src/lib/interaction-island.ts) whose code is held back here
 * until the field is filled and left, so the fill happens on the server's markup.
 */
interface Form {
  path: string;
  /** The island's own chunk (build/client/assets/<name>-<hash>.js). */
  chunk: RegExp;
  /** The field's selector. */
  field: string;
  invalid: string;
  error: string;
  valid: string;
  /** The form's button that checks its fields (the order, the request, the wizard's first step). */
  submit: string;
}

const FORMS: Form[] = [
  { path: '/deneigement', chunk: /\/SnowQuoteForm-[\w-]+\.js$/, field: '#snow-address', invalid: '100 rue Principale, Shawinigan', error: SNOW_MESSAGES.outOfZone, valid: '1250 rue Royale, Trois-Rivières, QC G9A 4J6', submit: 'Valider ma commande' },
  { path: '/ramassage', chunk: /\/PickupForm-[\w-]+\.js$/, field: '#pickup-email', invalid: 'marie@', error: VALIDATION.email, valid: 'marie@example.com', submit: 'Soumettre ma demande' },
  { path: '/evenementiel', chunk: /\/EventWizard-[\w-]+\.js$/, field: '#event-participants', invalid: '0', error: 'Le nombre de participants doit être d’au moins 1.', valid: '120', submit: 'Continuer' },
];

/** Polls an expression in the page (the site's CSP forbids the eval that page.waitForFunction uses). */
async function until(page: Page, expression: string): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    if (await page.evaluate(expression)) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`Still false after 10 s: ${expression}`);
}

describeBrowser('quote forms filled before their code arrived', () => {
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

  /** Opens the page with the island's chunk held back; `release` lets it through. */
  async function openHeld(form: Form): Promise<{ page: Page; errors: string[]; island: HeldRequests; release: () => void; close: () => Promise<void> }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-CA' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    page.on('dialog', (dialog) => void dialog.dismiss());
    const island = await holdRequests(page, form.chunk);
    await page.goto(`${site.url}${form.path}`);
    // The page itself is hydrated (its handlers hold the forms), the island is still waiting.
    await until(page, 'window.__formsReady === true');
    return {
      page,
      errors,
      island,
      release: island.release,
      close: () => context.close(),
    };
  }

  const fieldError = (page: Page, form: Form) => page.getByText(form.error, { exact: true });

  it.each(FORMS)('$path: an invalid value filled and left before hydration shows its error once hydrated', async (form) => {
    const { page, errors, island, release, close } = await openHeld(form);
    const field = page.locator(form.field);
    await field.fill(form.invalid);
    await field.press('Tab');
    // The fill asked for the island's code, which is still held: nothing checked the field yet. (The request
    // reaches this process's route handler a moment after the page sends it: waited for, at most 10 s.)
    await island.requested();
    expect(island.count()).toBeGreaterThan(0);
    release();
    await fieldError(page, form).waitFor({ timeout: 5_000 });
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(errors).toEqual([]);
    await close();
  });

  it.each(FORMS)('$path: a valid value filled and left before hydration is kept, with no error', async (form) => {
    const { page, errors, release, close } = await openHeld(form);
    const field = page.locator(form.field);
    await field.fill(form.valid);
    await field.press('Tab');
    release();
    // The form checks its fields: the others, left empty, are marked invalid once its code has run (the
    // replay handed it the value; without it this field would say it is required). Not 'networkidle':
    // it says nothing about the form, and at load 10 it did not come within 30 s on /ramassage.
    await page.getByRole('button', { name: form.submit }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    expect(await field.inputValue()).toBe(form.valid);
    expect(await fieldError(page, form).count()).toBe(0);
    expect(await field.getAttribute('aria-invalid')).not.toBe('true');
    expect(errors).toEqual([]);
    await close();
  });

  it('/deneigement: « Valider ma commande » pressed before hydration with an address outside the zone says why under the field', async () => {
    const form = FORMS[0]!;
    const { page, release, close } = await openHeld(form);
    const field = page.locator(form.field);
    await field.fill(form.invalid);
    await page.locator('#snow-email').fill('gabrielle@example.com');
    await page.getByRole('button', { name: 'Valider ma commande' }).click({ force: true });
    release();
    await page.getByText(/nous desservons uniquement la ville de Trois-Rivières/).first().waitFor({ timeout: 5_000 });
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await close();
  });

  it('/ramassage: « Soumettre ma demande » pressed before the application arrived checks the form once it has, with no other interaction', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-CA' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // React itself (the application's, not the entry script's) held back: the page stays the server's markup.
    const react = await holdRequests(page, /\/react-[\w-]+\.js$/);
    const asked = page.waitForRequest(/\/react-[\w-]+\.js$/);
    await page.goto(`${site.url}/ramassage`);
    await asked;
    await page.locator('#pickup-email').fill('marie@example.com');
    await page.getByRole('button', { name: 'Soumettre ma demande' }).click();
    // Held by the entry script (client/src/boot.ts), not sent by the browser in the address.
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate('window.__formsReady === true')).toBe(false);
    react.release();
    // Nothing more from the visitor: the form's code comes with the application, the held submission is made.
    await page.getByText(VALIDATION.fullNameRequired).waitFor({ timeout: 10_000 });
    expect(await page.locator('#pickup-email').inputValue()).toBe('marie@example.com');
    expect(await page.locator('#pickup-email').getAttribute('aria-invalid')).not.toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/ramassage: a photo chosen before the form’s code arrived is sent with the request', async () => {
    const form = FORMS[1]!;
    const { page, errors, release, close } = await openHeld(form);
    await page.getByLabel('Nom complet').fill('Gabrielle Bourassa');
    await page.getByLabel('Téléphone').fill('819 555-0123');
    await page.getByLabel('Courriel').fill('photo-avant@example.com');
    await page.getByLabel('Adresse complète').fill('45 rue Notre-Dame Centre, Trois-Rivières');
    await page.locator('input[type=file]').setInputFiles([
      { name: 'divan.jpg', mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a5a3c' } }).jpeg().toBuffer() },
    ]);
    release();
    // Once the form holds it, the photo is listed as chosen.
    await page.getByRole('list', { name: 'Photos sélectionnées' }).getByText('divan.jpg').waitFor();
    await page.getByRole('button', { name: form.submit }).click();
    await page.getByText('Votre demande a été soumise avec succès !').waitFor();
    const request = await dataSource.getRepository(PickupRequest).findOneByOrFail({ email: 'photo-avant@example.com' });
    expect(request.photos).toEqual(['divan.jpg']);
    expect(await dataSource.getRepository(PickupPhoto).countBy({ pickupRequestId: request.id })).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('/deneigement: a valid order filled before hydration goes through to the payment page', async () => {
    const form = FORMS[0]!;
    const { page, errors, release, close } = await openHeld(form);
    const field = page.locator(form.field);
    await field.fill(form.valid);
    await field.press('Tab');
    await page.locator('#snow-email').fill('gabrielle@example.com');
    await page.locator('#snow-email').press('Tab');
    release();
    await page.getByRole('complementary', { name: 'Récapitulatif' }).getByText('Sous-total').waitFor();
    // The form asks for the customer's name and mobile since issue #27 (the driver calls them).
    await page.getByLabel(/^Nom complet/).fill('Gabrielle Roy');
    await page.getByLabel(/^Téléphone cellulaire/).fill('819 555-1234');
    await page.getByRole('button', { name: 'Valider ma commande' }).click();
    await page.waitForURL(/\/paiement-demo\/[\w-]+$/);
    expect(errors).toEqual([]);
    await close();
  });
});
