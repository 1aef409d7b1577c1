import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { CompleteDemoPaymentDocument, CreateSnowCheckoutDocument } from '../../../../client/src/graphql-public/graphql';
import { App } from '../../app';
import { Role } from '../../shared/roles';
import { createTestApp } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { pdfFirstPagePng, pdfToText } from '../../testing/pdf';
import { tamperedSignature } from '../../testing/requests';
import { validToken } from '../../testing/tokens';
import { CreditNote, Invoice, InvoicePayment, PaymentKind } from '../invoices/invoice.entities';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { restoreSeedPrices } from '../pricing/pricing.fixtures';
import { snowCheckoutInput } from '../snow/snow.fixtures';
import { insertPaidSnowOrder, TOUR_ADDRESSES } from '../tours/tours.fixtures';
import { insertUser } from '../users/users.fixtures';
import { SnowContract, SnowContractStatus, Snowfall, SnowRoute, SnowVisit, SnowVisitStatus } from './snow-season.entities';

/** A camera photo: EXIF with the phone's make and a GPS position (stripped on upload). */
let JPEG: Buffer;
beforeAll(async () => {
  JPEG = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#dde7f0' } })
    .withExif({ IFD0: { Make: 'TelephoneDuDeneigeur' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '46/1 21/1 0/1' } })
    .jpeg()
    .toBuffer();
});

const DECLARE = 'mutation($input: DeclareSnowfallInput!) { declareSnowfall(input: $input) { created visitsCreated snowfall { id date cm } } }';
const BOARD = `query { snowBoard { snowfall { id } routes { id sector employeeId done impossible remaining late lastPhotoVisitId
  visits { id position address status late hasPhoto hasPosition completedAt reason } } } }`;
const ASSIGN = 'mutation($input: AssignSnowRouteInput!) { assignSnowRoute(input: $input) { id employeeId } }';
const REORDER = 'mutation($input: ReorderSnowRouteInput!) { reorderSnowRoute(input: $input) { visits { id position } } }';
const COMPLETE = 'mutation($input: CompleteSnowVisitInput!) { completeSnowVisit(input: $input) { id status completedAt hasPosition } }';
const MY_ROUTES = 'query { mySnowRoutes { id visits { id address status } } }';
const PREVIEW = 'query($id: ID!) { snowContractCancellation(id: $id) { refundCents totalCents rule } }';
const CANCEL = 'mutation($input: CancelSnowContractInput!) { cancelSnowContract(input: $input) { status refundCents canceledBy } }';

