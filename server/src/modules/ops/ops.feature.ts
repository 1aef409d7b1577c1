import { defineFeature } from '../../kernel/feature';
import { outboxFolders } from './retention.service';
import { RetentionWorker } from './retention.worker';

/** Operations: personal data retention (daily, job_run lease; checked hourly), backups (command line). */
export default defineFeature({
  name: 'ops',
  settings: ['retentionMonths', 'mail', 'sms'],
  // The retention runs every feature's personal data handler (their manifests' `personalData`).
  create: ({ dataSource, config, log, use, personalData }) => ({
    workers: () => [new RetentionWorker({ dataSource, log, months: config.retentionMonths, handlers: personalData, files: use('files'), outboxFolders: outboxFolders(config.mail.outboxDir, config.sms.outboxDir) })],
  }),
});
