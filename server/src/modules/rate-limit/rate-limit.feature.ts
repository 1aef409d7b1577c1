import { defineFeature } from '../../kernel/feature';
import { ApiRateWindow } from './api-rate-window.entity';

/** Requests per minute per caller on /graphql and the REST paths (API_RATE_LIMIT_PER_MINUTE). */
export default defineFeature({
  name: 'rate-limit',
  entities: [ApiRateWindow],
  settings: ['apiRateLimitPerMinute'],
});
