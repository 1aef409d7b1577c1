import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { inTransaction } from '../../server/src/kernel/transactions';
import { availabilityHandlers } from '../../server/src/modules/availability/availability.listener';
import { AvailabilityService } from '../../server/src/modules/availability/availability.service';
import { EquipmentAllocation } from '../../server/src/modules/availability/equipment-allocation.entities';
import { EventRequest } from '../../server/src/modules/events/event-request.entity';
import { EventBus } from '../../server/src/kernel/events';
import { eventRestBody } from '../../server/src/modules/events/events.fixtures';
import { clearTables, openTestDatabase } from '../../server/src/testing/db';
import { restoreSeedStock } from '../../server/src/modules/pricing/pricing.fixtures';
import { collectPageErrors, describeBrowser, launchChromium, RunningSite, screenshotDir, startSite } from './harness';

const stepHeading = (page: Page, title: string) => page.getByRole('heading', { level: 3, name: new RegExp(title) });

/**
 * Issue #16 in Chromium: two customers quote the same weekend; the first one's acceptance takes the
 * last toilets; the second customer's wizard shows "Complet pour ces dates" for them, the counter
 * stops at 0, and a request forced straight to POST /api/event is refused with the French message.
 * The acceptance is the portal's `quote.accepted` transition, emitted here directly on the same
 * database through the event spine (the handlers the application subscribes).
 */
describeBrowser('equipment availability in the wizard [sqlite]', () => {
  let browser: Browser;
  let dataSource: DataSource;
  let site: RunningSite;
  let context: BrowserContext | undefined;
  const lifecycle = new EventBus();

  beforeAll(async () => {
    fs.mkdirSync(screenshotDir, { recursive: true });
    browser = await launchChromium();
    dataSource = await openTestDatabase('sqlite');
    site = await startSite(dataSource);
    lifecycle.subscribe('availability', availabilityHandlers(new AvailabilityService(dataSource, { holdHours: 48 })));
  });
  afterAll(async () => {
    await site?.close();
    await dataSource?.destroy();
    await browser?.close();
  });
  beforeEach(async () => {
    await clearTables(dataSource);
    await restoreSeedStock(dataSource);
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  /** Steps 1 and 2 of the wizard for the weekend of 2026-08-08. */
  async function toStep3(page: Page, participants: string) {
    await page.goto(`${site.url}/evenementiel`);
    await page.getByLabel('Nom de l’événement').fill('Festival du weekend');
    await page.getByLabel('Type d’événement').selectOption('festival');
    await page.getByLabel('Nombre de participants attendus').fill(participants);
    await page.getByLabel('Adresse complète de l’événement').fill('1620 rue Notre-Dame Centre, Trois-Rivières');
    await page.getByLabel('Date de début (jour/mois/année)').fill('2026-08-08');
    await page.getByLabel('Date de fin (jour/mois/année)').fill('2026-08-09');
    await page.getByText('Durée estimée : 2 jours').waitFor();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await stepHeading(page, 'Profil de l’événement').waitFor();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await stepHeading(page, 'Équipements et services').waitFor();
  }

  it('the first acceptance takes the last toilets; the second customer sees "Complet" and a forced post is refused', async () => {
    // Customer 1: a request for the weekend with 30 toilets (all of them), through the public API.
    const first = await fetch(`${site.url}/api/event`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        eventRestBody({ sendCopy: false, dateStart: '2026-08-08', dateEnd: '2026-08-09', email: 'premier@exemple.ca', materials: { bac: 2, baril: 0, ilot: 0, toilette: 30, lavage: 0 } }),
      ),
    });
    expect(first.status).toBe(201);

    // Customer 2 quotes the same weekend before the acceptance: toilets are still all there.
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-CA' });
    let page = await context.newPage();
    const errors = collectPageErrors(page);
    await toStep3(page, '1200');
    const toilets = page.getByRole('group', { name: 'Toilette chimique' });
    await toilets.getByText('Disponible', { exact: true }).waitFor();

    // Customer 1 accepts (the portal's transition): the 30 toilets are reserved.
    const event = await dataSource.getRepository(EventRequest).findOneByOrFail({ email: 'premier@exemple.ca' });
    await inTransaction(dataSource, (em) =>
      lifecycle.emit(em, {
        type: 'quote.accepted',
        at: new Date(),
        quote: {
          eventRequestId: event.id,
          revisionId: 1,
          revisionNumber: 1,
          reference: event.reference,
          clientEmail: event.email,
          clientName: event.companyName,
          clientAddress: event.address,
          dateStart: event.dateStart,
          dateEnd: event.dateEnd,
          equipment: [
            { code: 'toilette', quantity: 30 },
            { code: 'bac', quantity: 2 },
          ],
          lines: [],
          subtotalCents: 0,
          gstCents: 0,
          qstCents: 0,
          totalCents: 0,
        },
      }),
    );
    expect(await dataSource.getRepository(EquipmentAllocation).countBy({ eventRequestId: event.id })).toBe(2);

    // Customer 2 comes back to the wizard: "Complet pour ces dates", the counter stays at 0.
    await context.close();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-CA' });
    page = await context.newPage();
    const errors2 = collectPageErrors(page);
    await toStep3(page, '1200');
    const full = page.getByRole('group', { name: 'Toilette chimique' });
    await full.getByText('Complet pour ces dates').waitFor();
    const count = () => full.getByRole('status').textContent();
    expect(await count()).toBe('Toilette chimique : 0');
    const add = page.getByRole('button', { name: 'Ajouter une toilette chimique' });
    expect(await add.getAttribute('aria-disabled')).toBe('true');
    await add.click({ force: true });
    expect(await count()).toBe('Toilette chimique : 0');
    // Other items still show what is left.
    await page.getByRole('group', { name: 'Bac roulant 360 L' }).getByText('Disponible', { exact: true }).waitFor();
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'evenementiel-complet.png'), fullPage: true });

    // A request forced straight to the server is refused with the French message, nothing stored.
    const before = await dataSource.getRepository(EventRequest).count();
    const forced = await fetch(`${site.url}/api/event`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(eventRestBody({ sendCopy: false, dateStart: '2026-08-08', dateEnd: '2026-08-09', email: 'second@exemple.ca', materials: { bac: 0, baril: 0, ilot: 0, toilette: 1, lavage: 0 } })),
    });
    expect(forced.status).toBe(400);
    expect(await forced.json()).toMatchObject({ error: 'Il reste 0 toilette pour ces dates.', fieldErrors: { 'materials.toilette': 'Il reste 0 toilette pour ces dates.' } });
    expect(await dataSource.getRepository(EventRequest).count()).toBe(before);
    expect([...errors, ...errors2]).toEqual([]);
  });
});
