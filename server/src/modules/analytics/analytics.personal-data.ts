import { PersonalDataHandler } from '../../kernel/personal-data';
import { AnalyticsService } from './analytics.service';
import { PageView } from './page-view.entities';

/**
 * Page views: cookieless, no address stored; the visitor hash is salted per day (salt deleted the
 * next day), so no view can be tied to an e-mail: nothing to export or erase. Deleted after 13 months.
 */
export const analyticsPersonalData: PersonalDataHandler = {
  feature: 'analytics',
  holds: [
    {
      entity: PageView,
      columns: ['visitorHash', 'sessionId', 'city'],
      subject: 'visitor',
      rule: 'not linkable to a person (daily salt deleted the next day); deleted after 13 months',
    },
  ],
  async ageOut({ dataSource, clock }) {
    return { pageViews: await new AnalyticsService(dataSource, '').purge(clock.now) };
  },
};
