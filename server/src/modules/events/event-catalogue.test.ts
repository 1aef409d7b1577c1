import { DataSource } from 'typeorm';
import { App } from '../../app';
import { loadConfig } from '../../config';
import { Role } from '../../shared/roles';
import { createTestApp } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { testBus } from '../../testing/event-bus';
import { pdfToText } from '../../testing/pdf';
import { graphqlRequest, restRequest } from '../../testing/requests';
import { validToken } from '../../testing/tokens';
import { MailService } from '../mail/mail.service';
import { restoreSeedPrices, testContext } from '../pricing/pricing.fixtures';
import { PricingService } from '../pricing/pricing.service';
import { Service } from '../pricing/service.entity';
import { insertUser } from '../users/users.fixtures';
import { EventMaterialLine } from './event-material-line.entity';
import { EventRequest } from './event-request.entity';
import { eventInput, eventRestBody, EXPECTED_TOTALS } from './events.fixtures';
import { EventsService } from './events.service';

/**
 * Issue #28: the price list is the event catalogue. A service staff add in Tarification is offered
 * on the public wizard with its unit, priced by the server (unit × quantity × days per day), refused
 * once inactive; the stock caps still hold.
 */
const CREATE = `mutation ($input: CreateServiceInput!) { createService(input: $input) { id name label unit price active } }`;
const UPDATE = `mutation ($input: UpdateServiceInput!) { updateService(input: $input) { id unit active } }`;
const CATALOGUE = `query { eventCatalogue { name label unit price active } }`;
const SUBMIT = `mutation ($input: SubmitEventRequestInput!) { submitEventRequest(input: $input) { id subtotal total } }`;
const STOCK = `mutation ($input: UpdateEquipmentStockInput!) { updateEquipmentStock(input: $input) { stock } }`;

