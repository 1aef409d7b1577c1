import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { App } from '../../app';
import { Role } from '../../shared/roles';
import { createTestApp, TEST_NOW } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { validToken } from '../../testing/tokens';
import { CreditNote, Invoice } from '../invoices/invoice.entities';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { RetentionService } from '../ops/retention.service';
import { featurePersonalData } from '../../composition';
import { FEATURES } from '../../features.generated';
import { pickupInput } from '../pickup/pickup.fixtures';
import { ClientAccessLink, ClientLinkRequest, ClientProfile } from '../portal/portal.entities';
import { restoreSeedPrices } from '../pricing/pricing.fixtures';
import { SnowContract, SnowVisit } from '../snow-season/snow-season.entities';
import { SnowOrder } from '../snow/snow-order.entity';
import { snowCheckoutInput } from '../snow/snow.fixtures';
import { LocalFileStore } from '../storage/file-store';
import { insertUser } from '../users/users.fixtures';

const PERSON = 'marie.tremblay@example.ca';
const OTHER = 'autre@example.ca';
/** A real photo: proof photos are decoded, stripped of their metadata and re-encoded (storage/photos.ts). */
let JPEG: Buffer;
beforeAll(async () => {
  JPEG = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#dde7f0' } }).jpeg().toBuffer();
});
const PROFILE = { fullName: 'Marie Tremblay', phone: '819 555-0142', address: '2210 rue Saint-Maurice, Trois-Rivières, QC G8Z 1C4' };

const CHECKOUT = 'mutation($input: CreateSnowCheckoutInput!) { createSnowCheckout(input: $input) { url } }';
const PAY = 'mutation($token: String!) { completeDemoPayment(token: $token) { status } }';
const DECLARE = 'mutation($input: DeclareSnowfallInput!) { declareSnowfall(input: $input) { created } }';
const BOARD = 'query { snowBoard { routes { id visits { id } } } }';
const ASSIGN = 'mutation($input: AssignSnowRouteInput!) { assignSnowRoute(input: $input) { id } }';
const COMPLETE = 'mutation($input: CompleteSnowVisitInput!) { completeSnowVisit(input: $input) { id status } }';

