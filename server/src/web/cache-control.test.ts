import request from 'supertest';
import { DataSource } from 'typeorm';
import { App } from '../app';
import { FIXTURE_PASSWORD, insertUser } from '../modules/users/users.fixtures';
import { Role } from '../shared/roles';
import { createTestApp } from '../testing/app';
import { openTestDatabase } from '../testing/db';
import { restRequest } from '../testing/requests';
import { validToken } from '../testing/tokens';

/** issue #32: the authenticated REST answers and the login (which carries a token) had no Cache-Control. */
describe('Cache-Control: no-store on every personal or signed-in answer', () => {
  let dataSource: DataSource;
  let app: App;
  beforeAll(async () => {
    dataSource = await openTestDatabase('sqlite');
    app = await createTestApp(dataSource);
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });

  it('on the login, its refusal, the signed-in REST reads, their 401s, and /graphql', async () => {
    const manager = await insertUser(dataSource, { role: Role.MANAGER });
    const token = await validToken(manager);
    const answers = [
      await restRequest(app, 'post', '/api/admin/login', { body: { email: manager.email, password: FIXTURE_PASSWORD } }),
      await restRequest(app, 'post', '/api/admin/login', { body: { email: manager.email, password: 'mauvais' } }),
      await restRequest(app, 'get', '/api/admin/me', { token }),
      await restRequest(app, 'get', '/api/admin/orders', { token }),
      await restRequest(app, 'get', '/api/admin/clients', { token }),
      await restRequest(app, 'get', '/api/time/status', { token }),
      await restRequest(app, 'get', '/api/admin/orders'),
      await request(app.handler).post('/graphql').set('Content-Type', 'application/json').set('Authorization', `Bearer ${token}`).send({ query: '{ me { id } }' }),
    ];
    expect(answers.map((res, i) => [i, res.status, res.headers['cache-control']])).toEqual(answers.map((res, i) => [i, res.status, 'no-store']));
    expect(answers[0]!.body.token).toEqual(expect.any(String));
  });
});
