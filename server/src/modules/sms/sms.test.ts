import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import twilio from 'twilio';
import { DataSource } from 'typeorm';
import { CompleteDemoPaymentDocument, CreateSnowCheckoutDocument } from '../../../../client/src/graphql-public/graphql';
import { App } from '../../app';
import { Role } from '../../shared/roles';
import { SMS_TEXTS } from '../../shared/sms';
import { createTestApp } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { validToken } from '../../testing/tokens';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { restoreSeedPrices } from '../pricing/pricing.fixtures';
import { snowCheckoutInput } from '../snow/snow.fixtures';
import { insertUser } from '../users/users.fixtures';
import { SmsConsent, SmsMessage, SmsStatus } from './sms.entities';
import { createFileSmsTransport, SmsSendError, SmsTransport } from './sms.transport';
import { SmsWorker } from './sms.worker';

const TWILIO = { TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`, TWILIO_AUTH_TOKEN: 'jeton-twilio-de-test-0123456789', TWILIO_FROM: '+18195550142', PUBLIC_URL: 'https://services.example.ca' };
const CONSENT = 'phone optedIn consentedAt wording withdrawnAt withdrawnVia';

describeEachDb('SMS channel: consents, snow visit messages, STOP, outbox (issue #26)', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let smsDir: string;
  beforeAll(async () => {
    smsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-outbox-'));
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource, { env: TWILIO });
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
    fs.rmSync(smsDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await clearTables(dataSource);
    await restoreSeedPrices(dataSource);
  });

  const gql = async (query: string, variables: Record<string, unknown> = {}, as?: { id: number; role: Role } | string) => {
    const req = request(app.handler).post('/graphql').set('Content-Type', 'application/json');
    if (typeof as === 'string') req.set('Cookie', as);
    else if (as) req.set('Authorization', `Bearer ${await validToken(as)}`);
    return req.send({ query, variables });
  };
  const cookieOf = async (email: string) => `${app.container.clientSessions.cookieName}=${(await app.container.clientSessions.issue(email, 0, new Date('2026-11-21T15:00:00.000Z'))).token}`;
  const inbound = (params: Record<string, string>, signature?: string) => {
    const url = 'https://services.example.ca/api/sms/inbound';
    return request(app.handler)
      .post('/api/sms/inbound')
      .type('form')
      .set('X-Twilio-Signature', signature ?? twilio.getExpectedTwilioSignature(TWILIO.TWILIO_AUTH_TOKEN, url, params))
      .send(params);
  };

  it('a customer opts in from the portal with the wording recorded; STOP by SMS (signed by Twilio) withdraws it and cancels what was pending', async () => {
    const marie = await cookieOf('marie.tremblay@example.ca');
    const SET = `mutation($input: SmsConsentInput!) { setClientSmsConsent(input: $input) { ${CONSENT} } }`;
    expect((await gql(SET, { input: { optIn: true, phone: '' } }, marie)).body.errors[0].extensions.fieldErrors).toEqual({ phone: SMS_TEXTS.mobileRequired });
    expect((await gql(SET, { input: { optIn: true, phone: '12-34' } }, marie)).body.errors[0].extensions.fieldErrors).toEqual({ phone: 'Numéro de téléphone invalide.' });
    expect(await dataSource.getRepository(SmsConsent).count()).toBe(0);
    const given = (await gql(SET, { input: { optIn: true, phone: '819 376-1234' } }, marie)).body.data.setClientSmsConsent;
    expect(given).toEqual({ phone: '(819) 376-1234', optedIn: true, consentedAt: '2026-11-21T15:00:00.000Z', wording: SMS_TEXTS.consentWording('Services Mauricie'), withdrawnAt: null, withdrawnVia: null });
    expect(await dataSource.getRepository(SmsConsent).find()).toEqual([
      expect.objectContaining({ subject: 'client:marie.tremblay@example.ca', phone: '+18193761234', source: 'portal', wording: SMS_TEXTS.consentWording('Services Mauricie'), withdrawnAt: null }),
    ]);
    // A staff session is not a customer's.
    const boss = await insertUser(dataSource, { role: Role.MANAGER });
    expect((await gql(`{ clientSmsConsent { ${CONSENT} } }`, {}, boss)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    await dataSource.getRepository(SmsMessage).insert({
      to: '+18193761234', subject: 'client:marie.tremblay@example.ca', body: 'Rappel', encoding: 'GSM-7', segments: 1, status: SmsStatus.PENDING,
      attempts: 0, nextAttemptAt: new Date(), lastError: null, providerId: null, sentAt: null, createdAt: new Date(), dedupeKey: 'test:1', claimToken: null, claimedUntil: null,
    });
    // A forged or missing signature changes nothing.
    expect((await inbound({ From: '+18193761234', Body: 'STOP' }, 'c2lnbmF0dXJlLWZhdXNzZQ==')).status).toBe(403);
    expect((await inbound({ From: '+18193761234', Body: 'STOP' }, '')).status).toBe(403);
    expect((await dataSource.getRepository(SmsConsent).findOneByOrFail({ phone: '+18193761234' })).withdrawnAt).toBeNull();

    const stop = await inbound({ From: '+18193761234', To: TWILIO.TWILIO_FROM, Body: 'Arrêt' });
    expect([stop.status, stop.headers['content-type'], stop.text]).toEqual([200, 'text/xml; charset=utf-8', '<?xml version="1.0" encoding="UTF-8"?><Response></Response>']);
    expect(await dataSource.getRepository(SmsConsent).findOneByOrFail({ phone: '+18193761234' })).toMatchObject({ withdrawnVia: 'stop', withdrawnAt: expect.any(Date) });
    expect(await dataSource.getRepository(SmsMessage).findOneByOrFail({ dedupeKey: 'test:1' })).toMatchObject({ status: SmsStatus.FAILED, lastError: 'STOP reçu : envoi annulé.' });
    expect((await gql(`{ clientSmsConsent { ${CONSENT} } }`, {}, marie)).body.data.clientSmsConsent).toMatchObject({ optedIn: false, withdrawnVia: 'stop' });
    // START gives it back, as a new recorded consent.
    await inbound({ From: '+18193761234', Body: 'start' });
    expect((await gql(`{ clientSmsConsent { ${CONSENT} } }`, {}, marie)).body.data.clientSmsConsent).toMatchObject({ optedIn: true });
    expect(await dataSource.getRepository(SmsConsent).count()).toBe(2);
  });

  it('snow visit impossible: e-mail with the reason and what happens next, SMS to the consenting customer and an urgent SMS to consenting managers only; done: SMS with the photo link', async () => {
    const boss = await insertUser(dataSource, { role: Role.MANAGER });
    const quietBoss = await insertUser(dataSource, { role: Role.ADMIN });
    const driver = await insertUser(dataSource, { role: Role.EMPLOYEE });
    await gql(`mutation { setMySmsConsent(input: { optIn: true, phone: "819 376-9999" }) { optedIn } }`, {}, boss);
    await gql(`mutation { setMySmsConsent(input: { optIn: true, phone: "819 376-8888" }) { optedIn } }`, {}, driver);
    void quietBoss;
    for (const address of ['1250 rue Royale, Trois-Rivières, QC G9A 4J6', '1260 rue Royale, Trois-Rivières, QC G9A 4J6']) {
      const url: string = (await gql(CreateSnowCheckoutDocument.toString(), { input: { ...snowCheckoutInput(), urgent: false, address } })).body.data.createSnowCheckout.url;
      await gql(CompleteDemoPaymentDocument.toString(), { token: url.split('/').pop() });
    }
    const consent = await gql(`mutation { setClientSmsConsent(input: { optIn: true, phone: "819 376-1234" }) { optedIn } }`, {}, await cookieOf('marie.tremblay@example.ca'));
    expect(consent.body.data.setClientSmsConsent.optedIn).toBe(true);
    await gql('mutation { declareSnowfall(input: { date: "2026-11-21", cm: 8, endTime: "06:00" }) { created } }', {}, boss);
    const route = (await gql('{ snowBoard { routes { id visits { id } } } }', {}, boss)).body.data.snowBoard.routes[0];
    await gql('mutation($input: AssignSnowRouteInput!) { assignSnowRoute(input: $input) { id } }', { input: { routeId: route.id, employeeId: String(driver.id) } }, boss);
    const COMPLETE = 'mutation($input: CompleteSnowVisitInput!) { completeSnowVisit(input: $input) { status } }';
    const [first, second] = route.visits as { id: string }[];
    await gql(COMPLETE, { input: { visitId: first!.id, outcome: 'impossible', reason: 'Véhicule stationné dans l’entrée', occurredAt: '2026-11-21T14:10:00.000Z', idempotencyKey: 'sms-key-0001' } }, driver);

    const mail = await dataSource.getRepository(OutboxMessage).findOneByOrFail({ subject: 'Passage impossible' });
    expect(mail.to).toBe('marie.tremblay@example.ca');
    expect(mail.text).toContain('le 21 novembre 2026 à 09 h 10');
    expect(mail.text).toContain('Raison indiquée : Véhicule stationné dans l’entrée');
    expect(mail.text).toContain('Et maintenant : nous repasserons dès que l’accès sera possible');
    const sms = await dataSource.getRepository(SmsMessage).find({ order: { id: 'ASC' } });
    expect(sms.map((s) => [s.to, s.subject])).toEqual([
      ['+18193761234', 'client:marie.tremblay@example.ca'],
      ['+18193769999', `staff:${boss.id}`],
    ]);
    expect(sms[0]!.body).toContain('passage impossible au');
    expect(sms[1]!.body).toMatch(/^URGENT passage impossible : .* — Véhicule stationné dans l’entrée/);
    // The same completion again (offline queue replay) sends nothing more.
    await gql(COMPLETE, { input: { visitId: first!.id, outcome: 'impossible', reason: 'Véhicule stationné dans l’entrée', occurredAt: '2026-11-21T14:10:00.000Z', idempotencyKey: 'sms-key-0001' } }, driver);
    expect(await dataSource.getRepository(SmsMessage).count()).toBe(2);

    await gql(COMPLETE, { input: { visitId: second!.id, outcome: 'done', occurredAt: '2026-11-21T14:20:00.000Z', idempotencyKey: 'sms-key-0002' } }, driver);
    const done = await dataSource.getRepository(SmsMessage).findOneByOrFail({ dedupeKey: `snow-visit:${second!.id}:done` });
    expect(done.body).toMatch(/^Services Mauricie : passage effectué au .* le 21 novembre 2026 à 09 h 20\. Photo : https:\/\/services\.example\.ca\/files\/snow-visits\/\d+\/photo\/partage\?expires=\d+&signature=/);
    expect(done.segments).toBe(Math.ceil(done.body.length / 153));

    // Staff see every SMS with its segments.
    const listed = (await gql('{ smsMessages(take: 10) { to segments encoding status } }', {}, boss)).body.data.smsMessages;
    expect(listed[0]).toEqual({ to: '(819) 376-1234', segments: done.segments, encoding: done.encoding, status: 'pending' });
    expect((await gql('{ smsMessages(take: 10) { id } }', {}, driver)).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('the worker writes each SMS once as a text file, retries only what surely did not leave, never resends an interrupted one', async () => {
    const row = (dedupeKey: string, body: string) => ({
      to: '+18193761234', subject: 'client:x@example.ca', body, encoding: 'GSM-7', segments: 1, status: SmsStatus.PENDING,
      attempts: 0, nextAttemptAt: new Date('2026-11-21T14:00:00Z'), lastError: null, providerId: null, sentAt: null, createdAt: new Date('2026-11-21T14:00:00Z'), dedupeKey, claimToken: null, claimedUntil: null,
    });
    await dataSource.getRepository(SmsMessage).insert(row('a', 'Bonjour'));
    const now = () => new Date('2026-11-21T15:00:00Z');
    const log = pino({ level: 'silent' });
    const worker = new SmsWorker({ dataSource, transport: createFileSmsTransport(smsDir, now), log, now });
    expect(await worker.runOnce()).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0, abandoned: 0 });
    expect(await worker.runOnce()).toMatchObject({ claimed: 0, sent: 0 });
    const [file] = fs.readdirSync(smsDir);
    expect(file).toMatch(/^sms-\d{6}\.txt$/);
    expect(fs.readFileSync(path.join(smsDir, file!), 'utf8')).toBe('To: +18193761234\nDate: 2026-11-21T15:00:00.000Z\nSegments: 1 (GSM-7)\n\nBonjour\n');

    let calls = 0;
    const flaky = (error: Error): SmsTransport => ({ kind: 'twilio', send: async () => { calls += 1; throw error; } });
    await dataSource.getRepository(SmsMessage).insert(row('b', 'Deux'));
    expect(await new SmsWorker({ dataSource, transport: flaky(new SmsSendError('Twilio 503', true)), log, now }).runOnce()).toMatchObject({ retried: 1 });
    expect(await dataSource.getRepository(SmsMessage).findOneByOrFail({ dedupeKey: 'b' })).toMatchObject({ status: SmsStatus.PENDING, attempts: 1 });
    await dataSource.getRepository(SmsMessage).update({ dedupeKey: 'b' }, { nextAttemptAt: new Date('2026-11-21T14:00:00Z') });
    expect(await new SmsWorker({ dataSource, transport: flaky(new Error('socket hang up')), log, now }).runOnce()).toMatchObject({ failed: 1 });
    expect(await dataSource.getRepository(SmsMessage).findOneByOrFail({ dedupeKey: 'b' })).toMatchObject({ status: SmsStatus.FAILED, attempts: 2 });
    // A process died between the claim and the outcome: marked failed, not sent again.
    await dataSource.getRepository(SmsMessage).insert({ ...row('c', 'Trois'), status: SmsStatus.SENDING, claimToken: 'dead', claimedUntil: new Date('2026-11-21T14:30:00Z') });
    expect(await new SmsWorker({ dataSource, transport: flaky(new Error('never called')), log, now }).runOnce()).toMatchObject({ abandoned: 1, claimed: 0 });
    expect(calls).toBe(2);
    expect(await dataSource.getRepository(SmsMessage).findOneByOrFail({ dedupeKey: 'c' })).toMatchObject({ status: SmsStatus.FAILED });
  });
});
