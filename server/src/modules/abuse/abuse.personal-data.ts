import { LessThan } from 'typeorm';
import { PersonalDataHandler } from '../../kernel/personal-data';
import { UsedBotChallenge } from './abuse.entities';

/**
 * No personal data (counters are hashes, used solutions are signatures); only the daily retention's
 * housekeeping: used bot-check solutions past their challenge's expiry, deleted here rather than in
 * every submission's transaction (issue #32: that DELETE deadlocked bursts on MariaDB).
 */
export const abusePersonalData: PersonalDataHandler = {
  feature: 'abuse',
  holds: [],
  async ageOut({ dataSource, clock }) {
    const usedBotChallenges = (await dataSource.getRepository(UsedBotChallenge).delete({ expiresAt: LessThan(clock.now) })).affected ?? 0;
    return { usedBotChallenges };
  },
};
