import { DataSource } from 'typeorm';
import { LoginAttempt } from '../modules/auth/login-attempt.entity';
import { createTestApp } from '../testing/app';
import { openTestDatabase } from '../testing/db';
import { graphqlRequest } from '../testing/requests';

const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { token } }';

/**
 * The client address used by sign-in throttling (stored with each failure) and analytics comes from
 * X-Forwarded-For only when the connecting hop is trusted by TRUST_PROXY. Supertest connects from
 * the loopback address.
 */
describe('TRUST_PROXY decides where the client address comes from', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await openTestDatabase('sqlite');
  });
  afterAll(async () => {
    await dataSource?.destroy();
  });

  async function recordedIp(env: Record<string, string>, forwardedFor: string): Promise<string> {
    await dataSource.getRepository(LoginAttempt).clear();
    const app = await createTestApp(dataSource, { env });
    try {
      const res = await graphqlRequest(app, { query: LOGIN, variables: { input: { email: 'personne@example.com', password: 'mauvais' } }, ip: forwardedFor });
      expect(res.body.errors?.[0].extensions.code).toBe('INVALID_CREDENTIALS');
    } finally {
      await app.stop();
    }
    const rows = await dataSource.getRepository(LoginAttempt).find();
    expect(rows).toHaveLength(1);
    return rows[0]!.ip;
  }

  it('trusts a proxy on the loopback address by default', async () => {
    expect(await recordedIp({}, '203.0.113.7')).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For when no proxy is trusted (0) or the connecting address is not in the list', async () => {
    expect(await recordedIp({ TRUST_PROXY: '0' }, '203.0.113.7')).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
    expect(await recordedIp({ TRUST_PROXY: '10.0.0.0/8, 192.168.0.0/16' }, '203.0.113.7')).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
  });

  it('takes the address the trusted hops saw, not one a client put first in the header', async () => {
    expect(await recordedIp({ TRUST_PROXY: '1' }, '198.51.100.66, 203.0.113.7')).toBe('203.0.113.7');
    expect(await recordedIp({ TRUST_PROXY: '127.0.0.1/8,::1' }, '198.51.100.66, 203.0.113.7')).toBe('203.0.113.7');
  });
});
