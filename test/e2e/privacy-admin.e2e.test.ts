import AxeBuilder from '@axe-core/playwright';
import { Browser, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { PickupRequest } from '../../server/src/modules/pickup/pickup-request.entity';
import { pickupRestBody } from '../../server/src/modules/pickup/pickup.fixtures';
import { PrivacyRequest } from '../../server/src/modules/privacy/privacy.entities';
import { FIXTURE_PASSWORD, insertUser } from '../../server/src/modules/users/users.fixtures';
import { Role } from '../../server/src/shared/roles';
import { openTestDatabase } from '../../server/src/testing/db';
import { collectPageErrors, describeBrowser, launchChromium, RunningSite, startSite } from './harness';

describeBrowser('unverified requests and Law 25 requests in the back-office (Chromium)', () => {
  let browser: Browser;
  let dataSource: DataSource;
  let site: RunningSite;
  const admin = 'privacy.admin@services-mauricie.test';

  beforeAll(async () => {
    browser = await launchChromium();
    dataSource = await openTestDatabase('sqlite');
    const createdAt = new Date(Date.now() - 86_400_000);
    await insertUser(dataSource, { email: admin, role: Role.ADMIN, createdAt, passwordChangedAt: createdAt });
    site = await startSite(dataSource, { BOT_CHECK: 'on' });
  });
  afterAll(async () => {
    await site?.close();
    await dataSource?.destroy();
    await browser?.close();
  });

  const seriousProblems = async (page: Page) => {
    const { violations } = await new AxeBuilder({ page }).analyze();
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };

  it('shows a legacy /api pickup as "Non vérifiée", confirms it; records a deletion request, completes it, and the data is anonymised', async () => {
    // An old integration posts without a bot-check solution: stored unverified.
    const posted = await fetch(`${site.url}/api/junk/create`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(pickupRestBody({ fullName: 'Roger Ancien', email: 'roger@example.com' })) });
    expect(posted.status).toBe(201);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-CA' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`${site.url}/admin/login`);
    await page.getByLabel('Courriel').fill(admin);
    await page.getByLabel('Mot de passe', { exact: false }).first().fill(FIXTURE_PASSWORD);
    await page.getByRole('button', { name: 'Connexion' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();

    await page.goto(`${site.url}/admin/ramassage`);
    const row = page.getByRole('row', { name: /Roger Ancien/ });
    await row.getByText('Non vérifiée').waitFor();
    expect(await seriousProblems(page)).toEqual([]);
    await row.getByRole('button', { name: 'Confirmer la demande de Roger Ancien' }).click();
    await page.getByRole('row', { name: /Roger Ancien/ }).getByText('Non vérifiée').waitFor({ state: 'detached' });
    expect((await dataSource.getRepository(PickupRequest).findOneByOrFail({ email: 'roger@example.com' })).unverified).toBe(false);

    await page.getByRole('link', { name: 'Confidentialité' }).click();
    await page.getByRole('heading', { level: 1, name: 'Confidentialité' }).waitFor();
    const form = page.getByRole('form', { name: 'Consigner une demande reçue' });
    await form.getByLabel(/Courriel de la personne/).fill('roger@example.com');
    await form.getByLabel('Demande').selectOption('DELETION');
    await form.getByRole('button', { name: 'Consigner' }).click();
    const request = page.getByRole('row', { name: /roger@example\.com/ });
    await request.getByText('Suppression').waitFor();
    expect(await seriousProblems(page)).toEqual([]);
    await request.getByRole('button', { name: 'Marquer traitée la demande de roger@example.com' }).click();
    await page.getByRole('row', { name: /roger@example\.com/ }).getByText(/Renseignements anonymisés/).waitFor();

    const stored = await dataSource.getRepository(PickupRequest).find();
    expect(stored.map((p) => [p.fullName, p.email])).toEqual([['Anonymisé', '']]);
    expect((await dataSource.getRepository(PrivacyRequest).find()).map((r) => [r.kind, r.status, r.channel])).toEqual([['deletion', 'done', 'téléphone']]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
