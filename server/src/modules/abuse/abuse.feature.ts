import { defineFeature } from '../../kernel/feature';
import { PublicWriteCount, UsedBotChallenge } from './abuse.entities';
import { AbuseResolver } from './abuse.resolver';
import { abusePersonalData } from './abuse.personal-data';
import { createPublicGuard } from './public-guard';

/** Limits and bot check of anonymous writes (issue #19). */
export default defineFeature({
  name: 'abuse',
  personalData: abusePersonalData,
  entities: [PublicWriteCount, UsedBotChallenge],
  resolvers: [AbuseResolver],
  settings: ['abuse'],
  offers: ['guard'],
  create: ({ dataSource, config, log }) => {
    const guard = createPublicGuard(dataSource, config, log);
    return {
      provides: { guard },
      resolvers: () => [new AbuseResolver(guard)],
      close: () => guard.close(),
    };
  },
});
