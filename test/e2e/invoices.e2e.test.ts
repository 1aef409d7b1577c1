import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../server/src/config';
import { inTransaction } from '../../server/src/kernel/transactions';
import { Invoice, InvoiceKind, InvoiceStatus } from '../../server/src/modules/invoices/invoice.entities';
import { insertEventRequest, quoteSnapshot } from '../../server/src/modules/invoices/invoices.fixtures';
import { ClientSessions } from '../../server/src/modules/portal/client-session';
import { FIXTURE_PASSWORD, insertUser } from '../../server/src/modules/users/users.fixtures';
import { formatCad } from '../../server/src/shared/pricing/money';
import { Role } from '../../server/src/shared/roles';
import { TEST_JWT_SECRET } from '../../server/src/testing/app';
import { openTestDatabase } from '../../server/src/testing/db';
import { invoicingTestBus } from '../../server/src/testing/event-bus';
import { pdfFirstPagePng, pdfToText } from '../../server/src/testing/pdf';
import { collectPageErrors, describeBrowser, launchChromium, RunningSite, screenshotDir, startSite } from './harness';

/**
 * Issue #15's "Done when", in Chromium: a quote accepted (the portal's quote.accepted, emitted here)
 * → the client pays the deposit from the portal on the demo checkout → staff mark the event done
 * (final invoice, deposit deducted) → the client pays the balance → the tax report of the month
 * shows exactly those taxes; the PDFs render with numbers, both taxes and registration numbers.
 */
