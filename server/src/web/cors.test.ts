import { DataSource } from 'typeorm';
import request from 'supertest';
import { App } from '../app';
import { createTestApp } from '../testing/app';
import { openTestDatabase } from '../testing/db';

describe('CORS', () => {
  let dataSource: DataSource;
  let closed: App;
  let open: App;
  beforeAll(async () => {
    dataSource = await openTestDatabase('sqlite');
    closed = await createTestApp(dataSource);
    open = await createTestApp(dataSource, { env: { CORS_ORIGINS: 'https://partenaire.example.ca' } });
  });
  afterAll(async () => {
    await closed?.stop();
    await open?.stop();
    await dataSource?.destroy();
  });

  const preflight = (app: App, origin: string) =>
    request(app.handler)
      .options('/graphql')
      .set('Origin', origin)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization, content-type');

  it('sends no CORS header at all by default', async () => {
    const res = await request(closed.handler).get('/api/admin/me').set('Origin', 'https://partenaire.example.ca');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(closed, 'https://partenaire.example.ca')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the listed origin only, never with a wildcard or credentials', async () => {
    const ok = await preflight(open, 'https://partenaire.example.ca');
    expect(ok.status).toBe(204);
    expect(ok.headers).toMatchObject({
      'access-control-allow-origin': 'https://partenaire.example.ca',
      'access-control-allow-methods': expect.stringContaining('POST'),
      'access-control-allow-headers': expect.stringContaining('Authorization'),
    });
    expect(ok.headers['access-control-allow-credentials']).toBeUndefined();
    const evil = await preflight(open, 'https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const get = await request(open.handler).get('/api/admin/me').set('Origin', 'https://partenaire.example.ca');
    expect(get.headers['access-control-allow-origin']).toBe('https://partenaire.example.ca');
    expect(get.headers.vary).toMatch(/Origin/);
  });
});
