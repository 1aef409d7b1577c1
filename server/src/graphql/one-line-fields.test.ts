import request from 'supertest';
import { DataSource } from 'typeorm';
import { App } from '../app';
import { eventInput, eventRestBody } from '../modules/events/events.fixtures';
import { EventRequest } from '../modules/events/event-request.entity';
import { pickupInput, pickupRestBody } from '../modules/pickup/pickup.fixtures';
import { PickupRequest } from '../modules/pickup/pickup-request.entity';
import { OutboxMessage } from '../modules/mail/outbox-message.entity';
import { createTestApp } from '../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../testing/db';
import { graphqlRequest, restRequest } from '../testing/requests';

const ONE_LINE = 'Ce champ tient sur une ligne, sans caractère de contrôle ni d’inversion du sens du texte.';
const MULTI_LINE = 'Ce champ contient un caractère de contrôle ou d’inversion du sens du texte non permis.';
const SUBMIT_EVENT = 'mutation($input: SubmitEventRequestInput!) { submitEventRequest(input: $input) { id } }';
const CREATE_PICKUP = 'mutation($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) { id } }';

/** issue #32: CR/LF, U+202E, NUL and lone surrogates in one-line fields forged lines in the quote e-mail and the PDF. */
describeEachDb('one-line and multi-line customer fields', (kind) => {
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

  const nothingStored = async () => {
    expect(await dataSource.getRepository(EventRequest).count()).toBe(0);
    expect(await dataSource.getRepository(PickupRequest).count()).toBe(0);
    expect(await dataSource.getRepository(OutboxMessage).count()).toBe(0);
  };

  it.each([
    ['eventName', 'Fête\r\nBcc: tous@example.com'],
    ['companyName', 'Festivals \u202Ecni eiruaM'],
    ['address', '1 rue Royale\u0000'],
    ['phone', '819 555-0123\n'],
  ])('refuses %s with %j on /graphql and /api/event, in French, and stores nothing', async (field, value) => {
    const gql = await graphqlRequest(app, { query: SUBMIT_EVENT, variables: { input: { ...eventInput({ [field]: value }) } } });
    expect(gql.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fieldErrors: { [field]: ONE_LINE } } });
    const rest = await restRequest(app, 'post', '/api/event', { body: eventRestBody({ [field]: value }) });
    expect(rest.status).toBe(400);
    expect(rest.body.fieldErrors).toMatchObject({ [field]: ONE_LINE });
    await nothingStored();
  });

  it('refuses a lone surrogate in a name (JSON escape), and a bidi override in a description', async () => {
    const body = JSON.stringify({ query: CREATE_PICKUP, variables: { input: { ...pickupInput() } } }).replace('Marie-Ève Lapointe', 'Marie\\ud800');
    const res = await request(app.handler).post('/graphql').set('Content-Type', 'application/json').send(body);
    expect(res.body.errors[0].extensions.fieldErrors).toEqual({ fullName: ONE_LINE });
    const desc = await restRequest(app, 'post', '/api/junk/create', { body: pickupRestBody({ description: 'Un frigo \u202E et des boîtes' }) });
    expect(desc.status).toBe(400);
    expect(desc.body.fieldErrors).toEqual({ description: MULTI_LINE });
    await nothingStored();
  });

  it('keeps line breaks in multi-line fields', async () => {
    const pickup = await restRequest(app, 'post', '/api/junk/create', { body: pickupRestBody({ description: 'Un frigo\r\nTrois boîtes\nUne table' }) });
    expect(pickup.status).toBe(201);
    const event = await graphqlRequest(app, { query: SUBMIT_EVENT, variables: { input: { ...eventInput({ commentaires: 'Accès camion\npar la rue des Forges' }) } } });
    expect(event.body.errors).toBeUndefined();
  });
});
