import request from 'supertest';
import { DataSource, Not } from 'typeorm';
import { SubmitEventRequestDocument } from '../../../../client/src/graphql-public/graphql';
import { App } from '../../app';
import { createTestApp } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { restoreSeedPrices } from '../pricing/pricing.fixtures';
import { EventRequest } from './event-request.entity';
import { eventInput, EXPECTED_TOTALS } from './events.fixtures';

const MUTATION = SubmitEventRequestDocument.toString();

describeEachDb('submitEventRequest mutation', (kind) => {
  let dataSource: DataSource;
  let app: App;
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
  });

  const input = (overrides: Record<string, unknown> = {}) => {
    const base = eventInput();
    return { ...base, materials: { ...base.materials }, services: { ...base.services }, ...overrides };
  };
  const send = (variables: Record<string, unknown>) =>
    request(app.handler).post('/graphql').set('Content-Type', 'application/json').send({ query: MUTATION, variables: { input: variables } });
  const OFFICE = 'info@servicesmauricie.ca';
  const stored = async () => ({
    requests: await dataSource.getRepository(EventRequest).count(),
    // To the customer (the office address also hears of new business: notifications, issue #26).
    outbox: await dataSource.getRepository(OutboxMessage).count({ where: { to: Not(OFFICE) } }),
  });

  it('records the request and answers its id, reference and the server’s totals (the client’s own document)', async () => {
    const res = await send(input());
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.submitEventRequest).toEqual({
      id: expect.any(String),
      reference: expect.stringMatching(/^EV-2026-\d{6}$/),
      ...EXPECTED_TOTALS,
    });
    expect(await stored()).toEqual({ requests: 1, outbox: 1 });
  });

  it('accepts the minimum: counts, services, area, zones, comments, phone, website and sendCopy may be left out', async () => {
    const { superficie: _s, zones: _z, commentaires: _c, staffCount: _sc, phone: _p, website: _w, sendCopy: _sd, ...required } = input({
      materials: {},
      services: {},
    });
    const res = await send(required);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.submitEventRequest).toMatchObject({ days: 3, subtotal: 0, total: 0 });
    const row = await dataSource.getRepository(EventRequest).findOneByOrFail({ id: Number(res.body.data.submitEventRequest.id) });
    expect(row).toMatchObject({ superficie: 0, zones: 0, commentaires: '', phone: '', website: '', sendCopy: true, staffCount: 0 });
  });

  it('has no amount in its input: a client total is refused as an unknown field', async () => {
    const res = await send(input({ totalPrice: 1 }));
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { totalPrice: 'Champ inconnu.' } });
    expect(await stored()).toEqual({ requests: 0, outbox: 0 });
  });

  it.each([
    ['eventName', { eventName: ' ' }, 'Le nom de l’événement est requis.'],
    ['eventName', { eventName: 'x'.repeat(201) }, 'Ce champ ne peut dépasser 200 caractères.'],
    ['eventType', { eventType: '' }, 'Choisissez le type d’événement.'],
    ['eventType', { eventType: 'mariage' }, 'Choisissez le type d’événement.'],
    ['participants', { participants: 0 }, 'Le nombre de participants doit être d’au moins 1.'],
    ['participants', { participants: -3 }, 'Le nombre de participants doit être d’au moins 1.'],
    ['participants', { participants: 1_000_001 }, 'Le nombre de participants ne peut dépasser 1\u00a0000\u00a0000.'],
    ['address', { address: '' }, 'L’adresse complète est requise.'],
    ['dateStart', { dateStart: '' }, 'La date de début est requise.'],
    ['dateStart', { dateStart: '12/07/2026' }, 'Date invalide.'],
    ['dateEnd', { dateEnd: '' }, 'La date de fin est requise.'],
    ['dateEnd', { dateEnd: '2026-02-30' }, 'Date invalide.'],
    ['dateEnd', { dateEnd: '2026-07-09' }, '❌ La date de fin ne peut pas être avant la date de début.'],
    ['dateEnd', { dateEnd: '2027-07-11' }, 'La durée de l’événement ne peut dépasser 366 jours.'],
    ['superficie', { superficie: -1 }, 'La superficie doit être un nombre entier positif ou nul (pi²).'],
    ['zones', { zones: -1 }, 'Le nombre de zones doit être un nombre entier positif ou nul.'],
    ['materials.bac', { materials: { bac: -1 } }, 'La quantité doit être un nombre entier entre 0 et 1000.'],
    ['materials.toilette', { materials: { toilette: 1001 } }, 'La quantité doit être un nombre entier entre 0 et 1000.'],
    ['staffCount', { staffCount: 0 }, 'Le nombre d’employés doit être d’au moins 1.'],
    ['staffCount', { staffCount: 51 }, 'Le nombre d’employés ne peut dépasser 50.'],
    ['companyName', { companyName: '' }, 'Le nom de l’entreprise est requis.'],
    ['neq', { neq: '' }, 'Le NEQ est requis.'],
    ['neq', { neq: '117123456' }, 'Le NEQ doit contenir exactement 10 chiffres.'],
    ['neq', { neq: '11712345678' }, 'Le NEQ doit contenir exactement 10 chiffres.'],
    ['neq', { neq: '117123456A' }, 'Le NEQ doit contenir exactement 10 chiffres.'],
    ['email', { email: '' }, 'L’adresse courriel est requise.'],
    ['email', { email: 'info@' }, 'Adresse courriel invalide.'],
    ['phone', { phone: '555' }, 'Numéro de téléphone invalide.'],
    ['website', { website: 'festivals mauricie' }, 'L’adresse du site Web doit être une URL valide (https://…).'],
    ['website', { website: 'javascript:alert(1)' }, 'L’adresse du site Web doit être une URL valide (https://…).'],
  ])('refuses a bad %s (%j) with its French message and stores nothing', async (field, overrides, message) => {
    const res = await send(input(overrides));
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', category: 'BAD_USER_INPUT' });
    expect(res.body.errors[0].extensions.fieldErrors[field]).toBe(message);
    expect(await stored()).toEqual({ requests: 0, outbox: 0 });
  });

  it('accepts a same-day event (1 day)', async () => {
    const res = await send(input({ dateEnd: '2026-07-10' }));
    expect(res.body.data.submitEventRequest.days).toBe(1);
  });

  it('reports every invalid field at once', async () => {
    const res = await send(input({ eventName: '', participants: 0, neq: '12', dateEnd: '2026-07-01' }));
    expect(Object.keys(res.body.errors[0].extensions.fieldErrors).sort()).toEqual(['dateEnd', 'eventName', 'neq', 'participants']);
  });
});
