import { defineFeature } from '../../kernel/feature';
import { RetentionWorker } from './retention.worker';

/** Operations: personal data retention (daily, job_run lease; checked hourly), backups (command line). */
export default defineFeature({
  name: 'ops',
  settings: ['retentionMonths'],
  create: ({ dataSource, config, log }) => ({
    workers: () => [new RetentionWorker({ dataSource, log, months: config.retentionMonths })],
  }),
});
