import { DataSource } from 'typeorm';
import { App } from '../../app';
import { inTransaction } from '../../kernel/transactions';
import { Role } from '../../shared/roles';
import { createTestApp } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { pdfToText } from '../../testing/pdf';
import { graphqlRequest, restRequest } from '../../testing/requests';
import { validToken } from '../../testing/tokens';
import { EventRequest, EventRequestStatus } from '../events/event-request.entity';
import { eventInput, eventRestBody } from '../events/events.fixtures';
import { EventBus } from '../../kernel/events';
import type { QuoteSnapshot } from '../portal/portal.public';
import { restoreSeedPrices } from '../pricing/pricing.fixtures';
import { Service } from '../pricing/service.entity';
import { insertUser } from '../users/users.fixtures';
import { availabilityHandlers } from './availability.listener';
import { AvailabilityService } from './availability.service';
import { AllocationKind, EquipmentAllocation } from './equipment-allocation.entities';

const SUBMIT = `mutation ($input: SubmitEventRequestInput!) { submitEventRequest(input: $input) { id reference } }`;
const AVAILABILITY = `query ($start: Date!, $end: Date!) { equipmentAvailability(start: $start, end: $end) { code label stock available } }`;
const T = new Date('2026-11-21T15:00:00.000Z');

function snapshot(event: EventRequest, equipment: Record<string, number>): QuoteSnapshot {
  return {
    eventRequestId: event.id,
    revisionId: event.id,
    revisionNumber: 1,
    reference: event.reference,
    clientEmail: event.email,
    clientName: event.companyName,
    clientAddress: event.address,
    dateStart: event.dateStart,
    dateEnd: event.dateEnd,
    equipment: Object.entries(equipment).map(([code, quantity]) => ({ code, quantity })),
    lines: [],
    subtotalCents: 0,
    gstCents: 0,
    qstCents: 0,
    totalCents: 0,
  };
}

