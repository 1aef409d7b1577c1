import fs from 'node:fs';
import path from 'node:path';
import sendStream from 'send';
import type { WebHandler } from '../kernel/http-routes';
import { acceptsType, send, setContentType } from '../kernel/node-http';

/**
 * The site's Content Security Policy with the two relaxations GraphiQL needs, on this page only:
 * - `style-src 'unsafe-inline'`: its Monaco editor (monaco-editor 0.52) writes its own <style>
 *   elements and style attributes while it runs, with no nonce support;
 * - `font-src data:`: GraphiQL's stylesheet embeds its fonts (codicons, Fira Code) as data: URIs.
 * Scripts stay `'self'` only (no inline script, no eval): the page's code and Monaco's web workers
 * are files under /assets (bundled by Vite), so neither `blob:` nor `worker-src` is needed, and
 * `connect-src 'self'` keeps every request on this site.
 */
export function explorerPolicy(sitePolicy: string): string {
  return sitePolicy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0];
      if (name === 'style-src') return "style-src 'self' 'unsafe-inline'";
      if (name === 'font-src') return "font-src 'self' data:";
      return directive.trim();
    })
    .filter(Boolean)
    .join(';');
}

/**
 * GET /graphql from a browser (Accept: text/html) serves GraphiQL, built by Vite on its own (the
 * `explorer` environment: client/explorer.html → build/client/explorer.html, its script, style and workers under /assets),
 * under `explorerPolicy`. The page loads for everyone; the API behind it still requires a token
 * (and introspection is closed to anonymous callers in production). Any other request goes on to
 * the GraphQL server.
 */
export function explorerPage(clientDir: string) {
  const file = path.join(clientDir, 'explorer.html');
  const handler: WebHandler = (req, res, next) => {
    if (req.method !== 'GET' || acceptsType(req, ['application/json', 'application/graphql-response+json', 'text/html']) !== 'text/html') return next();
    if (!fs.existsSync(file)) {
      setContentType(res, 'text/plain; charset=utf-8');
      send(req, res, 503, 'The explorer is not built yet: run "npm run build".');
      return;
    }
    const sitePolicy = res.getHeader('Content-Security-Policy');
    if (typeof sitePolicy === 'string') res.setHeader('Content-Security-Policy', explorerPolicy(sitePolicy));
    res.statusCode = 200;
    setContentType(res, 'html');
    res.setHeader('Cache-Control', 'no-cache');
    // Express's res.sendFile: the `send` package with ETag and Last-Modified (304 when fresh), ranges.
    const stream = sendStream(req, encodeURI(file), { etag: true });
    stream.on('directory', () => next());
    stream.on('error', (error: { code?: string; syscall?: string }) => {
      if (error.code !== 'ECONNABORTED' && error.syscall !== 'write') next(error);
    });
    stream.pipe(res);
  };
  return handler;
}
