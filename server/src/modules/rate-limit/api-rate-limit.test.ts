import { DataSource } from 'typeorm';
import { App } from '../../app';
import { Role } from '../../shared/roles';
import { createTestApp, TEST_NOW } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { graphqlRequest, restRequest } from '../../testing/requests';
import { ApiToken } from '../auth/api-token.entity';
import { hashApiToken } from '../auth/api-tokens.service';
import { insertUser } from '../users/users.fixtures';
import { ApiRateWindow } from './api-rate-window.entity';

describeEachDb('per-token rate limit on /graphql and /api', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let clock = new Date(TEST_NOW);
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource, { now: () => new Date(clock), env: { API_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });
  beforeEach(() => clearTables(dataSource));

  async function token(secret: string): Promise<string> {
    const owner = await insertUser(dataSource, { role: Role.ADMIN });
    await dataSource.getRepository(ApiToken).insert({
      name: 'limite', role: Role.MANAGER, tokenHash: hashApiToken(secret), prefix: secret.slice(0, 8), createdById: owner.id, createdAt: TEST_NOW,
    });
    return secret;
  }

  it('answers 429 with Retry-After beyond the limit, on both paths, per token, until the next window', async () => {
    clock = new Date('2026-11-21T15:00:15.000Z');
    const a = await token('smk_limite_a');
    const b = await token('smk_limite_b');
    const query = '{ pickupRequestsConnection(first: 1) { totalCount } }';
    for (let i = 0; i < 3; i++) {
      const res = await graphqlRequest(app, { query, token: a });
      expect(res.status).toBe(200);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(2 - i));
    }
    const refused = await graphqlRequest(app, { query, token: a });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('45');
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', category: 'RATE_LIMITED' });
    const rest = await restRequest(app, 'get', '/api/stripe/metrics', { token: a });
    expect(rest.status).toBe(429);
    expect(rest.body).toMatchObject({ code: 'RATE_LIMITED' });
    // Another token and anonymous callers are not affected.
    expect((await graphqlRequest(app, { query, token: b })).status).toBe(200);
    expect((await graphqlRequest(app, { query: '{ ping }' })).status).toBe(200);
    // Next window: allowed again, old windows cleaned up.
    clock = new Date('2026-11-21T15:01:00.000Z');
    expect((await graphqlRequest(app, { query, token: a })).status).toBe(200);
    const owner = await dataSource.getRepository(ApiToken).findOneByOrFail({ tokenHash: hashApiToken(a) });
    const rows = await dataSource.getRepository(ApiRateWindow).findBy({ tokenId: owner.id });
    expect(rows.map((r) => r.count)).toEqual([1]);
  });
});
