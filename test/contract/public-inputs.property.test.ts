import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { App } from '../../server/src/app';
import { eventInput, eventRestBody } from '../../server/src/modules/events/events.fixtures';
import { pickupInput, pickupRestBody } from '../../server/src/modules/pickup/pickup.fixtures';
import { legacySnowInput, snowCheckoutInput } from '../../server/src/modules/snow/snow.fixtures';
import { createTestApp } from '../../server/src/testing/app';
import { openTestDatabase } from '../../server/src/testing/db';
import { listen, ListeningApp } from '../../server/src/testing/listen';
import { Answer, countStoredRows, judge, Malformed, malformed, post, sample, Shape, shorten } from './malformed-inputs';

/**
 * Property-based bad input (issue 9) for every public GraphQL mutation and public REST path:
 * thousands of malformed payloads (wrong types, missing fields, huge strings, unicode, numbers at
 * the edges, extra fields, non-objects, non-JSON bodies). Each must get a French error with a
 * code, never a 500, and store nothing; a payload that is only unusual (unicode in a text) may be
 * accepted, storing exactly one row. In-process app on SQLite, over one keep-alive HTTP server.
 */

/**
 * Issue #19: at least 10,000 generated inputs in all. Fixed seed, so a failure replays exactly
 * (fast-check prints the seed and path of the failing run).
 */
const SEED = 19_2026;
const RUNS_SCALE = 5;
const MINIMUM_INPUTS = 10_000;
let inputsSent = 0;

const plain = (value: object) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

const PICKUP: Shape = {
  fullName: { kind: 'text', required: true },
  phone: { kind: 'text', required: true },
  email: { kind: 'text', required: true },
  address: { kind: 'text', required: true },
  floor: { kind: 'int' },
  hasElevator: { kind: 'boolean' },
  urgency: { kind: 'boolean' },
  description: { kind: 'text' },
  photos: { kind: 'strings' },
};
const EVENT: Shape = {
  eventName: { kind: 'text', required: true },
  eventType: { kind: 'text', required: true },
  participants: { kind: 'int', required: true },
  dateStart: { kind: 'text', required: true },
  dateEnd: { kind: 'text', required: true },
  address: { kind: 'text', required: true },
  superficie: { kind: 'int' },
  zones: { kind: 'int' },
  commentaires: { kind: 'text' },
  materials: { kind: 'object', required: true },
  services: { kind: 'object', required: true },
  staffCount: { kind: 'int' },
  companyName: { kind: 'text', required: true },
  neq: { kind: 'text', required: true },
  email: { kind: 'text', required: true },
  phone: { kind: 'text' },
  website: { kind: 'text' },
  sendCopy: { kind: 'boolean' },
};
/** The REST mapping of POST /api/event gives absent materials and services their defaults. */
const EVENT_REST: Shape = { ...EVENT, materials: { kind: 'object' }, services: { kind: 'object' } };
const SNOW: Shape = {
  address: { kind: 'text', required: true },
  mode: { kind: 'text', required: true },
  email: { kind: 'text', required: true },
  abrasif: { kind: 'boolean' },
  urgent: { kind: 'boolean' },
  note: { kind: 'text' },
};
const LEGACY_SNOW: Shape = {
  address: { kind: 'text', required: true },
  mode: { kind: 'text', required: true },
  email: { kind: 'text', required: true },
  amount: { kind: 'float', required: true },
};
const PAGE_VIEW: Shape = { path: { kind: 'text', required: true }, referrer: { kind: 'text' }, utmSource: { kind: 'text' } };
/** POST /api/collect keeps only string referrer and utmSource (a beacon never fails on them). */
const PAGE_VIEW_REST: Shape = { ...PAGE_VIEW, referrer: { kind: 'text', dropsWrongType: true }, utmSource: { kind: 'text', dropsWrongType: true } };
const LOGIN: Shape = { email: { kind: 'text', required: true }, password: { kind: 'text', required: true } };
const LOGIN_BODY = { email: 'personne@example.ca', password: 'Pas-le-bon-mot-de-passe-42' };

interface Target {
  name: string;
  runs: number;
  samples: fc.Arbitrary<Malformed>;
  send: (baseUrl: string, value: unknown) => Promise<Answer>;
}

