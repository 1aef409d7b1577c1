import { PublicGuard } from '../abuse/abuse.public';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { DataSource, LessThan, MoreThanOrEqual } from 'typeorm';
import { ConnectionResult, paginate } from '../../kernel/connections';
import type { RequestContext } from '../../kernel/context';
import {
  AnalyticsCity,
  AnalyticsDailyUsers,
  AnalyticsDevice,
  AnalyticsPage,
  AnalyticsRealtime,
  AnalyticsSource,
  AnalyticsSummary,
} from './analytics.results';
import { PageViewsConnectionArgs, RecordPageViewInput } from './analytics.inputs';
import { AnalyticsSalt, PageView } from './page-view.entities';
import { CityLocator, NO_CITY_LOCATOR, UNKNOWN_CITY } from './geoip';
import { deviceClass, isBot, isMeasuredPath, normalisePath, trafficSource } from './page-view.classify';

export const ANALYTICS_ZONE = 'America/Toronto';
export const ANALYTICS = {
  /** back-office.md §9: analytics window 7 days (today included). */
  windowDays: 7,
  sessionGapMinutes: 30,
  realtimeMinutes: 5,
  retentionMonths: 13,
  topRows: 10,
  /** The city when GEOIP_DB is unset or the address is not in it. */
  unknownCity: UNKNOWN_CITY,
} as const;

function dayOf(at: Date): string {
  return DateTime.fromJSDate(at, { zone: ANALYTICS_ZONE }).toISODate() ?? '';
}

/**
 * First-party, cookieless page-view analytics (QUEBEC.md §7.3). The IP address and user agent only
 * feed a hash with a salt that changes every America/Toronto day and is then deleted; neither is stored.
 */
export class AnalyticsService {
  private cachedSalt: { day: string; salt: string } | null = null;

  constructor(
    private readonly dataSource: DataSource,
    /** This site's host (from PUBLIC_URL): a referrer on it is not a traffic source. */
    private readonly siteHost: string,
    /** City from the address (GEOIP_DB), looked up in memory: the address is never stored. */
    private readonly cityLocator: CityLocator = NO_CITY_LOCATOR,
    /** Per-address limit of collection (issue #19): beyond it views are dropped silently; null = none. */
    private readonly guard: PublicGuard | null = null,
  ) {}

