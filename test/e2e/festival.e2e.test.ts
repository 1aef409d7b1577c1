import fs from 'node:fs';
import path from 'node:path';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { EquipmentStock } from '../../server/src/modules/availability/equipment-allocation.entities';
import { EventMaterialLine } from '../../server/src/modules/events/event-material-line.entity';
import { EventRequest, EventRequestStatus } from '../../server/src/modules/events/event-request.entity';
import { Invoice, InvoiceKind, InvoiceStatus } from '../../server/src/modules/invoices/invoice.entities';
import { OutboxMessage } from '../../server/src/modules/mail/outbox-message.entity';
import { QuoteRevision } from '../../server/src/modules/portal/portal.entities';
import { Service } from '../../server/src/modules/pricing/service.entity';
import { FIXTURE_PASSWORD, insertUser } from '../../server/src/modules/users/users.fixtures';
import { Role } from '../../server/src/shared/roles';
import { TEST_JWT_SECRET } from '../../server/src/testing/app';
import { openTestDatabase } from '../../server/src/testing/db';
import { collectPageErrors, describeBrowser, launchChromium, RunningSite, screenshotDir, startSite } from './harness';
import { CLIPPED_COLUMNS, PAGE_CHECKS, type PageFacts } from './page-checks';

const CUSTOMER = 'billetterie@festival-trois-jours.ca';
const ADMIN = 'direction@services-mauricie.test';
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' in Québec, `offset` days from now (real time: the wizard runs on the browser's clock). */
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });

/** '7 383,69 $' → 738369 (fr-CA money as the screens write it). */
function cents(text: string): number {
  const match = /(-?[\d\s\u00a0\u202f]+),(\d{2})\s*\$/.exec(text);
  if (!match) throw new Error(`no amount in « ${text} »`);
  return Number(match[1]!.replace(/[\s\u00a0\u202f]/g, '')) * 100 + Number(match[2]) * (match[1]!.trim().startsWith('-') ? -1 : 1);
}

/**
 * Issue #25's "Done when", in Chromium: a 3-day festival from the public wizard (one equipment
 * capped by what is left for the dates) → staff revise the quote (equipment × 3 days) and send it →
 * the customer follows the quote e-mail's link to the portal, signs in with the link from the outbox
 * and accepts → pays the deposit on the demo checkout → after the event (the server's clock moved
 * past its last day) staff mark it done → the final invoice's total + the deposit's total = the signed
 * quote's total, read on the screens and in the database. On the way, the event detail shows the
 * unmet demand and the original request, with no clipped column at 1280 px and no horizontal scroll at 375 px.
 */
