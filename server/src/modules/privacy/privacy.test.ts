import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { DataSource, Like } from 'typeorm';
import { App } from '../../app';
import { createTestApp, TEST_JWT_SECRET } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { graphqlRequest } from '../../testing/requests';
import { Role } from '../../shared/roles';
import { CASL_CONSENT_TEXT } from '../../shared/privacy.messages.fr';
import { SessionTokens } from '../auth/session-tokens';
import { EventRequest } from '../events/event-request.entity';
import { eventInput } from '../events/events.fixtures';
import { MailWorker } from '../mail/mail.worker';
import { createEmlTransport } from '../mail/mail.transport';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { PickupRequest } from '../pickup/pickup-request.entity';
import { pickupInput } from '../pickup/pickup.fixtures';
import { SnowOrder } from '../snow/snow-order.entity';
import { snowCheckoutInput } from '../snow/snow.fixtures';
import { insertUser } from '../users/users.fixtures';
import { MarketingConsent, PrivacyIncident, PrivacyRequest } from './privacy.entities';

const ENV = { PUBLIC_URL: 'https://services.example.ca', COMPANY_PHONE: '819 555-0177', COMPANY_EMAIL: 'bonjour@exemple.ca', COMPANY_ADDRESS: '100 rue des Forges, Trois-Rivières' };
const PERSON = 'marie.tremblay@example.ca';
const SNOW = 'mutation($input: CreateSnowCheckoutInput!) { createSnowCheckout(input: $input) { url } }';