function graphql(document: string, wrap: (value: unknown) => unknown = (input) => ({ input })) {
  return (baseUrl: string, value: unknown) => post(`${baseUrl}/graphql`, JSON.stringify({ query: document, variables: wrap(value) }));
}
const rest = (path: string) => (baseUrl: string, value: unknown) => post(`${baseUrl}${path}`, JSON.stringify(value));

/** Bodies that are not JSON, or not sent as JSON: for every REST path. */
const notJson: fc.Arbitrary<{ body: string; contentType: string }> = fc.oneof(
  fc.record({ body: fc.constantFrom('{"fullName": "Jean",', '{', "{'a':1}", 'undefined', 'NaN', '{"a":1}}', '\u0000', 'nul'), contentType: fc.constant('application/json') }),
  fc.record({ body: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !isJson(s)), contentType: fc.constant('application/json') }),
  fc.record({ body: fc.string({ maxLength: 40 }), contentType: fc.constantFrom('application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml') }),
);

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const TARGETS: Target[] = [
  {
    name: 'mutation createPickupRequest',
    runs: 250,
    samples: malformed(plain(pickupInput()), PICKUP, { extraFieldsInvalid: true }),
    send: graphql('mutation($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) { id } }'),
  },
  {
    name: 'mutation submitEventRequest',
    runs: 200,
    samples: malformed(plain(eventInput()), EVENT, { extraFieldsInvalid: true }),
    send: graphql('mutation($input: SubmitEventRequestInput!) { submitEventRequest(input: $input) { id } }'),
  },
  {
    name: 'mutation createSnowCheckout',
    runs: 200,
    samples: malformed(plain(snowCheckoutInput()), SNOW, { extraFieldsInvalid: true }),
    send: graphql('mutation($input: CreateSnowCheckoutInput!) { createSnowCheckout(input: $input) { url } }'),
  },
  {
    name: 'mutation createSnowCheckoutForAmount',
    runs: 150,
    samples: malformed(plain(legacySnowInput()), LEGACY_SNOW, { extraFieldsInvalid: true }),
    send: graphql('mutation($input: LegacySnowCheckoutInput!) { createSnowCheckoutForAmount(input: $input) { url } }'),
  },
  {
    name: 'mutation recordPageView',
    runs: 150,
    samples: malformed({ path: '/ramassage', referrer: 'https://www.google.com/', utmSource: 'infolettre' }, PAGE_VIEW, { extraFieldsInvalid: true }),
    send: graphql('mutation($input: RecordPageViewInput!) { recordPageView(input: $input) }'),
  },
  {
    name: 'mutation completeDemoPayment',
    runs: 100,
    samples: malformed({ token: 'jeton-inconnu' }, { token: { kind: 'text', required: true, unbounded: true } }, { extraFieldsInvalid: false }),
    send: graphql('mutation($token: String!) { completeDemoPayment(token: $token) { status } }', (variables) => variables),
  },
  {
    name: 'query snowOrderConfirmation',
    runs: 100,
    samples: malformed({ sessionId: 'cs_test_inconnue' }, { sessionId: { kind: 'text', required: true, unbounded: true } }, { extraFieldsInvalid: false }),
    send: graphql('query($sessionId: String!) { snowOrderConfirmation(sessionId: $sessionId) { confirmationCode } }', (variables) => variables),
  },
  {
    name: 'mutation requestClientAccessLink',
    runs: 60,
    samples: malformed({ email: 'client@example.ca' }, { email: { kind: 'text', required: true } }, { extraFieldsInvalid: false }),
    send: graphql('mutation($email: String!) { requestClientAccessLink(email: $email) }', (variables) => variables),
  },
  {
    name: 'mutation openClientAccessLink',
    runs: 40,
    samples: malformed({ token: 'jeton-inconnu' }, { token: { kind: 'text', required: true, unbounded: true } }, { extraFieldsInvalid: false }),
    send: graphql('mutation($token: String!) { openClientAccessLink(token: $token) { status } }', (variables) => variables),
  },
  {
    name: 'POST /api/junk/create',
    runs: 250,
    samples: malformed(pickupRestBody(), PICKUP, { extraFieldsInvalid: false }),
    send: rest('/api/junk/create'),
  },
  {
    name: 'POST /api/event',
    runs: 200,
    samples: malformed(plain(eventRestBody()), EVENT_REST, { extraFieldsInvalid: false }),
    send: rest('/api/event'),
  },
  {
    name: 'POST /api/stripe/create-checkout-session',
    runs: 150,
    samples: malformed(plain(legacySnowInput()), LEGACY_SNOW, { extraFieldsInvalid: false }),
    send: rest('/api/stripe/create-checkout-session'),
  },
  {
    name: 'POST /api/collect',
    runs: 150,
    samples: malformed({ path: '/ramassage', referrer: 'https://www.google.com/' }, PAGE_VIEW_REST, { extraFieldsInvalid: false }),
    send: rest('/api/collect'),
  },
];

