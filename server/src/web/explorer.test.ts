import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { WebRouter } from '../kernel/http-routes';
import { sendJson } from '../kernel/node-http';
import { siteHandler } from '../testing/site-handler';
import { explorerPage, explorerPolicy } from './explorer';

const SITE_POLICY = "default-src 'self';script-src 'self';style-src 'self' 'sha256-abc';img-src 'self' data:;connect-src 'self';font-src 'self';object-src 'none'";

describe('GET /graphql explorer page', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'explorer-'));
  fs.writeFileSync(path.join(dir, 'explorer.html'), '<html><body><main id="explorer"></main><script type="module" src="/assets/explorer-x.js"></script></body></html>');
  const app = siteHandler([
    { routes: new WebRouter().get('/graphql', explorerPage(dir)), nested: false },
    { mount: ['/graphql'], step: (req, res) => sendJson(req, res, 200, { reached: 'graphql' }) },
  ]);

  it('serves the built page to a browser', async () => {
    const res = await request(app).get('/graphql').set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('id="explorer"');
    expect(res.text).not.toMatch(/<script>(?!<\/script>)/); // no inline script
  });

  it('relaxes only styles and fonts for GraphiQL, on this page only', async () => {
    expect(explorerPolicy(SITE_POLICY)).toBe("default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;connect-src 'self';font-src 'self' data:;object-src 'none'");
    const withPolicy = siteHandler([{ routes: new WebRouter().get('/graphql', explorerPage(dir)), nested: false }], (_req, res, next) => {
      res.setHeader('Content-Security-Policy', SITE_POLICY);
      next();
    });
    const res = await request(withPolicy).get('/graphql').set('Accept', 'text/html');
    expect(res.headers['content-security-policy']).toBe(explorerPolicy(SITE_POLICY));
  });

  it('lets GraphQL clients (JSON) through', async () => {
    const res = await request(app).get('/graphql?query=%7Bping%7D').set('Accept', 'application/json');
    expect(res.body).toEqual({ reached: 'graphql' });
  });

  it('says it is not built when the file is missing', async () => {
    const res = await request(siteHandler([{ routes: new WebRouter().get('/graphql', explorerPage(path.join(dir, 'absent'))), nested: false }])).get('/graphql').set('Accept', 'text/html');
    expect(res.status).toBe(503);
  });
});
