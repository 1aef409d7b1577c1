import { LessThan } from 'typeorm';
import { PersonalDataHandler } from '../../kernel/personal-data';
import { ApiRateWindow } from './api-rate-window.entity';

/** API rate windows (per token, no personal data): housekeeping run by the daily retention. */
export const rateLimitPersonalData: PersonalDataHandler = {
  feature: 'rate-limit',
  holds: [],
  async ageOut({ dataSource, clock }) {
    const rateWindows = (await dataSource.getRepository(ApiRateWindow).delete({ windowMinute: LessThan(Math.floor(clock.now.getTime() / 60_000) - 1) })).affected ?? 0;
    return { rateWindows };
  },
};