describeEachDb('snow season (contracts, snowfalls, visits, proof of service)', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let filesDir: string;
  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'snow-files-'));
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource, { env: { FILE_STORE_DIR: filesDir } });
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await clearTables(dataSource);
    await restoreSeedPrices(dataSource);
  });

  const gql = async (query: string, variables: Record<string, unknown> = {}, user?: { id: number; role: Role }) => {
    const req = request(app.handler).post('/graphql').set('Content-Type', 'application/json');
    if (user) req.set('Authorization', `Bearer ${await validToken(user)}`);
    return req.send({ query, variables });
  };
  const manager = () => insertUser(dataSource, { role: Role.MANAGER });
  const employee = () => insertUser(dataSource, { role: Role.EMPLOYEE });

  /** The real purchase path: checkout, then the demo payment (same path as Stripe's webhook). */
  async function buySubscription(overrides: Record<string, unknown> = {}) {
    const url: string = (await gql(CreateSnowCheckoutDocument.toString(), { input: { ...snowCheckoutInput(), ...overrides } })).body.data.createSnowCheckout.url;
    const paid = await gql(CompleteDemoPaymentDocument.toString(), { token: url.split('/').pop() });
    expect(paid.body.data.completeDemoPayment.status).toBe('PAID');
  }

  const counts = async () => ({
    snowfalls: await dataSource.getRepository(Snowfall).count(),
    routes: await dataSource.getRepository(SnowRoute).count(),
    visits: await dataSource.getRepository(SnowVisit).count(),
    outbox: await dataSource.getRepository(OutboxMessage).count(),
  });

  it('a paid subscription becomes one contract whose French PDF (every distance-contract mention) leaves by e-mail', async () => {
    await buySubscription();
    const contracts = await dataSource.getRepository(SnowContract).find();
    expect(contracts).toHaveLength(1);
    expect(contracts[0]).toMatchObject({
      seasonStart: '2026-11-15',
      seasonEnd: '2027-04-15',
      triggerCm: 5,
      deadlineHours: 7,
      abrasif: true,
      urgent: true,
      subtotal: 56_000,
      total: 64_386,
      status: SnowContractStatus.ACTIVE,
      sector: 'Trois-Rivières (centre)',
    });
    // The customer's e-mails (the office also hears of the new order: « À traiter », issue #26).
    const mails = (await dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } })).filter((m) => !m.subject.startsWith('À traiter'));
    expect(mails.map((m) => m.subject)).toEqual([expect.any(String), `Votre contrat de déneigement ${contracts[0]!.reference}`]);
    const attachment = mails[1]!.attachments![0]!;
    expect(attachment).toMatchObject({ filename: `contrat-deneigement-${contracts[0]!.reference}.pdf`, contentType: 'application/pdf' });
    const pdf = Buffer.from(attachment.contentBase64, 'base64');
    const text = pdfToText(pdf).replace(/\s+/g, ' ');
    // A demo payment gives no customer name: the address is printed once, not again in the name's place.
    expect(contracts[0]!.customerName).toBeNull();
    expect(text.split('marie.tremblay@example.ca')).toHaveLength(2);
    for (const mention of [
      'Contrat conclu à distance',
      'Services Mauricie',
      'NEQ',
      'No TPS',
      'No TVQ',
      '1250 rue Royale, Trois-Rivières',
      'du 15 novembre 2026 au 15 avril 2027',
      'Seuil de déclenchement : 5 cm',
      'au plus 7 heures après la fin de la chute de neige',
      'Sous-total : 560,00 $',
      'TPS (5 %) : 28,00 $',
      'TVQ (9,975 %) : 55,86 $',
      'Total : 643,86 $',
      'dépasse 350 cm, un supplément unique de 75,00 $ avant taxes (86,23 $ taxes incluses)',
      'aucun supplément lié au prix du carburant',
      'au prorata des jours de la saison restant',
      'remboursement intégral',
      'dans les 15 jours',
      'n’a pas commencé dans les 30 jours',
      'Disposition de la neige',
    ]) {
      expect(text).toContain(mention);
    }
    const file = path.join(filesDir, 'contract.pdf');
    fs.writeFileSync(file, pdf);
    expect(pdfFirstPagePng(file).subarray(1, 4).toString()).toBe('PNG');
  });

  it('a one-shot payment makes no contract; paying the same session twice makes one contract and one e-mail', async () => {
    await buySubscription({ mode: 'one-shot' });
    expect(await dataSource.getRepository(SnowContract).count()).toBe(0);
  });

  it('cancellation: the refund by the stated rule is shown first, must match on confirm, and is stored once', async () => {
    const boss = await manager();
    await buySubscription();
    const contract = await dataSource.getRepository(SnowContract).findOneByOrFail({});
    const preview = await gql(PREVIEW, { id: String(contract.id) }, boss);
    // 2026-11-21: 145 of the season's 152 days are left → 64 386 × 145 / 152 = 61 420,85 → 61 421 cents.
    expect(preview.body.data.snowContractCancellation).toMatchObject({ refundCents: 61_421, totalCents: 64_386 });
    const wrong = await gql(CANCEL, { input: { contractId: String(contract.id), expectedRefundCents: 64_386 } }, boss);
    expect(wrong.body.errors[0].extensions.code).toBe('INVALID_TRANSITION');
    expect((await dataSource.getRepository(SnowContract).findOneByOrFail({ id: contract.id })).status).toBe(SnowContractStatus.ACTIVE);
    const done = await gql(CANCEL, { input: { contractId: String(contract.id), expectedRefundCents: 61_421 } }, boss);
    expect(done.body.data.cancelSnowContract).toEqual({ status: 'CANCELED', refundCents: 61_421, canceledBy: boss.email });
    const again = await gql(CANCEL, { input: { contractId: String(contract.id), expectedRefundCents: 61_421 } }, boss);
    expect(again.body.errors[0]).toMatchObject({ message: 'Ce contrat est déjà annulé.', extensions: { code: 'INVALID_TRANSITION' } });
    const employeeTry = await gql(PREVIEW, { id: String(contract.id) }, await employee());
    expect(employeeTry.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('cancellation issues the previewed refund as a card refund and an NC credit note on the paid invoice, once; a 0 refund issues nothing', async () => {
    const boss = await manager();
    await buySubscription();
    const contract = await dataSource.getRepository(SnowContract).findOneByOrFail({});
    const invoice = await dataSource.getRepository(Invoice).findOneByOrFail({ sourceKey: `snow:${contract.snowOrderId}` });
    expect(invoice).toMatchObject({ status: 'paid', totalCents: 64_386, paidCents: 64_386, creditedCents: 0 });
    const refund = (await gql(PREVIEW, { id: String(contract.id) }, boss)).body.data.snowContractCancellation.refundCents;
    expect(refund).toBe(61_421);

    const done = await gql(CANCEL, { input: { contractId: String(contract.id), expectedRefundCents: refund } }, boss);
    expect(done.body.data.cancelSnowContract).toEqual({ status: 'CANCELED', refundCents: refund, canceledBy: boss.email });
    const notes = await dataSource.getRepository(CreditNote).find();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ invoiceId: invoice.id, totalCents: refund, number: expect.stringMatching(/^NC-2026-\d{6}$/), reason: expect.stringContaining(contract.reference) });
    const refunds = await dataSource.getRepository(InvoicePayment).findBy({ kind: PaymentKind.REFUND });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ invoiceId: invoice.id, amountCents: refund, stripeRefundId: expect.stringMatching(/^re_demo_/), id: notes[0]!.refundId });
    expect(await dataSource.getRepository(InvoicePayment).findOneByOrFail({ id: refunds[0]!.refundOfId! })).toMatchObject({ kind: PaymentKind.PAYMENT, refundedCents: refund });
    expect(await dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id })).toMatchObject({ paidCents: 64_386 - refund, creditedCents: refund, balanceCents: 0 });
    expect(await dataSource.getRepository(SnowContract).findOneByOrFail({ id: contract.id })).toMatchObject({ status: SnowContractStatus.CANCELED, refundCents: refund });

    const again = await gql(CANCEL, { input: { contractId: String(contract.id), expectedRefundCents: refund } }, boss);
    expect(again.body.errors[0]).toMatchObject({ message: 'Ce contrat est déjà annulé.', extensions: { code: 'INVALID_TRANSITION' } });
    expect(await dataSource.getRepository(CreditNote).count()).toBe(1);
    expect(await dataSource.getRepository(InvoicePayment).countBy({ kind: PaymentKind.REFUND })).toBe(1);

    // A contract whose season is over: a refund of 0, canceled with no credit note and no refund.
    await buySubscription({ email: 'fini@example.ca' });
    const over = await dataSource.getRepository(SnowContract).findOneByOrFail({ email: 'fini@example.ca' });
    await dataSource.getRepository(SnowContract).update({ id: over.id }, { seasonStart: '2025-11-15', seasonEnd: '2026-04-15' });
    expect((await gql(PREVIEW, { id: String(over.id) }, boss)).body.data.snowContractCancellation.refundCents).toBe(0);
    const zero = await gql(CANCEL, { input: { contractId: String(over.id), expectedRefundCents: 0 } }, boss);
    expect(zero.body.data.cancelSnowContract).toMatchObject({ status: 'CANCELED', refundCents: 0 });
    expect(await dataSource.getRepository(CreditNote).count()).toBe(1);
    expect(await dataSource.getRepository(InvoicePayment).countBy({ kind: PaymentKind.REFUND })).toBe(1);
  });

  it('a cancellation refund above what is left of the invoice is refused: the contract stays active, nothing is issued', async () => {
    const boss = await manager();
    await buySubscription();
    const contract = await dataSource.getRepository(SnowContract).findOneByOrFail({});
    const invoice = await dataSource.getRepository(Invoice).findOneByOrFail({ sourceKey: `snow:${contract.snowOrderId}` });
    const credited = await gql('mutation($input: IssueCreditNoteInput!) { issueCreditNote(input: $input) { totalCents } }', { input: { number: invoice.number, amountCents: 10_000, reason: 'Geste commercial' } }, boss);
    expect(credited.body.data.issueCreditNote).toEqual({ totalCents: 10_000 });
    const refusal = await gql(CANCEL, { input: { contractId: String(contract.id), expectedRefundCents: 61_421 } }, boss);
    expect(refusal.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(refusal.body.errors[0].message).toContain('543,86');
    expect((await dataSource.getRepository(SnowContract).findOneByOrFail({ id: contract.id })).status).toBe(SnowContractStatus.ACTIVE);
    expect(await dataSource.getRepository(CreditNote).count()).toBe(1);
    expect(await dataSource.getRepository(InvoicePayment).countBy({ kind: PaymentKind.REFUND })).toBe(0);
  });

  it('refuses a snowfall in July, negative or absurd centimetres, a bad end time — French messages, nothing stored', async () => {
    const boss = await manager();
    const before = await counts();
    const july = await gql(DECLARE, { input: { date: '2026-07-10', cm: 10, endTime: '06:00' } }, boss);
    expect(july.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { date: expect.stringContaining('saison de déneigement (du 15 novembre au 15 avril)') } });
    const negative = await gql(DECLARE, { input: { date: '2026-11-20', cm: -3, endTime: '06:00' } }, boss);
    expect(negative.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { cm: 'Les centimètres doivent être un nombre entre 0 et 200.' } });
    const badEnd = await gql(DECLARE, { input: { date: '2026-11-20', cm: 10, endTime: '25:00' } }, boss);
    expect(badEnd.body.errors[0].extensions.fieldErrors).toEqual({ endTime: 'Heure de fin invalide (HH:MM).' });
    const future = await gql(DECLARE, { input: { date: '2026-11-30', cm: 10, endTime: '06:00' } }, boss);
    expect(future.body.errors[0].extensions.fieldErrors).toEqual({ date: 'La chute de neige ne peut pas être dans le futur.' });
    const asEmployee = await gql(DECLARE, { input: { date: '2026-11-20', cm: 10, endTime: '06:00' } }, await employee());
    expect(asEmployee.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await counts()).toEqual(before);
  });

  it('an urgent one-time visit gets its own 2-hour deadline, comes first on the route, and carries the customer’s name, phone and maps link (issue #27)', async () => {
    const boss = await manager();
    await insertPaidSnowOrder(dataSource, '2026-11-20T15:00:00Z', { address: '10 rue des Forges, Trois-Rivières, QC G9A 2G5', email: 'normal@example.ca', confirmationCode: 'DN-NORMAL01' });
    await insertPaidSnowOrder(dataSource, '2026-11-20T16:00:00Z', {
      address: '900 rue Notre-Dame, Trois-Rivières, QC G9A 1A1', email: 'vite@example.ca', confirmationCode: 'DN-URGENT01', urgent: true, customerName: 'Marie Tremblay', phone: '+18195551234', note: 'Code 4321',
    });
    expect((await gql(DECLARE, { input: { date: '2026-11-20', cm: 12, endTime: '06:00' } }, boss)).body.errors).toBeUndefined();
    const board = (await gql(`query { snowBoard { routes { visits { address urgent deadlineAt customerName phone phoneDisplay mapsUrl note } } } }`, {}, boss)).body.data.snowBoard;
    const [first, second] = board.routes[0].visits;
    // Ended 06:00 (11:00 UTC) on 20 Nov: urgent + 2 h, the other one-shot + 7 h.
    expect(first).toEqual({
      address: '900 rue Notre-Dame, Trois-Rivières, QC G9A 1A1', urgent: true, deadlineAt: '2026-11-20T13:00:00.000Z', customerName: 'Marie Tremblay', phone: '+18195551234', phoneDisplay: '(819) 555-1234',
      mapsUrl: 'https://www.google.com/maps/search/?api=1&query=900%20rue%20Notre-Dame%2C%20Trois-Rivi%C3%A8res%2C%20QC%20G9A%201A1', note: 'Code 4321',
    });
    expect(second).toMatchObject({ urgent: false, deadlineAt: '2026-11-20T18:00:00.000Z' });
  });

  it('generates visits once: contracts whose trigger is reached plus the day’s one-shots, by sector, nearest-neighbour from the depot', async () => {
    const boss = await manager();
    await buySubscription({ address: TOUR_ADDRESSES.ouest, email: 'ouest@example.ca', urgent: false });
    await buySubscription({ address: '900 rue Notre-Dame, Trois-Rivières, QC G9A 1A1', email: 'loin@example.ca', urgent: false });
    await buySubscription({ address: '10 rue des Forges, Trois-Rivières, QC G9A 2G5', email: 'pres@example.ca', urgent: false });
    await buySubscription({ address: TOUR_ADDRESSES.cap, email: 'cap@example.ca', urgent: false });
    // A contract with a higher trigger depth is not served by 3 cm, and a canceled one never.
    await dataSource.getRepository(SnowContract).update({ email: 'cap@example.ca' }, { triggerCm: 15 });
    await insertPaidSnowOrder(dataSource, '2026-11-20T15:00:00Z', { address: TOUR_ADDRESSES.centre, email: 'unique@example.ca', confirmationCode: 'DN-ONESHOT1' });
    await insertPaidSnowOrder(dataSource, '2026-11-19T15:00:00Z', { address: TOUR_ADDRESSES.centre, email: 'veille@example.ca', confirmationCode: 'DN-ONESHOT2' });

    const first = await gql(DECLARE, { input: { date: '2026-11-20', cm: 12, endTime: '06:00' } }, boss);
    expect(first.body.data.declareSnowfall).toMatchObject({ created: true, visitsCreated: 4, snowfall: { date: '2026-11-20', cm: 12 } });
    const after = await counts();
    const again = await gql(DECLARE, { input: { date: '2026-11-20', cm: 12, endTime: '06:00' } }, boss);
    expect(again.body.data.declareSnowfall).toMatchObject({ created: false, visitsCreated: 0 });
    expect(await counts()).toEqual(after);

    const board = (await gql(BOARD, {}, boss)).body.data.snowBoard;
    expect(board.routes.map((r: { sector: string; remaining: number }) => [r.sector, r.remaining])).toEqual([
      ['Trois-Rivières (centre)', 3],
      ['Trois-Rivières-Ouest', 1],
    ]);
    // From the depot (G9A downtown): G9A 1A1 is nearer than G9A 2G5, then the one-shot at G9A 4J6.
    expect(board.routes[0].visits.map((v: { address: string }) => v.address)).toEqual([
      '900 rue Notre-Dame, Trois-Rivières, QC G9A 1A1',
      '10 rue des Forges, Trois-Rivières, QC G9A 2G5',
      TOUR_ADDRESSES.centre,
    ]);
    // Ended 06:00 on 20 Nov + 7 h = 13:00 that day: pending visits are late on the 21st.
    expect(board.routes[0].late).toBe(3);

    const ids = board.routes[0].visits.map((v: { id: string }) => v.id);
    const reordered = await gql(REORDER, { input: { routeId: board.routes[0].id, visitIds: [ids[2], ids[0], ids[1]] } }, boss);
    expect(reordered.body.data.reorderSnowRoute.visits).toEqual([
      { id: ids[2], position: 1 },
      { id: ids[0], position: 2 },
      { id: ids[1], position: 3 },
    ]);
    const partial = await gql(REORDER, { input: { routeId: board.routes[0].id, visitIds: [ids[0]] } }, boss);
    expect(partial.body.errors[0].extensions.fieldErrors).toEqual({ visitIds: 'L’ordre doit contenir exactement les passages de la tournée.' });
  });

  it('the driver completes a stop: only on their own route, once per key, at the device time; the customer is told "Passage effectué"', async () => {
    const boss = await manager();
    const driver = await employee();
    const other = await employee();
    await buySubscription({ urgent: false });
    await gql(DECLARE, { input: { date: '2026-11-21', cm: 8, endTime: '06:00' } }, boss);
    const route = (await gql(BOARD, {}, boss)).body.data.snowBoard.routes[0];
    expect((await gql(ASSIGN, { input: { routeId: route.id, employeeId: String(driver.id) } }, boss)).body.data.assignSnowRoute.employeeId).toBe(String(driver.id));
    const visitId = route.visits[0].id;
    expect((await gql(MY_ROUTES, {}, driver)).body.data.mySnowRoutes[0].visits).toEqual([{ id: visitId, address: route.visits[0].address, status: 'PENDING' }]);
    expect((await gql(MY_ROUTES, {}, other)).body.data.mySnowRoutes).toEqual([]);

    const outboxBefore = await dataSource.getRepository(OutboxMessage).count();
    const input = { visitId, outcome: 'done', occurredAt: '2026-11-21T14:10:00.000Z', idempotencyKey: 'key-0001-abcdef', latitude: 46.35, longitude: -72.55 };
    const stranger = await gql(COMPLETE, { input: { ...input, idempotencyKey: 'key-other-0001' } }, other);
    expect(stranger.body.errors[0]).toMatchObject({ message: 'Ce passage appartient à la tournée d’un autre employé.', extensions: { code: 'FORBIDDEN' } });
    expect((await dataSource.getRepository(SnowVisit).findOneByOrFail({ id: Number(visitId) })).status).toBe(SnowVisitStatus.PENDING);

    const noReason = await gql(COMPLETE, { input: { ...input, outcome: 'impossible', reason: '  ' } }, driver);
    expect(noReason.body.errors[0].extensions.fieldErrors).toEqual({ reason: 'Indiquez la raison.' });

    const results = await Promise.all([gql(COMPLETE, { input }, driver), gql(COMPLETE, { input }, driver)]);
    const later = await gql(COMPLETE, { input }, driver);
    for (const res of [...results, later]) {
      expect(res.body.data.completeSnowVisit).toEqual({ id: visitId, status: 'DONE', completedAt: '2026-11-21T14:10:00.000Z', hasPosition: true });
    }
    const stored = await dataSource.getRepository(SnowVisit).findOneByOrFail({ id: Number(visitId) });
    expect(stored).toMatchObject({ employeeId: driver.id, latitudeE6: 46_350_000, longitudeE6: -72_550_000, receivedAt: new Date('2026-11-21T15:00:00.000Z') });
    const mails = await dataSource.getRepository(OutboxMessage).find({ where: { subject: 'Passage effectué' } });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'marie.tremblay@example.ca' });
    expect(mails[0]!.text).toContain('a été déneigée le 21 novembre 2026 à 09 h 10');
    expect(await dataSource.getRepository(OutboxMessage).count()).toBe(outboxBefore + 1);

    const secondTry = await gql(COMPLETE, { input: { ...input, idempotencyKey: 'key-0002-abcdef' } }, driver);
    expect(secondTry.body.errors[0]).toMatchObject({ message: 'Ce passage a déjà été traité.' });
  });

  it('the client portal: the customer sees their contract, its visits and photo, cancels with the refund shown first; another customer sees nothing', async () => {
    const boss = await manager();
    const driver = await employee();
    await buySubscription({ urgent: false, email: 'marie.tremblay@example.ca' });
    await gql(DECLARE, { input: { date: '2026-11-21', cm: 8, endTime: '06:00' } }, boss);
    const route = (await gql(BOARD, {}, boss)).body.data.snowBoard.routes[0];
    await gql(ASSIGN, { input: { routeId: route.id, employeeId: String(driver.id) } }, boss);
    const visitId = route.visits[0].id;
    await gql(COMPLETE, { input: { visitId, outcome: 'done', occurredAt: '2026-11-21T14:00:00.000Z', idempotencyKey: 'portal-key-0001' } }, driver);
    await request(app.handler).put(`/files/snow-visits/${visitId}/photo`).set('Authorization', `Bearer ${await validToken(driver)}`).set('Content-Type', 'image/jpeg').send(JPEG);

    const cookieOf = async (email: string) => `client_session=${(await app.container.clientSessions.issue(email, 0, new Date('2026-11-21T15:00:00.000Z'))).token}`;
    const marie = await cookieOf('marie.tremblay@example.ca');
    const other = await cookieOf('quelquun@example.ca');
    const asClient = (cookie: string, query: string, variables: Record<string, unknown> = {}) =>
      request(app.handler).post('/graphql').set('Content-Type', 'application/json').set('Cookie', cookie).send({ query, variables });
    const LIST = '{ clientSnowContracts { id status pdfPath visits { id snowfallDate status completedAt photoPath } } }';
    const mine = (await asClient(marie, LIST)).body.data.clientSnowContracts;
    expect(mine).toEqual([
      {
        id: expect.any(String),
        status: 'ACTIVE',
        pdfPath: `/files/client/snow-contracts/${mine[0].id}.pdf`,
        visits: [{ id: visitId, snowfallDate: '2026-11-21', status: 'DONE', completedAt: '2026-11-21T14:00:00.000Z', photoPath: `/files/client/snow-visits/${visitId}/photo` }],
      },
    ]);
    expect((await asClient(other, LIST)).body.data.clientSnowContracts).toEqual([]);
    const pdf = await request(app.handler).get(mine[0].pdfPath).set('Cookie', marie);
    expect(pdf.status).toBe(200);
    expect(pdfToText(pdf.body as Buffer)).toContain('Contrat conclu à distance');
    expect((await request(app.handler).get(mine[0].pdfPath).set('Cookie', other)).status).toBe(404);
    const own = await request(app.handler).get(`/files/client/snow-visits/${visitId}/photo`).set('Cookie', marie);
    // issue #32: a personal answer is never kept by a cache (the route answered `private, max-age=300`).
    expect([own.status, own.headers['cache-control']]).toEqual([200, 'no-store']);
    expect((await request(app.handler).get(`/files/client/snow-visits/${visitId}/photo`).set('Cookie', other)).status).toBe(404);
    // A staff token is not a client session.
    expect((await gql(LIST, {}, boss)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const PREVIEW_C = 'query($id: ID!) { clientSnowContractCancellation(id: $id) { refundCents } }';
    const CANCEL_C = 'mutation($input: CancelSnowContractInput!) { cancelClientSnowContract(input: $input) { status refundCents canceledBy } }';
    expect((await asClient(other, PREVIEW_C, { id: mine[0].id })).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await asClient(other, CANCEL_C, { input: { contractId: mine[0].id, expectedRefundCents: 0 } })).body.errors[0].extensions.code).toBe('NOT_FOUND');
    const refund = (await asClient(marie, PREVIEW_C, { id: mine[0].id })).body.data.clientSnowContractCancellation.refundCents;
    expect(refund).toBe(Math.round((49_439 * 145) / 152));
    const done = await asClient(marie, CANCEL_C, { input: { contractId: mine[0].id, expectedRefundCents: refund } });
    expect(done.body.data.cancelClientSnowContract).toEqual({ status: 'CANCELED', refundCents: refund, canceledBy: 'Client marie.tremblay@example.ca' });
  });

  it('photos: the driver’s image is stored through the file store; a non-image, a 20 MB file or another employee is refused with nothing stored', async () => {
    const boss = await manager();
    const driver = await employee();
    const other = await employee();
    await buySubscription({ urgent: false });
    await gql(DECLARE, { input: { date: '2026-11-21', cm: 8, endTime: '06:00' } }, boss);
    const route = (await gql(BOARD, {}, boss)).body.data.snowBoard.routes[0];
    await gql(ASSIGN, { input: { routeId: route.id, employeeId: String(driver.id) } }, boss);
    const visitId = route.visits[0].id;
    const put = async (user: { id: number; role: Role }, body: Buffer, type = 'image/jpeg') =>
      request(app.handler).put(`/files/snow-visits/${visitId}/photo`).set('Authorization', `Bearer ${await validToken(user)}`).set('Content-Type', type).send(body);
    const stored = () => (fs.existsSync(path.join(filesDir, 'visits', visitId)) ? fs.readdirSync(path.join(filesDir, 'visits', visitId)).filter((f) => f.endsWith('.jpeg')).length : 0);

    const early = await put(driver, JPEG);
    expect(early.body).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { photo: 'Marquez d’abord le passage comme fait ou impossible.' } });
    await gql(COMPLETE, { input: { visitId, outcome: 'done', occurredAt: '2026-11-21T14:00:00.000Z', idempotencyKey: 'photo-key-0001' } }, driver);

    const notImage = await put(driver, Buffer.from('%PDF-1.7 pretending to be a photo'), 'image/jpeg');
    expect(notImage.status).toBe(400);
    expect(notImage.body).toMatchObject({ error: 'La photo doit être une image JPEG, PNG, WebP ou HEIC.', code: 'BAD_USER_INPUT' });
    const huge = await put(driver, Buffer.concat([JPEG, Buffer.alloc(20 * 1024 * 1024)]));
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ error: 'La photo dépasse 8 Mo.', code: 'BAD_USER_INPUT' });
    const stranger = await put(other, JPEG);
    expect(stranger.status).toBe(403);
    expect(stranger.body.error).toBe('Ce passage appartient à la tournée d’un autre employé.');
    expect(stored()).toBe(0);
    expect((await dataSource.getRepository(SnowVisit).findOneByOrFail({ id: Number(visitId) })).photoKey).toBeNull();

    const ok = await put(driver, JPEG);
    expect(ok.status).toBe(200);
    expect(stored()).toBe(1);
    const board = (await gql(BOARD, {}, boss)).body.data.snowBoard.routes[0];
    expect(board).toMatchObject({ done: 1, remaining: 0, lastPhotoVisitId: visitId });
    const photo = await request(app.handler).get(`/files/snow-visits/${visitId}/photo`).set('Authorization', `Bearer ${await validToken(boss)}`);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('no-store');
    // Stored as a new JPEG: same picture, without the camera's metadata (GPS position, make).
    const meta = await sharp(photo.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 640, 480, undefined]);
    expect((photo.body as Buffer).includes(Buffer.from('TelephoneDuDeneigeur'))).toBe(false);

    // The board's <img> address: same origin, signed and expiring; no Bearer token needed, any change refused.
    const urlOf = async () => (await gql('query { snowBoard { routes { visits { id photoUrl } } } }', {}, boss)).body.data.snowBoard.routes[0].visits.find((v: { id: string }) => v.id === visitId).photoUrl as string;
    const photoUrl = await urlOf();
    expect(photoUrl).toMatch(new RegExp(`^/files/photos/visits/${visitId}/[0-9a-f-]+\\.jpeg\\?expires=\\d+&signature=[\\w-]+$`));
    const viaUrl = await request(app.handler).get(photoUrl);
    expect([viaUrl.status, viaUrl.headers['content-type'], viaUrl.headers['cache-control'], Buffer.compare(viaUrl.body as Buffer, photo.body as Buffer)]).toEqual([200, 'image/jpeg', 'no-store', 0]);
    expect((await request(app.handler).get(tamperedSignature(photoUrl))).status).toBe(403);
    expect((await request(app.handler).get(photoUrl.split('?')[0]!)).status).toBe(403);
    expect((await request(app.handler).get(photoUrl.replace(/expires=\d+/, 'expires=9999999999'))).status).toBe(403);

    // The customer's "Passage effectué" links to the photo (signed, 30 days), which serves it without a session.
    const doneMail = await dataSource.getRepository(OutboxMessage).findOneByOrFail({ subject: 'Passage effectué' });
    const shared = /http:\/\/\S+\/files\/snow-visits\/\d+\/photo\/partage\?\S+/.exec(doneMail.text)![0];
    const sharedPath = shared.replace(/^http:\/\/[^/]+/, '');
    const sharedPhoto = await request(app.handler).get(sharedPath);
    expect([sharedPhoto.status, sharedPhoto.headers['cache-control']]).toEqual([200, 'no-store']);
    expect((await request(app.handler).get(tamperedSignature(sharedPath))).status).toBe(404);

    // A new photo replaces the old one, whose file is deleted (issue #32): one file on disk, the old address gone.
    const second = await put(driver, await sharp({ create: { width: 320, height: 200, channels: 3, background: '#102030' } }).png().toBuffer(), 'image/png');
    expect(second.status).toBe(200);
    expect(stored()).toBe(1);
    expect((await request(app.handler).get(photoUrl)).status).toBe(404);
    expect((await sharp((await request(app.handler).get(await urlOf())).body as Buffer).metadata()).width).toBe(320);
    const peek = await request(app.handler).get(`/files/snow-visits/${visitId}/photo`).set('Authorization', `Bearer ${await validToken(other)}`);
    expect(peek.status).toBe(403);
  });
});