describeBrowser('a 3-day festival from the wizard to the final invoice [sqlite]', () => {
  let browser: Browser;
  let dataSource: DataSource;
  let site: RunningSite;
  /** The server's clock runs this far ahead of real time. */
  let clockAhead = 0;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    fs.mkdirSync(screenshotDir, { recursive: true });
    browser = await launchChromium();
    dataSource = await openTestDatabase('sqlite');
    const createdAt = new Date(Date.now() - DAY_MS);
    await insertUser(dataSource, { email: ADMIN, role: Role.ADMIN, name: 'Diane Directrice', createdAt, passwordChangedAt: createdAt });
    // Only 3 bins are left for the festival's dates: the wizard caps its suggestion of 4.
    const bin = await dataSource.getRepository(Service).findOneByOrFail({ name: 'event.bac' });
    await dataSource.getRepository(EquipmentStock).update({ serviceId: bin.id }, { stock: 3 });
    site = await startSite(dataSource, { JWT_SECRET: TEST_JWT_SECRET }, { now: () => new Date(Date.now() + clockAhead) });
  });
  afterAll(async () => {
    for (const [index, context] of contexts.entries()) {
      for (const page of context.pages()) await page.screenshot({ path: path.join(screenshotDir, `festival-fin-${index}.png`), fullPage: true }).catch(() => undefined);
    }
    while (contexts.length) await contexts.pop()!.close();
    await site?.close();
    await dataSource?.destroy();
    await browser?.close();
  });

  const newPage = async (width: number) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fr-CA' });
    contexts.push(context);
    const page = await context.newPage();
    return { context, page, errors: collectPageErrors(page) };
  };
  const text = async (page: Page, selector: Parameters<Page['locator']>[0]) => ((await page.locator(selector).first().textContent()) ?? '').replace(/[\u00a0\u202f]/g, ' ');
  const invoices = () => dataSource.getRepository(Invoice).find({ order: { id: 'ASC' } });

  async function staffSignIn(page: Page, url: string): Promise<void> {
    await page.goto(url);
    await page.getByLabel('Courriel').fill(ADMIN);
    await page.getByLabel('Mot de passe', { exact: false }).first().fill(FIXTURE_PASSWORD);
    await page.getByRole('button', { name: 'Connexion' }).click();
    await page.waitForURL((u) => !u.pathname.endsWith('/login'));
    if (!page.url().endsWith(new URL(url).pathname)) await page.goto(url);
  }

  /** The event detail at one width: the sweep's page checks, and no table column hidden in a scrolled box. */
  async function checkLayout(page: Page, width: number): Promise<void> {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('heading', { level: 2, name: 'Matériel' }).waitFor();
    const facts = (await page.evaluate(PAGE_CHECKS)) as PageFacts;
    expect({ width, overflow: facts.overflow, cut: facts.cut }).toEqual({ width, overflow: [], cut: [] });
    if (width >= 1280) expect({ width, clipped: await page.evaluate(CLIPPED_COLUMNS) }).toEqual({ width, clipped: [] });
    await page.screenshot({ path: path.join(screenshotDir, `festival-evenement-${width}.png`), fullPage: true });
  }

  it('wizard → revision → send → accept in the portal → deposit paid → done after the date → final + deposit = signed total', async () => {
    const dateStart = day(10);
    const dateEnd = day(12);

    // 1. The customer's request from the wizard: 3 days, 1 200 people; 4 bins suggested, 3 left.
    const customer = await newPage(1280);
    const { page } = customer;
    await page.goto(`${site.url}/evenementiel`);
    await page.getByRole('heading', { level: 2, name: 'Formulaire événementiel professionnel' }).waitFor();
    await page.getByLabel('Nom de l’événement').fill('Festival des trois jours');
    await page.getByLabel('Type d’événement').selectOption('festival');
    await page.getByLabel('Nombre de participants attendus').fill('1200');
    await page.getByLabel('Adresse complète de l’événement').fill('1620 rue Notre-Dame Centre, Trois-Rivières');
    await page.getByLabel('Date de début (jour/mois/année)').fill(dateStart);
    await page.getByLabel('Date de fin (jour/mois/année)').fill(dateEnd);
    await page.getByText('Durée estimée : 3 jours').waitFor();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel('Superficie approximative (pi²)').fill('25000');
    await page.getByLabel('Nombre de zones ou kiosques').fill('8');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('heading', { level: 3, name: /Équipements et services/ }).waitFor();
    await page.getByText('4 recommandés, 3 disponibles à ces dates').waitFor();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel('Nom de l’entreprise ou de l’organisme').fill('Festival des trois jours inc.');
    await page.getByLabel('NEQ').fill('1171234567');
    await page.getByLabel('Courriel').fill(CUSTOMER);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('heading', { level: 3, name: /Résumé et envoi/ }).waitFor();
    await page.getByRole('button', { name: 'Soumettre la demande' }).click();
    await page.getByRole('heading', { name: 'Demande de soumission envoyée' }).waitFor();
    const [event] = await dataSource.getRepository(EventRequest).find();
    expect(event).toMatchObject({ email: CUSTOMER, days: 3, dateStart, dateEnd });
    // Both numbers are stored: 4 asked, 3 granted (and priced).
    const bins = await dataSource.getRepository(EventMaterialLine).findOneByOrFail({ eventRequestId: event!.id, type: 'bac' });
    expect(bins).toMatchObject({ quantity: 3, askedQuantity: 4, days: 3, lineTotal: 3 * bins.unitPrice * 3 });

    // 2. Staff open the event: the unmet demand, the original request one click away, the layout at 1280 and 375 px.
    const staff = await newPage(1280);
    const admin = staff.page;
    const detailUrl = `${site.url}/admin/events/${event!.id}`;
    await staffSignIn(admin, detailUrl);
    const material = admin.getByRole('region', { name: 'Matériel' });
    await material.getByText('4 demandés, 3 disponibles').waitFor();
    const original = admin.getByRole('region', { name: 'Demande originale' });
    await original.getByText('Voir la demande telle que le client l’a envoyée').click();
    await original.getByRole('row', { name: /Bac roulant 360 L/ }).waitFor();
    expect((await original.getByRole('row', { name: /Bac roulant 360 L/ }).textContent())?.replace(/\s+/g, '')).toBe('Bacroulant360L43');
    await admin.getByRole('heading', { level: 2, name: 'Soumission au client' }).waitFor();
    await checkLayout(admin, 1280);
    await checkLayout(admin, 375);
    await admin.setViewportSize({ width: 1280, height: 900 });

    // 3. The revision: equipment lines × 3 days; one more barrel and a discount; then sent.
    expect(await admin.getByLabel('Jours 1', { exact: true }).inputValue()).toBe('3');
    const barrels = admin.getByLabel('Quantité 2', { exact: true });
    await barrels.fill(String(Number(await barrels.inputValue()) + 1));
    await admin.getByLabel('Rabais : description').fill('Premier festival');
    await admin.getByLabel('Rabais ($)').fill('100');
    await admin.getByRole('button', { name: 'Enregistrer la révision' }).click();
    await admin.getByText('Révision 1 enregistrée.').waitFor();
    await admin.getByRole('button', { name: 'Envoyer au client' }).click();
    await admin.getByText(/Révision envoyée au client/).waitFor();
    const [revision] = await dataSource.getRepository(QuoteRevision).find();
    expect(revision).toMatchObject({ number: 1, status: 'sent', discountCents: 10_000 });
    for (const line of revision!.lines.filter((l) => l.kind === 'equipment')) expect(line).toMatchObject({ days: 3, amountCents: line.quantity * line.unitPriceCents * 3 });

    // 4. The customer follows the quote e-mail's link to the portal and signs in with the link from the outbox.
    const mails = () => dataSource.getRepository(OutboxMessage).find({ where: { to: CUSTOMER }, order: { id: 'DESC' } });
    const quoteMail = (await mails()).find((m) => m.subject.includes('(révision 1)'));
    const portalLink = /Voir ma soumission : (\S+)/.exec(quoteMail!.text)![1]!;
    await page.goto(`${site.url}${new URL(portalLink).pathname}`);
    await page.getByLabel('Adresse courriel').fill(CUSTOMER);
    await page.getByRole('button', { name: 'Recevoir mon lien' }).click();
    await page.getByText(/lien/).first().waitFor();
    let signInLink: string | undefined;
    for (let i = 0; i < 50 && !signInLink; i += 1) {
      const mail = (await mails()).find((m) => m.subject.includes('lien de connexion'));
      signInLink = mail ? /(https?:\/\/\S+\/client\/connexion#jeton=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1] : undefined;
      if (!signInLink) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await page.goto(`${site.url}${new URL(signInLink!).pathname}${new URL(signInLink!).hash}`);
    await page.getByRole('navigation', { name: 'Mon espace client' }).waitFor();
    await page.getByRole('article').filter({ hasText: event!.reference }).getByRole('link', { name: /Voir la soumission \(révision 1/ }).click();
    await page.getByRole('heading', { name: /Révision 1 — envoyée/ }).waitFor();
    await page.getByLabel('Votre nom complet (signature)').fill('Julie Lavoie');
    await page.getByRole('checkbox', { name: /J’ai lu et j’accepte les conditions générales/ }).check();
    await page.getByRole('button', { name: 'J’accepte la soumission' }).click();
    await page.getByText(/Acceptée par Julie Lavoie/).waitFor();
    const signed = await dataSource.getRepository(QuoteRevision).findOneByOrFail({ id: revision!.id });
    expect(signed.status).toBe('accepted');

    // 5. The deposit invoice, paid from the portal on the demo checkout.
    let [deposit] = await invoices();
    expect(deposit).toMatchObject({ kind: InvoiceKind.DEPOSIT, status: InvoiceStatus.ISSUED });
    await page.goto(`${site.url}/client/factures`);
    await page.getByRole('button', { name: `Payer maintenant la facture ${deposit!.number}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Paiement de démonstration' }).waitFor();
    await page.getByRole('button', { name: 'Payer' }).click();
    await page.getByText(`Paiement reçu. La facture ${deposit!.number} a été mise à jour.`).waitFor();
    [deposit] = await invoices();
    expect(deposit).toMatchObject({ status: InvoiceStatus.PAID, balanceCents: 0 });

    // 6. Before its last day the event cannot be done; two weeks later (the server's clock) it can.
    admin.on('dialog', (dialog) => void dialog.accept());
    await admin.reload();
    await admin.getByRole('button', { name: 'Passer à « Terminé »' }).click();
    await admin.getByRole('alert').filter({ hasText: /ne peut pas être marqué terminé avant sa date de fin/ }).waitFor();
    expect((await dataSource.getRepository(EventRequest).findOneByOrFail({ id: event!.id })).status).toBe(EventRequestStatus.CONFIRMED);
    clockAhead = 14 * DAY_MS;
    // The staff session was issued on the old clock and has expired on the new one: sign in again.
    const later = await newPage(1280);
    const office = later.page;
    office.on('dialog', (dialog) => void dialog.accept());
    await staffSignIn(office, detailUrl);
    await office.getByRole('button', { name: 'Passer à « Terminé »' }).click();
    await office.getByText('Statut mis à jour : Terminé.').waitFor();
    for (let i = 0; i < 100 && (await invoices()).length < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    const [paidDeposit, final] = await invoices();
    expect(final).toMatchObject({ kind: InvoiceKind.FINAL, status: InvoiceStatus.ISSUED });

    // 7. The money agrees, in the database…
    expect(paidDeposit!.totalCents + final!.totalCents).toBe(signed.total);
    expect(paidDeposit!.subtotalCents + final!.subtotalCents).toBe(signed.subtotal);

    // … and on the screens: the signed total on the event, each invoice's total on its page.
    await office.reload();
    const signedLines = office.getByRole('region', { name: 'Lignes signées de la révision 1' });
    await signedLines.waitFor();
    const signedTotal = cents((await signedLines.getByRole('row').filter({ has: office.getByRole('rowheader', { name: 'Total', exact: true }) }).textContent()) ?? '');
    expect(signedTotal).toBe(signed.total);
    const shownTotal = async (number: string) => {
      await office.goto(`${site.url}/admin/factures/${number}`);
      await office.getByRole('heading', { level: 1, name: new RegExp(number) }).waitFor();
      const term = office.locator('dt', { hasText: /^Total$/ });
      return cents((await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '');
    };
    const finalShown = await shownTotal(final!.number);
    await office.getByText(`Moins : dépôt facturé (${paidDeposit!.number})`).waitFor();
    expect(await text(office, 'main')).toContain('× 3 jours');
    await office.screenshot({ path: path.join(screenshotDir, 'festival-facture-finale.png'), fullPage: true });
    const depositShown = await shownTotal(paidDeposit!.number);
    expect({ final: finalShown, deposit: depositShown, sum: finalShown + depositShown }).toEqual({ final: final!.totalCents, deposit: paidDeposit!.totalCents, sum: signedTotal });

    expect(customer.errors).toEqual([]);
    expect(later.errors).toEqual([]);
  }, 300_000);
});
