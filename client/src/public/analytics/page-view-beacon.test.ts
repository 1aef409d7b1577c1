import { http, HttpResponse } from 'msw';
import { server } from '../../testing/msw/server';
import { isMeasured, pageViewOf, sendPageView } from './page-view-beacon';

describe('page-view beacon', () => {
  it('keeps the path and utm_source, never the query string otherwise', () => {
    expect(pageViewOf({ pathname: '/deneigement', search: '?utm_source=infolettre&x=1' }, 'https://google.com/')).toEqual({
      path: '/deneigement',
      referrer: 'https://google.com/',
      utmSource: 'infolettre',
    });
    expect(pageViewOf({ pathname: '/', search: '' }, '')).toEqual({ path: '/', referrer: null, utmSource: null });
  });

  it('skips the back-office', () => {
    expect(isMeasured('/admin')).toBe(false);
    expect(isMeasured('/admin/dashboard')).toBe(false);
    expect(isMeasured('/administration-publique')).toBe(true);
  });

  it('uses sendBeacon with a text/plain body when available', async () => {
    const sendBeacon = jest.fn(() => true);
    sendPageView({ path: '/contact', referrer: null, utmSource: null }, { sendBeacon } as unknown as Navigator);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/collect');
    expect(blob.type).toBe('text/plain;charset=utf-8');
  });

  it('falls back to fetch with keepalive, and ignores a failure', async () => {
    const bodies: string[] = [];
    server.use(
      http.post('*/api/collect', async ({ request }) => {
        bodies.push(await request.text());
        return new HttpResponse(null, { status: 500 });
      }),
    );
    sendPageView({ path: '/faq', referrer: null, utmSource: null }, { sendBeacon: () => false } as unknown as Navigator);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodies.map((b) => JSON.parse(b))).toEqual([{ path: '/faq', referrer: null, utmSource: null }]);
  });

  it('sends nothing for an admin path', () => {
    const sendBeacon = jest.fn(() => true);
    sendPageView({ path: '/admin/dashboard', referrer: null, utmSource: null }, { sendBeacon } as unknown as Navigator);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
