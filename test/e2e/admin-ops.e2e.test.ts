import { Browser, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { OutboxMessage } from '../../server/src/modules/mail/outbox-message.entity';
import { PickupRequest, PickupStatus } from '../../server/src/modules/pickup/pickup-request.entity';
import { pickupInput } from '../../server/src/modules/pickup/pickup.fixtures';
import { Service } from '../../server/src/modules/pricing/service.entity';
import { FIXTURE_PASSWORD, insertUser } from '../../server/src/modules/users/users.fixtures';
import { Role } from '../../server/src/shared/roles';
import { openTestDatabase } from '../../server/src/testing/db';
import { collectPageErrors, describeBrowser, launchChromium, RunningSite, startSite } from './harness';

describeBrowser('back-office operations in Chromium', () => {
  let browser: Browser;
  let dataSource: DataSource;
  let site: RunningSite;
  const admin = 'ops.admin@services-mauricie.test';

  beforeAll(async () => {
    browser = await launchChromium();
    dataSource = await openTestDatabase('sqlite');
    const createdAt = new Date(Date.now() - 86_400_000);
    await insertUser(dataSource, { email: admin, role: Role.ADMIN, name: 'Annie Lavoie', createdAt, passwordChangedAt: createdAt });
    site = await startSite(dataSource);
  });
  afterAll(async () => {
    await site?.close();
    await dataSource?.destroy();
    await browser?.close();
  });

  async function signedIn(path: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-CA' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${site.url}/admin/login`);
    await page.getByLabel('Courriel').fill(admin);
    await page.getByLabel('Mot de passe', { exact: false }).first().fill(FIXTURE_PASSWORD);
    await page.getByRole('button', { name: 'Connexion' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    await page.goto(`${site.url}${path}`);
    return { page, errors, close: () => context.close() };
  }

  it('takes a pickup request through estimate and scheduling, with the two e-mails in the outbox', async () => {
    const repo = dataSource.getRepository(PickupRequest);
    const request = repo.create({
      ...pickupInput({ fullName: 'Réjean Bélanger', email: 'rejean@example.com' }),
      status: PickupStatus.NEW,
      estimateCents: null,
      scheduledDate: null,
      scheduledSlot: null,
      updatedAt: null,
      createdAt: new Date(),
    });
    await repo.insert(request);

    const { page, errors, close } = await signedIn('/admin/orders');
    await page.getByRole('link', { name: 'Détails de la demande de Réjean Bélanger' }).click();
    const panel = page.getByRole('region', { name: /Demande n° \d+ — Réjean Bélanger/ });
    await panel.getByLabel(/Montant de l’estimation/).fill('149,50');
    await panel.getByRole('button', { name: 'Envoyer l’estimation' }).click();
    await panel.getByText('Estimation envoyée au client par courriel.').waitFor();
    await panel.getByLabel('Date de passage').fill('2026-12-01');
    await panel.getByLabel('Plage').selectOption('PM');
    await panel.getByRole('button', { name: 'Planifier et aviser le client' }).click();
    await panel.getByText('Ramassage planifié ; le client est avisé par courriel.').waitFor();

    const stored = await repo.findOneByOrFail({ id: request.id });
    expect(stored).toMatchObject({ status: PickupStatus.SCHEDULED, estimateCents: 14950, scheduledDate: '2026-12-01', scheduledSlot: 'PM' });
    const mails = await dataSource.getRepository(OutboxMessage).find({ where: { to: 'rejean@example.com' }, order: { id: 'ASC' } });
    // The scheduling e-mail is the customer messages' (issue #26), keyed by the date and slot it announces.
    expect(mails.map((mail) => mail.dedupeKey)).toEqual([`pickup-request:${request.id}:estimate`, `pickup-request:${request.id}:scheduled:2026-12-01:PM`]);
    expect(errors).toEqual([]);
    await close();
  });

  it('lists a customer who sent a pickup request from the site, and opens their file with “Voir détails”', async () => {
    // The mutation the /ramassage form sends; the same address again in capitals later is the same customer.
    const send = (email: string) =>
      fetch(`${site.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) { id } }',
          variables: { input: { ...pickupInput({ fullName: 'Éloïse Côté', email, phone: '819 555-0177' }) } },
        }),
      }).then((res) => res.json() as Promise<{ data?: { createPickupRequest: { id: string } } }>);
    expect((await send('eloise.cote@example.com')).data?.createPickupRequest.id).toBeDefined();
    expect((await send('Eloise.Cote@Example.com')).data?.createPickupRequest.id).toBeDefined();

    const { page, errors, close } = await signedIn('/admin/clients');
    await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill('eloise cote');
    const row = page.getByRole('row', { name: /Éloïse Côté/ });
    await row.getByText('2 ramassages').waitFor();
    await expect(page.getByRole('row', { name: /Éloïse Côté/ }).count()).resolves.toBe(1);
    await row.getByRole('button', { name: 'Voir les détails de Éloïse Côté' }).click();
    const dialog = page.getByRole('dialog', { name: 'Client : Éloïse Côté' });
    await dialog.getByRole('heading', { name: 'Demandes de ramassage' }).waitFor();
    await expect(dialog.getByRole('link', { name: /Ouvrir la demande de ramassage/ }).count()).resolves.toBe(2);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows a changed price on /deneigement', async () => {
    const services = dataSource.getRepository(Service);
    const base = await services.findOneByOrFail({ name: 'snow.oneShot.base' });
    const { page, errors, close } = await signedIn('/admin/tarification');
    await page.getByRole('button', { name: `Modifier le prix de ${base.label}` }).click();
    await page.getByLabel(`Prix de ${base.label} ($)`).fill('93.25');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.getByText(/Enregistré/).first().waitFor();
    expect((await services.findOneByOrFail({ id: base.id })).price).toBe(9325);

    await page.goto(`${site.url}/deneigement`);
    await page.getByText(/93,25/).first().waitFor();
    expect(errors).toEqual([]);
    await close();
    await services.update({ id: base.id }, { price: base.price });
  });

  it('styles the inventory calendar under the site’s CSP (FullCalendar’s rules go into the allowed empty style element)', async () => {
    const { page, errors, close } = await signedIn('/admin/tarification');
    const csp: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
    });
    await page.getByRole('button', { name: 'Afficher le calendrier' }).click();
    await page.locator('.fc-toolbar').first().waitFor();
    const styled = await page.evaluate(() => {
      const sheet = document.querySelector<HTMLStyleElement>('style[data-fullcalendar]')?.sheet;
      const toolbar = document.querySelector('.fc-toolbar');
      return { rules: sheet?.cssRules.length ?? -1, display: toolbar ? getComputedStyle(toolbar).display : null };
    });
    expect(styled.rules).toBeGreaterThan(100);
    expect(styled.display).toBe('flex');
    expect(csp).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