/** Sign-in hashes a password per attempt (argon2, tens of ms): fewer runs, and never a success. */
const LOGIN_TARGETS: Target[] = [
  {
    name: 'mutation login',
    runs: 50,
    samples: malformed(LOGIN_BODY, LOGIN, { extraFieldsInvalid: true }),
    send: graphql('mutation($input: LoginInput!) { login(input: $input) { token } }'),
  },
  { name: 'POST /api/admin/login', runs: 50, samples: malformed(LOGIN_BODY, LOGIN, { extraFieldsInvalid: false }), send: rest('/api/admin/login') },
];

const REST_PATHS = ['/api/junk/create', '/api/event', '/api/stripe/create-checkout-session', '/api/admin/login', '/api/collect'];

describe('public inputs: malformed payloads get a French error, never a 500, and store nothing [sqlite]', () => {
  let dataSource: DataSource;
  let app: App;
  let server: ListeningApp;
  beforeAll(async () => {
    dataSource = await openTestDatabase('sqlite');
    // The suite's own limits (issue #19): the per-address limiter runs on every input that passes
    // validation but never refuses, so every input reaches validation (the limits themselves are
    // tested in server/src/modules/abuse/public-limits.test.ts).
    app = await createTestApp(dataSource, {
      env: { API_RATE_LIMIT_PER_MINUTE: '0', PUBLIC_WRITE_LIMIT_10MIN: '1000000', PUBLIC_WRITE_LIMIT_DAY: '1000000', ANALYTICS_LIMIT_10MIN: '1000000', ANALYTICS_LIMIT_DAY: '1000000' },
    });
    server = await listen(app);
  });
  afterAll(async () => {
    await server?.close();
    await app?.stop();
    await dataSource?.destroy();
  });

  async function check(target: Target): Promise<void> {
    await fc.assert(
      fc.asyncProperty(target.samples, async (sample) => {
        inputsSent += 1;
        const before = await countStoredRows(dataSource);
        const answer = await target.send(server.url, sample.value);
        const after = await countStoredRows(dataSource);
        const problem = judge(answer, sample, before, after);
        if (problem) throw new Error(`${target.name} — ${sample.label} : ${problem}\nréponse ${answer.status} ${shorten(answer.body)}`);
      }),
      { numRuns: target === LOGIN_TARGETS[0] || target === LOGIN_TARGETS[1] ? target.runs : target.runs * RUNS_SCALE, endOnFailure: true, seed: SEED },
    );
  }

  it.each(TARGETS.map((target) => [target.name, target] as const))('%s', (_name, target) => check(target), 240_000);
  it.each(LOGIN_TARGETS.map((target) => [target.name, target] as const))('%s', (_name, target) => check(target), 60_000);

  it.each(REST_PATHS)('%s: bodies that are not JSON get a French 4xx and store nothing', async (path) => {
    await fc.assert(
      fc.asyncProperty(notJson, async ({ body, contentType }) => {
        inputsSent += 1;
        const before = await countStoredRows(dataSource);
        const answer = await post(`${server.url}${path}`, body, contentType);
        const problem = judge(answer, sample(`corps ${contentType}`, body, true), before, await countStoredRows(dataSource));
        if (problem) throw new Error(`${path} — ${JSON.stringify(body)} (${contentType}) : ${problem}\nréponse ${answer.status} ${shorten(answer.body)}`);
      }),
      { numRuns: 100, endOnFailure: true, seed: SEED },
    );
  });

  it(`sent at least ${MINIMUM_INPUTS} generated inputs in all`, () => {
    expect(inputsSent).toBeGreaterThanOrEqual(MINIMUM_INPUTS);
  });
});
