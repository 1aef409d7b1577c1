import { defineFeature } from '../../kernel/feature';
import { createDispatchBus } from './dispatch-bus';
import { MarketingService } from './marketing.service';
import { SnowContract, Snowfall, SnowRoute, SnowVisit } from './snow-season.entities';
import { snowSeasonHandlers } from './snow-season.listener';
import { SnowRenewalResolver } from './snow-renewal.resolver';
import { SnowRenewalService } from './snow-renewal.service';
import { SnowSeasonResolver } from './snow-season.resolver';
import { SnowSeasonService } from './snow-season.service';
import { snowSeasonPersonalData } from './snow-season.personal-data';
import { snowSeasonMoney } from './snow-season.money';
import { createSnowFilesRouter } from './snow-files.routes';

/** The snow season: contracts, snowfalls, routes, visits with proof of service, renewals. */
export default defineFeature({
  name: 'snow-season',
  personalData: snowSeasonPersonalData,
  entities: [SnowContract, Snowfall, SnowRoute, SnowVisit],
  resolvers: [SnowSeasonResolver, SnowRenewalResolver],
  money: snowSeasonMoney,
  settings: ['snowSeason', 'redisUrl', 'fileStore', 'company', 'publicUrl'],
  offers: ['snowSeason', 'snowRenewals', 'dispatchBus'],
  create: ({ dataSource, config, log, use, bus }) => {
    const dispatchBus = createDispatchBus(config.redisUrl, log);
    const snowSeason = new SnowSeasonService({ dataSource, mail: use('mail'), files: use('files'), photoLinks: use('photoLinks'), sms: use('sms'), publicUrl: config.publicUrl, bus: dispatchBus, issuer: config.company, settings: config.snowSeason, invoices: use('invoices'), lifecycle: bus });
    const snowRenewals = new SnowRenewalService(dataSource, use('pricing'), use('snow'), config.snowSeason, config.publicUrl);
    return {
      provides: { snowSeason, snowRenewals, dispatchBus },
      // The visit photos and contract PDFs (/files/…), personal: no-store and the REST rate limit.
      routes: ({ createContext }) => [{ path: '/files', noStore: true, rateLimited: true, router: createSnowFilesRouter({ createContext, snowSeason }) }],
      resolvers: () => [new SnowSeasonResolver(snowSeason), new SnowRenewalResolver(snowRenewals, new MarketingService(dataSource, use('mail'), use('privacy'), snowRenewals))],
      on: snowSeasonHandlers(snowSeason),
      close: () => dispatchBus.close(),
    };
  },
});
