import pino, { DestinationStream, Logger } from 'pino';
import { AppConfig } from './config';

/** Error properties that can carry submitted values: SQL parameters (a password hash…) and inlined SQL. */
const ERROR_KEYS_WITH_VALUES = ['parameters', 'sql', 'driverError'];

/** pino's error serializer without the values a failed query carries. */
/** Values never written: passwords, tokens, secrets and credentials, wherever they sit in a logged object. */
export const REDACTED_PATHS = [
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.passwordHash',
  '*.tokenHash',
  '*.token',
  '*.secret',
  '*.apiKey',
  '*.authorization',
  '*.cookie',
  '*.email',
  '*.phone',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
];

function safeError(err: unknown): unknown {
  const serialized = pino.stdSerializers.err(err as Error) as unknown as Record<string, unknown>;
  for (const key of ERROR_KEYS_WITH_VALUES) delete serialized[key];
  if (serialized.cause && typeof serialized.cause === 'object') serialized.cause = safeError(serialized.cause);
  return serialized;
}

/**
 * The server's logger: JSON lines on the console (or `destination`, for tests) and, when
 * `logFile` is set, appended to that file too (its directory is created). The file is what the
 * back-office's `logs` query reads; rotate it with the host's tools (logrotate `copytruncate`).
 */
export function createLogger(config: Pick<AppConfig, 'logLevel' | 'env'> & { logFile?: string | null }, destination?: DestinationStream): Logger {
  const level = config.env === 'test' && !destination ? 'silent' : config.logLevel;
  const options = {
    level,
    redact: {
      paths: REDACTED_PATHS,
      censor: '[masqué]',
    },
    serializers: { err: safeError },
  };
  const consoleStream = destination ?? pino.destination({ dest: 1, sync: true });
  if (!config.logFile || level === 'silent') return pino(options, consoleStream);
  const file = pino.destination({ dest: config.logFile, mkdir: true, sync: true });
  return pino(options, pino.multistream([{ level, stream: consoleStream }, { level, stream: file }]));
}
