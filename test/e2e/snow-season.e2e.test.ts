import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Browser, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { OutboxMessage } from '../../server/src/modules/mail/outbox-message.entity';
import { ClientSessions } from '../../server/src/modules/portal/client-session';
import { SnowContract, SnowVisit, SnowVisitStatus } from '../../server/src/modules/snow-season/snow-season.entities';
import { insertUser } from '../../server/src/modules/users/users.fixtures';
import { Role } from '../../server/src/shared/roles';
import { localDay } from '../../server/src/shared/snow-season';
import { TEST_JWT_SECRET } from '../../server/src/testing/app';
import { openTestDatabase } from '../../server/src/testing/db';
import { pdfToText } from '../../server/src/testing/pdf';
import { testEnv } from '../../server/src/testing/test-env';
import { validToken } from '../../server/src/testing/tokens';
import { collectPageErrors, describeBrowser, launchChromium, screenshotDir } from './harness';
import { ServerProcess, startServerProcesses, waitFor } from './server-processes';

const REDIS_URL = 'redis://127.0.0.1:6379/0';

type PageStorage = {
  localStorage: { setItem(key: string, value: string): void };
};

const describeSnow = (name: string, fn: () => void) => (testEnv.mysqlStatus === 'yes' ? describeBrowser(name, fn) : describe.skip(`${name} (ignoré : ${testEnv.mysqlStatus})`, fn));

/**
 * Issue #17 "Done when": two compiled server processes sharing MariaDB and Redis. A paid
 * subscription → its contract PDF (rendered with pdftoppm) → a snowfall declared on the board →
 * visits generated once → a driver on process A completes a stop offline, then online → the board
 * open on process B shows it within 2 s → the customer's "Passage effectué" e-mail is in the outbox.
 */
