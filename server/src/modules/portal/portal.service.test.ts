import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../config';
import { RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { CLIENT_ACCESS, CLIENT_TERMS_VERSION, PORTAL_MESSAGES } from '../../shared/portal.messages.fr';
import { formatCad } from '../../shared/pricing/money';
import { applyTaxes } from '../../shared/pricing/taxes';
import { Role } from '../../shared/roles';
import { TEST_JWT_SECRET, TEST_NOW } from '../../testing/app';
import { testBus } from '../../testing/event-bus';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { EventRequest, EventRequestStatus } from '../events/event-request.entity';
import { eventInput } from '../events/events.fixtures';
import { UpdateEventStatusInput } from '../events/events.inputs';
import { EventsService } from '../events/events.service';
import type { DomainEvent, EventBus } from '../../kernel/events';
import { MailService } from '../mail/mail.service';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { PickupRequest, PickupStatus } from '../pickup/pickup-request.entity';
import { pickupInput } from '../pickup/pickup.fixtures';
import { PickupService } from '../pickup/pickup.service';
import { restoreSeedPrices, testContext } from '../pricing/pricing.fixtures';
import { PricingService } from '../pricing/pricing.service';
import { insertUser } from '../users/users.fixtures';
import { WebhookDelivery, WebhookEndpoint, WebhookEventType } from '../webhooks/webhook.entities';
import { webhookSubscriptions } from '../webhooks/webhook-subscriptions';
import { ClientAccessService, ClientLinkStatus } from './client-access.service';
import { ClientSessions } from './client-session';
import { ClientAccessLink, ClientTimelineEntry, QuoteRevision, QuoteRevisionStatus } from './portal.entities';
import { AcceptQuoteInput, ClientMessageInput, ClientProfileInput, DeclineQuoteInput, QuoteRevisionLineInput, SaveQuoteRevisionInput } from './portal.inputs';
import { PortalService } from './portal.service';
import { QuoteRevisionsService, revisionHash } from './quote-revisions.service';

const config = loadConfig({ NODE_ENV: 'test' });
const mailer = { publicUrl: 'https://services.example.ca', companyName: config.company.name, companyEmail: 'bureau@services.example.ca', companyPhone: config.company.phone };
const ALICE = 'alice@festival.ca';
const BOB = 'bob@foire.ca';

const line = (overrides: Partial<QuoteRevisionLineInput>) => Object.assign(new QuoteRevisionLineInput(), { kind: 'service', code: null, description: 'Livraison', quantity: 1, days: null, unitPriceCents: 6000, ...overrides });
const revisionInput = (eventRequestId: number, overrides: Partial<SaveQuoteRevisionInput> = {}) =>
  Object.assign(new SaveQuoteRevisionInput(), {
    eventRequestId: String(eventRequestId),
    lines: [line({ kind: 'equipment', code: 'bac', description: 'Bac roulant 360 L', quantity: 4, days: 3, unitPriceCents: 1000 }), line({})],
    discountLabel: 'Client fidèle',
    discountCents: 1001,
    note: 'Livraison la veille.',
    validUntil: null,
    ...overrides,
  });
const acceptInput = (revisionId: number, overrides: Partial<AcceptQuoteInput> = {}) =>
  Object.assign(new AcceptQuoteInput(), { revisionId: String(revisionId), fullName: 'Alice Tremblay', termsAccepted: true, termsVersion: CLIENT_TERMS_VERSION, ...overrides });

async function expectCode(promise: Promise<unknown>, code: ErrorCode, message?: string): Promise<void> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  if (message) expect((error as AppError).message).toBe(message);
}

