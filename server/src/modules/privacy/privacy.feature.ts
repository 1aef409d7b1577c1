import { defineFeature } from '../../kernel/feature';
import { RetentionService } from '../ops/retention';
import { MarketingService } from './marketing.service';
import { MarketingConsent, PrivacyIncident, PrivacyRequest } from './privacy.entities';
import { PrivacyResolver } from './privacy.resolver';
import { PrivacyService } from './privacy.service';

/** Law 25 requests (export, erasure), incidents, and CASL marketing consent. */
export default defineFeature({
  name: 'privacy',
  entities: [PrivacyRequest, PrivacyIncident, MarketingConsent],
  resolvers: [PrivacyResolver],
  settings: ['auth', 'publicUrl', 'company', 'retentionMonths'],
  offers: ['privacy'],
  create: ({ dataSource, config, use }) => {
    const privacy = new PrivacyService(dataSource, config.auth.jwtSecret, config.publicUrl, config.company, new RetentionService(dataSource, { months: config.retentionMonths }));
    return {
      provides: { privacy },
      resolvers: () => [new PrivacyResolver(privacy, new MarketingService(dataSource, use('mail'), privacy, use('snowRenewals')))],
    };
  },
});
