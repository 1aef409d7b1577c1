import { DataSource } from 'typeorm';
import { App } from '../../app';
import { Role } from '../../shared/roles';
import { createTestApp, TEST_NOW, testConfig } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { graphqlRequest } from '../../testing/requests';
import { validToken } from '../../testing/tokens';
import { Invoice } from '../invoices/invoice.entities';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { ClientTimelineEntry } from '../portal/portal.entities';
import { insertUser } from '../users/users.fixtures';
import { PickupRequest, PickupStatus } from './pickup-request.entity';
import { pickupInput } from './pickup.fixtures';

const FIELDS = 'id status estimateCents scheduledDate scheduledSlot updatedAt';
const ESTIMATE = `mutation($input: EstimatePickupInput!) { estimatePickup(input: $input) { ${FIELDS} } }`;
const SCHEDULE = `mutation($input: SchedulePickupInput!) { schedulePickup(input: $input) { ${FIELDS} } }`;
const STATUS = `mutation($input: UpdatePickupStatusInput!) { updatePickupStatus(input: $input) { ${FIELDS} } }`;

describeEachDb('pickup request handling (estimate, schedule, status)', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let token: string;
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
    token = await validToken(await insertUser(dataSource, { role: Role.MANAGER }));
  });

  const insertRequest = async (overrides: Partial<PickupRequest> = {}) => {
    const repo = dataSource.getRepository(PickupRequest);
    const row = repo.create({
      ...pickupInput(),
      status: PickupStatus.NEW,
      estimateCents: null,
      scheduledDate: null,
      scheduledSlot: null,
      updatedAt: null,
      createdAt: TEST_NOW,
      ...overrides,
    });
    await repo.insert(row);
    return row;
  };
  const call = (query: string, input: Record<string, unknown>) => graphqlRequest(app, { query, variables: { input }, token });
  const outbox = () => dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } });
  /** The customer's e-mails (the office address also hears of a new request: notifications, issue #26). */
  const customerMails = async (to = 'marie-eve@example.com') => (await outbox()).filter((mail) => mail.to === to);

  it('a new request starts as new, then goes through estimate → schedule → done with one e-mail per step', async () => {
    const created = await graphqlRequest(app, {
      query: 'mutation($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) { id status estimateCents } }',
      variables: { input: { ...pickupInput() } },
    });
    const id = created.body.data.createPickupRequest.id as string;
    expect(created.body.data.createPickupRequest).toMatchObject({ status: 'NEW', estimateCents: null });

    // The acknowledgement the pickup page promises, with the reference and what happens next (issue #26).
    let mails = await customerMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ dedupeKey: `pickup-request:${id}:received`, subject: `Demande de ramassage reçue (n° ${id}) – Services Mauricie` });
    expect(mails[0]!.text).toContain(`Votre référence : n° ${id}.`);
    expect(mails[0]!.text).toContain('estimation par courriel dans les 24 heures');

    const estimated = await call(ESTIMATE, { id, amountCents: 14950 });
    expect(estimated.body.errors).toBeUndefined();
    expect(estimated.body.data.estimatePickup).toMatchObject({ status: 'ESTIMATED', estimateCents: 14950, updatedAt: TEST_NOW.toISOString() });
    mails = (await customerMails()).slice(1);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'marie-eve@example.com', dedupeKey: `pickup-request:${id}:estimate`, subject: `Votre estimation de ramassage (demande n° ${id})` });
    expect(mails[0]!.text).toContain('Bonjour Marie-Ève Lapointe,');
    expect(mails[0]!.html).toContain('<p>Bonjour Marie-Ève Lapointe,</p>');
    expect(mails[0]!.text).toContain('Notre estimation : 149,50\u00a0$ (taxes incluses).');
    expect(mails[0]!.text).toContain('Acceptez-la dans votre espace client (lien ci-dessous)');
    expect(mails[0]!.text).toContain(`Mon espace client : ${testConfig().publicUrl}/client`);
    expect(mails[0]!.html).toContain(`<a href="${testConfig().publicUrl}/client">Mon espace client</a>`);

    const scheduled = await call(SCHEDULE, { id, date: '2026-12-01', slot: '13:00-15:00' });
    expect(scheduled.body.data.schedulePickup).toMatchObject({ status: 'SCHEDULED', scheduledDate: '2026-12-01', scheduledSlot: '13:00-15:00' });
    mails = (await customerMails()).slice(1);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({ dedupeKey: `pickup-request:${id}:scheduled:2026-12-01:13:00-15:00`, subject: `Votre ramassage est planifié (n° ${id}) – Services Mauricie` });
    expect(mails[1]!.text).toContain('est planifié le mardi 1er décembre 2026 entre 13 h 00 et 15 h 00.');
    expect(mails[1]!.text).toContain(`Mon espace client : ${testConfig().publicUrl}/client`);
    expect(mails[1]!.html).toContain(`<a href="${testConfig().publicUrl}/client">Mon espace client</a>`);

    // Before its scheduled day (1 December; today is 21 November) it cannot be marked done (issue #25);
    // a manager cannot force it even with a reason; an ADMIN can, and the reason is kept for staff only.
    const early = await call(STATUS, { id, status: 'DONE' });
    expect(early.body.errors[0]).toMatchObject({
      message: 'Ce ramassage ne peut pas être marqué terminé avant sa date prévue (1er décembre 2026). Un administrateur peut le forcer en indiquant la raison.',
      extensions: { code: 'INVALID_STATUS_TRANSITION' },
    });
    expect((await call(STATUS, { id, status: 'DONE', forceReason: 'Client parti plus tôt' })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await dataSource.getRepository(PickupRequest).findOneByOrFail({ id: Number(id) })).toMatchObject({ status: PickupStatus.SCHEDULED });
    expect(await dataSource.getRepository(Invoice).count()).toBe(0);
    const admin = await validToken(await insertUser(dataSource, { role: Role.ADMIN }));
    const done = await graphqlRequest(app, { query: STATUS, variables: { input: { id, status: 'DONE', forceReason: 'Ramassé plus tôt à la demande du client' } }, token: admin });
    expect(done.body.data.updatePickupStatus.status).toBe('DONE');
    expect(await dataSource.getRepository(ClientTimelineEntry).findOneByOrFail({ subjectType: 'pickup', subjectId: Number(id) })).toMatchObject({ kind: 'done.forced', actor: 'staff', message: 'Ramassé plus tôt à la demande du client' });
    // Done issues the pickup's invoice (invoices, issue #15), e-mailed with its PDF.
    mails = (await customerMails()).slice(1);
    expect(mails).toHaveLength(3);
    expect(mails[2]).toMatchObject({ to: 'marie-eve@example.com', subject: 'Facture F-2026-000001 – Services Mauricie' });
    expect(await dataSource.getRepository(PickupRequest).findOneByOrFail({ id: Number(id) })).toMatchObject({ status: PickupStatus.DONE, estimateCents: 14950 });
  });

  it('a corrected estimate does not e-mail twice; a rescheduling tells the customer the new day once, the same day again nothing', async () => {
    const row = await insertRequest();
    await call(ESTIMATE, { id: String(row.id), amountCents: 10000 });
    const again = await call(ESTIMATE, { id: String(row.id), amountCents: 12000 });
    expect(again.body.data.estimatePickup.estimateCents).toBe(12000);
    await call(SCHEDULE, { id: String(row.id), date: '2026-12-01', slot: 'AM' });
    await call(SCHEDULE, { id: String(row.id), date: '2026-12-02', slot: 'PM' });
    await call(SCHEDULE, { id: String(row.id), date: '2026-12-02', slot: 'PM' });
    const mails = await customerMails();
    expect(mails.map((mail) => mail.dedupeKey)).toEqual([
      `pickup-request:${row.id}:estimate`,
      `pickup-request:${row.id}:scheduled:2026-12-01:AM`,
      `pickup-request:${row.id}:scheduled:2026-12-02:PM`,
    ]);
    expect(mails[2]!.subject).toBe(`Votre ramassage est déplacé (n° ${row.id}) – Services Mauricie`);
    expect(mails[2]!.text).toContain('La date de votre ramassage au 1250 rue Royale, Trois-Rivières, QC G9A 4J6 a changé : il aura lieu le mercredi 2 décembre 2026 en après-midi.');
  });

  it('cancelling tells the customer once', async () => {
    const row = await insertRequest();
    const canceled = await call(STATUS, { id: String(row.id), status: 'CANCELED' });
    expect(canceled.body.errors).toBeUndefined();
    const mails = await customerMails();
    expect(mails.map((mail) => mail.dedupeKey)).toEqual([`pickup-request:${row.id}:canceled`]);
    expect(mails[0]!.text).toContain(`Votre demande de ramassage n° ${row.id} au 1250 rue Royale, Trois-Rivières, QC G9A 4J6 est annulée`);
  });

  it.each([
    ['schedule a new request', PickupStatus.NEW, SCHEDULE, { date: '2026-12-01', slot: 'AM' }],
    ['estimate a scheduled request', PickupStatus.SCHEDULED, ESTIMATE, { amountCents: 1000 }],
    ['finish an estimated request', PickupStatus.ESTIMATED, STATUS, { status: 'DONE' }],
    ['cancel a finished request', PickupStatus.DONE, STATUS, { status: 'CANCELED' }],
    ['reopen a canceled request', PickupStatus.CANCELED, STATUS, { status: 'NEW' }],
  ])('refuses to %s with INVALID_TRANSITION (409) and changes nothing', async (_name, status, query, input) => {
    const row = await insertRequest({ status });
    const res = await call(query, { id: String(row.id), ...input });
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'INVALID_TRANSITION', category: 'CONFLICT' });
    expect((await dataSource.getRepository(PickupRequest).findOneByOrFail({ id: row.id })).status).toBe(status);
    expect(await outbox()).toEqual([]);
  });

  it.each([
    [ESTIMATE, { amountCents: 0 }, 'amountCents', 'Indiquez un montant entre 0,01 $ et 100 000 $.'],
    [SCHEDULE, { date: '2026-13-01', slot: 'AM' }, 'date', 'Date invalide (AAAA-MM-JJ).'],
    [SCHEDULE, { date: '2026-12-01', slot: 'soir' }, 'slot', 'Indiquez une plage : AM, PM ou une plage horaire comme 13:00-15:00.'],
  ])('refuses bad input with field errors (%#)', async (query, input, field, message) => {
    const row = await insertRequest({ status: PickupStatus.ESTIMATED });
    const res = await call(query, { id: String(row.id), ...input });
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { [field]: message } });
  });

  it('answers NOT_FOUND for an unknown request', async () => {
    const res = await call(ESTIMATE, { id: '999999', amountCents: 1000 });
    expect(res.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const one = await graphqlRequest(app, { query: 'query { pickupRequest(id: "abc") { id } }', token });
    expect(one.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
