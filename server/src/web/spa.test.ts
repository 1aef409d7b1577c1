import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { loadConfig } from '../config';
import { siteHandler } from '../testing/site-handler';
import { createSpaRouter, renderHead } from './spa';

const config = loadConfig({ PUBLIC_URL: 'https://exemple.ca', COMPANY_NAME: 'Déneige & Co <TR>', COMPANY_PHONE: '819 555-0000' });

describe('renderHead', () => {
  it('writes the route’s title, description, canonical URL and Open Graph tags', () => {
    const { html, status } = renderHead(config, '/ramassage');
    expect(status).toBe(200);
    expect(html).toContain('<title>Ramassage d’encombrants et de successions en Mauricie | Déneige &amp; Co &lt;TR&gt;</title>');
    expect(html).toContain('<meta name="description" content="Demandez une soumission gratuite');
    expect(html).toContain('<link rel="canonical" href="https://exemple.ca/ramassage" />');
    expect(html).toContain('<meta property="og:url" content="https://exemple.ca/ramassage" />');
    expect(html).toContain('<meta property="og:title" content="Ramassage');
  });

  it('marks an unknown path 404 and noindex', () => {
    const { html, status } = renderHead(config, '/nulle-part');
    expect(status).toBe(404);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
  });

  it('serves the demo checkout page of any token (200, noindex) but not a nested or odd path', () => {
    const demo = renderHead(config, '/paiement-demo/AbC_12-xyz');
    expect(demo.status).toBe(200);
    expect(demo.html).toContain('<title>Paiement de démonstration | ');
    expect(demo.html).toContain('<meta name="robots" content="noindex" />');
    expect(renderHead(config, '/paiement-demo/').status).toBe(404);
    expect(renderHead(config, '/paiement-demo/a/b').status).toBe(404);
  });

  it('serves the demo checkout page of an invoice (200, noindex), not a deeper path (issue #25)', () => {
    const demo = renderHead(config, '/paiement-demo/facture/AbC_12-xyz');
    expect(demo.status).toBe(200);
    expect(demo.html).toContain('<title>Paiement de démonstration | ');
    expect(demo.html).toContain('<meta name="robots" content="noindex" />');
    expect(renderHead(config, '/paiement-demo/facture/a/b').status).toBe(404);
  });

  it('answers 200 and noindex for every back-office path, known or not', () => {
    for (const pathname of ['/admin', '/admin/', '/admin/login', '/admin/dashboard', '/admin/events/12', '/admin/inconnue']) {
      const { html, status } = renderHead(config, pathname);
      expect(status).toBe(200);
      expect(html).toContain('<title>Espace administrateur | Déneige &amp; Co &lt;TR&gt;</title>');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('rel="canonical"');
    }
    expect(renderHead(config, '/administration').status).toBe(404);
  });

  it('embeds the site configuration as inert JSON that cannot close its script element', () => {
    const { html } = renderHead(loadConfig({ COMPANY_NAME: '</script><script>alert(1)</script>' }), '/');
    const json = /<script type="application\/json" id="site-config">(.*)<\/script>/.exec(html)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json!)).toMatchObject({ companyName: '</script><script>alert(1)</script>', address: 'Trois-Rivières (Québec)' });
  });
});

describe('createSpaRouter', () => {
  it('serves index.html with the head filled in, and 404 for unknown paths', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<html><head><!--app-head--></head><body></body></html>');
    const app = siteHandler(createSpaRouter({ ...config, clientDir: dir }));
    const page = await request(app).get('/faq');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Foire aux questions | Déneige &amp; Co &lt;TR&gt;</title>');
    const missing = await request(app).get('/inconnu');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Page introuvable');
  });

  it('gzips the built scripts for a browser that accepts it, and sends them as they are otherwise', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const script = `export const pages = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `page ${i}`))};\n`;
    fs.writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), script);
    const app = siteHandler(createSpaRouter({ ...config, clientDir: dir }));
    const gzipped = await request(app).get('/assets/main-abc123.js').set('Accept-Encoding', 'gzip');
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.text).toBe(script);
    const plain = await request(app).get('/assets/main-abc123.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });
});
