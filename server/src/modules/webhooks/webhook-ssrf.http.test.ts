import { once } from 'node:events';
import { createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { App } from '../../app';
import { Role } from '../../shared/roles';
import { createTestApp, PRODUCTION_ENV } from '../../testing/app';
import { openTestDatabase } from '../../testing/db';
import { graphqlRequest } from '../../testing/requests';
import { validToken } from '../../testing/tokens';
import { insertUser } from '../users/users.fixtures';
import { WebhookEndpoint } from './webhook.entities';
import { isBlockedAddress, postWebhook } from './webhook-ssrf';

const CREATE = 'mutation($url: String!) { createWebhookEndpoint(input: { url: $url, events: [PICKUP_CREATED] }) { endpoint { id } } }';

/** issue #32: 9 of 36 IPv6 spellings of loopback and private addresses were accepted in production, and the worker connected to each. */
describe('webhook URLs in production: every IPv6 form of a loopback or private address is refused', () => {
  let dataSource: DataSource;
  let app: App;
  beforeAll(async () => {
    dataSource = await openTestDatabase('sqlite');
    app = await createTestApp(dataSource, { env: { ...PRODUCTION_ENV } });
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });

  it.each([
    ['NAT64 of 127.0.0.1', 'http://[64:ff9b::7f00:1]/hook'],
    ['NAT64 of 10.0.0.1', 'http://[64:ff9b::a00:1]/hook'],
    ['6to4 of 127.0.0.1', 'http://[2002:7f00:1::1]/hook'],
    ['6to4 of 192.168.1.1', 'http://[2002:c0a8:101::1]/hook'],
    ['Teredo', 'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hook'],
    ['IPv4-mapped, hexadecimal', 'http://[::ffff:7f00:1]/hook'],
    ['IPv4-mapped, dotted', 'http://[::ffff:169.254.169.254]/latest'],
    ['IPv4-compatible, hexadecimal', 'http://[::7f00:1]/hook'],
    ['IPv4-compatible, dotted', 'http://[::10.0.0.1]/hook'],
    ['documentation range', 'http://[2001:db8::1]/hook'],
  ])('refuses %s (%s) over GraphQL, and stores nothing', async (_label, url) => {
    const admin = await insertUser(dataSource, { role: Role.ADMIN });
    const res = await graphqlRequest(app, { query: CREATE, variables: { url }, token: await validToken(admin) });
    expect(res.body.errors?.[0]?.message).toBe('Adresse privée, locale ou de bouclage refusée.');
    expect(await dataSource.getRepository(WebhookEndpoint).count()).toBe(0);
  });

  it('allows global unicast addresses only', () => {
    expect(['8.8.8.8', '2607:f8b0:4020::1', '::ffff:8.8.8.8'].map(isBlockedAddress)).toEqual([false, false, false]);
    expect(['100.64.0.1', '198.18.0.1', '224.0.0.1', '::', 'fe80::1', 'fd00::1'].map(isBlockedAddress)).toEqual([true, true, true, true, true, true]);
  });

  it('checks the address actually connected to: a name resolving to loopback is refused at connection time, and no request reaches it', async () => {
    let reached = 0;
    const server = createServer((_req, res) => {
      reached += 1;
      res.writeHead(302, { Location: 'http://127.0.0.1/' }).end();
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const send = (allowPrivate: boolean) => postWebhook(`http://localhost:${port}/hook`, { headers: {}, body: '{}', timeoutMs: 2000, allowPrivate });
      await expect(send(false)).rejects.toThrow('Adresse privée, locale ou de bouclage refusée.');
      expect(reached).toBe(0);
      // Allowed (development): reached once, and its redirect is an answer, never followed.
      expect(await send(true)).toBe(302);
      expect(reached).toBe(1);
    } finally {
      server.close();
    }
  });
});
