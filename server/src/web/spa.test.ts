import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { loadConfig } from '../config';
import { siteHandler } from '../testing/site-handler';
import { createPrecompressedPages, pageEncoding } from './precompressed';
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

describe('prerendered pages, compressed once', () => {
  /** A built client whose renderer prerenders /faq and /services (long pages) and nothing else. */
  function builtClient(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<html><head><!--app-head--></head><body><div id="root"></div></body></html>');
    fs.mkdirSync(path.join(dir, '.vite', 'ssr'), { recursive: true });
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
    const answers = Array.from({ length: 300 }, (_, i) => `<p>Réponse ${i} : le déneigement commence en novembre, ${i * 7} $ avant taxes.</p>`).join('');
    fs.writeFileSync(
      path.join(dir, '.vite', 'ssr', 'render.cjs'),
      `exports.PRERENDERED_PAGES = { '/faq': [], '/services': [] };\nexports.renderPage = async (pathname) => (pathname === '/faq' ? ${JSON.stringify(`<main><h1>Foire aux questions</h1>${answers}</main>`)} : pathname === '/services' ? ${JSON.stringify(`<main><h1>Nos services</h1>${answers}</main>`)} : null);\n`,
    );
    return dir;
  }

  /** The raw bytes and headers of GET `pathname` with this Accept-Encoding (no decoding on the way). */
  function rawGet(server: http.Server, pathname: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
    const { port } = server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: pathname, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  }

  it('lists the application’s chunks (not the entry) before the page’s, for the entry script to preload after the paint', async () => {
    const dir = builtClient();
    fs.writeFileSync(path.join(dir, 'index.html'), '<html><head><!--app-head--><script type="module" crossorigin src="/assets/main-entry.js"></script></head><body><div id="root"></div></body></html>');
    const manifest = {
      'index.html': { file: 'assets/main-entry.js', isEntry: true },
      'src/main.tsx': { file: 'assets/main-app.js', isDynamicEntry: true, imports: ['_react.js', 'node_modules/react-dom/client.js', 'index.html'] },
      '_react.js': { file: 'assets/react.js', imports: ['index.html'] },
      'node_modules/react-dom/client.js': { file: 'assets/client.js', isDynamicEntry: true, imports: ['index.html', '_react.js'] },
      'src/public/faq/FaqPage.tsx': { file: 'assets/FaqPage.js', isDynamicEntry: true, imports: ['_react.js'] },
    };
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const render = fs.readFileSync(path.join(dir, '.vite', 'ssr', 'render.cjs'), 'utf8');
    fs.writeFileSync(path.join(dir, '.vite', 'ssr', 'render.cjs'), render.replace(`'/faq': []`, `'/faq': ['src/public/faq/FaqPage.tsx']`));
    const server = http.createServer(siteHandler(createSpaRouter({ ...config, clientDir: dir }, undefined, createPrecompressedPages())));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const page = (await rawGet(server, '/faq', 'identity')).body.toString('utf8');
      const list = /<script type="application\/json" id="page-scripts">(.*?)<\/script>/.exec(page)?.[1];
      expect(JSON.parse(list ?? 'null')).toEqual(['/assets/react.js', '/assets/client.js', '/assets/main-app.js', '/assets/FaqPage.js']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('answers at once through the middleware, then with the page compressed at the best ratio (Brotli, else gzip)', async () => {
    const precompressed = createPrecompressedPages();
    const server = http.createServer(siteHandler(createSpaRouter({ ...config, clientDir: builtClient() }, undefined, precompressed)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const first = await rawGet(server, '/faq', 'gzip, deflate, br');
      expect(first.headers['content-encoding']).toBe('br');
      const page = zlib.brotliDecompressSync(first.body).toString('utf8');
      expect(page).toContain('<div id="root"><main><h1>Foire aux questions</h1><p>Réponse 0 : ');
      await precompressed.idle();

      const br = await rawGet(server, '/faq', 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(zlib.brotliDecompressSync(br.body).toString('utf8')).toBe(page);
      expect(br.body.length).toBeLessThan(first.body.length);
      expect(Number(br.headers['content-length'])).toBe(br.body.length);

      const gzip = await rawGet(server, '/faq', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.body).toString('utf8')).toBe(page);
      expect(gzip.body.length).toBeLessThanOrEqual(zlib.gzipSync(page, { level: 6 }).length);

      const plain = await rawGet(server, '/faq', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString('utf8')).toBe(page);

      // The first request had the other prerendered pages compressed too: their first visitor gets them so.
      const services = await rawGet(server, '/services', 'gzip, deflate, br');
      expect(services.headers['content-encoding']).toBe('br');
      const servicesPage = zlib.brotliDecompressSync(services.body).toString('utf8');
      expect(servicesPage).toContain('<div id="root"><main><h1>Nos services</h1>');
      expect(services.body.length).toBeLessThan(zlib.brotliCompressSync(servicesPage, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length);

      // A page the browser renders (not prerendered) is left to the middleware: here under its 1 kB threshold.
      const missing = await rawGet(server, '/inconnu', 'br');
      expect(missing.headers['content-encoding']).toBeUndefined();
      expect(missing.body.toString('utf8')).toContain('<div id="root"></div>');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("reads Accept-Encoding: the client's weights, Brotli on a tie, never a coding refused with q=0", () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('GZIP, BR')).toBe('br');
    expect(pageEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(pageEncoding(['deflate', 'gzip;q=0.8, br;q=0.9'])).toBe('br');
    expect(pageEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pageEncoding('*')).toBe('br');
    expect(pageEncoding('*, br;q=0')).toBe('gzip');
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
  });
});
