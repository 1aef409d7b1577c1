import { Writable } from 'node:stream';
import pino from 'pino';
import { DataSource } from 'typeorm';
import { App, createApp } from '../app';
import { insertUser } from '../modules/users/users.fixtures';
import { Role } from '../shared/roles';
import { TEST_NOW, testConfig } from '../testing/app';
import { openTestDatabase } from '../testing/db';
import { graphqlRequest } from '../testing/requests';
import { validToken } from '../testing/tokens';

/**
 * issue #32: `subscription { snowDispatch … }` over HTTP answered INTERNAL with a stack in the log,
 * and a document with several operations and no (or an unknown) operationName answered HTTP 500.
 */
describe('operations HTTP cannot run: a French 400, no stack in the log', () => {
  let dataSource: DataSource;
  let app: App;
  const logLines: string[] = [];
  beforeAll(async () => {
    dataSource = await openTestDatabase('sqlite');
    const sink = new Writable({ write: (chunk: Buffer, _enc, done) => (logLines.push(String(chunk)), done()) });
    app = await createApp(testConfig(), { dataSource, log: pino({ level: 'debug' }, sink), now: () => TEST_NOW });
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });

  it.each([
    ['a subscription', 'subscription { snowDispatch { snowfallId } }', undefined, 'Les abonnements (subscription) passent par WebSocket sur /graphql, pas par HTTP.'],
    ['two operations, no name', 'query A { __typename } query B { __typename }', undefined, expect.stringContaining('Opération introuvable')],
    ['two operations, an unknown name', 'query A { __typename } query B { __typename }', 'C', expect.stringContaining('Opération introuvable')],
    ['one operation, another name', 'query A { __typename }', 'Z', expect.stringContaining('Opération introuvable')],
  ])('%s', async (_label, query, operationName, message) => {
    const manager = await insertUser(dataSource, { role: Role.MANAGER });
    const res = await graphqlRequest(app, { query, token: await validToken(manager) }).send({ query, operationName });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'BAD_REQUEST' }) })]);
    expect(logLines.join('')).not.toMatch(/"stack"| {4}at /);
  });
});
