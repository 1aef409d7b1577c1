import pino from 'pino';
import { DataSource } from 'typeorm';
import { RequestContext } from '../../kernel/context';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { TEST_NOW } from '../../testing/app';
import { AnalyticsService } from './analytics.service';
import { AnalyticsSalt, PageView } from './page-view.entities';

export const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
export const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const TABLET_UA = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const minutes = (n: number) => n * 60_000;

describeEachDb('AnalyticsService', (kind) => {
  let dataSource: DataSource;
  let service: AnalyticsService;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
  });
  afterAll(() => dataSource?.destroy());
  beforeEach(async () => {
    await clearTables(dataSource);
    service = new AnalyticsService(dataSource, 'services.example.ca');
  });

  const ctxAt = (now: Date, over: Partial<RequestContext> = {}): RequestContext => ({
    user: null,
    now,
    dataSource,
    log: pino({ level: 'silent' }),
    ip: '203.0.113.7',
    userAgent: DESKTOP_UA,
    ...over,
  });
  const ago = (ms: number) => new Date(TEST_NOW.getTime() - ms);
  const view = (at: Date, path = '/', over: Partial<RequestContext> = {}, extra: { referrer?: string; utmSource?: string } = {}) =>
    service.record(ctxAt(at, over), { path, ...extra });
  const rows = () => dataSource.getRepository(PageView).find({ order: { id: 'ASC' } });

  it('stores the normalised path, source, device and a visitor hash, never the IP or user agent', async () => {
    expect(await view(TEST_NOW, '/Services/?utm_source=x#top', {}, { referrer: 'https://www.google.com/search?q=neige' })).toBe(true);
    const [row] = await rows();
    expect(row).toMatchObject({ path: '/Services', source: 'google.com', device: 'desktop', city: 'Inconnue', day: '2026-11-21' });
    expect(row!.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    const raw = JSON.stringify(await dataSource.query('SELECT * FROM page_view'));
    expect(raw).not.toContain('203.0.113.7');
    expect(raw).not.toContain('Chrome');
  });

  it('takes utm_source first, ignores referrers from this site, and says Direct otherwise', async () => {
    await view(TEST_NOW, '/a', {}, { utmSource: ' Facebook ', referrer: 'https://google.com/' });
    await view(TEST_NOW, '/b', {}, { referrer: 'https://www.services.example.ca/contact' });
    await view(TEST_NOW, '/c', {}, { referrer: 'javascript:alert(1)' });
    expect((await rows()).map((r) => r.source)).toEqual(['facebook', 'Direct', 'Direct']);
  });

  it('classes phones and tablets, and ignores bots, empty user agents and back-office paths', async () => {
    await view(TEST_NOW, '/', { userAgent: PHONE_UA });
    await view(TEST_NOW, '/', { userAgent: TABLET_UA });
    expect(await view(TEST_NOW, '/', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).toBe(false);
    expect(await view(TEST_NOW, '/', { userAgent: 'curl/8.5.0' })).toBe(false);
    expect(await view(TEST_NOW, '/', { userAgent: '' })).toBe(false);
    expect(await view(TEST_NOW, '/admin/dashboard')).toBe(false);
    expect((await rows()).map((r) => r.device)).toEqual(['mobile', 'tablet']);
  });

  it('rotates the hash with the America/Toronto day and deletes the previous salt', async () => {
    await view(new Date('2026-11-21T04:59:00Z')); // 23:59 on the 20th in Toronto
    await view(new Date('2026-11-21T05:01:00Z')); // 00:01 on the 21st
    await view(new Date('2026-11-21T06:00:00Z'));
    const [a, b, c] = await rows();
    expect(a!.day).toBe('2026-11-20');
    expect(b!.day).toBe('2026-11-21');
    expect(a!.visitorHash).not.toBe(b!.visitorHash);
    expect(b!.visitorHash).toBe(c!.visitorHash);
    expect(await dataSource.getRepository(AnalyticsSalt).find()).toEqual([{ day: '2026-11-21', salt: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
  });

  it('continues a session within 30 minutes of the previous view and starts a new one after', async () => {
    await view(ago(minutes(90)));
    await view(ago(minutes(61))); // 29 min later: same session
    await view(ago(minutes(30))); // 31 min later: new session
    await view(TEST_NOW, '/', { ip: '198.51.100.1' }); // another visitor
    const [a, b, c, d] = await rows();
    expect(b!.sessionId).toBe(a!.sessionId);
    expect(c!.sessionId).not.toBe(a!.sessionId);
    expect(new Set([a!.sessionId, c!.sessionId, d!.sessionId]).size).toBe(3);
    const summary = await service.summary(ctxAt(TEST_NOW));
    // Sessions: (a,b) 29 min = 1740 s, (c) 0 s, (d) 0 s → average 580 s; 2 of 3 bounce.
    expect(summary).toEqual({ users: 2, sessions: 3, avgSessionDuration: 580, bounceRate: 66.7 });
  });

  it('gives zeros without data', async () => {
    expect(await service.summary(ctxAt(TEST_NOW))).toEqual({ users: 0, sessions: 0, avgSessionDuration: 0, bounceRate: 0 });
    expect(await service.realtime(ctxAt(TEST_NOW))).toEqual({ activeUsers: 0 });
    expect(await service.pages(ctxAt(TEST_NOW))).toEqual([]);
  });

  it('counts as active the visitors seen in the last 5 minutes', async () => {
    await view(ago(minutes(6)), '/', { ip: '198.51.100.1' });
    await view(ago(minutes(4)), '/', { ip: '198.51.100.2' });
    await view(ago(minutes(1)), '/', { ip: '198.51.100.3' });
    await view(ago(minutes(1)), '/x', { ip: '198.51.100.3' });
    expect(await service.realtime(ctxAt(TEST_NOW))).toEqual({ activeUsers: 2 });
  });

  it('gives 7 daily entries in America/Toronto, zero days included, and ignores older views', async () => {
    await view(new Date('2026-11-14T20:00:00Z')); // 8 days before: outside
    await view(new Date('2026-11-15T05:30:00Z')); // 00:30 on the 15th (Toronto): first day
    await view(new Date('2026-11-21T04:30:00Z')); // 23:30 on the 20th
    await view(new Date('2026-11-21T14:00:00Z'), '/', { ip: '198.51.100.9' });
    await view(new Date('2026-11-21T14:10:00Z'), '/', { ip: '198.51.100.8' });
    expect(await service.daily(ctxAt(TEST_NOW))).toEqual([
      { date: '2026-11-15', users: 1 },
      { date: '2026-11-16', users: 0 },
      { date: '2026-11-17', users: 0 },
      { date: '2026-11-18', users: 0 },
      { date: '2026-11-19', users: 0 },
      { date: '2026-11-20', users: 1 },
      { date: '2026-11-21', users: 2 },
    ]);
    expect((await service.summary(ctxAt(TEST_NOW))).users).toBe(4);
  });

  it('ranks pages by views and cities, devices and sources by users', async () => {
    await view(ago(minutes(50)), '/deneigement', {}, { utmSource: 'infolettre' });
    await view(ago(minutes(40)), '/deneigement');
    await view(ago(minutes(30)), '/');
    await view(ago(minutes(20)), '/deneigement', { ip: '198.51.100.1', userAgent: PHONE_UA });
    const ctx = ctxAt(TEST_NOW);
    expect(await service.pages(ctx)).toEqual([
      { path: '/deneigement', views: 3 },
      { path: '/', views: 1 },
    ]);
    expect(await service.devices(ctx)).toEqual([
      { device: 'desktop', users: 1 },
      { device: 'mobile', users: 1 },
    ]);
    expect(await service.cities(ctx)).toEqual([{ city: 'Inconnue', users: 2 }]);
    expect(await service.sources(ctx)).toEqual([
      { source: 'Direct', users: 2 },
      { source: 'infolettre', users: 1 },
    ]);
  });

  it('purges views older than 13 months', async () => {
    await view(new Date('2025-10-20T12:00:00Z'));
    await view(new Date('2025-10-22T12:00:00Z'));
    expect(await service.purge(TEST_NOW)).toBe(1);
    expect((await rows()).map((r) => r.day)).toEqual(['2025-10-22']);
    expect(await dataSource.getRepository(AnalyticsSalt).count()).toBe(0);
  });
});