describeSnow('snow season across two processes (MariaDB + Redis) in Chromium, then the portal', () => {
  let browser: Browser;
  let dataSource: DataSource;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'snow-e2e-'));
  const outboxDir = path.join(work, 'outbox');
  const processes: ServerProcess[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    fs.mkdirSync(screenshotDir, { recursive: true });
    dataSource = await openTestDatabase('mysql');
    processes.push(
      ...(await startServerProcesses(2, {
        MAIL_OUTBOX_DIR: outboxDir,
        MAIL_WORKER_INTERVAL_MS: '200',
        FILE_STORE_DIR: path.join(work, 'files'),
        REDIS_URL,
        API_RATE_LIMIT_PER_MINUTE: '0',
      })),
    );
  }, 120_000);

  afterAll(async () => {
    for (const p of processes) if (p.child.exitCode === null) p.child.kill('SIGTERM');
    await browser?.close();
    await dataSource?.destroy();
    fs.rmSync(work, { recursive: true, force: true });
  });

  const graphql = async (url: string, query: string, variables: Record<string, unknown>, token?: string) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- GraphQL answers read field by field in this test
      data?: Record<string, any>;
      errors?: { message: string }[];
    };
  };
  const axe = async (page: Page) => {
    const { violations } = await new AxeBuilder({ page }).analyze();
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };

  it('contract PDF → snowfall → visits once → offline then online completion → live board on the other process → e-mail', async () => {
    const a = processes[0]!;
    const b = processes[1]!;
    const manager = await insertUser(dataSource, {
      role: Role.MANAGER,
      name: 'Geneviève Gestion',
    });
    const driver = await insertUser(dataSource, {
      role: Role.EMPLOYEE,
      name: 'Denis Déneigeur',
    });

    // 1. A paid subscription (the checkout and the demo payment, as the public page does them).
    const checkout = await graphql(a.url, 'mutation($input: CreateSnowCheckoutInput!) { createSnowCheckout(input: $input) { url } }', {
      input: {
        address: '1250 rue Royale, Trois-Rivières, QC G9A 4J6',
        mode: 'abonnement',
        email: 'client.saison@example.ca',
        abrasif: true,
        urgent: false,
        note: 'Entrée de côté.',
      },
    });
    const token = String(checkout.data!.createSnowCheckout.url).split('/').pop();
    const paid = await graphql(b.url, 'mutation($token: String!) { completeDemoPayment(token: $token) { status } }', { token });
    expect(paid.data!.completeDemoPayment.status).toBe('PAID');
    expect(await dataSource.getRepository(SnowContract).countBy({ email: 'client.saison@example.ca' })).toBe(1);

    // 2. Its contract PDF, e-mailed through the outbox, renders (pdftoppm) and reads as a distance contract.
    const mails = await dataSource.getRepository(OutboxMessage).findBy({ to: 'client.saison@example.ca' });
    // The paid invoice's receipt also carries a PDF (issue #15): pick the contract's own e-mail.
    const withPdf = mails.find((m) => m.dedupeKey?.startsWith('snow-contract:') && m.attachments?.length);
    if (!withPdf) throw new Error('no contract e-mail with its PDF in the outbox');
    const pdfFile = path.join(work, 'contrat.pdf');
    fs.writeFileSync(pdfFile, Buffer.from(withPdf.attachments![0]!.contentBase64, 'base64'));
    expect(pdfToText(pdfFile)).toContain('Contrat conclu à distance');
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdfFile, path.join(screenshotDir, 'snow-contract')]);
    expect(fs.readFileSync(path.join(screenshotDir, 'snow-contract.png')).subarray(1, 4).toString()).toBe('PNG');

    // 3. The manager's board on process B: declare the snowfall (twice: visits generated once).
    const board = await browser.newContext({
      viewport: { width: 1280, height: 1000 },
      locale: 'fr-CA',
      timezoneId: 'America/Toronto',
    });
    await board.addInitScript((value) => (globalThis as unknown as PageStorage).localStorage.setItem('adminToken', value), await validToken(manager, new Date()));
    const boardPage = await board.newPage();
    const boardErrors = collectPageErrors(boardPage);
    await boardPage.goto(`${b.url}/admin/saison-neige`);
    await boardPage.getByText('Mise à jour en direct', { exact: true }).waitFor();
    await boardPage.getByLabel('Date').fill(localDay(new Date()));
    await boardPage.getByLabel('Centimètres').fill('12');
    await boardPage.getByLabel('Heure de fin').fill('00:00');
    await boardPage.getByRole('button', { name: 'Déclarer', exact: true }).click();
    await boardPage.getByText('Chute déclarée : 1 passage(s) générés.', { exact: true }).waitFor();
    await boardPage.getByRole('button', { name: 'Déclarer', exact: true }).click();
    await boardPage
      .getByText('Cette chute était déjà déclarée : aucun passage ajouté.', {
        exact: true,
      })
      .waitFor();
    expect(await dataSource.getRepository(SnowVisit).count()).toBe(1);
    const visit = await dataSource.getRepository(SnowVisit).findOneByOrFail({});
    await boardPage.getByLabel('Chauffeur').selectOption(String(driver.id));
    await waitFor(
      'driver assigned',
      async () => ((await graphql(b.url, 'query { mySnowRoutes { id } }', {}, await validToken(driver, new Date()))).data?.mySnowRoutes.length === 1 ? true : undefined),
      10_000,
    );
    const route = boardPage.getByTestId(/^route-/);
    await route.getByTestId('remaining').filter({ hasText: '1' }).waitFor();
    expect(await axe(boardPage)).toEqual([]);

    // 4. The driver on process A (a phone): "Fait" without network, then the network comes back.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'fr-CA',
      timezoneId: 'America/Toronto',
    });
    await phone.addInitScript((value) => (globalThis as unknown as PageStorage).localStorage.setItem('adminToken', value), await validToken(driver, new Date()));
    const routePage = await phone.newPage();
    const routeErrors = collectPageErrors(routePage);
    await routePage.goto(`${a.url}/admin/ma-route`);
    await routePage
      .getByText('1250 rue Royale, Trois-Rivières, QC G9A 4J6', {
        exact: true,
      })
      .waitFor();
    expect(await axe(routePage)).toEqual([]);
    await phone.setOffline(true);
    const pressedAt = Date.now();
    await routePage.getByRole('button', { name: 'Fait', exact: true }).click();
    await routePage.getByText('Hors ligne : 1 passage(s) en attente d’envoi (heure d’origine conservée).', { exact: true }).first().waitFor();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await dataSource.getRepository(SnowVisit).findOneByOrFail({ id: visit.id })).status).toBe(SnowVisitStatus.PENDING);
    await phone.setOffline(false);
    await routePage.getByText('Passage enregistré.', { exact: true }).waitFor({ timeout: 25_000 });
    const stored = await waitFor('visit recorded', async () => {
      const row = await dataSource.getRepository(SnowVisit).findOneByOrFail({ id: visit.id });
      return row.status === SnowVisitStatus.DONE ? row : undefined;
    });
    const recordedAt = Date.now();
    // The original time (before going back online), not the time it reached the server.
    expect(Math.abs(stored.completedAt!.getTime() - pressedAt)).toBeLessThan(1500);
    expect(stored.receivedAt!.getTime() - stored.completedAt!.getTime()).toBeGreaterThan(1000);

    // 5. The board on the other process shows it within 2 s (graphql-ws event through Redis).
    await route.getByTestId('done').filter({ hasText: '1' }).waitFor({ timeout: 2000 });
    expect(Date.now() - recordedAt).toBeLessThan(2000);
    await route.getByTestId('remaining').filter({ hasText: '0' }).waitFor({ timeout: 1000 });
    await boardPage.screenshot({
      path: path.join(screenshotDir, 'snow-board.png'),
      fullPage: true,
    });
    await routePage.screenshot({
      path: path.join(screenshotDir, 'snow-route.png'),
      fullPage: true,
    });

    // 6. Recorded once, and the customer's e-mail is in the outbox (and sent to the .eml folder).
    await routePage.reload();
    await routePage.getByText(/^Fait à /).waitFor();
    expect(await dataSource.getRepository(SnowVisit).countBy({ status: SnowVisitStatus.DONE })).toBe(1);
    const notice = await dataSource.getRepository(OutboxMessage).findBy({
      to: 'client.saison@example.ca',
      subject: 'Passage effectué',
    });
    expect(notice).toHaveLength(1);
    await waitFor(
      'e-mail written',
      async () =>
        fs.existsSync(outboxDir) && fs.readdirSync(outboxDir).some((f) => fs.readFileSync(path.join(outboxDir, f), 'utf8').includes('Passage effectu')) ? true : undefined,
      20_000,
    );

    // 7. The customer's portal shows the visit with its time (client session cookie).
    const customer = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-CA', timezoneId: 'America/Toronto' });
    const session = await new ClientSessions(dataSource, TEST_JWT_SECRET, false).issue('client.saison@example.ca', 0, new Date());
    await customer.addCookies([{ name: 'client_session', value: session.token, url: a.url }]);
    const portal = await customer.newPage();
    await portal.goto(`${a.url}/client/deneigement`);
    await portal.getByTestId(`portal-visit-${visit.id}`).filter({ hasText: 'Passage effectué le' }).waitFor();
    expect(await portal.getByRole('link', { name: 'Contrat (PDF)' }).count()).toBe(1);
    expect(await axe(portal)).toEqual([]);
    await portal.screenshot({ path: path.join(screenshotDir, 'snow-portal.png'), fullPage: true });
    await customer.close();
    expect(boardErrors).toEqual([]);
    expect(routeErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(e))).toEqual([]);
    await board.close();
    await phone.close();
  }, 180_000);
});
