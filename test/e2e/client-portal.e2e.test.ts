import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { eventRestBody } from '../../server/src/modules/events/events.fixtures';
import { EventRequest } from '../../server/src/modules/events/event-request.entity';
import { OutboxMessage } from '../../server/src/modules/mail/outbox-message.entity';
import { QuoteRevision } from '../../server/src/modules/portal/portal.entities';
import { FIXTURE_PASSWORD, insertUser } from '../../server/src/modules/users/users.fixtures';
import { CLIENT_TERMS_VERSION, PORTAL_MESSAGES } from '../../server/src/shared/portal.messages.fr';
import { Role } from '../../server/src/shared/roles';
import { clearTables, openTestDatabase } from '../../server/src/testing/db';
import { collectPageErrors, describeBrowser, launchChromium, RunningSite, screenshotDir, startSite } from './harness';

const CUSTOMER = 'info@festivalsmauricie.ca';
const OTHER = 'bob@foire-agricole.ca';
const MANAGER = 'gerant@services-mauricie.test';

/** No WCAG A/AA violation on what is on screen. */
async function expectAccessible(page: Page, label: string, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  expect([label, violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)]).toEqual([label, []]);
}

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = (await page.evaluate(
    '({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth })',
  )) as { scrollWidth: number; clientWidth: number };
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

