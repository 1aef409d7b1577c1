import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import serveStatic from 'serve-static';
import { AppConfig } from '../config';
import { INLINED_STYLESHEET_META } from '../shared/inlined-stylesheet';
import { PAGE_SCRIPTS_ELEMENT_ID } from '../shared/page-scripts';
import { documentTitle, metaForPath } from '../shared/seo';
import { SITE_CONFIG_ELEMENT_ID, SiteConfig } from '../shared/site-config';
import { createCrawlerRouter } from './crawlers';
import { createPrecompressedPages, pageEncoding, type PrecompressedPages } from './precompressed';
import { createPrerenderer, type PrerenderedPage } from './prerender';
import type { SiteLayer } from './http-server';
import { send, sendAllow, setContentType, Step } from '../kernel/node-http';
import type { SiteTemplate } from '../kernel/http-routes';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
/** JSON inside a <script> data block: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page's <head> metadata for `pathname`, written into the HTML before any JavaScript runs. */
export function renderHead(config: AppConfig, pathname: string): { html: string; status: number } {
  const { meta, found } = metaForPath(pathname);
  const url = `${config.publicUrl}${found ? pathname : ''}`;
  const title = documentTitle(meta, config.company.name);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.index === false ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="fr_CA" />`,
    `<meta property="og:site_name" content="${escapeHtml(config.company.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ];
  tags.push(`<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${scriptJson(siteConfigOf(config))}</script>`);
  return { html: tags.join('\n    '), status: found ? 200 : 404 };
}

/** The company's contact points and settings the pages show (read by the client from the page). */
export function siteConfigOf(config: AppConfig): SiteConfig {
  return {
    companyName: config.company.name,
    phone: config.company.phone,
    email: config.company.email,
    address: config.company.address,
    publicUrl: config.publicUrl,
    retentionMonths: config.retentionMonths,
    geoCity: config.geoipDb !== null,
  };
}

const EMPTY_ROOT = '<div id="root"></div>';
/** The CSP source of an empty <style> element (the SHA-256 of no text). */
export const EMPTY_STYLE_SOURCE = `'sha256-${createHash('sha256').update('').digest('base64')}'`;
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;

export type { SiteTemplate } from '../kernel/http-routes';

/**
 * The built client's index.html, read once. Its stylesheet (the site's whole CSS, about 6 kB
 * gzipped) is written into the page as a <style> element: the first paint then waits for the HTML
 * alone, not for a second request. The Content-Security-Policy allows exactly that content by its
 * SHA-256 (`styleSources`, used by app.ts).
 */
