import request from 'supertest';
import { DataSource } from 'typeorm';
import { App } from '../../server/src/app';
import { EventMaterialLine } from '../../server/src/modules/events/event-material-line.entity';
import { EventRequest } from '../../server/src/modules/events/event-request.entity';
import { EventServiceLine } from '../../server/src/modules/events/event-service-line.entity';
import { eventRestBody, EXPECTED_TOTALS } from '../../server/src/modules/events/events.fixtures';
import { OutboxMessage } from '../../server/src/modules/mail/outbox-message.entity';
import { restoreSeedPrices } from '../../server/src/modules/pricing/pricing.fixtures';
import { createTestApp } from '../../server/src/testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../server/src/testing/db';

describeEachDb('POST /api/event', (kind) => {
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

  const post = (body: unknown) => request(app.handler).post('/api/event').set('Content-Type', 'application/json').send(body as object);
  const counts = async () => ({
    requests: await dataSource.getRepository(EventRequest).count(),
    materials: await dataSource.getRepository(EventMaterialLine).count(),
    services: await dataSource.getRepository(EventServiceLine).count(),
    outbox: await dataSource.getRepository(OutboxMessage).count(),
  });
  const nothingStored = { requests: 0, materials: 0, services: 0, outbox: 0 };

  it('answers 201 { id, reference } for the documented payload and stores the server’s price', async () => {
    const res = await post(eventRestBody());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), reference: expect.stringMatching(/^EV-2026-\d{6}$/) });
    const row = await dataSource.getRepository(EventRequest).findOneByOrFail({ id: res.body.id });
    expect(row).toMatchObject({ reference: res.body.reference, ...EXPECTED_TOTALS });
    // The quote copy to the customer, and the office's new-business e-mail (notifications' inbox).
    expect(await counts()).toEqual({ requests: 1, materials: 5, services: 2, outbox: 2 });
    const mails = await dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } });
    expect(mails.map((m) => m.to).sort()).toEqual(['info@festivalsmauricie.ca', 'info@servicesmauricie.ca']);
  });

  it.each([[0], [1], [-500], [999_999_999], ['gratuit'], [null]])('ignores a tampered totalPrice (%j): what is stored is the server’s price', async (totalPrice) => {
    const res = await post(eventRestBody({ totalPrice }));
    expect(res.status).toBe(201);
    const row = await dataSource.getRepository(EventRequest).findOneByOrFail({ id: res.body.id });
    expect(row).toMatchObject(EXPECTED_TOTALS);
    const mail = await dataSource.getRepository(OutboxMessage).findOneByOrFail({ to: 'info@festivalsmauricie.ca' });
    expect(mail.text).toContain('Total : 5\u00a0694,71\u00a0$');
  });

  it('accepts numbers sent as strings and participants 0-or-number as the page sends them', async () => {
    const res = await post(eventRestBody({ participants: '1200', superficie: '25000', zones: '', staffCount: '2', materials: { bac: '4', baril: 8, ilot: 5, toilette: 4, lavage: 6 } }));
    expect(res.status).toBe(201);
    expect(await dataSource.getRepository(EventRequest).findOneByOrFail({ id: res.body.id })).toMatchObject({ zones: 0, ...EXPECTED_TOTALS });
  });

  it('does not e-mail a copy of the quote when sendCopy is false: only the acknowledgement (no prices) and the office', async () => {
    const res = await post(eventRestBody({ sendCopy: false }));
    expect(res.status).toBe(201);
    expect(await counts()).toMatchObject({ requests: 1, outbox: 2 });
    const customer = await dataSource.getRepository(OutboxMessage).findOneByOrFail({ to: 'info@festivalsmauricie.ca' });
    expect(customer).toMatchObject({ dedupeKey: `event-request:${res.body.id}:received`, subject: expect.stringMatching(/^Demande de soumission reçue \(EV-2026-\d{6}\)/) });
    expect(customer.text).not.toMatch(/Total|\$/);
    expect(customer.attachments ?? []).toEqual([]);
  });

  it('ignores unknown keys inside materials and services', async () => {
    const res = await post(eventRestBody({ materials: { bac: 1, tente: 4 }, services: { livraison: true, traiteur: true } }));
    expect(res.status).toBe(201);
    expect(await dataSource.getRepository(EventRequest).findOneByOrFail({ id: res.body.id })).toMatchObject({ subtotal: 3 * 1000 + 6000 });
  });

  it.each([
    ['eventName', { eventName: '' }, 'Le nom de l’événement est requis.'],
    ['eventName', { eventName: undefined }, 'Le nom de l’événement est requis.'],
    ['eventType', { eventType: 'mariage' }, 'Choisissez le type d’événement.'],
    ['participants', { participants: 0 }, 'Le nombre de participants doit être d’au moins 1.'],
    ['participants', { participants: 'beaucoup' }, 'Valeur invalide.'],
    ['address', { address: '  ' }, 'L’adresse complète est requise.'],
    ['dateStart', { dateStart: 'demain' }, 'Date invalide.'],
    ['dateEnd', { dateEnd: '2026-07-09' }, '❌ La date de fin ne peut pas être avant la date de début.'],
    ['superficie', { superficie: -10 }, 'La superficie doit être un nombre entier positif ou nul (pi²).'],
    ['zones', { zones: '-2' }, 'Le nombre de zones doit être un nombre entier positif ou nul.'],
    ['materials.baril', { materials: { baril: -1 } }, 'La quantité doit être un nombre entier entre 0 et 1000.'],
    ['materials.bac', { materials: { bac: 2.5 } }, 'Valeur invalide.'],
    ['materials', { materials: 'beaucoup' }, 'Valeur invalide.'],
    ['services.staff', { services: { staff: 'oui' } }, 'Valeur invalide.'],
    ['staffCount', { staffCount: 0 }, 'Le nombre d’employés doit être d’au moins 1.'],
    ['companyName', { companyName: '' }, 'Le nom de l’entreprise est requis.'],
    ['neq', { neq: '' }, 'Le NEQ est requis.'],
    ['neq', { neq: '12345' }, 'Le NEQ doit contenir exactement 10 chiffres.'],
    ['email', { email: 'pas-un-courriel' }, 'Adresse courriel invalide.'],
    ['phone', { phone: 'abc' }, 'Numéro de téléphone invalide.'],
    ['website', { website: 'pas une url' }, 'L’adresse du site Web doit être une URL valide (https://…).'],
    ['sendCopy', { sendCopy: 'oui' }, 'Valeur invalide.'],
  ])('answers 400 with the French message for a bad %s (%j), storing nothing', async (field, overrides, message) => {
    const res = await post(eventRestBody(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(res.body.fieldErrors[field]).toBe(message);
    expect(typeof res.body.error).toBe('string');
    expect(await counts()).toEqual(nothingStored);
  });

  it('answers 400 listing every missing field for an empty object', async () => {
    const res = await post({});
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Le nom de l’événement est requis.');
    expect(res.body.fieldErrors).toMatchObject({
      eventName: 'Le nom de l’événement est requis.',
      eventType: 'Choisissez le type d’événement.',
      participants: 'Le nombre de participants doit être d’au moins 1.',
      address: 'L’adresse complète est requise.',
      dateStart: 'La date de début est requise.',
      dateEnd: 'La date de fin est requise.',
      companyName: 'Le nom de l’entreprise est requis.',
      neq: 'Le NEQ est requis.',
      email: 'L’adresse courriel est requise.',
    });
    expect(await counts()).toEqual(nothingStored);
  });

  it('answers 400 for malformed JSON or a body that is not an object, 415 for a form post', async () => {
    const bad = await request(app.handler).post('/api/event').set('Content-Type', 'application/json').send('{"eventName":');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('BAD_REQUEST');
    const array = await request(app.handler).post('/api/event').set('Content-Type', 'application/json').send('[]');
    expect(array.status).toBe(400);
    const form = await request(app.handler).post('/api/event').type('form').send({ eventName: 'x' });
    expect(form.status).toBe(415);
    expect(await counts()).toEqual(nothingStored);
  });
});
