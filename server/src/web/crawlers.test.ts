import request from 'supertest';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config';
import { App } from '../app';
import { createTestApp } from '../testing/app';
import { openTestDatabase } from '../testing/db';
import { siteHandler } from '../testing/site-handler';
import { createSpaRouter } from './spa';

const config = loadConfig({ PUBLIC_URL: 'https://exemple.ca/', NODE_ENV: 'test' });
// No built client is needed: the crawler files do not come from build/client.
const site = () => siteHandler(createSpaRouter({ ...config, clientDir: '/nonexistent' }));

const INDEXABLE = [
  '/',
  '/deneigement',
  '/evenementiel',
  '/ramassage',
  '/faq',
  '/conditions-generales',
  '/politique-de-confidentialite',
  '/services',
];

describe('GET /sitemap.xml', () => {
  it('lists every indexable public route as an absolute URL, and nothing else', async () => {
    const res = await request(site()).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const locs = [...res.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(INDEXABLE.map((path) => `https://exemple.ca${path}`));
    expect(res.text).not.toContain('/confirmation');
    expect(res.text).not.toContain('/admin');
  });

  it('escapes the public URL for XML', async () => {
    const odd = loadConfig({ PUBLIC_URL: 'https://exemple.ca/site?a=1&b=2', NODE_ENV: 'test' });
    const res = await request(siteHandler(createSpaRouter(odd))).get('/sitemap.xml');
    expect(res.text).toContain('<loc>https://exemple.ca/site?a=1&amp;b=2/faq</loc>');
    expect(res.text).not.toMatch(/&(?!amp;)/);
  });
});

describe('GET /robots.txt', () => {
  it('allows everything but the back-office and the API, and names the sitemap', async () => {
    const res = await request(site()).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe(
      ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', '', 'Sitemap: https://exemple.ca/sitemap.xml', ''].join('\n'),
    );
  });
});

describe('crawler files in the whole application', () => {
  let dataSource: DataSource;
  let app: App;
  beforeAll(async () => {
    dataSource = await openTestDatabase('sqlite');
    app = await createTestApp(dataSource, { env: { PUBLIC_URL: 'https://www.exemple.ca' } });
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });

  it('serves both files with the security headers, whether or not the client is built', async () => {
    const sitemap = await request(app.handler).get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain('<loc>https://www.exemple.ca/faq</loc>');
    expect(sitemap.headers['x-content-type-options']).toBe('nosniff');

    const robots = await request(app.handler).get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('Sitemap: https://www.exemple.ca/sitemap.xml');
    expect(robots.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