export function createSiteTemplate(clientDir: string): SiteTemplate {
  let loaded: { html: string; styleSources: string[] } | null = null;
  return {
    load() {
      const indexPath = path.join(clientDir, 'index.html');
      if (loaded === null && fs.existsSync(indexPath)) {
        // The empty <style data-fullcalendar> of index.html: FullCalendar inserts its rules into it
        // through the CSSOM (not limited by the CSP once the element is allowed), so no inline style
        // with content is allowed beyond the site's own stylesheet.
        const styleSources: string[] = [];
        const html = fs.readFileSync(indexPath, 'utf8').replace(STYLESHEET_LINK, (link, file: string) => {
          const css = fs.readFileSync(path.join(clientDir, file), 'utf8');
          if (css.includes('</')) return link;
          styleSources.push(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
          // Its address stays known (INLINED_STYLESHEET_META): the client marks it as loaded, so a lazy
          // chunk that shares the entry's CSS Modules does not download and re-apply it (client/src/main.tsx).
          return `<style>${css}</style><meta name="${INLINED_STYLESHEET_META}" content="/${file}" />`;
        });
        loaded = { html, styleSources: [...styleSources, EMPTY_STYLE_SOURCE] };
      }
      return loaded;
    },
  };
}

/**
 * Serves the built client (and the crawlers' robots.txt and sitemap.xml): hashed assets with long
 * caching, every other GET gets index.html with its metadata; a public page also gets its markup
 * inside the root element (rendered on the server, then hydrated) and the list of its scripts.
 */
/** The entry's module script (and the modulepreload links of its chunks, if it had any). */
const ENTRY_SCRIPTS = /<script type="module" crossorigin [^>]*>|<link rel="modulepreload" crossorigin [^>]*>/g;

/** The page sent for a path: the template with its head, and its markup when it is prerendered. */
function documentOf(html: string, head: string, page: PrerenderedPage | null): string {
  // The application's and the page's chunks, listed for the entry script, which preloads them after the first paint
  // (client/src/boot.ts): as <link rel="modulepreload"> here they were fetched at once, and Lighthouse
  // counts every request that ends before the paint in the page's LCP.
  const scripts = (page?.preload ?? []).filter((file) => !html.includes(file));
  const scriptList = scripts.length > 0 ? [`<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">${scriptJson(scripts)}</script>`] : [];
  return (
    html
      // Functions, not strings: a `$` in the text must not be read as a replacement pattern.
      .replace('<!--app-head-->', () => [head, ...scriptList].join('\n    '))
      .replace(EMPTY_ROOT, () => (page ? `<div id="root">${page.html}</div>` : EMPTY_ROOT))
      // A page whose markup is here needs no script for its first paint (its stylesheet is inline):
      // its scripts, which only hydrate it, are fetched after what the paint needs.
      .replace(ENTRY_SCRIPTS, (tag) => (page ? tag.replace(/\s*\/?>$/, (end) => ` fetchpriority="low"${end}`) : tag))
  );
}

export function createSpaRouter(
  config: AppConfig,
  template: SiteTemplate = createSiteTemplate(config.clientDir),
  precompressed: PrecompressedPages = createPrecompressedPages(),
): SiteLayer[] {
  const loadTemplate = () => template.load()?.html ?? null;
  const prerendered = createPrerenderer(config.clientDir, siteConfigOf(config));

  const page: Step = async (req, res, next) => {
    // As Express's router answered OPTIONS on the catch-all route; other methods go on (404).
    if (req.method === 'OPTIONS') return sendAllow(res, 'GET, HEAD');
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const html = loadTemplate();
    if (!html) {
      setContentType(res, 'text/plain; charset=utf-8');
      send(req, res, 503, 'Le site n’est pas encore construit : lancez « npm run build » (ou « npm run dev » pour le développement).');
      return;
    }
    const pathname = pathOf(req.url ?? '/');
    const head = renderHead(config, pathname);
    const page = head.status === 200 ? await prerendered(pathname) : null;
    setContentType(res, 'html');
    res.setHeader('Cache-Control', 'no-cache');
    const body = documentOf(html, head.html, page);
    // A prerendered page (the same bytes for every visitor) goes out compressed once at the best
    // ratio (precompressed.ts); the compression middleware leaves an encoded body alone (and adds
    // its Vary: Accept-Encoding either way). The first page asked for has them all compressed, so
    // that the first visitor of each gets it so too.
    precompressed.once(async () => {
      for (const other of prerendered.pathnames()) {
        const otherHead = renderHead(config, other);
        const otherPage = otherHead.status === 200 ? await prerendered(other) : null;
        if (otherPage) precompressed.get(other, documentOf(html, otherHead.html, otherPage), 'br');
      }
    });
    const encoding = page ? pageEncoding(req.headers['accept-encoding']) : null;
    const encoded = encoding ? precompressed.get(pathname, body, encoding) : null;
    if (encoding && encoded) {
      res.setHeader('Content-Encoding', encoding);
      send(req, res, head.status, encoded);
    } else {
      send(req, res, head.status, body);
    }
  };

  return [
    // gzip for the site's HTML, scripts and styles (a proxy in front may do it too; the API is left alone).
    { step: compression() as Step },
    { routes: createCrawlerRouter(config), nested: true },
    { mount: ['/assets'], step: serveStatic(path.join(config.clientDir, 'assets'), { immutable: true, maxAge: '365d', index: false }) as Step },
    { step: serveStatic(config.clientDir, { index: false, maxAge: '1h' }) as Step },
    { step: page },
  ];
}

/** Express's `req.path`: the URL's path, without the query string. */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}
