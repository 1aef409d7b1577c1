import pino, { Logger } from 'pino';
import { AppConfig } from './config';

export function createLogger(config: Pick<AppConfig, 'logLevel' | 'env'>): Logger {
  return pino({
    level: config.env === 'test' ? 'silent' : config.logLevel,
    redact: { paths: ['*.password', '*.newPassword', '*.token', 'req.headers.authorization'], censor: '[masqué]' },
  });
}
