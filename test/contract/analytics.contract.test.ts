import request from 'supertest';
import { DataSource } from 'typeorm';
import { App } from '../../server/src/app';
import { eventRestBody } from '../../server/src/modules/events/events.fixtures';
import { pickupRestBody } from '../../server/src/modules/pickup/pickup.fixtures';
import { PageView } from '../../server/src/modules/analytics/page-view.entities';
import { insertUser } from '../../server/src/modules/users/users.fixtures';
import { Role } from '../../server/src/shared/roles';
import { createTestApp } from '../../server/src/testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../server/src/testing/db';
import { restRequest } from '../../server/src/testing/requests';
import { validToken } from '../../server/src/testing/tokens';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describeEachDb('analytics REST paths', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let token: string;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource);
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });
  beforeEach(async () => {
    await clearTables(dataSource);
    token = await validToken(await insertUser(dataSource, { role: Role.MANAGER }));
  });

  const collect = (body: string, type = 'text/plain;charset=UTF-8', ua = UA) =>
    request(app.handler).post('/api/collect').set('Content-Type', type).set('User-Agent', ua).set('X-Forwarded-For', '203.0.113.9').send(body);

  it('POST /api/collect accepts the sendBeacon text/plain body and JSON, answers 204, stores no IP', async () => {
    expect((await collect(JSON.stringify({ path: '/deneigement', referrer: 'https://www.bing.com/', utmSource: null }))).status).toBe(204);
    expect((await collect(JSON.stringify({ path: '/contact' }), 'application/json')).status).toBe(204);
    const rows = await dataSource.getRepository(PageView).find({ order: { id: 'ASC' } });
    expect(rows.map((r) => [r.path, r.source])).toEqual([
      ['/deneigement', 'bing.com'],
      ['/contact', 'Direct'],
    ]);
    expect(JSON.stringify(await dataSource.query('SELECT * FROM page_view'))).not.toContain('203.0.113.9');
  });

  it('POST /api/collect: 204 without storing for a bot; 400 for bad JSON or a missing path; 413 when huge', async () => {
    expect((await collect(JSON.stringify({ path: '/' }), 'text/plain', 'Googlebot/2.1')).status).toBe(204);
    expect(await dataSource.getRepository(PageView).count()).toBe(0);
    const bad = await collect('{nope');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('BAD_REQUEST');
    expect((await collect('{}')).status).toBe(400);
    expect((await collect(JSON.stringify({ path: 'x'.repeat(5000) }))).status).toBe(413);
  });

  it('GET /api/admin/analytics/* answer the shapes of back-office.md §3', async () => {
    await collect(JSON.stringify({ path: '/deneigement' }));
    const get = async (path: string) => {
      const res = await restRequest(app, 'get', `/api/admin/analytics/${path}`, { token });
      expect(res.status).toBe(200);
      return res.body;
    };
    expect(await get('summary')).toEqual({ users: 1, sessions: 1, avgSessionDuration: 0, bounceRate: 100 });
    expect(await get('realtime')).toEqual({ activeUsers: 1 });
    const daily = await get('daily');
    expect(daily).toHaveLength(7);
    expect(daily[6]).toEqual({ date: '2026-11-21', users: 1 });
    expect(await get('top-cities')).toEqual([{ city: 'Inconnue', users: 1 }]);
    expect(await get('top-pages')).toEqual([{ path: '/deneigement', views: 1 }]);
    expect(await get('devices')).toEqual([{ device: 'desktop', users: 1 }]);
    expect(await get('sources')).toEqual([{ source: 'Direct', users: 1 }]);
  });

  it('GET /api/admin/recent-orders and /api/admin/order-stats answer the §3 shapes over the three services', async () => {
    expect((await restRequest(app, 'post', '/api/junk/create', { body: pickupRestBody() })).status).toBe(201);
    expect((await restRequest(app, 'post', '/api/event', { body: eventRestBody() })).status).toBeLessThan(300);
    const recent = await restRequest(app, 'get', '/api/admin/recent-orders', { token });
    expect(recent.status).toBe(200);
    expect(recent.body).toHaveLength(2);
    expect(recent.body.map((o: { type: string; service: string }) => [o.type, o.service]).sort()).toEqual([
      ['Ramassage', 'PICKUP'],
      ['Événement', 'EVENT'],
    ]);
    expect(recent.body[0]).toEqual({ id: expect.any(String), client: expect.any(String), type: expect.any(String), service: expect.any(String), date: '2026-11-21T15:00:00.000Z' });
    const stats = await restRequest(app, 'get', '/api/admin/order-stats', { token });
    expect(stats.status).toBe(200);
    expect(stats.body).toHaveLength(7);
    expect(stats.body[0]).toEqual({
      date: '2026-11-15',
      count: 0,
      byService: [
        { service: 'SNOW', count: 0 },
        { service: 'EVENT', count: 0 },
        { service: 'PICKUP', count: 0 },
      ],
    });
    expect(stats.body[6]).toEqual({
      date: '2026-11-21',
      count: 2,
      byService: [
        { service: 'SNOW', count: 0 },
        { service: 'EVENT', count: 1 },
        { service: 'PICKUP', count: 1 },
      ],
    });
  });

  it('GET /api/admin/analytics/summary refuses the anonymous (401)', async () => {
    expect((await restRequest(app, 'get', '/api/admin/analytics/summary')).status).toBe(401);
  });
});
