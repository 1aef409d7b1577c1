import pino, { DestinationStream, Logger } from 'pino';
import { AppConfig } from './config';

/** Error properties that can carry submitted values: SQL parameters (a password hash…) and inlined SQL. */
const ERROR_KEYS_WITH_VALUES = ['parameters', 'sql', 'driverError'];

/** pino's error serializer without the values a failed query carries. */
function safeError(err: unknown): unknown {
  const serialized = pino.stdSerializers.err(err as Error) as unknown as Record<string, unknown>;
  for (const key of ERROR_KEYS_WITH_VALUES) delete serialized[key];
  if (serialized.cause && typeof serialized.cause === 'object') serialized.cause = safeError(serialized.cause);
  return serialized;
}

export function createLogger(config: Pick<AppConfig, 'logLevel' | 'env'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.env === 'test' && !destination ? 'silent' : config.logLevel,
    redact: {
      paths: [
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.passwordHash',
        '*.tokenHash',
        '*.token',
        '*.secret',
        'req.headers.authorization',
      ],
      censor: '[masqué]',
    },
    serializers: { err: safeError },
  };
  return destination ? pino(options, destination) : pino(options);
}
