import { ClientTimelineEntry } from './portal.entities';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { App } from '../../app';
import { CLIENT_TERMS_VERSION } from '../../shared/portal.messages.fr';
import { Role } from '../../shared/roles';
import { createTestApp, TEST_JWT_SECRET, TEST_NOW } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { validToken } from '../../testing/tokens';
import { eventInput } from '../events/events.fixtures';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { PickupRequest, PickupStatus } from '../pickup/pickup-request.entity';
import { restoreSeedPrices } from '../pricing/pricing.fixtures';
import { insertUser } from '../users/users.fixtures';
import { ClientSessions } from './client-session';
import { QuoteRevision } from './portal.entities';

const SUBMIT = `mutation($input: SubmitEventRequestInput!) { submitEventRequest(input: $input) { id reference } }`;
const REQUEST_LINK = `mutation($email: String!) { requestClientAccessLink(email: $email) }`;
const OPEN_LINK = `mutation($token: String!) { openClientAccessLink(token: $token) { status email } }`;
const SAVE = `mutation($input: SaveQuoteRevisionInput!) { saveQuoteRevision(input: $input) { id number totalCents } }`;
const SEND = `mutation($id: ID!) { sendQuoteRevision(revisionId: $id) { id status } }`;

/** Every client operation, with the ids it needs. */
const CLIENT_OPERATIONS = (ids: { event: number; revision: number; pickup: number }): [string, string, Record<string, unknown>][] => [
  ['clientRequests', `{ clientRequests { id reference } }`, {}],
  ['clientDocuments', `{ clientDocuments { path } }`, {}],
  ['clientProfile', `{ clientProfile { email } }`, {}],
  ['clientQuoteRevisions', `query($id: ID!) { clientQuoteRevisions(eventRequestId: $id) { id totalCents } }`, { id: String(ids.event) }],
  ['acceptQuote', `mutation($i: AcceptQuoteInput!) { acceptQuote(input: $i) { id } }`, { i: { revisionId: String(ids.revision), fullName: 'Bob Gagnon', termsAccepted: true, termsVersion: CLIENT_TERMS_VERSION } }],
  ['declineQuote', `mutation($i: DeclineQuoteInput!) { declineQuote(input: $i) { id } }`, { i: { revisionId: String(ids.revision), reason: null } }],
  ['requestQuoteChange', `mutation($i: ClientMessageInput!) { requestQuoteChange(input: $i) }`, { i: { requestId: String(ids.event), message: 'Bonjour' } }],
  ['acceptPickupProposal', `mutation($id: ID!) { acceptPickupProposal(pickupRequestId: $id) }`, { id: String(ids.pickup) }],
  ['requestPickupSlotChange', `mutation($i: ClientMessageInput!) { requestPickupSlotChange(input: $i) }`, { i: { requestId: String(ids.pickup), message: 'Bonjour' } }],
  ['updateClientProfile', `mutation($i: ClientProfileInput!) { updateClientProfile(input: $i) { email } }`, { i: { fullName: 'X', phone: '', address: '' } }],
  ['clientSignOutEverywhere', `mutation { clientSignOutEverywhere }`, {}],
];

const STAFF_OPERATIONS = (ids: { event: number; revision: number; pickup: number }): [string, string, Record<string, unknown>][] => [
  ['eventQuoteRevisions', `query($id: ID!) { eventQuoteRevisions(eventRequestId: $id) { id } }`, { id: String(ids.event) }],
  ['eventTimeline', `query($id: ID!) { eventTimeline(eventRequestId: $id) { kind } }`, { id: String(ids.event) }],
  ['pickupTimeline', `query($id: ID!) { pickupTimeline(pickupRequestId: $id) { kind } }`, { id: String(ids.pickup) }],
  ['saveQuoteRevision', SAVE, { input: { eventRequestId: String(ids.event), lines: [{ kind: 'service', description: 'Livraison', quantity: 1, unitPriceCents: 100 }] } }],
  ['sendQuoteRevision', SEND, { id: String(ids.revision) }],
  ['eventRequests', `{ eventRequests { id } }`, {}],
];

