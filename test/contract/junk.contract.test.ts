import request from 'supertest';
import { DataSource } from 'typeorm';
import { App } from '../../server/src/app';
import { PickupRequest } from '../../server/src/modules/pickup/pickup-request.entity';
import { pickupRestBody } from '../../server/src/modules/pickup/pickup.fixtures';
import { createTestApp } from '../../server/src/testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../server/src/testing/db';

describeEachDb('POST /api/junk/create', (kind) => {
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
  beforeEach(() => clearTables(dataSource));

  const post = (body: unknown) => request(app.handler).post('/api/junk/create').set('Content-Type', 'application/json').send(body as object);
  const rows = () => dataSource.getRepository(PickupRequest).find();

  it('answers 201 with the created id for the documented payload (floor as a string)', async () => {
    const res = await post(pickupRestBody({ floor: '3', hasElevator: true }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number) });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: res.body.id, floor: 3, hasElevator: true, urgency: true, photos: ['frigo.jpg', 'boites.png'] });
  });

  it('accepts the payload without the optional fields', async () => {
    const { description: _d, photos: _p, hasElevator: _h, urgency: _u, floor: _f, ...required } = pickupRestBody();
    const res = await post(required);
    expect(res.status).toBe(201);
    expect((await rows())[0]).toMatchObject({ floor: 0, description: '', photos: [], hasElevator: false, urgency: false });
  });

  it.each([
    ['fullName', { fullName: '' }, 'Le nom complet est requis.'],
    ['fullName', { fullName: undefined }, 'Le nom complet est requis.'],
    ['phone', { phone: 'abc' }, 'Numéro de téléphone invalide.'],
    ['email', { email: 'jean@' }, 'Adresse courriel invalide.'],
    ['address', { address: ' ' }, 'L’adresse complète est requise.'],
    ['floor', { floor: '7' }, 'Choisissez un étage entre le rez-de-chaussée (0) et le 3e ou plus (3).'],
    ['floor', { floor: 'deux' }, 'Valeur invalide.'],
    ['hasElevator', { hasElevator: 'oui' }, 'Valeur invalide.'],
    ['photos', { photos: { a: 1 } }, 'Valeur invalide.'],
    ['fullName', { fullName: 42 }, 'Valeur invalide.'],
  ])('answers 400 with the French message for a bad %s (%j), storing nothing', async (field, overrides, message) => {
    const res = await post(pickupRestBody(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: message, code: 'BAD_USER_INPUT' });
    expect(res.body.fieldErrors[field]).toBe(message);
    expect(await rows()).toHaveLength(0);
  });

  it('answers 400 listing every missing field for an empty object', async () => {
    const res = await post({});
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({
      fullName: 'Le nom complet est requis.',
      phone: 'Le numéro de téléphone est requis.',
      email: 'L’adresse courriel est requise.',
      address: 'L’adresse complète est requise.',
    });
  });

  it('answers 400 for malformed JSON, never 500', async () => {
    const res = await request(app.handler).post('/api/junk/create').set('Content-Type', 'application/json').send('{"fullName": "Jean",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Le corps de la requête n’est pas un JSON valide.', code: 'BAD_REQUEST' });
  });

  it.each([['[]'], ['"texte"'], ['null'], ['12']])('answers 400 for a JSON body that is not an object (%s)', async (raw) => {
    const res = await request(app.handler).post('/api/junk/create').set('Content-Type', 'application/json').send(raw);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_USER_INPUT');
    expect(await rows()).toHaveLength(0);
  });

  it('answers 415 for a body that is not JSON (form post, text)', async () => {
    const form = await request(app.handler).post('/api/junk/create').type('form').send({ fullName: 'Jean' });
    expect(form.status).toBe(415);
    expect(form.body.error).toBe('Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).');
    const text = await request(app.handler).post('/api/junk/create').set('Content-Type', 'text/plain').send('{}');
    expect(text.status).toBe(415);
    expect(await rows()).toHaveLength(0);
  });

  it('answers 413 for a body over the size limit', async () => {
    const res = await post(pickupRestBody({ description: 'x'.repeat(200_000) }));
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('La requête est trop volumineuse.');
  });

  it('answers 404 in JSON for an unknown API path', async () => {
    const res = await request(app.handler).get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});
