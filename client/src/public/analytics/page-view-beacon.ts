/**
 * Cookieless page-view measurement: one small POST to this site's /api/collect per route change
 * (connect-src 'self' is enough). Nothing is stored in the browser. The server derives the device
 * class and a daily visitor hash from the request, then forgets the IP and user agent.
 */
export const COLLECT_URL = '/api/collect';

export interface PageViewPayload {
  path: string;
  referrer: string | null;
  utmSource: string | null;
}

/** Back-office pages are not measured. */
export function isMeasured(pathname: string): boolean {
  return !/^\/admin(\/|$)/.test(pathname);
}

/**
 * Sends a page view: navigator.sendBeacon (a text/plain body, which needs no preflight and survives
 * leaving the page), else fetch with keepalive. Failures are ignored: measurement never disturbs a visit.
 */
export function sendPageView(payload: PageViewPayload, nav: Navigator = navigator): void {
  if (!isMeasured(payload.path)) return;
  const body = JSON.stringify(payload);
  try {
    if (typeof nav.sendBeacon === 'function' && nav.sendBeacon(COLLECT_URL, new Blob([body], { type: 'text/plain;charset=UTF-8' }))) return;
  } catch {
    // Fall back to fetch below.
  }
  if (typeof fetch !== 'function') return;
  fetch(COLLECT_URL, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'text/plain;charset=UTF-8' } }).catch(
    () => undefined,
  );
}

/** The payload of the current location: the referrer only on the first view (later ones come from this site). */
export function pageViewOf(location: { pathname: string; search: string }, referrer: string | null): PageViewPayload {
  const utmSource = new URLSearchParams(location.search).get('utm_source');
  return { path: location.pathname, referrer: referrer || null, utmSource: utmSource || null };
}