  /** Records one view; returns false (nothing stored) for bots and unmeasured paths. */
  async record(ctx: RequestContext, input: RecordPageViewInput): Promise<boolean> {
    const userAgent = ctx.userAgent ?? '';
    const path = normalisePath(input.path);
    if (isBot(userAgent) || !isMeasuredPath(path)) return false;
    if (this.guard && !(await this.guard.admitPageView(ctx))) return false;
    const day = dayOf(ctx.now);
    const salt = await this.saltFor(day);
    const visitorHash = createHash('sha256').update(`${salt}\n${ctx.ip ?? ''}\n${userAgent}`).digest('hex');
    const views = this.dataSource.getRepository(PageView);
    const previous = await views.findOne({
      select: { id: true, sessionId: true },
      where: { visitorHash, createdAt: MoreThanOrEqual(new Date(ctx.now.getTime() - ANALYTICS.sessionGapMinutes * 60_000)) },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    await views.insert({
      path,
      source: trafficSource(input.utmSource, input.referrer, this.siteHost),
      device: deviceClass(userAgent),
      city: this.cityLocator.cityOf(ctx.ip),
      visitorHash,
      sessionId: previous?.sessionId ?? randomUUID(),
      day,
      createdAt: ctx.now,
    });
    return true;
  }

  async summary(ctx: RequestContext): Promise<AnalyticsSummary> {
    const rows = await this.viewsInWindow(ctx);
    const users = new Set(rows.map((r) => r.visitorHash)).size;
    const sessions = new Map<string, { views: number; first: number; last: number }>();
    for (const row of rows) {
      const at = row.createdAt.getTime();
      const s = sessions.get(row.sessionId);
      if (s) {
        s.views += 1;
        s.first = Math.min(s.first, at);
        s.last = Math.max(s.last, at);
      } else {
        sessions.set(row.sessionId, { views: 1, first: at, last: at });
      }
    }
    const list = [...sessions.values()];
    const total = list.length;
    const duration = list.reduce((sum, s) => sum + (s.last - s.first), 0);
    const bounces = list.filter((s) => s.views === 1).length;
    return {
      users,
      sessions: total,
      avgSessionDuration: total ? Math.round(duration / total / 1000) : 0,
      bounceRate: total ? Math.round((bounces / total) * 1000) / 10 : 0,
    };
  }

  async realtime(ctx: RequestContext): Promise<AnalyticsRealtime> {
    const row = await this.dataSource
      .getRepository(PageView)
      .createQueryBuilder('v')
      .select('COUNT(DISTINCT v.visitorHash)', 'n')
      .where('v.createdAt >= :since AND v.createdAt <= :now', {
        since: new Date(ctx.now.getTime() - ANALYTICS.realtimeMinutes * 60_000),
        now: ctx.now,
      })
      .getRawOne<{ n: number | string }>();
    return { activeUsers: Number(row?.n ?? 0) };
  }

  /** One entry per day of the window, oldest first, zero days included. */
  async daily(ctx: RequestContext): Promise<AnalyticsDailyUsers[]> {
    const days = this.windowDays(ctx);
    const rows = await this.dataSource
      .getRepository(PageView)
      .createQueryBuilder('v')
      .select('v.day', 'day')
      .addSelect('COUNT(DISTINCT v.visitorHash)', 'users')
      .where('v.day >= :first AND v.day <= :last', { first: days[0], last: days[days.length - 1] })
      .groupBy('v.day')
      .getRawMany<{ day: string; users: number | string }>();
    const byDay = new Map(rows.map((r) => [r.day, Number(r.users)]));
    return days.map((date) => ({ date, users: byDay.get(date) ?? 0 }));
  }

  async cities(ctx: RequestContext): Promise<AnalyticsCity[]> {
    return (await this.top(ctx, 'city', 'users')).map(({ key, n }) => ({ city: key, users: n }));
  }

  async pages(ctx: RequestContext): Promise<AnalyticsPage[]> {
    return (await this.top(ctx, 'path', 'views')).map(({ key, n }) => ({ path: key, views: n }));
  }

  async devices(ctx: RequestContext): Promise<AnalyticsDevice[]> {
    return (await this.top(ctx, 'device', 'users')).map(({ key, n }) => ({ device: key, users: n }));
  }

  async sources(ctx: RequestContext): Promise<AnalyticsSource[]> {
    return (await this.top(ctx, 'source', 'users')).map(({ key, n }) => ({ source: key, users: n }));
  }

  /**
   * Retention (QUEBEC.md §7.3): deletes page views older than 13 months and every salt of a past day.
   * For the daily job; returns the number of views deleted.
   */
  /** ADMIN and up: the raw views by cursor over (createdAt, id), optionally of one path. */
  viewsConnection(_ctx: RequestContext, args: PageViewsConnectionArgs): Promise<ConnectionResult<PageView>> {
    const qb = this.dataSource.getRepository(PageView).createQueryBuilder('v');
    if (args.path) qb.andWhere('v.path = :path', { path: normalisePath(args.path) });
    return paginate(qb, 'v', args);
  }

  async purge(now: Date): Promise<number> {
    const before = DateTime.fromJSDate(now, { zone: ANALYTICS_ZONE }).minus({ months: ANALYTICS.retentionMonths }).toJSDate();
    const result = await this.dataSource.getRepository(PageView).delete({ createdAt: LessThan(before) });
    await this.dataSource.getRepository(AnalyticsSalt).delete({ day: LessThan(dayOf(now)) });
    return result.affected ?? 0;
  }

  /** The day's salt: created on the first view of the day (older salts deleted then), cached in memory. */
  private async saltFor(day: string): Promise<string> {
    if (this.cachedSalt?.day === day) return this.cachedSalt.salt;
    const salts = this.dataSource.getRepository(AnalyticsSalt);
    let row = await salts.findOneBy({ day });
    if (!row) {
      try {
        await salts.insert({ day, salt: randomBytes(32).toString('hex') });
      } catch {
        // Another process created it first: read theirs below.
      }
      await salts.delete({ day: LessThan(day) });
      row = await salts.findOneByOrFail({ day });
    }
    this.cachedSalt = { day, salt: row.salt };
    return row.salt;
  }

  /** The window's days (America/Toronto), oldest first, today last. */
  private windowDays(ctx: RequestContext): string[] {
    const today = DateTime.fromJSDate(ctx.now, { zone: ANALYTICS_ZONE }).startOf('day');
    return Array.from({ length: ANALYTICS.windowDays }, (_, i) => today.minus({ days: ANALYTICS.windowDays - 1 - i }).toISODate() ?? '');
  }

  private windowStart(ctx: RequestContext): Date {
    return DateTime.fromJSDate(ctx.now, { zone: ANALYTICS_ZONE })
      .startOf('day')
      .minus({ days: ANALYTICS.windowDays - 1 })
      .toJSDate();
  }

  private viewsInWindow(ctx: RequestContext): Promise<Pick<PageView, 'visitorHash' | 'sessionId' | 'createdAt'>[]> {
    return this.dataSource.getRepository(PageView).find({
      select: { id: true, visitorHash: true, sessionId: true, createdAt: true },
      where: { createdAt: MoreThanOrEqual(this.windowStart(ctx)) },
    });
  }

  private async top(ctx: RequestContext, column: 'city' | 'path' | 'device' | 'source', count: 'users' | 'views'): Promise<{ key: string; n: number }[]> {
    const rows = await this.dataSource
      .getRepository(PageView)
      .createQueryBuilder('v')
      .select(`v.${column}`, 'k')
      .addSelect(count === 'views' ? 'COUNT(*)' : 'COUNT(DISTINCT v.visitorHash)', 'n')
      .where('v.createdAt >= :start', { start: this.windowStart(ctx) })
      .groupBy(`v.${column}`)
      .orderBy('n', 'DESC')
      .addOrderBy('k', 'ASC')
      .limit(ANALYTICS.topRows)
      .getRawMany<{ k: string; n: number | string }>();
    return rows.map((r) => ({ key: r.k, n: Number(r.n) }));
  }
}
