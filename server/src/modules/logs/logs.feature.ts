import { defineFeature } from '../../kernel/feature';
import { LogsResolver } from './logs.resolver';
import { LogsService } from './logs.service';

/** The server log, readable by superadmins (LOG_FILE). */
export default defineFeature({
  name: 'logs',
  resolvers: [LogsResolver],
  settings: ['logFile'],
  create: ({ config }) => ({ resolvers: () => [new LogsResolver(new LogsService(config.logFile))] }),
});
