import request from 'supertest';
import { DataSource, Like } from 'typeorm';
import { CompleteDemoPaymentDocument, CreateSnowCheckoutDocument } from '../../../../client/src/graphql-public/graphql';
import { App } from '../../app';
import { formatCad } from '../../shared/pricing/money';
import { Role } from '../../shared/roles';
import { createTestApp, TEST_JWT_SECRET } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { SessionTokens } from '../auth/session-tokens';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { restoreSeedPrices } from '../pricing/pricing.fixtures';
import { snowCheckoutInput } from '../snow/snow.fixtures';
import { insertUser } from '../users/users.fixtures';
import { SnowContract } from './snow-season.entities';

const ENV = { PUBLIC_URL: 'https://services.example.ca' };
const MARIE = 'marie.tremblay@example.ca';
const PAUL = 'paul.gagnon@example.ca';
const OFFERS = '{ clientSnowRenewals { contractId address seasonStart seasonEnd subtotal gst qst total } }';
const RENEW = 'mutation($id: ID!) { renewClientSnowContract(id: $id) { url } }';

describeEachDb('snow contract renewal: the consent-gated offer with its price, the portal checkout', (kind) => {
  let dataSource: DataSource;
  let app: App;
  const clock = new Date('2026-11-21T15:00:00.000Z');
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource, { now: () => new Date(clock), env: ENV });
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });
  beforeEach(async () => {
    clock.setTime(Date.parse('2026-11-21T15:00:00.000Z'));
    await clearTables(dataSource);
    await restoreSeedPrices(dataSource);
  });

  const gql = (query: string, variables: Record<string, unknown> = {}, cookie?: string, token?: string) => {
    const req = request(app.handler).post('/graphql').set('Content-Type', 'application/json');
    if (cookie) req.set('Cookie', cookie);
    if (token) req.set('Authorization', `Bearer ${token}`);
    return req.send({ query, variables });
  };
  const pay = async (url: string) => {
    const paid = await gql(CompleteDemoPaymentDocument.toString(), { token: url.split('/').pop() });
    expect(paid.body.data.completeDemoPayment.status).toBe('PAID');
  };
  const buy = async (overrides: Record<string, unknown>) => pay((await gql(CreateSnowCheckoutDocument.toString(), { input: { ...snowCheckoutInput(), ...overrides } })).body.data.createSnowCheckout.url);
  const cookieOf = async (email: string) => `${app.container.clientSessions.cookieName}=${(await app.container.clientSessions.issue(email, 0, clock)).token}`;

  it('e-mails only consenting customers the next season and its price with both taxes and the portal link; the portal renews only their own contract, into next season', async () => {
    await buy({ email: MARIE, abrasif: true, urgent: false, marketingConsent: true });
    await buy({ email: PAUL, marketingConsent: false });
    // Consenting, but no contract (one visit): no renewal offer.
    await buy({ email: 'une.fois@example.ca', mode: 'one-shot', marketingConsent: true });
    const marieContract = await dataSource.getRepository(SnowContract).findOneByOrFail({ email: MARIE });
    const paulContract = await dataSource.getRepository(SnowContract).findOneByOrFail({ email: PAUL });
    expect(marieContract.seasonStart).toBe('2026-11-15');
    // Bought for the running season: no renewal offered yet, to the portal nor by e-mail (issue #28).
    const admin0 = (await new SessionTokens({ secret: TEST_JWT_SECRET, ttlSeconds: 3600 }).issue(await insertUser(dataSource, { role: Role.ADMIN, email: 'admin0@services-mauricie.test' }), clock)).token;
    expect((await gql(OFFERS, {}, await cookieOf(MARIE))).body.data.clientSnowRenewals).toEqual([]);
    const REACH = '{ snowRenewalOfferReach { emails customers } }';
    expect((await gql(REACH, {}, undefined, admin0)).body).toEqual({ data: { snowRenewalOfferReach: { emails: 0, customers: 0 } } });
    expect((await gql('mutation { sendSnowRenewalOffer }', {}, undefined, admin0)).body).toEqual({ data: { sendSnowRenewalOffer: 0 } });
    // From the season's last day, it is.
    clock.setTime(Date.parse('2027-04-15T15:00:00.000Z'));

    const admin = (await new SessionTokens({ secret: TEST_JWT_SECRET, ttlSeconds: 3600 }).issue(await insertUser(dataSource, { role: Role.ADMIN }), clock)).token;
    // The back-office first shows whom it will reach (Marie: consenting, with a contract; not Paul, not the one visit), and a manager may not ask.
    expect((await gql(REACH, {}, undefined, admin)).body).toEqual({ data: { snowRenewalOfferReach: { emails: 1, customers: 1 } } });
    const manager = (await new SessionTokens({ secret: TEST_JWT_SECRET, ttlSeconds: 3600 }).issue(await insertUser(dataSource, { role: Role.MANAGER }), clock)).token;
    expect((await gql(REACH, {}, undefined, manager)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql('mutation { sendSnowRenewalOffer }', {}, undefined, admin)).body).toEqual({ data: { sendSnowRenewalOffer: 1 } });
    // Sent: nobody is left to reach this season.
    expect((await gql(REACH, {}, undefined, admin)).body).toEqual({ data: { snowRenewalOfferReach: { emails: 0, customers: 0 } } });
    const offers = await dataSource.getRepository(OutboxMessage).findBy({ dedupeKey: Like('marketing:snow-renewal:%') });
    expect(offers).toHaveLength(1);
    const mail = offers[0]!;
    expect(mail.to).toBe(MARIE);
    expect(mail.subject).toBe('Déneigement 2027-2028 : renouvelez votre contrat');
    // Same options, same (seed) price list: the price equals the contract's.
    expect(mail.text).toContain('Saison : du 15 novembre 2027 au 15 avril 2028');
    expect(mail.text).toContain(`Sous-total : ${formatCad(marieContract.subtotal)}`);
    expect(mail.text).toContain(`TPS (5\u00a0%) : ${formatCad(marieContract.gst)}`);
    expect(mail.text).toContain(`TVQ (9,975\u00a0%) : ${formatCad(marieContract.qst)}`);
    expect(mail.text).toContain(`Total : ${formatCad(marieContract.total)}`);
    expect(mail.text).toContain('https://services.example.ca/client/deneigement');
    expect(mail.text).toContain('Pour vous désabonner en un clic : https://services.example.ca/desabonnement?');
    expect(mail.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', 'List-Unsubscribe': expect.stringMatching(/^<https:\/\/services\.example\.ca\/desabonnement\?/) });
    // Sent again: nothing doubles.
    expect((await gql('mutation { sendSnowRenewalOffer }', {}, undefined, admin)).body).toEqual({ data: { sendSnowRenewalOffer: 0 } });

    // The portal shows the same price; another customer's contract is NOT_FOUND, nothing stored.
    const marie = await cookieOf(MARIE);
    const paul = await cookieOf(PAUL);
    const seen = await gql(OFFERS, {}, marie);
    expect(seen.body.errors).toBeUndefined();
    expect((await gql(OFFERS, {}, marie)).body.data.clientSnowRenewals).toEqual([
      { contractId: String(marieContract.id), address: marieContract.address, seasonStart: '2027-11-15', seasonEnd: '2028-04-15', subtotal: marieContract.subtotal, gst: marieContract.gst, qst: marieContract.qst, total: marieContract.total },
    ]);
    const contractsBefore = await dataSource.getRepository(SnowContract).count();
    const foreign = await gql(RENEW, { id: String(marieContract.id) }, paul);
    expect(foreign.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await gql(RENEW, { id: '999999' }, paul)).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await gql(RENEW, { id: String(paulContract.id) })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    // Her own: the existing checkout, prefilled; once paid it is next season's contract.
    const own = await gql(RENEW, { id: String(marieContract.id) }, marie);
    expect(own.body.errors).toBeUndefined();
    await pay(own.body.data.renewClientSnowContract.url);
    const renewed = await dataSource.getRepository(SnowContract).find({ where: { email: MARIE }, order: { id: 'ASC' } });
    expect(await dataSource.getRepository(SnowContract).count()).toBe(contractsBefore + 1);
    expect(renewed[1]).toMatchObject({ address: marieContract.address, abrasif: true, urgent: false, seasonStart: '2027-11-15', seasonEnd: '2028-04-15', total: marieContract.total });
    expect((await gql(OFFERS, {}, marie)).body.data.clientSnowRenewals).toEqual([]);
    expect((await gql(RENEW, { id: String(marieContract.id) }, marie)).body.errors[0].extensions.code).toBe('INVALID_TRANSITION');
  });
});