describeBrowser('client portal in Chromium [sqlite]', () => {
  let browser: Browser;
  let dataSource: DataSource;
  let site: RunningSite;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    fs.mkdirSync(screenshotDir, { recursive: true });
    browser = await launchChromium();
    dataSource = await openTestDatabase('sqlite');
    site = await startSite(dataSource);
  });
  afterAll(async () => {
    await site?.close();
    await dataSource?.destroy();
    await browser?.close();
  });
  beforeEach(async () => {
    await clearTables(dataSource);
    const createdAt = new Date(Date.now() - 86_400_000);
    await insertUser(dataSource, { email: MANAGER, role: Role.MANAGER, name: 'Gisèle Roy', createdAt, passwordChangedAt: createdAt });
  });
  afterEach(async () => {
    // Screens as they were at the end (a failure leaves its last screen here).
    for (const [index, context] of contexts.entries()) {
      for (const page of context.pages()) await page.screenshot({ path: path.join(screenshotDir, `portail-fin-${index}.png`), fullPage: true }).catch(() => undefined);
    }
    while (contexts.length) await contexts.pop()!.close();
  });

  const newPage = async (width: number, height = 800) => {
    const context = await browser.newContext({ viewport: { width, height }, locale: 'fr-CA' });
    contexts.push(context);
    const page = await context.newPage();
    return { context, page, errors: collectPageErrors(page) };
  };

  /** The latest sign-in link e-mailed to `to`, from the outbox. */
  const linkFromOutbox = async (to: string) => {
    const mails = await dataSource.getRepository(OutboxMessage).find({ where: { to }, order: { id: 'DESC' } });
    const mail = mails.find((m) => m.subject.includes('lien de connexion'));
    expect(mail).toBeDefined();
    const url = /(https?:\/\/\S+\/client\/connexion#jeton=[A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    // The e-mail names PUBLIC_URL; the test site listens elsewhere.
    return `${site.url}${new URL(url).pathname}${new URL(url).hash}`;
  };

  /** Asks for a link on /client, takes it from the outbox, opens it: the portal's home. */
  const signIn = async (page: Page, email: string) => {
    await page.goto(`${site.url}/client`);
    await page.getByRole('heading', { level: 1, name: 'Mon espace client' }).waitFor();
    await page.getByLabel('Adresse courriel').fill(email);
    await page.getByRole('button', { name: 'Recevoir mon lien' }).click();
    await page.getByText(PORTAL_MESSAGES.linkRequested).waitFor();
    const link = await linkFromOutbox(email);
    await page.goto(link);
    await page.getByRole('navigation', { name: 'Mon espace client' }).waitFor();
    return link;
  };

  it('wizard → staff revise and send → link from the outbox → portal shows the revision → accept → staff see "acceptée" with the signature; another customer reads nothing of it', async () => {
    // 1. A new customer submits the event wizard (phone width).
    const customer = await newPage(375);
    const { page } = customer;
    await page.goto(`${site.url}/evenementiel`);
    await page.getByRole('heading', { level: 2, name: 'Formulaire événementiel professionnel' }).waitFor();
    await page.getByLabel('Nom de l’événement').fill('Festival de la poutine');
    await page.getByLabel('Type d’événement').selectOption('festival');
    await page.getByLabel('Nombre de participants attendus').fill('1200');
    await page.getByLabel('Adresse complète de l’événement').fill('1620 rue Notre-Dame Centre, Trois-Rivières');
    await page.getByLabel('Date de début (jour/mois/année)').fill('2027-07-10');
    await page.getByLabel('Date de fin (jour/mois/année)').fill('2027-07-12');
    await page.getByText('Durée estimée : 3 jours').waitFor();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel('Superficie approximative (pi²)').fill('25000');
    await page.getByLabel('Nombre de zones ou kiosques').fill('8');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('heading', { level: 3, name: /Équipements et services/ }).waitFor();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel('Nom de l’entreprise ou de l’organisme').fill('Festivals Mauricie inc.');
    await page.getByLabel('NEQ').fill('1171234567');
    await page.getByLabel('Courriel').fill(CUSTOMER);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('heading', { level: 3, name: /Résumé et envoi/ }).waitFor();
    await page.getByRole('button', { name: 'Soumettre la demande' }).click();
    await page.getByRole('heading', { name: 'Demande de soumission envoyée' }).waitFor();
    const [event] = await dataSource.getRepository(EventRequest).find();
    expect(event?.email).toBe(CUSTOMER);

    // 2. Staff revise the quote (one more bac, a discount) and send it.
    const staff = await newPage(1280);
    const admin = staff.page;
    await admin.goto(`${site.url}/admin/events/${event!.id}`);
    await admin.getByLabel('Courriel').fill(MANAGER);
    await admin.getByLabel('Mot de passe', { exact: false }).first().fill(FIXTURE_PASSWORD);
    await admin.getByRole('button', { name: 'Connexion' }).click();
    await admin.waitForURL((url) => !url.pathname.endsWith('/login'));
    if (!admin.url().endsWith(`/admin/events/${event!.id}`)) await admin.goto(`${site.url}/admin/events/${event!.id}`);
    await admin.getByRole('heading', { level: 2, name: 'Soumission au client' }).waitFor();
    const firstQuantity = admin.getByLabel('Quantité 1', { exact: true });
    await firstQuantity.fill(String(Number(await firstQuantity.inputValue()) + 1));
    await admin.getByLabel('Rabais : description').fill('Client fidèle');
    await admin.getByLabel('Rabais ($)').fill('50');
    await admin.getByLabel('Note au client').fill('Livraison la veille au soir.');
    await admin.getByRole('button', { name: 'Enregistrer la révision' }).click();
    await admin.getByText('Révision 1 enregistrée.').waitFor();
    await admin.getByRole('button', { name: 'Envoyer au client' }).click();
    await admin.getByText(/Révision envoyée au client/).waitFor();
    await admin.getByTestId('revision-1').getByText('envoyée', { exact: true }).waitFor();
    const [revision] = await dataSource.getRepository(QuoteRevision).find();
    expect(revision).toMatchObject({ number: 1, status: 'sent', discountCents: 5000 });
    // The panel this feature adds (the event detail's other sections are another feature's).
    await expectAccessible(admin, 'back-office quote panel', '[data-testid="quote-panel"]');

    // The quote e-mail (PDF attached) points to the portal.
    const quoteMail = (await dataSource.getRepository(OutboxMessage).find({ where: { to: CUSTOMER } })).find((m) => m.subject.includes('(révision 1)'));
    expect(quoteMail?.attachments?.[0]?.contentType).toBe('application/pdf');
    expect(quoteMail?.text).toMatch(/\/client\b/);

    // 3. The customer opens the portal, asks for a link, opens the link taken from the outbox.
    const link = await signIn(page, CUSTOMER);
    const card = page.getByRole('article').filter({ hasText: event!.reference });
    await card.waitFor();
    expect(await card.textContent()).toContain('Soumission envoyée (révision 1)');
    await expectAccessible(page, 'portal home 375 px');
    await expectNoHorizontalScroll(page);
    // Every section tab fits the phone's screen (issue #28: 5 of 7 were off-screen, with no cue).
    const tabs = page.getByRole('navigation', { name: 'Mon espace client' }).getByRole('link');
    expect(await tabs.count()).toBeGreaterThan(4);
    const offScreen = await tabs.evaluateAll((links) => links.filter((a) => a.getBoundingClientRect().right > window.innerWidth || a.getBoundingClientRect().left < 0).map((a) => a.textContent));
    expect(offScreen).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'portail-accueil-375.png'), fullPage: true });

    // The same link a second time: used.
    const again = await newPage(375);
    await again.page.goto(link);
    await again.page.getByRole('heading', { level: 1, name: 'Ce lien a déjà servi' }).waitFor();
    await again.page.getByRole('link', { name: PORTAL_MESSAGES.getNewLink }).waitFor();
    await expectAccessible(again.page, 'used link page');
    // A forged one.
    await again.page.goto(`${site.url}/client/connexion#jeton=${'A'.repeat(43)}`);
    await again.page.getByRole('heading', { level: 1, name: 'Ce lien n’est pas valide' }).waitFor();

    // 4. The quote: reference and revision, accept with the typed name and the terms.
    await card.getByRole('link', { name: /Voir la soumission \(révision 1/ }).click();
    await page.getByRole('heading', { name: /Révision 1 — envoyée/ }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toContain(event!.reference);
    await page.getByText('Livraison la veille au soir.').waitFor();
    // At 375 px the lines are readable whole: nothing scrolled out of the lines' box (issue #28: the amounts were cut to « 18 »).
    const lines = page.getByRole('region', { name: /Lignes de la révision/ });
    expect(await lines.evaluate((el) => ({ scrolls: el.scrollWidth > el.clientWidth }))).toEqual({ scrolls: false });
    await expectAccessible(page, 'portal quote 375 px');
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: path.join(screenshotDir, 'portail-soumission-375.png'), fullPage: true });
    const pdf = await page.request.get(`${site.url}/client-files/soumission-${revision!.id}.pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    await page.getByLabel('Votre nom complet (signature)').fill('Marie Tremblay');
    await page.getByRole('checkbox', { name: /J’ai lu et j’accepte les conditions générales/ }).check();
    await page.getByRole('button', { name: 'J’accepte la soumission' }).click();
    await page.getByText(/Acceptée par Marie Tremblay/).waitFor();
    const accepted = await dataSource.getRepository(QuoteRevision).findOneByOrFail({ id: revision!.id });
    expect(accepted).toMatchObject({ status: 'accepted', acceptedName: 'Marie Tremblay', termsVersion: CLIENT_TERMS_VERSION });
    expect(accepted.acceptedContentHash).toBe(accepted.contentHash);
    expect(accepted.acceptedUserAgent).toMatch(/Chrome/);

    // Desktop: the same screens stay accessible.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(page, 'portal quote desktop');
    for (const [name, heading] of [['Documents', 'Documents'], ['Mon profil', 'Mon profil'], ['Nouvelle demande', 'Nouvelle demande'], ['Mes demandes', 'Mes demandes']] as const) {
      await page.getByRole('navigation', { name: 'Mon espace client' }).getByRole('link', { name }).click();
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
      await expectAccessible(page, `portal ${name} desktop`);
    }

    // 5. Staff see "acceptée" with the signature record.
    await admin.reload();
    const signed = admin.getByTestId('revision-1');
    await signed.getByText('acceptée', { exact: true }).waitFor();
    expect(await signed.textContent()).toContain('Acceptée par Marie Tremblay');
    expect(await signed.textContent()).toContain(`version ${CLIENT_TERMS_VERSION}`);
    expect(await signed.textContent()).toContain(accepted.acceptedContentHash!);
    await admin.screenshot({ path: path.join(screenshotDir, 'admin-soumission-acceptee.png'), fullPage: true });

    // 6. A second customer, signed in with their own link, reads nothing of the first's.
    const submitted = await fetch(`${site.url}/api/event`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(eventRestBody({ email: OTHER, sendCopy: false })),
    });
    expect(submitted.status).toBe(201);
    const second = await newPage(375);
    await signIn(second.page, OTHER);
    await second.page.getByRole('article').first().waitFor();
    expect(await second.page.textContent('main')).not.toContain(event!.reference);
    await second.page.goto(`${site.url}/client/soumission/${event!.id}`);
    await second.page.getByRole('alert').filter({ hasText: PORTAL_MESSAGES.notFound }).waitFor();
    expect(await second.page.textContent('main')).not.toContain('Marie Tremblay');
    expect((await second.page.request.get(`${site.url}/client-files/soumission-${revision!.id}.pdf`)).status()).toBe(404);
    const graphql = (query: string, variables: Record<string, unknown>) =>
      second.page.request.post(`${site.url}/graphql`, { data: { query, variables }, headers: { 'content-type': 'application/json' } }).then((r) => r.json() as Promise<{ data?: unknown; errors?: { extensions: { code: string } }[] }>);
    const revisions = await graphql('query($id: ID!) { clientQuoteRevisions(eventRequestId: $id) { id acceptedName } }', { id: String(event!.id) });
    expect(revisions.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const timeline = await graphql('{ clientRequests { reference timeline { kind actorName } } }', {});
    expect(JSON.stringify(timeline)).not.toContain(event!.reference);
    expect(JSON.stringify(timeline)).not.toContain('Marie Tremblay');

    expect(customer.errors).toEqual([]);
    expect(staff.errors).toEqual([]);
  }, 240_000);

  it('the sign-in form and the link pages are accessible at 375 px and on a desktop', async () => {
    for (const width of [375, 1280]) {
      const { page, errors } = await newPage(width);
      await page.goto(`${site.url}/client`);
      await page.getByRole('button', { name: 'Recevoir mon lien' }).waitFor();
      await expectAccessible(page, `sign-in ${width}`);
      await expectNoHorizontalScroll(page);
      await page.goto(`${site.url}/client/connexion#jeton=${'B'.repeat(43)}`);
      await page.getByRole('heading', { level: 1, name: 'Ce lien n’est pas valide' }).waitFor();
      await expectAccessible(page, `forged link ${width}`);
      // The public header links to the portal.
      await page.goto(`${site.url}/`);
      if (width >= 768) await page.getByRole('banner').getByRole('link', { name: 'Mon espace client' }).waitFor();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Mon espace client' }).waitFor();
      expect(errors).toEqual([]);
    }
  }, 120_000);
});