describeEachDb('The price list as the event catalogue (issue #28)', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let admin: string;
  let employee: string;
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
    admin = await validToken(await insertUser(dataSource, { role: Role.ADMIN }));
    employee = await validToken(await insertUser(dataSource, { role: Role.EMPLOYEE }));
  });

  const addService = async (name: string, label: string, unit: string, price: number) => {
    const res = await graphqlRequest(app, { query: CREATE, variables: { input: { name, label, category: 'EXTRA', unit, price } }, token: admin });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.createService as { id: string; unit: string; active: boolean };
  };
  const input = (overrides: Record<string, unknown> = {}) => {
    const base = eventInput({ sendCopy: false });
    return { ...base, materials: { ...base.materials }, services: { ...base.services }, ...overrides };
  };
  const submit = (overrides: Record<string, unknown> = {}) => graphqlRequest(app, { query: SUBMIT, variables: { input: input(overrides) } });
  const catalogue = async () => (await graphqlRequest(app, { query: CATALOGUE })).body.data.eventCatalogue as { name: string; label: string; unit: string; price: number }[];

  it('offers a service staff added on the public catalogue with its unit, and prices it on the server by unit', async () => {
    const tent = await addService('event.tente10x10', 'Tente 10 × 10 pi', 'UNIT_DAY', 15_000);
    expect(tent).toMatchObject({ unit: 'UNIT_DAY', active: true });
    await addService('event.animation', 'Animation', 'HOUR', 5_000);
    await addService('event.affiche', 'Affiche personnalisée', 'ITEM', 2_500);
    await addService('event.permis', 'Démarches de permis', 'FLAT', 9_900);
    await addService('snow.test', 'Pas un article d’événement', 'FLAT', 100);

    const offered = await catalogue();
    expect(offered).toEqual(
      expect.arrayContaining([
        { name: 'event.tente10x10', label: 'Tente 10 × 10 pi', unit: 'UNIT_DAY', price: 15_000, active: true },
        { name: 'event.animation', label: 'Animation', unit: 'HOUR', price: 5_000, active: true },
        { name: 'event.affiche', label: 'Affiche personnalisée', unit: 'ITEM', price: 2_500, active: true },
        { name: 'event.permis', label: 'Démarches de permis', unit: 'FLAT', price: 9_900, active: true },
        expect.objectContaining({ name: 'event.bac', unit: 'UNIT_DAY' }),
        expect.objectContaining({ name: 'event.staffHourly', unit: 'HOUR' }),
      ]),
    );
    expect(offered.map((row) => row.name).filter((name) => !name.startsWith('event.'))).toEqual([]);

    // 3 days: tent 2 × 150 $ × 3 = 900 $; animation 4 h × 50 $ = 200 $; posters 10 × 25 $ = 250 $; permits flat 99 $ (a quantity of 5 counts once).
    const extras = [
      { code: 'tente10x10', quantity: 2 },
      { code: 'animation', quantity: 4 },
      { code: 'affiche', quantity: 10 },
      { code: 'permis', quantity: 5 },
    ];
    const res = await submit({ extras });
    expect(res.body.errors).toBeUndefined();
    const subtotal = EXPECTED_TOTALS.subtotal + 90_000 + 20_000 + 25_000 + 9_900;
    expect(res.body.data.submitEventRequest.subtotal).toBe(subtotal);
    const id = Number(res.body.data.submitEventRequest.id);
    const stored = await dataSource.getRepository(EventRequest).findOneByOrFail({ id });
    expect(stored.subtotal).toBe(subtotal);
    expect(stored.total).toBe(stored.subtotal + stored.gst + stored.qst);
    const lines = await dataSource.getRepository(EventMaterialLine).find({ where: { eventRequestId: id }, order: { id: 'ASC' } });
    expect(lines.map(({ type, unit, label, quantity, unitPrice, days, lineTotal }) => ({ type, unit, label, quantity, unitPrice, days, lineTotal }))).toEqual([
      { type: 'bac', unit: 'unit_day', label: 'Bac roulant 360 L', quantity: 4, unitPrice: 1_000, days: 3, lineTotal: 12_000 },
      expect.objectContaining({ type: 'baril', unit: 'unit_day' }),
      expect.objectContaining({ type: 'ilot', unit: 'unit_day' }),
      expect.objectContaining({ type: 'toilette', unit: 'unit_day' }),
      expect.objectContaining({ type: 'lavage', unit: 'unit_day' }),
      { type: 'tente10x10', unit: 'unit_day', label: 'Tente 10 × 10 pi', quantity: 2, unitPrice: 15_000, days: 3, lineTotal: 90_000 },
      { type: 'animation', unit: 'hour', label: 'Animation', quantity: 4, unitPrice: 5_000, days: 1, lineTotal: 20_000 },
      { type: 'affiche', unit: 'item', label: 'Affiche personnalisée', quantity: 10, unitPrice: 2_500, days: 1, lineTotal: 25_000 },
      { type: 'permis', unit: 'flat', label: 'Démarches de permis', quantity: 1, unitPrice: 9_900, days: 1, lineTotal: 9_900 },
    ]);

    // The quote PDF shows the catalogue's names and each line by its unit.
    const events = new EventsService(dataSource, new PricingService(dataSource), new MailService(), loadConfig({ NODE_ENV: 'test' }).company, testBus(dataSource));
    const text = pdfToText((await events.quotePdf(testContext(dataSource), id)).content).replace(/[ \t]+/g, ' ');
    expect(text).toContain('Tente 10 × 10 pi');
    expect(text).toContain('2 × 150,00 $ × 3 jours');
    expect(text).toContain('4 h × 50,00 $/h');
    expect(text).toContain('10 × 25,00 $');
    expect(text).toContain('Démarches de permis');

    // The legacy REST form takes the same extras.
    const rest = await restRequest(app, 'post', '/api/event', { body: eventRestBody({ sendCopy: false, extras: [{ code: 'tente10x10', quantity: 1 }] }) });
    expect(rest.status).toBe(201);
    const restLines = await dataSource.getRepository(EventMaterialLine).find({ where: { eventRequestId: Number(rest.body.id), type: 'tente10x10' } });
    expect(restLines).toEqual([expect.objectContaining({ quantity: 1, lineTotal: 45_000 })]);
  });

  it('hides an inactive row from the catalogue and refuses it with a French field error, storing nothing', async () => {
    const tent = await addService('event.tente10x10', 'Tente 10 × 10 pi', 'UNIT_DAY', 15_000);
    const toilet = await dataSource.getRepository(Service).findOneByOrFail({ name: 'event.toilette' });
    // Only ADMIN and up change a row.
    const forbidden = await graphqlRequest(app, { query: UPDATE, variables: { input: { id: tent.id, active: false } }, token: employee });
    expect(forbidden.body.errors[0].extensions.code).toBe('FORBIDDEN');
    for (const id of [tent.id, String(toilet.id)]) {
      const res = await graphqlRequest(app, { query: UPDATE, variables: { input: { id, active: false } }, token: admin });
      expect(res.body.data.updateService).toMatchObject({ active: false });
    }
    const names = (await catalogue()).map((row) => row.name);
    expect(names).not.toContain('event.tente10x10');
    expect(names).not.toContain('event.toilette');
    expect(names).toContain('event.bac');

    const before = await dataSource.getRepository(EventRequest).count();
    const res = await submit({ extras: [{ code: 'tente10x10', quantity: 1 }, { code: 'inconnu', quantity: 1 }] });
    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        'extras.tente10x10': '« Tente 10 × 10 pi » n’est plus offert. Retirez-le de votre demande.',
        'extras.inconnu': '« inconnu » n’est plus offert. Retirez-le de votre demande.',
        'materials.toilette': '« Toilette chimique » n’est plus offert. Retirez-le de votre demande.',
      },
    });
    // A built-in item sent as an extra is not a way around its own rules either.
    const builtIn = await submit({ materials: { bac: 0, baril: 0, ilot: 0, toilette: 0, lavage: 0 }, extras: [{ code: 'bac', quantity: 3 }] });
    expect(builtIn.body.errors[0].extensions.fieldErrors).toEqual({ 'extras.bac': '« Bac roulant 360 L » n’est plus offert. Retirez-le de votre demande.' });
    expect(await dataSource.getRepository(EventRequest).count()).toBe(before);

    // Without the inactive toilets, the request goes through; switched back on, the tent is offered again.
    expect((await submit({ materials: { bac: 1, baril: 0, ilot: 0, toilette: 0, lavage: 0 } })).body.errors).toBeUndefined();
    await graphqlRequest(app, { query: UPDATE, variables: { input: { id: tent.id, active: true, unit: 'ITEM' } }, token: admin });
    expect(await catalogue()).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'event.tente10x10', unit: 'ITEM' })]));
  });

  it('keeps the availability caps of items with stock; a per-day item staff added is capped once it has a stock row', async () => {
    const tent = await addService('event.tente10x10', 'Tente 10 × 10 pi', 'UNIT_DAY', 15_000);
    const noBins = { bac: 0, baril: 0, ilot: 0, toilette: 0, lavage: 0 };
    // The seeded stock still caps the built-in items, extras or not.
    const over = await submit({ materials: { ...noBins, toilette: 31 }, extras: [{ code: 'tente10x10', quantity: 1 }] });
    expect(over.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { 'materials.toilette': 'Il reste 30 toilettes pour ces dates.' } });
    // No stock row yet: not limited (and not listed by the public availability).
    expect((await submit({ materials: noBins, extras: [{ code: 'tente10x10', quantity: 500 }] })).body.errors).toBeUndefined();
    const availability = await graphqlRequest(app, { query: `query { equipmentAvailability(start: "2026-07-10", end: "2026-07-12") { code } }` });
    expect(availability.body.data.equipmentAvailability.map((row: { code: string }) => row.code)).toEqual(['bac', 'baril', 'ilot', 'toilette', 'lavage']);

    // With a stock of 3, four tents are refused and three go through.
    const stock = await graphqlRequest(app, { query: STOCK, variables: { input: { serviceId: tent.id, stock: 3, turnaroundBefore: 0, turnaroundAfter: 1 } }, token: admin });
    expect(stock.body.errors).toBeUndefined();
    const four = await submit({ dateStart: '2026-08-10', dateEnd: '2026-08-10', materials: noBins, extras: [{ code: 'tente10x10', quantity: 4 }] });
    expect(four.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { 'materials.tente10x10': expect.stringContaining('3') } });
    expect((await submit({ dateStart: '2026-08-10', dateEnd: '2026-08-10', materials: noBins, extras: [{ code: 'tente10x10', quantity: 3 }] })).body.errors).toBeUndefined();
  });
});
