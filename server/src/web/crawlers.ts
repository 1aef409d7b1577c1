import { WebRouter } from '../kernel/http-routes';
import { send, setContentType } from '../kernel/node-http';
import { AppConfig } from '../config';
import { indexablePaths } from '../shared/seo';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** Paths search engines must not crawl: the back-office and the machine endpoints. */
export const ROBOTS_DISALLOWED = ['/admin', '/api'] as const;

/** `sitemap.xml`: every indexable public route (shared/seo.ts PAGE_META) as an absolute URL. */
export function renderSitemap(config: AppConfig): string {
  const urls = indexablePaths().map((path) => `  <url><loc>${escapeXml(`${config.publicUrl}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** `robots.txt`: everything public may be crawled, except the back-office and the API; points at the sitemap. */
export function renderRobots(config: AppConfig): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** GET /sitemap.xml and GET /robots.txt, built once from the configuration. */
export function createCrawlerRouter(config: AppConfig): WebRouter {
  const sitemap = renderSitemap(config);
  const robots = renderRobots(config);
  const router = new WebRouter();
  router.get('/sitemap.xml', (req, res) => {
    setContentType(res, 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    send(req, res, 200, sitemap);
  });
  router.get('/robots.txt', (req, res) => {
    setContentType(res, 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    send(req, res, 200, robots);
  });
  return router;
}
