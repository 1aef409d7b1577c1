import fc from 'fast-check';
import {
  getNamedType,
  GraphQLArgument,
  GraphQLField,
  GraphQLInputType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { DataSource } from 'typeorm';
import WebSocket from 'ws';
import { App, createApp } from '../../server/src/app';
import { insertUser } from '../../server/src/modules/users/users.fixtures';
import { ErrorCode } from '../../server/src/shared/errors';
import { Role } from '../../server/src/shared/roles';
import { testConfig, TEST_NOW } from '../../server/src/testing/app';
import { openTestDatabase } from '../../server/src/testing/db';
import { listenWithSubscriptions, type ListeningApp } from '../../server/src/testing/listen';
import { validToken } from '../../server/src/testing/tokens';

/**
 * Issue #32, "done when": a schema fuzz of at least 10⁴ generated inputs over every public and staff
 * operation (each Query and Mutation field of the schema), over both transports (HTTP /graphql, and
 * graphql-ws), with 0 answers ≥ 500, no internal error, every error coded and worded in French, no
 * stack trace in the log, and the server still answering after. Arguments are generated from the
 * schema's own types, mostly well-typed (so resolvers run), sometimes junk (so validation runs).
 * Fixed seed, one input at a time: a failure replays exactly. In-process app on SQLite.
 * The split (7,000 + 3,000) keeps the file near 25 s of CPU: each input costs about 2.5 ms either way.
 * FUZZ_HTTP=N / FUZZ_WS=N run more (or fewer); FUZZ_DEBUG=1 prints the time per operation.
 */
const SEED = 32_2026;
const HTTP_INPUTS = Number(process.env.FUZZ_HTTP ?? 7_000);
const WS_INPUTS = Number(process.env.FUZZ_WS ?? 3_000);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const junk: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', '\u202e', '\u0000', 'x'.repeat(5000), '-1', '1e309', '2026-13-45', 'null'),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

function scalarValue(name: string): fc.Arbitrary<Json> {
  switch (name) {
    case 'Int':
      return fc.oneof(fc.integer({ min: -2, max: 50 }), fc.integer());
    case 'Float':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return fc.oneof(fc.integer({ min: 0, max: 5 }).map(String), fc.constantFrom('abc', '-1', '999999999999999999999'));
    case 'DateTimeISO':
    case 'DateTime':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    default:
      return fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom('2026-11-21', 'a@example.com', 'Trois-Rivières', '819-555-0101', 'EV-2026-000001', 'https://example.com/'),
      );
  }
}

/** A value for an input type: well-typed 9 times in 10 (down to depth 3), junk otherwise. */
function valueFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<Json> {
  const typed = ((): fc.Arbitrary<Json> => {
    if (isNonNullType(type)) return valueFor(type.ofType, depth);
    if (isListType(type)) return depth > 3 ? fc.constant([]) : fc.array(valueFor(type.ofType as GraphQLInputType, depth + 1), { maxLength: 3 });
    if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
    if (isScalarType(type)) return scalarValue(type.name);
    if (isInputObjectType(type)) {
      if (depth > 3) return fc.constant({});
      const fields = Object.values(type.getFields());
      const record: Record<string, fc.Arbitrary<Json>> = {};
      for (const field of fields) record[field.name] = valueFor(field.type, depth + 1);
      return fc.record(record, { requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name) }) as fc.Arbitrary<Json>;
    }
    return junk;
  })();
  return fc.oneof({ weight: 9, arbitrary: typed }, { weight: 1, arbitrary: junk });
}

interface Operation {
  name: string;
  query: string;
  variables: fc.Arbitrary<Record<string, Json>>;
}

function operationOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): Operation {
  const args: readonly GraphQLArgument[] = field.args;
  const declared = args.map((a, i) => `$a${i}: ${a.type.toString()}`).join(', ');
  const passed = args.map((a, i) => `${a.name}: $a${i}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  const query = `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
  const record: Record<string, fc.Arbitrary<Json>> = {};
  args.forEach((a, i) => (record[`a${i}`] = valueFor(a.type)));
  return { name: `${kind} ${field.name}`, query, variables: fc.record(record) as fc.Arbitrary<Record<string, Json>> };
}

interface GraphQLAnswerError {
  message: string;
  extensions?: { code?: string; category?: string };
}

/** graphql-js's own English wording, which must never reach a user (the formatter puts it in French). */
const ENGLISH = /^(Variable "|Expected |Cannot |Field "|Unknown |Int cannot|Float cannot|String cannot|Boolean cannot|ID cannot|Enum "|Syntax Error|Argument |Unexpected error)/;
const CODES: ReadonlySet<string> = new Set(Object.values(ErrorCode));

/** What every answer must be, on either transport: no 5xx, no internal error, every error coded and in French. */
function verdict(status: number, errors: readonly GraphQLAnswerError[] | undefined): string | null {
  if (status >= 500) return `HTTP ${status}`;
  for (const error of errors ?? []) {
    const { code, category } = error.extensions ?? {};
    if (code === ErrorCode.INTERNAL || code === 'INTERNAL_SERVER_ERROR' || category === 'INTERNAL') return `internal: ${error.message}`;
    if (!code || !CODES.has(code) || !category) return `uncoded: ${code ?? '-'} ${error.message}`;
    if (ENGLISH.test(error.message)) return `English: ${error.message}`;
  }
  return null;
}

/**
 * A graphql-transport-ws client on a raw socket, signed in as a fresh staff member of `role`
 * (so that what the fuzz did to earlier accounts — deleted, demoted, signed out — cannot block it).
 */
class WsSession {
  private readonly pending = new Map<string, (answer: WsAnswer) => void>();
  private next = 0;
  closeCode: number | null = null;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { id?: string; type: string; payload?: unknown };
      if (!message.id) return;
      if (message.type === 'next') {
        const errors = (message.payload as { errors?: GraphQLAnswerError[] } | null)?.errors;
        this.pending.get(message.id)?.({ kind: 'answer', errors });
      } else if (message.type === 'error') {
        this.pending.get(message.id)?.({ kind: 'answer', errors: message.payload as GraphQLAnswerError[] });
      } else if (message.type === 'complete') {
        this.pending.get(message.id)?.({ kind: 'answer', errors: undefined });
      }
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      for (const resolve of this.pending.values()) resolve({ kind: 'closed', code });
    });
    socket.on('error', () => undefined);
  }

  static async open(url: string, token: string): Promise<WsSession> {
    const session = new WsSession(new WebSocket(`${url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws'));
    await once(session.socket, 'open');
    const acked = new Promise<boolean>((resolve) => {
      session.socket.once('message', (data) => resolve((JSON.parse(String(data)) as { type: string }).type === 'connection_ack'));
      session.socket.once('close', () => resolve(false));
      setTimeout(() => resolve(false), 3_000).unref();
    });
    session.socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
    if (!(await acked)) throw new Error(`graphql-ws handshake refused (close ${session.closeCode ?? 'none'})`);
    return session;
  }

  get open(): boolean {
    return this.closeCode === null;
  }

  /** One operation; its answer (the first `next` or `error`), the socket's close, or silence after 2 s. */
  async request(query: string, variables?: Record<string, Json>): Promise<WsAnswer> {
    const id = String((this.next += 1));
    const answer = new Promise<WsAnswer>((resolve) => {
      this.pending.set(id, resolve);
      setTimeout(() => resolve({ kind: 'silent' }), 2_000).unref();
    });
    this.socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } }));
    const result = await answer;
    this.pending.delete(id);
    return result;
  }

  close(): void {
    this.socket.terminate();
  }
}
type WsAnswer = { kind: 'answer'; errors: GraphQLAnswerError[] | undefined } | { kind: 'closed'; code: number } | { kind: 'silent' };

describe('schema fuzz: every public and staff operation over HTTP and graphql-ws (issue #32)', () => {
  let dataSource: DataSource;
  let app: App;
  let http: ListeningApp;
  const logLines: string[] = [];
  let operations: Operation[] = [];
  let tokens: string[] = [];

  beforeAll(async () => {
    dataSource = await openTestDatabase('sqlite');
    const sink = new Writable({ write: (chunk: Buffer, _enc, done) => (logLines.push(String(chunk)), done()) });
    app = await createApp(testConfig(), { dataSource, log: pino({ level: 'info' }, sink), now: () => TEST_NOW });
    http = await listenWithSubscriptions(app, pino({ level: 'info' }, sink));
    const schema = app.schema;
    operations = [
      ...Object.values(schema.getQueryType()!.getFields()).map((f) => operationOf('query', f)),
      ...Object.values(schema.getMutationType()!.getFields()).map((f) => operationOf('mutation', f)),
    ];
    const admin = await insertUser(dataSource, { role: Role.SUPERADMIN });
    const employee = await insertUser(dataSource, { role: Role.EMPLOYEE });
    tokens = [await validToken(admin), await validToken(employee)];
  });
  afterAll(async () => {
    await http?.close();
    await app?.stop();
    await dataSource?.destroy();
  });

  const failures: string[] = [];
  const timings = new Map<string, number>();
  const judge = (where: string, status: number, errors: readonly GraphQLAnswerError[] | undefined) => {
    const wrong = verdict(status, errors);
    if (wrong) failures.push(`${where}: ${wrong}`);
  };
  // node:http with keep-alive rather than fetch: a quarter less CPU a request, and the fuzz is CPU-bound.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  afterAll(() => agent.destroy());
  const postGraphql = (query: string, variables: Record<string, Json> | undefined, token: string | undefined) =>
    new Promise<{ status: number; body: { data?: unknown; errors?: GraphQLAnswerError[] } }>((resolve, reject) => {
      const body = JSON.stringify({ query, variables });
      const headers = { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
      const req = request(`${http.url}/graphql`, { method: 'POST', agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          try {
            resolve({ status, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as { errors?: GraphQLAnswerError[] } });
          } catch {
            resolve({ status, body: {} });
          }
        });
      });
      req.on('error', reject);
      req.end(body);
    });

  beforeEach(() => {
    failures.length = 0;
  });

  it(`${HTTP_INPUTS} inputs over HTTP: no answer ≥ 500, no internal error, every error coded and in French`, async () => {
    expect(operations.length).toBeGreaterThan(100);
    let sent = 0;
    const started = Date.now();
    // Each operation as anonymous, SUPERADMIN and EMPLOYEE, in turn; one request at a time, so that a
    // failure replays in the same database state (the fuzz is CPU-bound: requests in flight gain nothing).
    const perOperation = Math.ceil(HTTP_INPUTS / operations.length);
    const cpu = process.cpuUsage();
    for (const [index, operation] of operations.entries()) {
      const samples = fc.sample(operation.variables, { numRuns: perOperation, seed: SEED + index });
      for (const [i, variables] of samples.entries()) {
        const t0 = Date.now();
        const { status, body } = await postGraphql(operation.query, variables, [undefined, ...tokens][i % 3]);
        timings.set(operation.name, (timings.get(operation.name) ?? 0) + Date.now() - t0);
        judge(`HTTP ${operation.name} ${JSON.stringify(variables).slice(0, 200)}`, status, body.errors);
        sent += 1;
      }
    }
    if (process.env.FUZZ_DEBUG) console.log('http', sent, Date.now() - started, process.cpuUsage(cpu), [...timings].sort((a, b) => b[1] - a[1]).slice(0, 15));

    expect(sent).toBeGreaterThanOrEqual(HTTP_INPUTS);
    expect(failures.slice(0, 20)).toEqual([]);
    expect(logLines.join('')).not.toMatch(/"stack"| {4}at /);
    // Still answering.
    expect((await postGraphql('{ __typename }', undefined, undefined)).body).toEqual({ data: { __typename: 'Query' } });
  }, 90_000);

  it(`${WS_INPUTS} inputs over graphql-ws: the same verdict, the socket never dropped but by a session the operation ended`, async () => {
    let sent = 0;
    let reconnects = 0;
    const started = Date.now();
    const cpu = process.cpuUsage();
    // Two staff sockets (SUPERADMIN, EMPLOYEE: anonymous sockets are refused at connection_init), each
    // opened again for a fresh account when an operation ends its session (signed out, demoted, deleted: 4403).
    const roles = [Role.SUPERADMIN, Role.EMPLOYEE];
    const connect = async (role: Role) => WsSession.open(http.url, await validToken(await insertUser(dataSource, { role })));
    const sessions = await Promise.all(roles.map(connect));
    const perOperation = Math.ceil(WS_INPUTS / operations.length);
    for (const [index, operation] of operations.entries()) {
      const samples = fc.sample(operation.variables, { numRuns: perOperation, seed: SEED - index });
      for (const [i, variables] of samples.entries()) {
        const which = i % roles.length;
        const where = `WS ${roles[which]} ${operation.name} ${JSON.stringify(variables).slice(0, 200)}`;
        const answer = await sessions[which]!.request(operation.query, variables);
        sent += 1;
        if (answer.kind === 'answer') judge(where, 200, answer.errors);
        else if (answer.kind === 'silent') failures.push(`${where}: no answer in 2 s`);
        // 4403 is the server ending a session that this very mutation ended (sign-out, own account changed).
        else if (answer.code !== 4403 || operation.name.startsWith('query')) failures.push(`${where}: socket closed ${answer.code}`);
        if (!sessions[which]!.open) {
          sessions[which] = await connect(roles[which]!);
          reconnects += 1;
        }
      }
    }
    if (process.env.FUZZ_DEBUG) console.log('ws', sent, reconnects, Date.now() - started, process.cpuUsage(cpu));

    expect(sent).toBeGreaterThanOrEqual(WS_INPUTS);
    expect(failures.slice(0, 20)).toEqual([]);
    expect(logLines.join('')).not.toMatch(/"stack"| {4}at /);
    // Still answering, on the sockets the fuzz used and over HTTP.
    for (const session of sessions) {
      expect(await session.request('{ __typename }')).toEqual({ kind: 'answer', errors: undefined });
      session.close();
    }
    expect((await postGraphql('{ __typename }', undefined, undefined)).body).toEqual({ data: { __typename: 'Query' } });
  }, 60_000);
});
