import { once } from 'node:events';
import request from 'supertest';
import { DataSource } from 'typeorm';
import WebSocket from 'ws';
import { App } from './app';
import { User } from './modules/users/user.entity';
import { insertUser } from './modules/users/users.fixtures';
import { Role } from './shared/roles';
import { createTestApp, PRODUCTION_ENV } from './testing/app';
import { clearTables, openTestDatabase } from './testing/db';
import { listenWithSubscriptions, type ListeningWithSubscriptions } from './testing/listen';
import { validToken } from './testing/tokens';
import { WS_LIMITS } from './subscriptions';

/**
 * issue #32: graphql-ws had none of HTTP's query limits (an EMPLOYEE got a 90 kB, 2,000-alias
 * document answered), parsed a 60 MB connection_init before authentication, and kept sending
 * dispatch events to a manager after a demotion. Reproduced as the attacker did: raw WebSocket frames.
 */
describe('graphql-ws: the same limits as HTTP, a bounded socket, the subscriber re-checked', () => {
  let dataSource: DataSource;
  let app: App;
  let listening: ListeningWithSubscriptions;
  let url: string;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    dataSource = await openTestDatabase('sqlite');
    app = await createTestApp(dataSource, { env: { ...PRODUCTION_ENV } });
    listening = await listenWithSubscriptions(app);
    url = listening.wsUrl;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await listening?.close();
    await app?.stop();
    await dataSource?.destroy();
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.terminate();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await clearTables(dataSource);
  });

  /** A raw socket speaking graphql-transport-ws; `messages` collects what the server sends. */
  const open = async () => {
    const socket = new WebSocket(url, 'graphql-transport-ws');
    sockets.push(socket);
    const messages: Array<Record<string, unknown>> = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
    socket.on('error', () => undefined);
    const closed = new Promise<{ code: number; ms: number }>((resolve) => {
      const started = Date.now();
      socket.on('close', (code) => resolve({ code, ms: Date.now() - started }));
    });
    await once(socket, 'open');
    return { socket, messages, closed };
  };
  const waitFor = async (check: () => boolean, ms = 3000) => {
    const until = Date.now() + ms;
    while (!check() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  const signedIn = async (role: Role) => {
    const user = await insertUser(dataSource, { role });
    const ws = await open();
    ws.socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${await validToken(user)}` } }));
    await waitFor(() => ws.messages.some((m) => m.type === 'connection_ack'));
    expect(ws.messages[0]).toMatchObject({ type: 'connection_ack' });
    return { ...ws, user };
  };
  const run = async (ws: Awaited<ReturnType<typeof signedIn>>, id: string, query: string) => {
    ws.socket.send(JSON.stringify({ type: 'subscribe', id, payload: { query } }));
    await waitFor(() => ws.messages.some((m) => m.id === id && (m.type === 'error' || m.type === 'complete')));
    return ws.messages.filter((m) => m.id === id);
  };

  it('refuses aliases and over-long documents as HTTP does (BAD_REQUEST), and gives no suggestions in production', async () => {
    const ws = await signedIn(Role.EMPLOYEE);
    const aliases = `{ me { ${Array.from({ length: 60 }, (_, i) => `a${i}: id`).join(' ')} } }`;
    expect(await run(ws, 'aliases', aliases)).toEqual([
      { type: 'error', id: 'aliases', payload: [expect.objectContaining({ message: 'La requête GraphQL utilise plus de 50 alias.', extensions: expect.objectContaining({ code: 'BAD_REQUEST' }) })] },
    ]);
    expect((await run(ws, 'fine', '{ a: __typename me { id } }'))[0]).toMatchObject({ type: 'next' });
    const long = `{ __typename ${' '.repeat(10_001)}}`;
    expect(await run(ws, 'long', long)).toEqual([{ type: 'error', id: 'long', payload: [expect.objectContaining({ message: 'La requête GraphQL dépasse 10000 caractères.' })] }]);
    const typo = await run(ws, 'typo', '{ mee { id } }');
    expect(typo[0]).toMatchObject({ type: 'error' });
    expect(JSON.stringify(typo)).not.toContain('Did you mean');
  });

  it('answers variables of the wrong type with BAD_USER_INPUT and a French field error, as HTTP does (was INTERNAL)', async () => {
    const ws = await signedIn(Role.EMPLOYEE);
    const query = 'query ($count: Int!) { payPeriods(count: $count) { start } }';
    ws.socket.send(JSON.stringify({ type: 'subscribe', id: 'typed', payload: { query, variables: { count: 'beaucoup' } } }));
    await waitFor(() => ws.messages.some((m) => m.id === 'typed'));
    const overWs = ws.messages.filter((m) => m.id === 'typed');
    const overHttp = await request(app.handler).post('/graphql').set('Authorization', `Bearer ${await validToken(ws.user)}`).send({ query, variables: { count: 'beaucoup' } });
    expect(overHttp.body.errors[0]).toMatchObject({ message: 'Valeur invalide.', extensions: { code: 'BAD_USER_INPUT', category: 'BAD_USER_INPUT' } });
    expect(overWs).toEqual([{ type: 'error', id: 'typed', payload: [expect.objectContaining({ message: overHttp.body.errors[0].message, extensions: overHttp.body.errors[0].extensions })] }]);
  });

  it('closes a socket whose message is over maxPayload (1009), connection_init included, before any authentication', async () => {
    // Nothing on stderr: graphql-ws would print each oversized message as an "Internal error".
    const printed = jest.spyOn(console, 'error');
    const ws = await open();
    ws.socket.send(JSON.stringify({ type: 'connection_init', payload: { junk: 'x'.repeat(WS_LIMITS.maxPayloadBytes + 1) } }));
    expect((await ws.closed).code).toBe(1009);
    const signed = await signedIn(Role.EMPLOYEE);
    const bomb = `{ ${Array.from({ length: 4000 }, (_, i) => `alias${i}: __typename`).join(' ')} }`;
    expect(bomb.length).toBeGreaterThan(WS_LIMITS.maxPayloadBytes);
    signed.socket.send(JSON.stringify({ type: 'subscribe', id: 'bomb', payload: { query: bomb } }));
    expect((await signed.closed).code).toBe(1009);
    expect(signed.messages.filter((m) => m.id === 'bomb')).toEqual([]);
    expect(printed).not.toHaveBeenCalled();
    printed.mockRestore();
  });

  it('closes a socket that sends no connection_init within the timeout (4408)', async () => {
    const ws = await open();
    const closed = await ws.closed;
    expect(closed.code).toBe(4408);
    // Not before the timeout; the upper bound is loose (a loaded machine delays timers), the code says why it closed.
    expect(closed.ms).toBeGreaterThanOrEqual(WS_LIMITS.connectionInitTimeoutMs - 100);
    expect(closed.ms).toBeLessThan(WS_LIMITS.connectionInitTimeoutMs * 2);
  });

  it('refuses the upgrade beyond the per-address number of open sockets (429)', async () => {
    for (let i = 0; i < WS_LIMITS.maxConnectionsPerAddress; i += 1) await open();
    const refused = new WebSocket(url, 'graphql-transport-ws');
    sockets.push(refused);
    const status = await new Promise<number>((resolve) => {
      refused.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      refused.on('open', () => resolve(101));
      refused.on('error', () => undefined);
    });
    expect(status).toBe(429);
  });

  it('closes a dispatch subscription (4403) at its next event once its manager is demoted, and sends that event to nobody else', async () => {
    const boss = await signedIn(Role.MANAGER);
    const other = await signedIn(Role.MANAGER);
    for (const ws of [boss, other]) ws.socket.send(JSON.stringify({ type: 'subscribe', id: 'board', payload: { query: 'subscription { snowDispatch { snowfallId status } }' } }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const event = { snowfallId: 1, routeId: null, visitId: null, status: 'DONE', at: new Date().toISOString() };
    await app.container.dispatchBus.publish(event);
    await waitFor(() => boss.messages.some((m) => m.type === 'next') && other.messages.some((m) => m.type === 'next'));
    expect(boss.messages.filter((m) => m.type === 'next')).toHaveLength(1);

    await dataSource.getRepository(User).update(boss.user.id, { role: Role.EMPLOYEE });
    await app.container.dispatchBus.publish(event);
    expect((await boss.closed).code).toBe(4403);
    await waitFor(() => other.messages.filter((m) => m.type === 'next').length === 2);
    expect(boss.messages.filter((m) => m.type === 'next')).toHaveLength(1);
    expect(other.messages.filter((m) => m.type === 'next')).toHaveLength(2);
  });
});
