import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Connection, ConnectionResult } from '../../kernel/connections';
import type { RequestContext } from '../../kernel/context';
import { Role } from '../../shared/roles';
import { PageViewsConnectionArgs, RecordPageViewInput } from './analytics.inputs';
import {
  AnalyticsCity,
  AnalyticsDailyUsers,
  AnalyticsDevice,
  AnalyticsPage,
  AnalyticsRealtime,
  AnalyticsSource,
  AnalyticsSummary,
} from './analytics.results';
import { AnalyticsService } from './analytics.service';
import { PageView } from './page-view.entities';

export const PageViewConnection = Connection(PageView);

@Resolver()
export class AnalyticsResolver {
  constructor(private readonly analytics: AnalyticsService) {}

  @Mutation(() => Boolean, { description: 'Public: records a page view of the public site (false when ignored: bot or back-office path).' })
  recordPageView(@Ctx() ctx: RequestContext, @Arg('input', () => RecordPageViewInput, { description: 'The page view.' }) input: RecordPageViewInput): Promise<boolean> {
    return this.analytics.record(ctx, input);
  }

  @Authorized(Role.MANAGER)
  @Query(() => AnalyticsSummary, { description: 'MANAGER and up: users, sessions, average duration and bounce rate over 7 days.' })
  analyticsSummary(@Ctx() ctx: RequestContext): Promise<AnalyticsSummary> {
    return this.analytics.summary(ctx);
  }

  @Authorized(Role.MANAGER)
  @Query(() => AnalyticsRealtime, { description: 'MANAGER and up: visitors seen in the last 5 minutes.' })
  analyticsRealtime(@Ctx() ctx: RequestContext): Promise<AnalyticsRealtime> {
    return this.analytics.realtime(ctx);
  }

  @Authorized(Role.MANAGER)
  @Query(() => [AnalyticsDailyUsers], { description: 'MANAGER and up: users per day, 7 entries (America/Toronto), oldest first.' })
  analyticsDaily(@Ctx() ctx: RequestContext): Promise<AnalyticsDailyUsers[]> {
    return this.analytics.daily(ctx);
  }

  @Authorized(Role.MANAGER)
  @Query(() => [AnalyticsCity], { description: 'MANAGER and up: top cities over 7 days.' })
  analyticsTopCities(@Ctx() ctx: RequestContext): Promise<AnalyticsCity[]> {
    return this.analytics.cities(ctx);
  }

  @Authorized(Role.MANAGER)
  @Query(() => [AnalyticsPage], { description: 'MANAGER and up: most viewed pages over 7 days.' })
  analyticsTopPages(@Ctx() ctx: RequestContext): Promise<AnalyticsPage[]> {
    return this.analytics.pages(ctx);
  }

  @Authorized(Role.MANAGER)
  @Query(() => [AnalyticsDevice], { description: 'MANAGER and up: users per device class over 7 days.' })
  analyticsDevices(@Ctx() ctx: RequestContext): Promise<AnalyticsDevice[]> {
    return this.analytics.devices(ctx);
  }

  @Authorized(Role.MANAGER)
  @Query(() => [AnalyticsSource], { description: 'MANAGER and up: users per traffic source over 7 days.' })
  analyticsSources(@Ctx() ctx: RequestContext): Promise<AnalyticsSource[]> {
    return this.analytics.sources(ctx);
  }

  @Authorized(Role.ADMIN)
  @Query(() => PageViewConnection, {
    description: 'ADMIN and up: raw page views by cursor over (createdAt, id), filtered by time and path. Times are ISO 8601 in UTC; the business time zone is America/Toronto.',
  })
  pageViewsConnection(@Ctx() ctx: RequestContext, @Args(() => PageViewsConnectionArgs) args: PageViewsConnectionArgs): Promise<ConnectionResult<PageView>> {
    return this.analytics.viewsConnection(ctx, args);
  }
}
