import { defineFeature } from '../../kernel/feature';
import { AnalyticsResolver } from './analytics.resolver';
import { AnalyticsService } from './analytics.service';
import { AnalyticsSalt, PageView } from './page-view.entities';
import { analyticsPersonalData } from './analytics.personal-data';

/** Page-view analytics without cookies (the city from GEOIP_DB, opened by the composition). */
export default defineFeature({
  name: 'analytics',
  personalData: analyticsPersonalData,
  entities: [PageView, AnalyticsSalt],
  resolvers: [AnalyticsResolver],
  settings: ['publicUrl', 'geoipDb'],
  offers: ['analytics'],
  create: ({ dataSource, config, use }) => {
    const analytics = new AnalyticsService(dataSource, new URL(config.publicUrl).hostname, use('cities'), use('guard'));
    return { provides: { analytics }, resolvers: () => [new AnalyticsResolver(analytics)] };
  },
});
