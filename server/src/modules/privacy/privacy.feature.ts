import { defineFeature } from '../../kernel/feature';
import { MarketingConsent, PrivacyIncident, PrivacyRequest } from './privacy.entities';
import { PrivacyResolver } from './privacy.resolver';
import { PrivacyService } from './privacy.service';
import { privacyPersonalData } from './privacy.personal-data';
import { createPrivacyRouter } from './privacy.routes';

/** Law 25 requests (export, erasure), incidents, and CASL marketing consent. */
export default defineFeature({
  name: 'privacy',
  personalData: privacyPersonalData,
  entities: [PrivacyRequest, PrivacyIncident, MarketingConsent],
  resolvers: [PrivacyResolver],
  settings: ['auth', 'publicUrl', 'company', 'retentionMonths'],
  offers: ['privacy'],
  create: ({ dataSource, config, use, personalData, bus }) => {
    // Every feature's personal data handler (their manifests): the export and erasure import no feature.
    const privacy = new PrivacyService(dataSource, config.auth.jwtSecret, config.publicUrl, config.company, { months: config.retentionMonths, handlers: personalData, files: use('files') }, bus);
    return {
      provides: { privacy },
      resolvers: () => [new PrivacyResolver(privacy)],
      // The signed links of the e-mails (data export, unsubscribe), in the site's look.
      routes: ({ now, log, siteTemplate }) => [{ router: createPrivacyRouter({ privacy, now, log, template: siteTemplate }) }],
    };
  },
});
