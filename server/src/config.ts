import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SITE_CONFIG } from './shared/site-config';

/**
 * The only module that reads `process.env`. Every variable is parsed once at start;
 * every problem is listed in one error so an operator can fix them all at once.
 */
const ROOT_DIR = path.resolve(__dirname, __dirname.includes(`${path.sep}build${path.sep}`) ? '../../..' : '../..');

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ message: 'doit être une URL (https://…)' }).optional()),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(mysql|mariadb):\/\/.+/, 'doit commencer par mysql:// ou mariadb://')
      .optional(),
  ),
  SQLITE_PATH: z.preprocess(emptyToUndefined, z.string().default('data/app.sqlite')),
  COMPANY_NAME: z.preprocess(emptyToUndefined, z.string().default(DEFAULT_SITE_CONFIG.companyName)),
  COMPANY_PHONE: z.preprocess(emptyToUndefined, z.string().default(DEFAULT_SITE_CONFIG.phone)),
  COMPANY_EMAIL: z.preprocess(emptyToUndefined, z.email({ message: 'doit être une adresse courriel' }).default(DEFAULT_SITE_CONFIG.email)),
  COMPANY_ADDRESS: z.preprocess(emptyToUndefined, z.string().default(DEFAULT_SITE_CONFIG.address)),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

export type DatabaseConfig =
  | { kind: 'sqlite'; path: string }
  | { kind: 'mysql'; url: string };

export interface AppConfig {
  readonly env: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  readonly publicUrl: string;
  readonly database: DatabaseConfig;
  readonly company: { readonly name: string; readonly phone: string; readonly email: string; readonly address: string };
  readonly logLevel: string;
  readonly rootDir: string;
  readonly clientDir: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration invalide :\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const config: AppConfig = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    database: e.DATABASE_URL
      ? { kind: 'mysql', url: e.DATABASE_URL }
      : { kind: 'sqlite', path: path.resolve(ROOT_DIR, e.SQLITE_PATH) },
    company: { name: e.COMPANY_NAME, phone: e.COMPANY_PHONE, email: e.COMPANY_EMAIL, address: e.COMPANY_ADDRESS },
    logLevel: e.LOG_LEVEL,
    rootDir: ROOT_DIR,
    clientDir: path.join(ROOT_DIR, 'build', 'client'),
  };
  return deepFreeze(config);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
