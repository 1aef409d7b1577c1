import request from 'supertest';
import { DataSource } from 'typeorm';
import { App } from '../../app';
import { CreatePickupRequestDocument } from '../../../../client/src/graphql-public/graphql';
import { createTestApp } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { PickupRequest } from './pickup-request.entity';
import { pickupInput } from './pickup.fixtures';
import { Role } from '../../shared/roles';
import { graphqlRequest } from '../../testing/requests';
import { validToken } from '../../testing/tokens';
import { insertUser } from '../users/users.fixtures';

const MUTATION = CreatePickupRequestDocument.toString();

describeEachDb('createPickupRequest mutation', (kind) => {
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

  const send = (input: Record<string, unknown>) =>
    request(app.handler).post('/graphql').set('Content-Type', 'application/json').send({ query: MUTATION, variables: { input } });
  const count = () => dataSource.getRepository(PickupRequest).count();

  it('creates the request and returns its id and time (the client’s own document)', async () => {
    const res = await send({ ...pickupInput() });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createPickupRequest).toEqual({ id: expect.any(String), createdAt: '2026-11-21T15:00:00.000Z', photoUploadUrl: expect.stringMatching(/^\/files\/pickup-requests\/\d+\/photos\?expires=\d+&signature=/) });
    const row = await dataSource.getRepository(PickupRequest).findOneByOrFail({ id: Number(res.body.data.createPickupRequest.id) });
    expect(row.fullName).toBe('Marie-Ève Lapointe');
  });

  it.each([
    ['fullName', { fullName: '   ' }, 'Le nom complet est requis.'],
    ['phone', { phone: '' }, 'Le numéro de téléphone est requis.'],
    ['phone', { phone: '12-34' }, 'Numéro de téléphone invalide.'],
    ['email', { email: '' }, 'L’adresse courriel est requise.'],
    ['email', { email: 'pas-un-courriel' }, 'Adresse courriel invalide.'],
    ['address', { address: '' }, 'L’adresse complète est requise.'],
    ['floor', { floor: 4 }, 'Choisissez un étage entre le rez-de-chaussée (0) et le 3e ou plus (3).'],
    ['floor', { floor: -1 }, 'Choisissez un étage entre le rez-de-chaussée (0) et le 3e ou plus (3).'],
    ['fullName', { fullName: 'x'.repeat(121) }, 'Ce champ ne peut dépasser 120 caractères.'],
    ['description', { description: 'x'.repeat(5001) }, 'Ce champ ne peut dépasser 5000 caractères.'],
    ['photos', { photos: Array.from({ length: 21 }, (_, i) => `p${i}.jpg`) }, 'Vous pouvez joindre au plus 20 photos.'],
  ])('refuses a bad %s with BAD_USER_INPUT and stores nothing (%j)', async (field, overrides, message) => {
    const res = await send({ ...pickupInput(), ...overrides });
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', category: 'BAD_USER_INPUT' });
    expect(res.body.errors[0].extensions.fieldErrors[field]).toBe(message);
    expect(await count()).toBe(0);
  });

  it('reports every invalid field at once, never echoing the submitted values', async () => {
    const res = await send({ ...pickupInput(), fullName: '', email: 'x', floor: 9 });
    expect(Object.keys(res.body.errors[0].extensions.fieldErrors).sort()).toEqual(['email', 'floor', 'fullName']);
    expect(JSON.stringify(res.body)).not.toContain('"x"');
  });

  it('turns a missing or mistyped field into a field error, not a 500', async () => {
    const { fullName: _omitted, ...missing } = pickupInput();
    const res = await send(missing);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { fullName: 'Ce champ est requis.' } });

    const typed = await send({ ...pickupInput(), floor: 'deux' });
    expect(typed.status).toBe(400);
    expect(typed.body.errors[0].extensions.fieldErrors).toEqual({ floor: 'Valeur invalide.' });
    expect(await count()).toBe(0);
  });

  it('rejects a mutation sent as a simple cross-site form (CSRF prevention)', async () => {
    const res = await request(app.handler)
      .post('/graphql')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ query: MUTATION, variables: { input: pickupInput() } }));
    expect(res.status).toBe(400);
    expect(await count()).toBe(0);
  });

  it('rejects batched requests', async () => {
    const res = await request(app.handler)
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send([{ query: MUTATION, variables: { input: pickupInput() } }, { query: MUTATION, variables: { input: pickupInput() } }]);
    expect(res.status).toBe(400);
    expect(await count()).toBe(0);
  });
});

describeEachDb('pickupRequests query', (kind) => {
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

  const list = async (take: number) => {
    const manager = await insertUser(dataSource, { role: Role.MANAGER });
    return graphqlRequest(app, { query: 'query($take: Int!) { pickupRequests(take: $take) { id fullName createdAt } }', variables: { take }, token: await validToken(manager) });
  };

  it('lists the newest first, as many as asked', async () => {
    const repo = dataSource.getRepository(PickupRequest);
    await repo.insert([0, 1, 2].map((i) => repo.create({ ...pickupInput({ fullName: `Client ${i}` }), createdAt: new Date(Date.UTC(2026, 10, 20 + i)) })));
    const res = await list(2);
    expect(res.body.data.pickupRequests.map((r: { fullName: string }) => r.fullName)).toEqual(['Client 2', 'Client 1']);
  });

  it.each([0, 101])('refuses take = %i', async (take) => {
    const res = await list(take);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { take: 'Choisissez un nombre entre 1 et 100.' } });
  });
});