describeEachDb('Client portal services', (kind) => {
  let dataSource: DataSource;
  let events: EventsService;
  let lifecycle: EventBus;
  let emitted: DomainEvent[];
  let access: ClientAccessService;
  let sessions: ClientSessions;
  let quotes: QuoteRevisionsService;
  let portal: PortalService;
  let staffId: number;

  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    const mail = new MailService();
    events = new EventsService(dataSource, new PricingService(dataSource), mail, config.company, testBus(dataSource));
    lifecycle = testBus(dataSource);
    lifecycle.tap((event) => {
      emitted.push(event);
    });
    sessions = new ClientSessions(dataSource, TEST_JWT_SECRET, false);
    access = new ClientAccessService(dataSource, sessions, mail, mailer);
    quotes = new QuoteRevisionsService(dataSource, events, mail, lifecycle, config.company, mailer);
    portal = new PortalService(dataSource, mail, mailer);
  });
  afterAll(() => dataSource?.destroy());
  beforeEach(async () => {
    emitted = [];
    await clearTables(dataSource);
    await restoreSeedPrices(dataSource);
    staffId = (await insertUser(dataSource, { email: 'gerant@services.ca', role: Role.MANAGER })).id;
  });

  const staff = (now: Date = TEST_NOW): RequestContext => ({ ...testContext(dataSource, { id: staffId, email: 'gerant@services.ca', role: Role.MANAGER }), now });
  const client = (email: string, now: Date = TEST_NOW): RequestContext => ({ ...testContext(dataSource), client: { email, epoch: 0 }, now, userAgent: 'Mozilla/5.0 (test)' });
  const anonymous = (now: Date = TEST_NOW, ip = '127.0.0.1'): RequestContext => ({ ...testContext(dataSource), now, ip });
  const submitEvent = (email: string) => events.submit(testContext(dataSource), eventInput({ email, sendCopy: false }));
  const outbox = () => dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } });
  const tokenOf = (mail: OutboxMessage) => /#jeton=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

  async function sentRevision(email = ALICE) {
    const event = await submitEvent(email);
    const saved = await quotes.save(staff(), revisionInput(event.id));
    const sent = await quotes.send(staff(), saved.id);
    return { event, revision: sent };
  }

  describe('access links', () => {
    it('e-mails a link only to an address with a request, answers the same either way, stores only the hash', async () => {
      await submitEvent(ALICE);
      expect(await access.requestLink(anonymous(), '  Alice@Festival.ca ')).toBe(true);
      expect(await access.requestLink(anonymous(), 'personne@inconnu.ca')).toBe(true);
      const mails = await outbox();
      expect(mails.map((m) => m.to)).toEqual([ALICE]);
      expect(mails[0]!.subject).toContain('lien de connexion');
      const token = tokenOf(mails[0]!);
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
      const links = await dataSource.getRepository(ClientAccessLink).find({ order: { id: 'ASC' } });
      // A row for each request (same work); the token itself is stored nowhere.
      expect(links).toHaveLength(2);
      expect(links[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(links)).not.toContain(token);
      expect(links[0]!.expiresAt.getTime() - TEST_NOW.getTime()).toBe(30 * 60_000);
    });

    it('throttles: 20 requests for one address send at most the limit of e-mails, counted in the database', async () => {
      await submitEvent(ALICE);
      const results: string[] = [];
      for (let i = 0; i < 20; i += 1) {
        // Different IP addresses: the per-e-mail limit alone holds.
        results.push(await access.requestLink(anonymous(new Date(TEST_NOW.getTime() + i * 1000), `10.0.0.${i}`), ALICE).then(() => 'ok', (e: AppError) => e.code));
      }
      expect(results.filter((r) => r === 'ok')).toHaveLength(CLIENT_ACCESS.perEmailPerHour);
      expect(results.filter((r) => r === ErrorCode.RATE_LIMITED)).toHaveLength(20 - CLIENT_ACCESS.perEmailPerHour);
      expect(await dataSource.getRepository(OutboxMessage).count()).toBe(CLIENT_ACCESS.perEmailPerHour);
      // Per IP address too, whatever the e-mail.
      for (let i = 0; i < CLIENT_ACCESS.perIpPerHour; i += 1) await access.requestLink(anonymous(TEST_NOW, '10.9.9.9'), `x${i}@inconnu.ca`);
      await expectCode(access.requestLink(anonymous(TEST_NOW, '10.9.9.9'), 'autre@inconnu.ca'), ErrorCode.RATE_LIMITED);
      // An hour later, the address may ask again.
      expect(await access.requestLink(anonymous(new Date(TEST_NOW.getTime() + 3_700_000), '10.0.0.1'), ALICE)).toBe(true);
    });

    it('refuses a bad address with a French field error and stores nothing', async () => {
      const error = (await access.requestLink(anonymous(), 'pas-un-courriel').catch((e: unknown) => e)) as AppError;
      expect(error.code).toBe(ErrorCode.BAD_USER_INPUT);
      expect(error.fieldErrors).toEqual({ email: PORTAL_MESSAGES.emailInvalid });
      expect(await dataSource.getRepository(ClientAccessLink).count()).toBe(0);
    });

    it('opens a link once (used after), expires it after 30 minutes (injected clock), refuses a forged one', async () => {
      await submitEvent(ALICE);
      await access.requestLink(anonymous(), ALICE);
      await access.requestLink(anonymous(new Date(TEST_NOW.getTime() + 1000)), ALICE);
      const [first, second] = (await outbox()).map(tokenOf);
      const cookies: string[] = [];
      const opening = (now: Date): RequestContext => ({ ...anonymous(now), setCookie: (c) => cookies.push(c) });

      expect(await access.openLink(opening(new Date(TEST_NOW.getTime() + 60_000)), first!)).toEqual({ status: ClientLinkStatus.OK, email: ALICE });
      expect(cookies[0]).toMatch(/^client_session=[^;]+; Path=\/; Expires=.+; HttpOnly; SameSite=Strict$/);
      const session = await sessions.verify(sessions.readCookie(cookies[0]!.split(';')[0])!, TEST_NOW);
      expect(session).toEqual({ email: ALICE, epoch: 0 });
      expect((await access.openLink(opening(new Date(TEST_NOW.getTime() + 120_000)), first!)).status).toBe(ClientLinkStatus.USED);
      expect((await access.openLink(opening(new Date(TEST_NOW.getTime() + 31 * 60_000 + 1000)), second!)).status).toBe(ClientLinkStatus.EXPIRED);
      expect((await access.openLink(opening(TEST_NOW), `${first!.slice(0, -4)}AAAA`)).status).toBe(ClientLinkStatus.INVALID);
      expect((await access.openLink(opening(TEST_NOW), '<script>')).status).toBe(ClientLinkStatus.INVALID);
      expect(cookies).toHaveLength(1);
    });

    it('two concurrent openings of one link start one session', async () => {
      await submitEvent(ALICE);
      await access.requestLink(anonymous(), ALICE);
      const token = tokenOf((await outbox())[0]!);
      const results = await Promise.all([access.openLink(anonymous(), token), access.openLink(anonymous(), token)]);
      expect(results.map((r) => r.status).sort()).toEqual([ClientLinkStatus.OK, ClientLinkStatus.USED]);
    });

    it('"Me déconnecter de tous les appareils" ends every session issued before', async () => {
      const before = await sessions.issue(ALICE, 0, TEST_NOW);
      expect(await sessions.verify(before.token, TEST_NOW)).not.toBeNull();
      await access.signOutEverywhere(client(ALICE));
      expect(await sessions.verify(before.token, TEST_NOW)).toBeNull();
      const after = await sessions.issue(ALICE, 1, TEST_NOW);
      expect(await sessions.verify(after.token, TEST_NOW)).toEqual({ email: ALICE, epoch: 1 });
      // 30 days later the session has expired.
      expect(await sessions.verify(after.token, new Date(TEST_NOW.getTime() + 30 * 86_400_000 + 1000))).toBeNull();
    });
  });

  describe('quote revisions', () => {
    it('numbers revisions 1, 2 and recomputes every amount with the tax calculators', async () => {
      const event = await submitEvent(ALICE);
      const first = await quotes.save(staff(), revisionInput(event.id));
      // 4 × 10,00 $ × 3 days + 60,00 $ − 10,01 $ = 169,99 $
      expect(first).toMatchObject({ number: 1, status: QuoteRevisionStatus.DRAFT, discountCents: 1001, subtotalCents: 16_999, validUntil: '2026-12-21' });
      expect({ subtotal: first.subtotalCents, gst: first.gstCents, qst: first.qstCents, total: first.totalCents }).toEqual(applyTaxes(16_999));
      expect(first.lines.map((l) => l.amountCents)).toEqual([12_000, 6000]);
      const second = await quotes.save(staff(), revisionInput(event.id, { discountCents: 0, validUntil: '2026-12-01' }));
      expect(second).toMatchObject({ number: 2, subtotalCents: 18_000, gstCents: 900, qstCents: 1796, totalCents: 20_696 });
      const stored = await dataSource.getRepository(QuoteRevision).findOneByOrFail({ id: second.id });
      expect(stored.contentHash).toBe(revisionHash(event, stored));
      expect(stored.createdById).toBe(staffId);
      expect((await quotes.list(staff(), event.id)).map((r) => r.number)).toEqual([2, 1]);
    });

    it('refuses bad revisions with French field errors and stores nothing', async () => {
      const event = await submitEvent(ALICE);
      await expectCode(quotes.save(staff(), revisionInput(event.id, { lines: [] })), ErrorCode.BAD_USER_INPUT, PORTAL_MESSAGES.noLines);
      await expectCode(quotes.save(staff(), revisionInput(event.id, { discountCents: 10_000_000 })), ErrorCode.BAD_USER_INPUT, PORTAL_MESSAGES.discountTooLarge);
      await expectCode(quotes.save(staff(), revisionInput(event.id, { validUntil: '2026-11-20' })), ErrorCode.BAD_USER_INPUT, PORTAL_MESSAGES.validUntilInvalid);
      await expectCode(quotes.save(staff(), revisionInput(999_999)), ErrorCode.NOT_FOUND);
      expect(await dataSource.getRepository(QuoteRevision).count()).toBe(0);
    });

    it('sends the latest revision once: status sent, e-mail with the PDF and the portal link, timeline, quote.sent with the snapshot, webhook', async () => {
      const endpoint = dataSource.getRepository(WebhookEndpoint).create({
        url: 'http://127.0.0.1:9/r', events: [WebhookEventType.QUOTE_SENT, WebhookEventType.QUOTE_ACCEPTED], secret: 'whsec_x', disabledAt: null, failingSince: null, createdById: null, createdAt: TEST_NOW,
      });
      await dataSource.getRepository(WebhookEndpoint).insert(endpoint);
      await webhookSubscriptions(dataSource).refresh();
      const { event, revision } = await sentRevision();
      expect(revision.status).toBe(QuoteRevisionStatus.SENT);
      const [mail] = await outbox();
      expect(mail!.to).toBe(ALICE);
      expect(mail!.subject).toBe(`Votre soumission ${event.reference} (révision 1) – ${config.company.name}`);
      expect(mail!.text).toContain('Mon espace client : https://services.example.ca/client');
      expect(mail!.html).toContain('<a href="https://services.example.ca/client">Mon espace client</a>');
      expect(mail!.attachments![0]!.filename).toBe(`soumission-${event.reference}-r1.pdf`);
      expect(emitted).toHaveLength(1);
      expect(emitted[0]).toMatchObject({ type: 'quote.sent', quote: { eventRequestId: event.id, revisionId: revision.id, revisionNumber: 1, clientEmail: ALICE, equipment: [{ code: 'bac', quantity: 4 }], subtotalCents: 16_999 } });
      const deliveries = await dataSource.getRepository(WebhookDelivery).find();
      expect(deliveries.map((d) => d.type)).toEqual(['quote.sent']);
      expect(JSON.parse(deliveries[0]!.body).data).toMatchObject({ revisionNumber: 1, status: 'sent' });
      await expectCode(quotes.send(staff(), revision.id), ErrorCode.INVALID_TRANSITION, PORTAL_MESSAGES.alreadySent);
      const timeline = await portal.staffTimeline(event.id);
      expect(timeline.map((t) => [t.kind, t.actor, t.actorName])).toEqual([['quote.revised', 'staff', 'gerant@services.ca'], ['quote.sent', 'staff', 'gerant@services.ca']]);
      await dataSource.getRepository(WebhookEndpoint).clear();
      await webhookSubscriptions(dataSource).refresh();
    });

    it('accepts the latest valid revision and stores the signature record (revision, content hash, name, time, terms, user agent)', async () => {
      const { event, revision } = await sentRevision();
      const at = new Date(TEST_NOW.getTime() + 3600_000);
      const accepted = await quotes.accept(client(ALICE, at), acceptInput(revision.id, { fullName: '  Alice   Tremblay ' }));
      expect(accepted.status).toBe(QuoteRevisionStatus.ACCEPTED);
      const stored = await dataSource.getRepository(QuoteRevision).findOneByOrFail({ id: revision.id });
      expect(stored).toMatchObject({
        status: 'accepted', acceptedName: 'Alice Tremblay', termsVersion: CLIENT_TERMS_VERSION, acceptedUserAgent: 'Mozilla/5.0 (test)', answeredAt: at,
      });
      expect(stored.acceptedContentHash).toBe(revisionHash(event, stored));
      expect(stored.acceptedContentHash).toMatch(/^[0-9a-f]{64}$/);
      expect(emitted.map((e) => e.type)).toEqual(['quote.sent', 'quote.accepted']);
      const staffMail = (await outbox()).find((m) => m.to === mailer.companyEmail)!;
      expect(staffMail.subject).toContain(`Soumission ${event.reference} acceptée`);
      // Once accepted, no more answers and no more revisions.
      await expectCode(quotes.accept(client(ALICE, at), acceptInput(revision.id)), ErrorCode.INVALID_TRANSITION, PORTAL_MESSAGES.notAwaitingAnswer);
      await expectCode(quotes.save(staff(), revisionInput(event.id)), ErrorCode.INVALID_TRANSITION, PORTAL_MESSAGES.quoteNotEditable);
      // The request itself moves from pending to confirmed, stored with the time and no staff user.
      expect(await dataSource.getRepository(EventRequest).findOneByOrFail({ id: event.id })).toMatchObject({ status: EventRequestStatus.CONFIRMED, statusChangedAt: at, statusChangedById: null });
      const home = await portal.requests(client(ALICE));
      expect(home[0]!.statusLabel).toBe('Soumission acceptée (révision 1)');
      expect(home[0]!.timeline.map((t) => [t.kind, t.actor])).toEqual([['received', 'client'], ['quote.sent', 'staff'], ['quote.accepted', 'client'], ['confirmed', 'client']]);
    });

    it('acceptance confirms only a pending request: one staff already confirmed keeps staff’s who and when; event.status_changed is sent', async () => {
      const endpoint = dataSource.getRepository(WebhookEndpoint).create({
        url: 'http://127.0.0.1:9/r', events: [WebhookEventType.EVENT_STATUS_CHANGED], secret: 'whsec_x', disabledAt: null, failingSince: null, createdById: null, createdAt: TEST_NOW,
      });
      await dataSource.getRepository(WebhookEndpoint).insert(endpoint);
      await webhookSubscriptions(dataSource).refresh();
      const first = await sentRevision();
      await quotes.accept(client(ALICE), acceptInput(first.revision.id));
      const deliveries = await dataSource.getRepository(WebhookDelivery).find();
      expect(deliveries.map((d) => d.type)).toEqual(['event.status_changed']);
      expect(JSON.parse(deliveries[0]!.body).data).toMatchObject({ id: first.event.id, status: 'confirmed' });

      const second = await sentRevision();
      await events.updateStatus(staff(), Object.assign(new UpdateEventStatusInput(), { id: String(second.event.id), status: EventRequestStatus.CONFIRMED }));
      const later = new Date(TEST_NOW.getTime() + 3600_000);
      await quotes.accept(client(ALICE, later), acceptInput(second.revision.id));
      expect(await dataSource.getRepository(EventRequest).findOneByOrFail({ id: second.event.id })).toMatchObject({ status: EventRequestStatus.CONFIRMED, statusChangedAt: TEST_NOW, statusChangedById: staffId });
      expect(await dataSource.getRepository(WebhookDelivery).count()).toBe(2);
    });

    it('refuses a stale revision, an expired one and a bad signature with clear French messages', async () => {
      const { event, revision: first } = await sentRevision();
      const second = await quotes.send(staff(), (await quotes.save(staff(), revisionInput(event.id, { validUntil: '2026-11-25' }))).id);
      await expectCode(quotes.accept(client(ALICE), acceptInput(first.id)), ErrorCode.INVALID_TRANSITION, PORTAL_MESSAGES.notLatest);
      await expectCode(quotes.accept(client(ALICE, new Date('2026-11-26T15:00:00Z')), acceptInput(second.id)), ErrorCode.INVALID_TRANSITION, PORTAL_MESSAGES.pastValidity('25 novembre 2026'));
      await expectCode(quotes.accept(client(ALICE), acceptInput(second.id, { fullName: 'A' })), ErrorCode.BAD_USER_INPUT, PORTAL_MESSAGES.fullNameRequired);
      await expectCode(quotes.accept(client(ALICE), acceptInput(second.id, { termsAccepted: false })), ErrorCode.BAD_USER_INPUT, PORTAL_MESSAGES.termsRequired);
      await expectCode(quotes.accept(client(ALICE), acceptInput(second.id, { termsVersion: '2020-01-01' })), ErrorCode.BAD_USER_INPUT, PORTAL_MESSAGES.termsChanged);
      expect(await dataSource.getRepository(QuoteRevision).countBy({ status: QuoteRevisionStatus.ACCEPTED })).toBe(0);
      // The last day of validity (Toronto) still counts.
      expect((await quotes.accept(client(ALICE, new Date('2026-11-26T04:30:00Z')), acceptInput(second.id))).status).toBe(QuoteRevisionStatus.ACCEPTED);
    });

    it('a quote.accepted listener refusing (stock ran out) surfaces its French message and stores nothing', async () => {
      const { event, revision } = await sentRevision();
      const outboxBefore = (await outbox()).length;
      const off = lifecycle.tap((event) => {
        if (event.type === 'quote.accepted') throw new AppError(ErrorCode.INVALID_TRANSITION, 'Plus assez de bacs disponibles pour ces dates.');
      });
      try {
        await expectCode(quotes.accept(client(ALICE), acceptInput(revision.id)), ErrorCode.INVALID_TRANSITION, 'Plus assez de bacs disponibles pour ces dates.');
      } finally {
        off();
      }
      const stored = await dataSource.getRepository(QuoteRevision).findOneByOrFail({ id: revision.id });
      expect(stored).toMatchObject({ status: 'sent', acceptedName: null, answeredAt: null });
      expect(await dataSource.getRepository(ClientTimelineEntry).countBy({ kind: 'quote.accepted' })).toBe(0);
      expect(await dataSource.getRepository(EventRequest).findOneByOrFail({ id: event.id })).toMatchObject({ status: EventRequestStatus.PENDING, statusChangedAt: null });
      expect((await outbox()).length).toBe(outboxBefore);
    });

    it('declines with a reason and records a change request, each e-mailed to staff and in the timeline', async () => {
      const { event, revision } = await sentRevision();
      expect(await quotes.requestChange(client(ALICE), Object.assign(new ClientMessageInput(), { requestId: String(event.id), message: 'Deux bacs de plus ?' }))).toBe(true);
      const declined = await quotes.decline(client(ALICE), Object.assign(new DeclineQuoteInput(), { revisionId: String(revision.id), reason: 'Trop cher' }));
      expect(declined).toMatchObject({ status: QuoteRevisionStatus.DECLINED, declineReason: 'Trop cher' });
      expect(emitted.map((e) => e.type)).toEqual(['quote.sent', 'quote.change_requested', 'quote.declined']);
      const staffMails = (await outbox()).filter((m) => m.to === mailer.companyEmail);
      expect(staffMails.map((m) => m.text)).toEqual([expect.stringContaining('Deux bacs de plus ?'), expect.stringContaining('Raison : Trop cher')]);
      const timeline = await portal.staffTimeline(event.id);
      expect(timeline.map((t) => [t.kind, t.message])).toEqual([['quote.revised', null], ['quote.sent', null], ['quote.change_requested', 'Deux bacs de plus ?'], ['quote.declined', 'Trop cher']]);
    });

    it('the daily job expires unanswered sent revisions past their validity, once, with e-mail and quote.expired', async () => {
      const { event, revision } = await sentRevision();
      expect(await quotes.expireOverdue(staff(new Date('2026-12-21T12:00:00Z')))).toBe(0);
      expect(await quotes.expireOverdue(staff(new Date('2026-12-22T12:00:00Z')))).toBe(1);
      expect(await quotes.expireOverdue(staff(new Date('2026-12-23T12:00:00Z')))).toBe(0);
      expect((await dataSource.getRepository(QuoteRevision).findOneByOrFail({ id: revision.id })).status).toBe('expired');
      expect(emitted.map((e) => e.type)).toEqual(['quote.sent', 'quote.expired']);
      expect((await outbox()).at(-1)!.subject).toContain(`Votre soumission ${event.reference} a expiré`);
      await expectCode(quotes.accept(client(ALICE, new Date('2026-12-22T12:00:00Z')), acceptInput(revision.id)), ErrorCode.INVALID_TRANSITION);
      // Staff can send a new revision.
      const next = await quotes.save(staff(new Date('2026-12-22T12:00:00Z')), revisionInput(event.id));
      expect((await quotes.send(staff(new Date('2026-12-22T12:00:00Z')), next.id)).number).toBe(2);
    });
  });

  describe('scoping by the session e-mail', () => {
    it('refuses every client operation on another customer’s ids with NOT_FOUND and leaks nothing', async () => {
      const { event, revision } = await sentRevision(ALICE);
      await submitEvent(BOB);
      const pickup = await new PickupService(dataSource, testBus(dataSource), new MailService(), { name: 'x', phone: '', email: '' }).create(testContext(dataSource), pickupInput({ email: ALICE }));
      await dataSource.getRepository(PickupRequest).update({ id: pickup.id }, { status: PickupStatus.ESTIMATED, estimateCents: 15_000, updatedAt: TEST_NOW });
      const bob = client(BOB);
      const message = (id: number) => Object.assign(new ClientMessageInput(), { requestId: String(id), message: 'Bonjour' });
      await expectCode(quotes.clientRevisions(bob, event.id), ErrorCode.NOT_FOUND);
      await expectCode(quotes.clientPdf(bob, revision.id), ErrorCode.NOT_FOUND);
      await expectCode(quotes.accept(bob, acceptInput(revision.id, { fullName: 'Bob Gagnon' })), ErrorCode.NOT_FOUND);
      await expectCode(quotes.decline(bob, Object.assign(new DeclineQuoteInput(), { revisionId: String(revision.id) })), ErrorCode.NOT_FOUND);
      await expectCode(quotes.requestChange(bob, message(event.id)), ErrorCode.NOT_FOUND);
      await expectCode(portal.acceptPickupProposal(bob, String(pickup.id)), ErrorCode.NOT_FOUND);
      await expectCode(portal.requestPickupSlotChange(bob, message(pickup.id)), ErrorCode.NOT_FOUND);
      const bobHome = await portal.requests(bob);
      expect(bobHome.map((r) => r.kind)).toEqual(['event']);
      expect(JSON.stringify(bobHome)).not.toContain(event.reference);
      expect(await portal.documents(bob)).toEqual([]);
      // A missing id answers exactly the same.
      await expectCode(quotes.clientPdf(bob, 999_999), ErrorCode.NOT_FOUND, PORTAL_MESSAGES.revisionNotFound);
      await expectCode(quotes.clientPdf(bob, revision.id), ErrorCode.NOT_FOUND, PORTAL_MESSAGES.revisionNotFound);
      expect((await dataSource.getRepository(QuoteRevision).findOneByOrFail({ id: revision.id })).status).toBe('sent');
      expect(await dataSource.getRepository(ClientTimelineEntry).countBy({ actor: 'client' })).toBe(0);
      // Alice sees hers.
      expect((await portal.documents(client(ALICE))).map((d) => d.path)).toEqual([`/client-files/soumission-${revision.id}.pdf`]);
      expect((await quotes.clientPdf(client(ALICE), revision.id)).content.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('refuses every client operation without a client session (a staff context) with UNAUTHENTICATED', async () => {
      const { event, revision } = await sentRevision(ALICE);
      const s = staff();
      await expectCode(portal.requests(s), ErrorCode.UNAUTHENTICATED);
      await expectCode(portal.documents(s), ErrorCode.UNAUTHENTICATED);
      await expectCode(portal.profile(s), ErrorCode.UNAUTHENTICATED);
      await expectCode(quotes.clientRevisions(s, event.id), ErrorCode.UNAUTHENTICATED);
      await expectCode(quotes.accept(s, acceptInput(revision.id)), ErrorCode.UNAUTHENTICATED);
      await expectCode(access.signOutEverywhere(s), ErrorCode.UNAUTHENTICATED);
    });

    it('pickup: the proposed estimate and slot appear; the client accepts them or asks for another slot', async () => {
      const pickups = new PickupService(dataSource, testBus(dataSource), new MailService(), { name: 'x', phone: '', email: '' });
      const pickup = await pickups.create(testContext(dataSource), pickupInput({ email: ALICE }));
      let [view] = await portal.requests(client(ALICE));
      expect(view).toMatchObject({ kind: 'pickup', reference: `RA-${String(pickup.id).padStart(6, '0')}`, pickup: { awaitingAnswer: false } });
      await expectCode(portal.acceptPickupProposal(client(ALICE), String(pickup.id)), ErrorCode.INVALID_TRANSITION, PORTAL_MESSAGES.pickupNotProposed);
      await dataSource.getRepository(PickupRequest).update({ id: pickup.id }, { status: PickupStatus.SCHEDULED, estimateCents: 15_000, scheduledDate: '2026-11-28', scheduledSlot: '8 h – 12 h', updatedAt: TEST_NOW });
      [view] = await portal.requests(client(ALICE));
      expect(view!.pickup).toEqual({ estimateFormatted: formatCad(15_000), scheduledDate: '2026-11-28', scheduledSlot: '8 h – 12 h', awaitingAnswer: true });
      expect(await portal.requestPickupSlotChange(client(ALICE, new Date(TEST_NOW.getTime() + 1000)), Object.assign(new ClientMessageInput(), { requestId: String(pickup.id), message: 'Plutôt l’après-midi' }))).toBe(true);
      [view] = await portal.requests(client(ALICE));
      expect(view!.pickup!.awaitingAnswer).toBe(false);
      expect(view!.timeline.map((t) => t.kind)).toEqual(['received', 'scheduled', 'pickup.slot_change_requested']);
      expect((await outbox()).at(-1)!.to).toBe(mailer.companyEmail);
    });

    it('pickup: staff see the client’s answers (another slot asked with its message, then the new slot accepted) with who and when', async () => {
      const pickups = new PickupService(dataSource, testBus(dataSource), new MailService(), { name: 'x', phone: '', email: '' });
      const pickup = await pickups.create(testContext(dataSource), pickupInput({ email: ALICE }));
      const other = await pickups.create(testContext(dataSource), pickupInput({ email: BOB }));
      expect(await portal.staffPickupTimeline(pickup.id)).toEqual([]);
      await dataSource.getRepository(PickupRequest).update({ id: pickup.id }, { status: PickupStatus.SCHEDULED, estimateCents: 15_000, scheduledDate: '2026-11-28', scheduledSlot: 'AM', updatedAt: TEST_NOW });
      const askedAt = new Date(TEST_NOW.getTime() + 60_000);
      await portal.requestPickupSlotChange(client(ALICE, askedAt), Object.assign(new ClientMessageInput(), { requestId: String(pickup.id), message: 'Plutôt l’après-midi' }));
      // Staff propose another slot; the client accepts it.
      const rescheduledAt = new Date(TEST_NOW.getTime() + 120_000);
      await dataSource.getRepository(PickupRequest).update({ id: pickup.id }, { scheduledSlot: 'PM', updatedAt: rescheduledAt });
      const acceptedAt = new Date(TEST_NOW.getTime() + 180_000);
      await portal.acceptPickupProposal(client(ALICE, acceptedAt), String(pickup.id));
      const timeline = await portal.staffPickupTimeline(pickup.id);
      expect(timeline).toEqual([
        { at: askedAt, kind: 'pickup.slot_change_requested', label: 'Autre plage demandée', actor: 'client', actorName: pickupInput().fullName, message: 'Plutôt l’après-midi' },
        { at: acceptedAt, kind: 'pickup.slot_accepted', label: 'Estimation et plage acceptées', actor: 'client', actorName: pickupInput().fullName, message: null },
      ]);
      // Another pickup's timeline holds none of these answers.
      expect(await portal.staffPickupTimeline(other.id)).toEqual([]);
    });

    it('profile: saved for future requests; the stored request keeps its details', async () => {
      const event = await submitEvent(ALICE);
      const saved = await portal.updateProfile(client(ALICE), Object.assign(new ClientProfileInput(), { fullName: 'Alice Tremblay', phone: '819 555-0000', address: '1 rue Neuve' }));
      expect(saved).toEqual({ email: ALICE, fullName: 'Alice Tremblay', phone: '819 555-0000', address: '1 rue Neuve' });
      expect(await portal.profile(client(ALICE))).toEqual(saved);
      expect(await portal.profile(client(BOB))).toEqual({ email: BOB, fullName: '', phone: '', address: '' });
      expect((await events.get(testContext(dataSource), event.id)).address).toBe(eventInput().address);
    });
  });
});