describeBrowser('invoices: deposit, final invoice, portal payments and the tax report in Chromium', () => {
  let browser: Browser;
  let dataSource: DataSource;
  let site: RunningSite;
  const admin = 'compta@services-mauricie.test';
  const client = 'info@marches.ca';

  beforeAll(async () => {
    browser = await launchChromium();
    fs.mkdirSync(screenshotDir, { recursive: true });
    dataSource = await openTestDatabase('sqlite');
    const createdAt = new Date(Date.now() - 86_400_000);
    await insertUser(dataSource, { email: admin, role: Role.ADMIN, name: 'Claire Comptable', createdAt, passwordChangedAt: createdAt });
    site = await startSite(dataSource, { JWT_SECRET: TEST_JWT_SECRET });
  });
  afterAll(async () => {
    await site?.close();
    await dataSource?.destroy();
    await browser?.close();
  });

  const axeProblems = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  const invoices = () => dataSource.getRepository(Invoice).find({ order: { id: 'ASC' } });
  async function clientContext(): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-CA' });
    const { token } = await new ClientSessions(dataSource, TEST_JWT_SECRET, false).issue(client, 0, new Date());
    await context.addCookies([{ name: 'client_session', value: token, url: site.url, httpOnly: true, sameSite: 'Strict' }]);
    return context;
  }
  async function payFromPortal(context: BrowserContext, number: string): Promise<void> {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${site.url}/client/factures`);
    try {
      await page.getByRole('button', { name: `Payer maintenant la facture ${number}` }).waitFor();
      expect(await axeProblems(page)).toEqual([]);
      await page.getByRole('button', { name: `Payer maintenant la facture ${number}` }).click();
      await page.getByRole('heading', { level: 1, name: 'Paiement de démonstration' }).waitFor();
      await page.getByRole('button', { name: 'Payer' }).click();
      await page.getByText(`Paiement reçu. La facture ${number} a été mise à jour.`).waitFor();
    } catch (failure) {
      await page.screenshot({ path: path.join(screenshotDir, `invoices-pay-${number}.png`), fullPage: true });
      throw failure;
    }
    expect(errors).toEqual([]);
    await page.close();
  }

  it('runs the quote-to-cash path and the month’s tax report shows exactly the invoices’ taxes', async () => {
    // The event is over (it ended yesterday): it may be marked done (issue #25 refuses it before its last day).
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });
    const event = await insertEventRequest(dataSource, { dateStart: day(-3), dateEnd: day(-1) });
    const lifecycle = invoicingTestBus(dataSource, loadConfig({ NODE_ENV: 'test' }));
    await inTransaction(dataSource, (em) => lifecycle.emit(em, { type: 'quote.accepted', at: new Date(), quote: quoteSnapshot(event.id) }));
    const [deposit] = await invoices();
    expect(deposit).toMatchObject({ kind: InvoiceKind.DEPOSIT, status: InvoiceStatus.ISSUED, totalCents: 53_463 });

    const portal = await clientContext();
    await payFromPortal(portal, deposit!.number);
    expect((await invoices())[0]).toMatchObject({ status: InvoiceStatus.PAID, balanceCents: 0 });

    // Staff mark the event done: the final invoice is issued with the deposit deducted.
    const staff = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-CA' });
    const page = await staff.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${site.url}/admin/login`);
    await page.getByLabel('Courriel').fill(admin);
    await page.getByLabel('Mot de passe', { exact: false }).first().fill(FIXTURE_PASSWORD);
    await page.getByRole('button', { name: 'Connexion' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto(`${site.url}/admin/events/${event.id}`);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Passer à « Terminé »' }).click();
    for (let i = 0; i < 100 && (await invoices()).length < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    const final = (await invoices())[1]!;
    expect(final).toMatchObject({ kind: InvoiceKind.FINAL, subtotalCents: 139_500, status: InvoiceStatus.ISSUED });

    await page.goto(`${site.url}/admin/factures/${final.number}`);
    await page.getByRole('heading', { level: 1, name: new RegExp(final.number) }).waitFor();
    await page.getByText(`Moins : dépôt facturé (${deposit!.number})`).waitFor();
    expect(await axeProblems(page)).toEqual([]);

    await payFromPortal(portal, final.number);
    expect((await invoices())[1]).toMatchObject({ status: InvoiceStatus.PAID, balanceCents: 0 });

    // The month's tax report: exactly the two invoices' taxes.
    const [a, b] = await invoices();
    await page.goto(`${site.url}/admin/rapports-facturation`);
    await page.getByRole('heading', { level: 1, name: 'Rapports de facturation' }).waitFor();
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: month }) });
    await row.waitFor();
    const text = (await row.textContent())!.replace(/[\u00a0\u202f]/g, ' ');
    for (const cents of [a!.subtotalCents + b!.subtotalCents, a!.gstCents + b!.gstCents, a!.qstCents + b!.qstCents]) expect(text).toContain(formatCad(cents).replace(/\u00a0/g, ' '));
    expect(a!.gstCents + b!.gstCents).toBe(9300);
    await page.screenshot({ path: path.join(screenshotDir, 'invoices-tax-report.png'), fullPage: true });
    expect(await axeProblems(page)).toEqual([]);
    expect(errors).toEqual([]);

    // The PDFs (the client's own, through its session) render with numbers, both taxes and the registration numbers.
    const cookie = (await portal.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    for (const invoice of [a!, b!]) {
      const res = await fetch(`${site.url}/invoices/facture-${invoice.number}.pdf`, { headers: { cookie } });
      expect(res.status).toBe(200);
      const pdf = Buffer.from(await res.arrayBuffer());
      const pdfText = pdfToText(pdf);
      for (const expected of [`No ${invoice.number}`, 'TPS (5 %)', 'TVQ (9,975 %)', 'No de TPS :', 'No de TVQ :', 'NEQ :', 'Solde dû']) expect(pdfText).toContain(expected);
      const file = path.join(os.tmpdir(), `e2e-${invoice.number}.pdf`);
      fs.writeFileSync(file, pdf);
      expect(pdfFirstPagePng(file).subarray(1, 4).toString()).toBe('PNG');
      fs.rmSync(file, { force: true });
    }
    await staff.close();
    await portal.close();
  });
});