describeEachDb('Client portal over HTTP', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let staffToken: string;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource);
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });
  beforeEach(async () => {
    await clearTables(dataSource);
    await restoreSeedPrices(dataSource);
    staffToken = await validToken(await insertUser(dataSource, { role: Role.MANAGER }));
  });

  const gql = (query: string, variables: Record<string, unknown> = {}, auth: { bearer?: string; cookie?: string } = {}) => {
    let req = request(app.handler).post('/graphql').set('Content-Type', 'application/json');
    if (auth.bearer) req = req.set('Authorization', `Bearer ${auth.bearer}`);
    if (auth.cookie) req = req.set('Cookie', auth.cookie);
    return req.send({ query, variables });
  };
  const code = (res: request.Response) => (res.body.errors?.[0]?.extensions?.code as string | undefined) ?? 'OK';

  /** A customer with a sent quote and a session cookie obtained through the e-mailed link. */
  async function customer(email: string) {
    const input = { ...eventInput({ email, sendCopy: false }) } as Record<string, unknown>;
    const submitted = await gql(SUBMIT, { input: { ...input, materials: { ...eventInput().materials }, services: { ...eventInput().services } } });
    const event = submitted.body.data.submitEventRequest as { id: string; reference: string };
    const saved = await gql(SAVE, { input: { eventRequestId: event.id, lines: [{ kind: 'equipment', code: 'bac', description: 'Bac roulant', quantity: 2, days: 3, unitPriceCents: 1000 }] } }, { bearer: staffToken });
    const revision = saved.body.data.saveQuoteRevision as { id: string };
    expect((await gql(SEND, { id: revision.id }, { bearer: staffToken })).body.data.sendQuoteRevision.status).toBe('SENT');
    expect((await gql(REQUEST_LINK, { email })).body.data.requestClientAccessLink).toBe(true);
    const mail = (await dataSource.getRepository(OutboxMessage).find({ where: { to: email }, order: { id: 'DESC' } }))[0]!;
    const token = /#jeton=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const opened = await gql(OPEN_LINK, { token });
    expect(opened.body.data.openClientAccessLink).toEqual({ status: 'OK', email });
    const setCookie = ([] as string[]).concat(opened.headers['set-cookie'] ?? []);
    expect(setCookie[0]).toMatch(/^client_session=[\w.-]+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Strict$/);
    return { event: Number(event.id), reference: event.reference, revision: Number(revision.id), cookie: setCookie[0]!.split(';')[0]! };
  }

  it('a client session reads its own requests; the cookie is httpOnly and SameSite; sign-out everywhere ends it', async () => {
    const alice = await customer('alice@festival.ca');
    const home = await gql(`{ clientRequests { id reference statusLabel nextAction quote { number totalCents } } }`, {}, { cookie: alice.cookie });
    expect(home.body.data.clientRequests).toEqual([
      { id: String(alice.event), reference: alice.reference, statusLabel: 'Soumission envoyée (révision 1)', nextAction: expect.stringContaining('Répondre'), quote: { number: 1, totalCents: 6899 } },
    ]);
    const pdf = await request(app.handler).get(`/client-files/soumission-${alice.revision}.pdf`).set('Cookie', alice.cookie);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await request(app.handler).get(`/client-files/soumission-${alice.revision}.pdf`)).status).toBe(401);
    // Sign out everywhere: the same cookie stops working at the next request.
    expect((await gql(`mutation { clientSignOutEverywhere }`, {}, { cookie: alice.cookie })).body.data.clientSignOutEverywhere).toBe(true);
    expect(code(await gql(`{ clientRequests { id } }`, {}, { cookie: alice.cookie }))).toBe('UNAUTHENTICATED');
  });

  it('clientSignOut ends this session server-side: a copy of the cookie is refused, another device’s session goes on (issue #32)', async () => {
    const alice = await customer('alice@festival.ca');
    // A second device: another link, another session.
    expect((await gql(REQUEST_LINK, { email: 'alice@festival.ca' })).body.data.requestClientAccessLink).toBe(true);
    const mail = (await dataSource.getRepository(OutboxMessage).find({ where: { to: 'alice@festival.ca' }, order: { id: 'DESC' } }))[0]!;
    const opened = await gql(OPEN_LINK, { token: /#jeton=([A-Za-z0-9_-]+)/.exec(mail.text)![1]! });
    const phone = ([] as string[]).concat(opened.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;

    const out = await gql(`mutation { clientSignOut }`, {}, { cookie: alice.cookie });
    expect(out.body.data.clientSignOut).toBe(true);
    expect(([] as string[]).concat(out.headers['set-cookie'] ?? [])[0]).toMatch(/^client_session=; Path=\/; Expires=Thu, 01 Jan 1970/);
    // The browser forgot it; a copy kept elsewhere is refused on GraphQL and on the files.
    expect(code(await gql(`{ clientRequests { id } }`, {}, { cookie: alice.cookie }))).toBe('UNAUTHENTICATED');
    expect((await request(app.handler).get(`/client-files/soumission-${alice.revision}.pdf`).set('Cookie', alice.cookie)).status).toBe(401);
    expect(code(await gql(`{ clientRequests { id } }`, {}, { cookie: phone }))).toBe('OK');
  });

  it('requestQuoteChange is limited per customer: 15 calls, 5 change requests and 5 office e-mails, then RATE_LIMITED in French (issue #32)', async () => {
    const alice = await customer('alice@festival.ca');
    const before = await dataSource.getRepository(OutboxMessage).count();
    const codes: string[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await gql(`mutation($i: ClientMessageInput!) { requestQuoteChange(input: $i) }`, { i: { requestId: String(alice.event), message: `Changement ${i}` } }, { cookie: alice.cookie });
      codes.push(code(res));
      if (code(res) === 'RATE_LIMITED') expect(res.body.errors[0].message).toMatch(/^Vous avez déjà envoyé plusieurs demandes de changement/);
    }
    expect(codes).toEqual([...Array(5).fill('OK'), ...Array(10).fill('RATE_LIMITED')]);
    expect(await dataSource.getRepository(ClientTimelineEntry).countBy({ kind: 'quote.change_requested' })).toBe(5);
    const added = (await dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } })).slice(before);
    // Five e-mails carrying the customer's words, and one inbox item for the office (one per open item, not per call).
    const change = new RegExp(`^Changement demandé\\s:\\ssoumission ${alice.reference}$`);
    expect(added.filter((m) => change.test(m.subject))).toHaveLength(5);
    expect(added.filter((m) => !change.test(m.subject)).map((m) => m.subject)).toEqual([`À traiter : Changement demandé à une soumission ${alice.reference}`]);
    expect(added.every((m) => m.to === 'info@servicesmauricie.ca')).toBe(true);
  });

  it('another customer’s session gets NOT_FOUND on every client operation with the first one’s ids, and their PDF answers 404', async () => {
    const alice = await customer('alice@festival.ca');
    const bob = await customer('bob@foire.ca');
    const pickup = await gql(`mutation($i: CreatePickupRequestInput!) { createPickupRequest(input: $i) { id } }`, {
      i: { fullName: 'Alice T', phone: '819 555-0199', email: 'alice@festival.ca', address: '1 rue Royale', floor: 1, hasElevator: false, urgency: false, description: 'Un frigo', photos: [] },
    });
    const ids = { event: alice.event, revision: alice.revision, pickup: Number(pickup.body.data.createPickupRequest.id) };
    const targeted = CLIENT_OPERATIONS(ids).filter(([name]) => !['clientRequests', 'clientDocuments', 'clientProfile', 'updateClientProfile', 'clientSignOutEverywhere'].includes(name));
    for (const [name, query, variables] of targeted) {
      const res = await gql(query, variables, { cookie: bob.cookie });
      expect([name, code(res)]).toEqual([name, 'NOT_FOUND']);
      expect(JSON.stringify(res.body)).not.toContain(alice.reference);
    }
    const bobHome = await gql(`{ clientRequests { reference } clientDocuments { path } }`, {}, { cookie: bob.cookie });
    expect(bobHome.body.data.clientRequests).toEqual([{ reference: bob.reference }]);
    expect(bobHome.body.data.clientDocuments).toEqual([{ path: `/client-files/soumission-${bob.revision}.pdf` }]);
    const pdf = await request(app.handler).get(`/client-files/soumission-${alice.revision}.pdf`).set('Cookie', bob.cookie);
    expect(pdf.status).toBe(404);
    expect((await dataSource.getRepository(QuoteRevision).findOneByOrFail({ id: alice.revision })).status).toBe('sent');
  });

  it('pickupTimeline (staff): the client’s portal answer with who and when; NOT_FOUND for an unknown request', async () => {
    const created = await gql(`mutation($i: CreatePickupRequestInput!) { createPickupRequest(input: $i) { id } }`, {
      i: { fullName: 'Alice Tremblay', phone: '819 555-0199', email: 'alice@festival.ca', address: '1 rue Royale', floor: 1, hasElevator: false, urgency: false, description: 'Un frigo', photos: [] },
    });
    const id = created.body.data.createPickupRequest.id as string;
    await dataSource.getRepository(PickupRequest).update({ id: Number(id) }, { status: PickupStatus.ESTIMATED, estimateCents: 12_000, updatedAt: TEST_NOW });
    const alice = await customer('alice@festival.ca');
    expect((await gql(`mutation($id: ID!) { acceptPickupProposal(pickupRequestId: $id) }`, { id }, { cookie: alice.cookie })).body.errors).toBeUndefined();
    const timeline = await gql(`query($id: ID!) { pickupTimeline(pickupRequestId: $id) { at kind actor actorName message } }`, { id }, { bearer: staffToken });
    expect(timeline.body.data.pickupTimeline).toEqual([{ at: TEST_NOW.toISOString(), kind: 'pickup.slot_accepted', actor: 'client', actorName: 'Alice Tremblay', message: null }]);
    expect(code(await gql(`query($id: ID!) { pickupTimeline(pickupRequestId: $id) { kind } }`, { id: '999999' }, { bearer: staffToken }))).toBe('NOT_FOUND');
  });

  it('a staff token cannot run client operations, and a client session cannot run staff operations', async () => {
    const alice = await customer('alice@festival.ca');
    const ids = { event: alice.event, revision: alice.revision, pickup: 1 };
    for (const [name, query, variables] of CLIENT_OPERATIONS(ids)) {
      expect([name, code(await gql(query, variables, { bearer: staffToken }))]).toEqual([name, 'UNAUTHENTICATED']);
    }
    const clientJwt = decodeURIComponent(alice.cookie.split('=')[1]!);
    for (const [name, query, variables] of STAFF_OPERATIONS(ids)) {
      expect([name, code(await gql(query, variables, { cookie: alice.cookie }))]).toEqual([name, 'UNAUTHENTICATED']);
      // The client JWT sent as a bearer token is refused too (other audience and key).
      expect([name, code(await gql(query, variables, { bearer: clientJwt }))]).toEqual([name, 'UNAUTHENTICATED']);
    }
    // A staff JWT placed in the client cookie is not a client session.
    expect(code(await gql(`{ clientRequests { id } }`, {}, { cookie: `client_session=${staffToken}` }))).toBe('UNAUTHENTICATED');
    // A client-audience token signed with the staff key directly is refused as well.
    const sessions = new ClientSessions(dataSource, 'another-secret-entirely-0123456789', false);
    const foreign = await sessions.issue('alice@festival.ca', 0, TEST_NOW);
    expect(code(await gql(`{ clientRequests { id } }`, {}, { cookie: `client_session=${foreign.token}` }))).toBe('UNAUTHENTICATED');
    expect(TEST_JWT_SECRET).toBeTruthy();
    // The staff PDF route: a manager's bearer, not the client cookie.
    expect((await request(app.handler).get(`/client-files/staff/soumission-${alice.revision}.pdf`).set('Authorization', `Bearer ${staffToken}`)).status).toBe(200);
    expect((await request(app.handler).get(`/client-files/staff/soumission-${alice.revision}.pdf`).set('Cookie', alice.cookie)).status).toBe(401);
  });

  it('a cross-site form post carrying the cookie is refused (CSRF prevention) and changes nothing', async () => {
    const alice = await customer('alice@festival.ca');
    const res = await request(app.handler)
      .post('/graphql')
      .set('Content-Type', 'text/plain')
      .set('Cookie', alice.cookie)
      .send(JSON.stringify({ query: `mutation { clientSignOutEverywhere }` }));
    expect(res.status).toBe(400);
    expect(code(await gql(`{ clientRequests { id } }`, {}, { cookie: alice.cookie }))).toBe('OK');
  });
});