describeEachDb('CASL consent and unsubscribe, Law 25 export and deletion, incident register', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let clock = new Date('2026-11-21T15:00:00.000Z');
  let admin: string;
  let manager: string;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource, { now: () => new Date(clock), env: ENV });
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });
  beforeEach(async () => {
    clock = new Date('2026-11-21T15:00:00.000Z');
    await clearTables(dataSource);
    const sessions = new SessionTokens({ secret: TEST_JWT_SECRET, ttlSeconds: 30 * 86_400 });
    admin = (await sessions.issue(await insertUser(dataSource, { role: Role.ADMIN }), clock)).token;
    manager = (await sessions.issue(await insertUser(dataSource, { role: Role.MANAGER }), clock)).token;
  });

  it('records express consent with its wording and time, sends marketing only to it, and the one-click link in the e-mail withdraws it without signing in', async () => {
    const bought = await graphqlRequest(app, { query: SNOW, variables: { input: { ...snowCheckoutInput(), marketingConsent: true } } });
    expect(bought.body.errors).toBeUndefined();
    // Paid: a contract, which the renewal offer is about.
    const paid = await graphqlRequest(app, { query: 'mutation($token: String!) { completeDemoPayment(token: $token) { status } }', variables: { token: bought.body.data.createSnowCheckout.url.split('/').pop() } });
    expect(paid.body.data.completeDemoPayment.status).toBe('PAID');
    const unconsented = await graphqlRequest(app, { query: SNOW, variables: { input: snowCheckoutInput({ email: 'sans.consentement@example.ca' }) } });
    await graphqlRequest(app, { query: 'mutation($token: String!) { completeDemoPayment(token: $token) { status } }', variables: { token: unconsented.body.data.createSnowCheckout.url.split('/').pop() } });
    const consents = await dataSource.getRepository(MarketingConsent).find();
    expect(consents).toEqual([expect.objectContaining({ email: PERSON, wording: CASL_CONSENT_TEXT, source: 'deneigement', consentedAt: clock, withdrawnAt: null })]);

    expect((await graphqlRequest(app, { query: 'mutation { sendSnowRenewalOffer }', token: manager })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    // The renewal is offered from the end of the contract's season (issue #28).
    clock = new Date('2027-04-15T15:00:00.000Z');
    admin = (await new SessionTokens({ secret: TEST_JWT_SECRET, ttlSeconds: 3600 }).issue(await insertUser(dataSource, { role: Role.ADMIN, email: 'admin-avril@services-mauricie.test' }), clock)).token;
    const sent = await graphqlRequest(app, { query: 'mutation { sendSnowRenewalOffer }', token: admin });
    expect(sent.body).toEqual({ data: { sendSnowRenewalOffer: 1 } });
    const offer = await dataSource.getRepository(OutboxMessage).findOneByOrFail({ dedupeKey: Like('marketing:%') });
    expect(offer.to).toBe(PERSON);

    // The e-mail as it leaves (.eml): the headers of RFC 8058 and the company's identity.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unsubscribe-'));
    const worker = new MailWorker({ dataSource, transport: createEmlTransport(dir), log: pino({ level: 'silent' }), from: '"Services" <bonjour@exemple.ca>', now: () => clock });
    await worker.runOnce();
    const eml = fs.readFileSync(path.join(dir, fs.readdirSync(dir).find((f) => f.includes(String(offer.id).padStart(6, '0')))!), 'utf8');
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(eml).toContain('819 555-0177');
    // Headers may be folded (RFC 5322): unfold before reading.
    const url = new URL(/^List-Unsubscribe:\s*<([^>]+)>$/m.exec(eml.replace(/\r?\n[ \t]+/g, ' '))![1]!);
    expect(url.origin).toBe('https://services.example.ca');

    // A tampered link does nothing; the genuine one (POST, as a mail client's one click) withdraws.
    const forged = await request(app.handler).post(`${url.pathname}?email=${encodeURIComponent(PERSON)}&signature=faux`).type('form').send('List-Unsubscribe=One-Click');
    expect(forged.status).toBe(403);
    const page = await request(app.handler).get(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Me désabonner');
    expect((await dataSource.getRepository(MarketingConsent).findOneByOrFail({ email: PERSON })).withdrawnAt).toBeNull();
    const done = await request(app.handler).post(`${url.pathname}${url.search}`).type('form').send('List-Unsubscribe=One-Click');
    expect(done.status).toBe(200);
    expect(done.text).toContain('vous ne recevrez plus de courriels promotionnels');
    expect((await dataSource.getRepository(MarketingConsent).findOneByOrFail({ email: PERSON })).withdrawnAt).toEqual(clock);
    // Nothing more goes to a withdrawn address, even next season.
    clock = new Date('2027-10-01T15:00:00.000Z');
    const later = (await new SessionTokens({ secret: TEST_JWT_SECRET, ttlSeconds: 3600 }).issue(await insertUser(dataSource, { role: Role.ADMIN }), clock)).token;
    expect((await graphqlRequest(app, { query: 'mutation { sendSnowRenewalOffer }', token: later })).body).toEqual({ data: { sendSnowRenewalOffer: 0 } });
  });

  it('exports everything about a person by a signed link (JSON and French page), then erases it on a deletion request, keeping of orders under six years what tax law requires', async () => {
    // An order from seven years ago, then this year's requests and order.
    clock = new Date('2019-11-21T15:00:00.000Z');
    await graphqlRequest(app, { query: SNOW, variables: { input: snowCheckoutInput({ note: 'Ancienne commande' }) } });
    clock = new Date('2026-11-21T15:00:00.000Z');
    await graphqlRequest(app, { query: SNOW, variables: { input: { ...snowCheckoutInput(), marketingConsent: true } } });
    await graphqlRequest(app, { query: 'mutation($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) { id } }', variables: { input: pickupInput({ email: PERSON }) } });
    await graphqlRequest(app, { query: 'mutation($input: SubmitEventRequestInput!) { submitEventRequest(input: $input) { id } }', variables: { input: eventInput({ email: PERSON }) } });
    await graphqlRequest(app, { query: 'mutation($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) { id } }', variables: { input: pickupInput({ email: 'autre@example.ca' }) } });

    const link = await graphqlRequest(app, { query: `mutation { createPrivacyExportLink(email: "${PERSON}") { url expiresAt } }`, token: admin });
    const url = new URL(link.body.data.createPrivacyExportLink.url);
    expect(link.body.data.createPrivacyExportLink.expiresAt).toBe('2026-11-28T15:00:00.000Z');
    const json = await request(app.handler).get(`${url.pathname}${url.search}`);
    expect(json.status).toBe(200);
    expect(json.headers['content-disposition']).toContain('mes-donnees.json');
    const data = JSON.parse(json.text);
    expect(data.pickupRequests).toHaveLength(1);
    expect(data.eventRequests).toHaveLength(1);
    expect(data.eventRequests[0].materials.length).toBeGreaterThan(0);
    expect(data.snowOrders).toHaveLength(2);
    expect(data.marketingConsent[0].wording).toBe(CASL_CONSENT_TEXT);
    expect(JSON.stringify(data)).not.toContain('autre@example.ca');
    const html = await request(app.handler).get(`${url.pathname}${url.search}&format=html`);
    expect(html.text).toContain('<h1>Vos renseignements personnels</h1>');
    expect(html.text).toContain('Demandes de ramassage');
    expect((await request(app.handler).get(`${url.pathname}?email=${encodeURIComponent(PERSON)}&expires=9999999999&signature=x`)).status).toBe(403);
    clock = new Date('2026-11-29T15:00:00.000Z');
    expect((await request(app.handler).get(`${url.pathname}${url.search}`)).status).toBe(403);

    // A deletion asked by phone: due 30 days after receipt, in the queue.
    clock = new Date('2026-11-22T15:00:00.000Z');
    const recorded = await graphqlRequest(app, {
      query: 'mutation($input: RecordPrivacyRequestInput!) { recordPrivacyRequest(input: $input) { id dueAt status } }',
      variables: { input: { email: PERSON.toUpperCase(), kind: 'DELETION', details: 'Effacez mes données.', channel: 'téléphone' } },
      token: admin,
    });
    expect(recorded.body.data.recordPrivacyRequest).toMatchObject({ dueAt: '2026-12-22T15:00:00.000Z', status: 'OPEN' });
    const queue = await graphqlRequest(app, { query: '{ privacyRequests { email kind status dueAt } }', token: admin });
    expect(queue.body.data.privacyRequests).toEqual([{ email: PERSON, kind: 'DELETION', status: 'OPEN', dueAt: '2026-12-22T15:00:00.000Z' }]);
    expect((await graphqlRequest(app, { query: '{ privacyRequests { id } }', token: manager })).body.errors[0].extensions.code).toBe('FORBIDDEN');

    const completed = await graphqlRequest(app, { query: `mutation { completePrivacyRequest(id: "${recorded.body.data.recordPrivacyRequest.id}") { status outcome } }`, token: admin });
    expect(completed.body.data.completePrivacyRequest.status).toBe('DONE');
    expect(completed.body.data.completePrivacyRequest.outcome).toMatch(/^Renseignements anonymisés\. 1 document\(s\) fiscal\(aux\) de moins de six ans conservé/);
    const pickups = await dataSource.getRepository(PickupRequest).find({ order: { id: 'ASC' } });
    expect(pickups.map((p) => [p.fullName, p.email, p.anonymizedAt !== null])).toEqual([
      ['Anonymisé', '', true],
      ['Marie-Ève Lapointe', 'autre@example.ca', false],
    ]);
    const event = await dataSource.getRepository(EventRequest).findOneByOrFail({});
    expect([event.companyName, event.email, event.phone]).toEqual(['Anonymisé', '', '']);
    const orders = await dataSource.getRepository(SnowOrder).find({ order: { id: 'ASC' } });
    // The young order is a tax record: the buyer's name, amounts and references stay; e-mail, address and note go.
    expect(orders.map((o) => [o.customerName, o.email, o.address, o.note, o.anonymizedAt !== null])).toEqual([
      ['Anonymisé', '', '', '', true],
      [null, '', '', '', false],
    ]);
    expect(orders[1]).toMatchObject({ confirmationCode: expect.stringMatching(/^DN-/), total: expect.any(Number), status: expect.any(String) });
    expect(await dataSource.getRepository(MarketingConsent).count()).toBe(0);
    // Their e-mails are gone; what is left is the answer to this request (issue #26: the person is told it is done).
    expect((await dataSource.getRepository(OutboxMessage).findBy({ to: PERSON })).map((m) => m.dedupeKey)).toEqual([`privacy-request:${recorded.body.data.recordPrivacyRequest.id}:completed`]);
    const again = await graphqlRequest(app, { query: `mutation { completePrivacyRequest(id: "${recorded.body.data.recordPrivacyRequest.id}") { status } }`, token: admin });
    expect(again.body.errors[0].extensions.code).toBe('INVALID_TRANSITION');
    // The export now holds only the request itself (the kept order no longer carries the address).
    const after = JSON.parse((await graphqlRequest(app, { query: `{ privacyExport(email: "${PERSON}") }`, token: admin })).body.data.privacyExport);
    expect([after.pickupRequests.length, after.eventRequests.length, after.snowOrders.length, after.privacyRequests.length]).toEqual([0, 0, 0, 1]);
  });

  it('from the client portal: the signed-in client downloads their data and asks for deletion, which lands in the staff queue', async () => {
    await graphqlRequest(app, { query: 'mutation($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) { id } }', variables: { input: pickupInput({ email: PERSON }) } });
    await graphqlRequest(app, { query: 'mutation($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) { id } }', variables: { input: pickupInput({ email: 'autre@example.ca' }) } });
    expect((await graphqlRequest(app, { query: 'mutation($email: String!) { requestClientAccessLink(email: $email) }', variables: { email: PERSON } })).body.data.requestClientAccessLink).toBe(true);
    const mail = (await dataSource.getRepository(OutboxMessage).find({ where: { to: PERSON }, order: { id: 'DESC' } }))[0]!;
    const token = /#jeton=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const opened = await request(app.handler).post('/graphql').set('Content-Type', 'application/json').send({ query: 'mutation($token: String!) { openClientAccessLink(token: $token) { status } }', variables: { token } });
    const cookie = ([] as string[]).concat(opened.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    const asClient = (query: string, variables: Record<string, unknown> = {}) =>
      request(app.handler).post('/graphql').set('Content-Type', 'application/json').set('Cookie', cookie).send({ query, variables });

    const data = JSON.parse((await asClient('{ clientPersonalData }')).body.data.clientPersonalData);
    expect(data.email).toBe(PERSON);
    expect(data.pickupRequests).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain('autre@example.ca');
    expect((await asClient('{ clientPersonalDataPage }')).body.data.clientPersonalDataPage).toContain('<h1>Vos renseignements personnels</h1>');
    // Without a client session (anonymous, or a staff token): refused.
    expect((await graphqlRequest(app, { query: '{ clientPersonalData }' })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await graphqlRequest(app, { query: '{ clientPersonalData }', token: admin })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const asked = await asClient('mutation($input: ClientPrivacyRequestInput!) { requestClientPrivacyChange(input: $input) { kind dueAt } }', { input: { kind: 'DELETION', details: 'Merci.' } });
    expect(asked.body.data.requestClientPrivacyChange).toEqual({ kind: 'DELETION', dueAt: '2026-12-21T15:00:00.000Z' });
    const queue = await graphqlRequest(app, { query: '{ privacyRequests { email kind channel status } }', token: admin });
    expect(queue.body.data.privacyRequests).toEqual([{ email: PERSON, kind: 'DELETION', channel: 'portail', status: 'OPEN' }]);
  });

  it('keeps the confidentiality incident register (ADMIN only, French errors on bad input)', async () => {
    const input = {
      occurredAt: '2026-11-10T12:00:00.000Z',
      discoveredAt: '2026-11-12T09:00:00.000Z',
      description: 'Un portable non chiffré a été volé dans un véhicule.',
      personalInformation: 'Noms, adresses et téléphones de 40 clients de déneigement.',
      riskAssessment: 'Risque faible : session verrouillée, aucune donnée financière.',
      seriousRisk: false,
      notifications: 'Aucune : pas de risque de préjudice sérieux.',
      measures: 'Mots de passe changés, chiffrement activé sur tous les postes.',
    };
    const query = 'mutation($input: RecordPrivacyIncidentInput!) { recordPrivacyIncident(input: $input) { id seriousRisk recordedAt } }';
    expect((await graphqlRequest(app, { query, variables: { input }, token: manager })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    const bad = await graphqlRequest(app, { query, variables: { input: { ...input, description: '   ' } }, token: admin });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { description: 'Valeur invalide.' } });
    expect(await dataSource.getRepository(PrivacyIncident).count()).toBe(0);
    const ok = await graphqlRequest(app, { query, variables: { input }, token: admin });
    expect(ok.body.data.recordPrivacyIncident).toMatchObject({ seriousRisk: false, recordedAt: '2026-11-21T15:00:00.000Z' });
    const list = await graphqlRequest(app, { query: '{ privacyIncidents { description personalInformation notifications } }', token: admin });
    expect(list.body.data.privacyIncidents).toEqual([{ description: input.description, personalInformation: input.personalInformation, notifications: input.notifications }]);
    expect(await dataSource.getRepository(PrivacyRequest).count()).toBe(0);
  });
});