/** Every file under a folder (the file store's photos). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describeEachDb('Law 25 across every feature: the export lists everything, erasure ends the sessions and anonymises every table but tax records', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let filesDir: string;
  let clock = TEST_NOW;
  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erasure-files-'));
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource, { now: () => new Date(clock), env: { FILE_STORE_DIR: filesDir } });
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    clock = TEST_NOW;
    for (const file of filesUnder(filesDir)) fs.rmSync(file);
    await clearTables(dataSource);
    await restoreSeedPrices(dataSource);
  });

  const gql = async (query: string, variables: Record<string, unknown> = {}, user?: { id: number; role: Role }) => {
    const req = request(app.handler).post('/graphql').set('Content-Type', 'application/json');
    if (user) req.set('Authorization', `Bearer ${await validToken(user, clock)}`);
    return req.send({ query, variables });
  };
  const asClient = (cookie: string, query: string, variables: Record<string, unknown> = {}) =>
    request(app.handler).post('/graphql').set('Content-Type', 'application/json').set('Cookie', cookie).send({ query, variables });

  /** A sign-in link as the customer receives it (the token from the e-mail in the outbox). */
  async function mailedLinkToken(): Promise<string> {
    expect((await gql('mutation($email: String!) { requestClientAccessLink(email: $email) }', { email: PERSON })).body.data.requestClientAccessLink).toBe(true);
    const mail = (await dataSource.getRepository(OutboxMessage).find({ where: { to: PERSON }, order: { id: 'DESC' } }))[0]!;
    return /#jeton=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  }
  const openLink = (token: string) =>
    request(app.handler).post('/graphql').set('Content-Type', 'application/json').send({ query: 'mutation($token: String!) { openClientAccessLink(token: $token) { status } }', variables: { token } });

  /**
   * A season's customer, made through the real paths: a paid subscription (order, contract,
   * invoice), two snowfalls (one visit done with position and photo, one impossible with the
   * driver's reason), a portal session with a filled profile, a cancellation (credit note), and
   * a sign-in link left unused in the mailbox. Another customer's pickup request beside it.
   */
  async function seasonCustomer() {
    const boss = await insertUser(dataSource, { role: Role.MANAGER });
    const driver = await insertUser(dataSource, { role: Role.EMPLOYEE });
    const url: string = (await gql(CHECKOUT, { input: { ...snowCheckoutInput({ email: PERSON, note: 'Entrée de côté, attention au muret.' }), urgent: false } })).body.data.createSnowCheckout.url;
    expect((await gql(PAY, { token: url.split('/').pop() })).body.data.completeDemoPayment.status).toBe('PAID');
    await gql('mutation($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) { id } }', { input: pickupInput({ email: OTHER }) });

    const visitIds: string[] = [];
    for (const [date, outcome] of [['2026-11-21', 'done'], ['2026-11-22', 'impossible']] as const) {
      clock = new Date(`${date}T15:00:00.000Z`);
      const declared = await gql(DECLARE, { input: { date, cm: 8, endTime: "06:00" } }, boss);
      expect(declared.body.errors).toBeUndefined();
      const route = (await gql(BOARD, {}, boss)).body.data.snowBoard.routes[0];
      await gql(ASSIGN, { input: { routeId: route.id, employeeId: String(driver.id) } }, boss);
      const visitId: string = route.visits[0].id;
      visitIds.push(visitId);
      const input =
        outcome === 'done'
          ? { visitId, outcome, occurredAt: `${date}T14:10:00.000Z`, idempotencyKey: `key-${date}-done`, latitude: 46.35, longitude: -72.55 }
          : { visitId, outcome, occurredAt: `${date}T14:20:00.000Z`, idempotencyKey: `key-${date}-impo`, reason: 'Voiture de Mme Tremblay dans l’entrée' };
      expect((await gql(COMPLETE, { input }, driver)).body.data.completeSnowVisit.status).toBe(outcome.toUpperCase());
    }
    const photo = await request(app.handler).put(`/files/snow-visits/${visitIds[0]}/photo`).set('Authorization', `Bearer ${await validToken(driver, clock)}`).set('Content-Type', 'image/jpeg').send(JPEG);
    expect(photo.status).toBeLessThan(300);
    expect(filesUnder(filesDir)).toHaveLength(1);

    // The portal: a session from the mailed link, a filled profile, the contract canceled (a credit note).
    clock = new Date('2026-11-23T15:00:00.000Z');
    const opened = await openLink(await mailedLinkToken());
    expect(opened.body.data.openClientAccessLink.status).toBe('OK');
    const cookie = ([] as string[]).concat(opened.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    const saved = await asClient(cookie, 'mutation($input: ClientProfileInput!) { updateClientProfile(input: $input) { fullName } }', { input: PROFILE });
    expect(saved.body.data.updateClientProfile.fullName).toBe(PROFILE.fullName);
    const contract = await dataSource.getRepository(SnowContract).findOneByOrFail({ email: PERSON });
    const refund = (await asClient(cookie, 'query($id: ID!) { clientSnowContractCancellation(id: $id) { refundCents } }', { id: String(contract.id) })).body.data.clientSnowContractCancellation
      .refundCents as number;
    expect(refund).toBeGreaterThan(0);
    const canceled = await asClient(cookie, 'mutation($input: CancelSnowContractInput!) { cancelClientSnowContract(input: $input) { status } }', {
      input: { contractId: String(contract.id), expectedRefundCents: refund },
    });
    expect(canceled.body.data.cancelClientSnowContract.status).toBe('CANCELED');
    // A second link, left unused in the mailbox.
    const unusedToken = await mailedLinkToken();
    return { boss, cookie, unusedToken, contract, visitIds };
  }

  it('the export (portal JSON and the readable page) lists invoices, credit notes, the contract, its visits (times, reasons, photo, position), the portal profile and sign-in requests', async () => {
    const { cookie, contract, visitIds } = await seasonCustomer();
    const data = JSON.parse((await asClient(cookie, '{ clientPersonalData }')).body.data.clientPersonalData);
    expect(data.email).toBe(PERSON);
    expect(data.snowOrders).toHaveLength(1);
    expect(data.invoices).toEqual([
      expect.objectContaining({ number: expect.stringMatching(/^F-2026-\d{6}$/), clientEmail: PERSON, totalCents: expect.any(Number), lines: expect.arrayContaining([expect.any(Object)]) }),
    ]);
    expect(data.creditNotes).toEqual([expect.objectContaining({ number: expect.stringMatching(/^NC-2026-\d{6}$/), invoiceNumber: data.invoices[0].number })]);
    expect(data.snowContracts).toEqual([
      expect.objectContaining({ reference: contract.reference, email: PERSON, address: contract.address, status: 'canceled', canceledBy: `Client ${PERSON}` }),
    ]);
    expect(data.snowVisits).toEqual([
      expect.objectContaining({
        id: Number(visitIds[0]), snowfallDate: '2026-11-21', status: 'done', completedAt: '2026-11-21T14:10:00.000Z', latitude: 46.35, longitude: -72.55,
        photo: expect.objectContaining({ path: `/files/client/snow-visits/${visitIds[0]}/photo`, type: 'image/jpeg' }),
      }),
      expect.objectContaining({ id: Number(visitIds[1]), snowfallDate: '2026-11-22', status: 'impossible', reason: 'Voiture de Mme Tremblay dans l’entrée', photo: null }),
    ]);
    expect(data.portalProfile).toEqual([expect.objectContaining(PROFILE)]);
    expect(data.portalSignInRequests).toHaveLength(2);
    expect(data.portalSignInRequests[0].ip).toMatch(/\d/);
    expect(data.portalSignInLinks).toHaveLength(2);
    expect(data.emails.length).toBeGreaterThan(2);
    expect(JSON.stringify(data)).not.toContain(OTHER);

    const page = (await asClient(cookie, '{ clientPersonalDataPage }')).body.data.clientPersonalDataPage as string;
    for (const title of ['Factures', 'Notes de crédit', 'Contrats de déneigement', 'Passages de déneigement', 'Profil de l’espace client']) expect(page).toContain(`<h2>${title}</h2>`);
    expect(page).toContain(data.invoices[0].number);
    expect(page).toContain('Voiture de Mme Tremblay dans l’entrée');
  });

  it('a completed deletion ends the portal session and the mailed link, anonymises every table, deletes the photo, and keeps only tax records until the retention erases them', async () => {
    const { cookie, unusedToken, contract, visitIds } = await seasonCustomer();
    const admin = await insertUser(dataSource, { role: Role.ADMIN });
    expect((await asClient(cookie, '{ clientProfile { fullName } }')).body.data.clientProfile.fullName).toBe(PROFILE.fullName);

    const asked = await asClient(cookie, 'mutation($input: ClientPrivacyRequestInput!) { requestClientPrivacyChange(input: $input) { id } }', { input: { kind: 'DELETION', details: 'Effacez tout.' } });
    const done = await gql(`mutation { completePrivacyRequest(id: "${asked.body.data.requestClientPrivacyChange.id}") { status outcome } }`, {}, admin);
    expect(done.body.data.completePrivacyRequest.status).toBe('DONE');

    // As an attacker holding the old cookie or the unused link from the mailbox: nothing opens.
    for (const query of ['{ clientProfile { fullName } }', '{ clientPersonalData }', '{ clientSnowContracts { id } }']) {
      expect((await asClient(cookie, query)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    expect((await request(app.handler).get(`/files/client/snow-visits/${visitIds[0]}/photo`).set('Cookie', cookie)).status).not.toBe(200);
    expect((await openLink(unusedToken)).body.data.openClientAccessLink.status).toBe('INVALID');

    // Every table that held their data.
    expect(await dataSource.getRepository(ClientProfile).findOneByOrFail({ email: PERSON })).toMatchObject({ fullName: '', phone: '', address: '' });
    expect(await dataSource.getRepository(ClientLinkRequest).count()).toBe(0);
    expect(await dataSource.getRepository(ClientAccessLink).count()).toBe(0);
    // Their e-mails are gone; left is the answer to this request (issue #26: the person is told it is done).
    expect((await dataSource.getRepository(OutboxMessage).findBy({ to: PERSON })).map((m) => m.dedupeKey)).toEqual([`privacy-request:${asked.body.data.requestClientPrivacyChange.id}:completed`]);
    const visits = await dataSource.getRepository(SnowVisit).find({ order: { id: 'ASC' } });
    expect(visits.map((v) => [v.email, v.address, v.note, v.reason, v.latitudeE6, v.longitudeE6, v.photoKey, v.status])).toEqual([
      ['', '', '', null, null, null, null, 'done'],
      ['', '', '', null, null, null, null, 'impossible'],
    ]);
    expect(visits[0]!.completedAt).toEqual(new Date('2026-11-21T14:10:00.000Z'));
    expect(filesUnder(filesDir)).toEqual([]);
    // Tax records: the contract and the order keep terms, amounts and references, not the e-mail, address or note.
    const keptContract = await dataSource.getRepository(SnowContract).findOneByOrFail({ id: contract.id });
    expect(keptContract).toMatchObject({ email: '', address: '', note: '', canceledBy: 'Client', reference: contract.reference, total: contract.total, status: 'canceled' });
    expect(await dataSource.getRepository(SnowOrder).findOneByOrFail({ id: contract.snowOrderId })).toMatchObject({ email: '', address: '', note: '', anonymizedAt: null });
    // Invoices and credit notes stay as issued (6 years).
    const invoice = await dataSource.getRepository(Invoice).findOneByOrFail({});
    expect(invoice.clientEmail).toBe(PERSON);
    expect(await dataSource.getRepository(CreditNote).countBy({ clientEmail: PERSON })).toBe(1);
    // The person is told what was kept: the order, the contract, the invoice and the credit note.
    expect(done.body.data.completePrivacyRequest.outcome).toMatch(/^Renseignements anonymisés\. 4 document\(s\) fiscal\(aux\) de moins de six ans conservé/);
    // The staff export now holds only the tax records and the request.
    const after = JSON.parse((await gql(`{ privacyExport(email: "${PERSON}") }`, {}, admin)).body.data.privacyExport);
    const filled = (data: Record<string, unknown>) => Object.keys(data).filter((key) => Array.isArray(data[key]) && (data[key] as unknown[]).length > 0).sort();
    // 'emails': the answer to this request (issue #26).
    expect(filled(after)).toEqual(['creditNotes', 'emails', 'invoices', 'portalProfile', 'privacyRequests']);
    expect(after.portalProfile).toEqual([expect.objectContaining({ fullName: '', phone: '', address: '' })]);

    // Asking for a new link answers as for anyone (no enumeration), and mails nothing: nothing is left to show.
    expect((await gql('mutation($email: String!) { requestClientAccessLink(email: $email) }', { email: PERSON })).body.data.requestClientAccessLink).toBe(true);
    // Their e-mails are gone; left is the answer to this request (issue #26: the person is told it is done).
    expect((await dataSource.getRepository(OutboxMessage).findBy({ to: PERSON })).map((m) => m.dedupeKey)).toEqual([`privacy-request:${asked.body.data.requestClientPrivacyChange.id}:completed`]);
    expect((await asClient(cookie, '{ clientProfile { fullName } }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    // Six years after the end of 2026, the retention job anonymises the tax records.
    const retention = new RetentionService(dataSource, { months: 24, handlers: featurePersonalData(FEATURES), files: new LocalFileStore(filesDir) });
    await retention.run(new Date('2032-12-31T12:00:00.000Z'));
    expect((await dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id })).clientEmail).toBe(PERSON);
    const summary = await retention.run(new Date('2033-01-02T12:00:00.000Z'));
    expect(summary).toMatchObject({ invoices: 1, snowContracts: 1, snowOrders: 1 });
    expect(await dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id })).toMatchObject({
      clientName: 'Anonymisé', clientEmail: '', clientAddress: '', number: invoice.number, totalCents: invoice.totalCents,
    });
    expect(await dataSource.getRepository(CreditNote).countBy({ clientEmail: PERSON })).toBe(0);
    expect(await dataSource.getRepository(SnowContract).findOneByOrFail({ id: contract.id })).toMatchObject({ customerName: 'Anonymisé', reference: contract.reference });
    expect(await dataSource.getRepository(ClientProfile).countBy({ email: PERSON })).toBe(0);
    const nothing = JSON.parse((await gql(`{ privacyExport(email: "${PERSON}") }`, {}, admin)).body.data.privacyExport);
    // The answer e-mail to the deletion request stays in the outbox (no retention of sent e-mails yet: see the report of issue #26).
    expect(filled(nothing)).toEqual(['emails', 'privacyRequests']);
  });

  it('refuses a blank address (it would match every anonymised row) with a French error', async () => {
    const admin = await insertUser(dataSource, { role: Role.ADMIN });
    await gql('mutation($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) { id } }', { input: pickupInput({ email: OTHER }) });
    for (const email of ['', '   ', 'sans-arobase']) {
      const answer = await gql('query($email: String!) { privacyExport(email: $email) }', { email }, admin);
      expect(answer.body.errors[0]).toMatchObject({ message: 'L’adresse courriel est requise.', extensions: { code: 'BAD_USER_INPUT' } });
    }
  });
});
