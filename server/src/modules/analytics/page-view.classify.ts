import { PAGE_VIEW_LIMITS } from './page-view.entities';

/**
 * User agents that are not people: search and social crawlers, link previews, monitors, headless
 * browsers and command-line clients. An empty user agent counts as a bot too.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|headlesschrome|phantomjs|lighthouse|pingdom|uptime|monitor|curl\/|wget\/|python-|python\/|httpclient|okhttp|java\/|go-http-client|node-fetch|axios\//i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || !userAgent.trim() || BOT_PATTERN.test(userAgent);
}

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/**
 * No user-agent library is installed, so a small regex: iPads, Android without "Mobile", Kindle/Silk
 * and "Tablet" are tablets; "Mobi", iPhone/iPod and phones are mobiles; everything else is desktop.
 * (iPadOS 13+ Safari says "Macintosh" and is counted as desktop; there is no way to tell without scripts.)
 */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|Kindle|Silk|PlayBook|Android(?!.*Mobi)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** '/Services/?a=1#x' → '/Services'; keeps only the path, one leading slash, no trailing slash, capped. */
export function normalisePath(raw: string): string {
  let path = raw.trim();
  try {
    // Accept a full URL too; only its path is kept.
    path = new URL(path, 'http://x.invalid').pathname;
  } catch {
    path = '/';
  }
  try {
    path = decodeURI(path);
  } catch {
    // Keep it encoded.
  }
  path = path.replace(/\/{2,}/g, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  if (!path.startsWith('/')) path = `/${path}`;
  return path.slice(0, PAGE_VIEW_LIMITS.path);
}

/** The referrer's host without 'www.', or null when absent, unparsable or this site itself. */
function referrerHost(referrer: string | null | undefined, siteHost: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    return host && host !== siteHost.toLowerCase().replace(/^www\./, '') ? host : null;
  } catch {
    return null;
  }
}

/** utm_source when given, else the referring site's host when it is another site, else 'Direct'. */
export function trafficSource(utmSource: string | null | undefined, referrer: string | null | undefined, siteHost: string): string {
  const utm = utmSource?.trim().toLowerCase();
  if (utm) return utm.slice(0, PAGE_VIEW_LIMITS.source);
  return (referrerHost(referrer, siteHost) ?? 'Direct').slice(0, PAGE_VIEW_LIMITS.source);
}

/** Paths not measured: the back-office and the API. */
export function isMeasuredPath(path: string): boolean {
  return !/^\/(admin|api|graphql)(\/|$)/.test(path);
}
