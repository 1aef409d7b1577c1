import { defineFeature } from '../../kernel/feature';
import { ApiRateWindow } from './api-rate-window.entity';
import { rateLimitPersonalData } from './rate-limit.personal-data';

/** Requests per minute per caller on /graphql and the REST paths (API_RATE_LIMIT_PER_MINUTE). */
export default defineFeature({
  name: 'rate-limit',
  personalData: rateLimitPersonalData,
  entities: [ApiRateWindow],
  settings: ['apiRateLimitPerMinute'],
});