describeEachDb('Equipment availability over GraphQL and /api', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let lifecycle: EventBus;
  let manager: string;
  let employee: string;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource);
    lifecycle = new EventBus().subscribe('availability', availabilityHandlers(new AvailabilityService(dataSource, { holdHours: 48 })));
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });
  beforeEach(async () => {
    await clearTables(dataSource);
    await restoreSeedPrices(dataSource);
    manager = await validToken(await insertUser(dataSource, { role: Role.MANAGER }));
    employee = await validToken(await insertUser(dataSource, { role: Role.EMPLOYEE }));
  });

  const input = (overrides: Record<string, unknown> = {}) => {
    const base = eventInput({ sendCopy: false });
    return { ...base, materials: { ...base.materials }, services: { ...base.services }, ...overrides };
  };
  const submit = (overrides: Record<string, unknown> = {}) => graphqlRequest(app, { query: SUBMIT, variables: { input: input(overrides) } });
  /** A request accepted by its client (the portal's transition, emitted directly). */
  async function accepted(equipment: Record<string, number>, overrides: Record<string, unknown> = {}): Promise<EventRequest> {
    const res = await submit({ materials: { bac: 0, baril: 0, ilot: 0, toilette: 0, lavage: 0, ...equipment }, ...overrides });
    expect(res.body.errors).toBeUndefined();
    const event = await dataSource.getRepository(EventRequest).findOneByOrFail({ id: Number(res.body.data.submitEventRequest.id) });
    await inTransaction(dataSource, (em) => lifecycle.emit(em, { type: 'quote.accepted', at: T, quote: snapshot(event, equipment) }));
    return event;
  }

  it('answers the public availability per item, without customer data, from the seeded stock', async () => {
    await accepted({ toilette: 28 });
    const res = await graphqlRequest(app, { query: AVAILABILITY, variables: { start: '2026-07-11', end: '2026-07-11' } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.equipmentAvailability).toEqual([
      { code: 'bac', label: 'Bac roulant 360 L', stock: 120, available: 120 },
      { code: 'baril', label: 'Baril métallique fixe', stock: 80, available: 80 },
      { code: 'ilot', label: 'Îlot de tri 3 voies', stock: 40, available: 40 },
      { code: 'toilette', label: 'Toilette chimique', stock: 30, available: 2 },
      { code: 'lavage', label: 'Station de lavage', stock: 12, available: 12 },
    ]);
    const bad = await graphqlRequest(app, { query: AVAILABILITY, variables: { start: '2026-07-12', end: '2026-07-10' } });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const notADate = await graphqlRequest(app, { query: AVAILABILITY, variables: { start: '2026-02-30', end: '2026-07-10' } });
    expect(notADate.body.errors).toBeDefined();
  });

  it('refuses a new request above what is left (GraphQL and POST /api/event) with the French message, and stores nothing', async () => {
    await accepted({ toilette: 28 });
    const before = await dataSource.getRepository(EventRequest).count();
    const res = await submit({ materials: { bac: 1, baril: 0, ilot: 0, toilette: 4, lavage: 0 } });
    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'materials.toilette': 'Il reste 2 toilettes pour ces dates.' },
    });
    const rest = await restRequest(app, 'post', '/api/event', { body: eventRestBody({ sendCopy: false, materials: { bac: 0, baril: 0, ilot: 0, toilette: 3, lavage: 0 } }) });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ error: 'Il reste 2 toilettes pour ces dates.', code: 'BAD_USER_INPUT', fieldErrors: { 'materials.toilette': 'Il reste 2 toilettes pour ces dates.' } });
    expect(await dataSource.getRepository(EventRequest).count()).toBe(before);
    // Other dates, or what is left, go through.
    expect((await submit({ materials: { bac: 0, baril: 0, ilot: 0, toilette: 2, lavage: 0 } })).body.errors).toBeUndefined();
    expect((await submit({ dateStart: '2026-07-20', dateEnd: '2026-07-21', materials: { bac: 0, baril: 0, ilot: 0, toilette: 30, lavage: 0 } })).body.errors).toBeUndefined();
  });

  it('staff cancelling an event releases its reservation (event.canceled from the events service)', async () => {
    const event = await accepted({ toilette: 30 });
    expect((await submit({ materials: { bac: 0, baril: 0, ilot: 0, toilette: 1, lavage: 0 } })).body.errors[0].extensions.fieldErrors).toEqual({
      'materials.toilette': 'Il reste 0 toilette pour ces dates.',
    });
    const cancel = await graphqlRequest(app, {
      query: `mutation ($input: UpdateEventStatusInput!) { updateEventStatus(input: $input) { status } }`,
      variables: { input: { id: String(event.id), status: 'CANCELED' } },
      token: manager,
    });
    expect(cancel.body.data.updateEventStatus.status).toBe('CANCELED');
    expect(await dataSource.getRepository(EquipmentAllocation).findOneByOrFail({ eventRequestId: event.id })).toMatchObject({ releasedAt: expect.any(Date) });
    expect((await submit({ materials: { bac: 0, baril: 0, ilot: 0, toilette: 30, lavage: 0 } })).body.errors).toBeUndefined();
    expect((await dataSource.getRepository(EventRequest).findOneByOrFail({ id: event.id })).status).toBe(EventRequestStatus.CANCELED);
  });

  it('staff see what a new revision of an event may take: its own reservation is given back, others’ are not', async () => {
    const mine = await accepted({ toilette: 20 });
    await accepted({ toilette: 8 });
    const query = `query ($id: ID!) { eventEquipmentAvailability(eventRequestId: $id) { code available } }`;
    const res = await graphqlRequest(app, { query, variables: { id: String(mine.id) }, token: manager });
    expect(res.body.data.eventEquipmentAvailability.find((r: { code: string }) => r.code === 'toilette')).toEqual({ code: 'toilette', available: 22 });
    expect((await graphqlRequest(app, { query, variables: { id: '999999' }, token: manager })).body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('staff operations need a role: blocks and the calendar MANAGER, stock ADMIN', async () => {
    const toilet = await dataSource.getRepository(Service).findOneByOrFail({ name: 'event.toilette' });
    const block = `mutation ($input: CreateEquipmentBlockInput!) { createEquipmentBlock(input: $input) { id kind quantity } }`;
    const variables = { input: { serviceId: String(toilet.id), quantity: 2, start: '2026-07-01', end: '2026-07-31', reason: 'Réparation' } };
    expect((await graphqlRequest(app, { query: block, variables })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await graphqlRequest(app, { query: block, variables, token: employee })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    const ok = await graphqlRequest(app, { query: block, variables, token: manager });
    expect(ok.body.data.createEquipmentBlock).toMatchObject({ kind: 'BLOCK', quantity: 2 });
    const stock = `mutation ($input: UpdateEquipmentStockInput!) { updateEquipmentStock(input: $input) { code stock } }`;
    const stockVars = { input: { serviceId: String(toilet.id), stock: 40, turnaroundBefore: 1, turnaroundAfter: 1 } };
    expect((await graphqlRequest(app, { query: stock, variables: stockVars, token: manager })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    const admin = await validToken(await insertUser(dataSource, { role: Role.ADMIN }));
    expect((await graphqlRequest(app, { query: stock, variables: stockVars, token: admin })).body.data.updateEquipmentStock).toEqual({ code: 'toilette', stock: 40 });
    const calendar = `query { equipmentCalendar(from: "2026-07-01", to: "2026-07-31") { kind code quantity reason } }`;
    expect((await graphqlRequest(app, { query: calendar })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await graphqlRequest(app, { query: calendar, token: manager })).body.data.equipmentCalendar).toEqual([{ kind: 'BLOCK', code: 'toilette', quantity: 2, reason: 'Réparation' }]);
  });

  it('the run sheet lists what to load, the deliveries then the collections with the client’s phone; the PDF says the same in French', async () => {
    await accepted({ toilette: 4, bac: 2 }, { dateStart: '2026-07-10', dateEnd: '2026-07-12', phone: '819 555-0123', companyName: 'Festivals Mauricie inc.' });
    await accepted({ lavage: 1 }, { dateStart: '2026-07-08', dateEnd: '2026-07-09', phone: '819 555-0199', companyName: 'Course des Draveurs', address: '10 rue du Fleuve, Trois-Rivières' });
    const sheet = `query ($day: Date!) { runSheet(day: $day) { day load { code quantity } stops { order kind companyName address phone lines { code quantity } } } }`;
    const res = await graphqlRequest(app, { query: sheet, variables: { day: '2026-07-10' }, token: manager });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.runSheet).toEqual({
      day: '2026-07-10',
      load: [
        { code: 'bac', quantity: 2 },
        { code: 'toilette', quantity: 4 },
      ],
      stops: [
        expect.objectContaining({ order: 1, kind: 'DELIVERY', companyName: 'Festivals Mauricie inc.', phone: '819 555-0123' }),
        expect.objectContaining({ order: 2, kind: 'COLLECTION', companyName: 'Course des Draveurs', address: '10 rue du Fleuve, Trois-Rivières', phone: '819 555-0199', lines: [{ code: 'lavage', quantity: 1 }] }),
      ],
    });
    const pdf = await graphqlRequest(app, { query: `query { runSheetPdf(day: "2026-07-10") }`, token: manager });
    const text = pdfToText(Buffer.from(pdf.body.data.runSheetPdf, 'base64'));
    expect(text).toContain('Feuille de route — vendredi 10 juillet 2026');
    expect(text).toContain('À charger au dépôt');
    expect(text).toContain('1. Livraison — Festivals Mauricie inc.');
    expect(text).toContain('2. Récupération — Course des Draveurs');
    expect(text).toContain('Téléphone du client : 819 555-0199');
    expect((await graphqlRequest(app, { query: `query { runSheetPdf(day: "2026-07-10") }` })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const live = await dataSource.getRepository(EquipmentAllocation).countBy({ kind: AllocationKind.RESERVATION });
    expect(live).toBe(3);
  });
});
