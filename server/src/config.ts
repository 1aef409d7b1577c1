import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SITE_CONFIG } from './shared/site-config';

/**
 * The only module that reads `process.env`. Every variable is parsed once at start;
 * every problem is listed in one error so an operator can fix them all at once.
 */
const ROOT_DIR = path.resolve(__dirname, __dirname.includes(`${path.sep}build${path.sep}`) ? '../../..' : '../..');

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Placeholders until the business's real registration numbers are configured (shown on quotes). */
export const PLACEHOLDER_TAX_IDS = { neq: '0000000000', gst: '000000000 RT0001', qst: '0000000000 TQ0001' } as const;

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
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  COMPANY_NEQ: z.preprocess(emptyToUndefined, z.string().regex(/^\d{10}$/, 'doit compter exactement 10 chiffres').default(PLACEHOLDER_TAX_IDS.neq)),
  GST_NUMBER: z.preprocess(emptyToUndefined, z.string().default(PLACEHOLDER_TAX_IDS.gst)),
  QST_NUMBER: z.preprocess(emptyToUndefined, z.string().default(PLACEHOLDER_TAX_IDS.qst)),
  SMTP_URL: z.preprocess(emptyToUndefined, z.string().regex(/^smtps?:\/\/.+/, 'doit commencer par smtp:// ou smtps://').optional()),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().optional()),
  MAIL_OUTBOX_DIR: z.preprocess(emptyToUndefined, z.string().default('data/outbox')),
  MAIL_MAX_ATTEMPTS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(8)),
  MAIL_WORKER_INTERVAL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(5000)),
  STRIPE_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().regex(/^(sk|rk)_(test|live)_\S+$/, 'doit être une clé secrète Stripe (sk_test_…, sk_live_… ou rk_…)').optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().regex(/^whsec_\S+$/, 'doit être un secret de signature Stripe (whsec_…)').optional()),
  STRIPE_API_BASE: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, message: 'doit être une URL http(s)://hôte:port' }).optional()),
  STRIPE_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(120_000).default(20_000)),
  DEMO_PAYMENTS: z.preprocess(emptyToUndefined, z.enum(['true', 'false'], { message: 'doit valoir true ou false' }).optional()),
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
  readonly company: {
    readonly name: string;
    readonly phone: string;
    readonly email: string;
    /** Québec enterprise number (NEQ) and sales-tax registration numbers, printed on quotes. */
    readonly neq: string;
    readonly gstNumber: string;
    readonly qstNumber: string;
  };
  readonly mail: {
    /** SMTP server; null = embedded mode, each e-mail written as an .eml file in `outboxDir`. */
    readonly smtpUrl: string | null;
    readonly from: string;
    readonly outboxDir: string;
    /** Tries per e-mail before it is marked failed. */
    readonly maxAttempts: number;
    /** How often the outbox worker looks for e-mails to send; 0 = worker off. */
    readonly workerIntervalMs: number;
  };
  readonly payments: PaymentsConfig;
  readonly logLevel: string;
  readonly rootDir: string;
  readonly clientDir: string;
}

/** Where Stripe's API is reached: its own host by default; a local stand-in in tests (STRIPE_API_BASE). */
export interface StripeApiBase {
  readonly protocol: 'http' | 'https';
  readonly host: string;
  readonly port: number;
}

export interface PaymentsConfig {
  /** Stripe Checkout; null = the local demo checkout (no card is charged). */
  readonly stripe: {
    readonly secretKey: string;
    readonly webhookSecret: string;
    readonly apiBase: StripeApiBase | null;
    /** Per request; the client retries twice with the same idempotency key. */
    readonly timeoutMs: number;
  } | null;
  /** True when orders can be marked paid by the demo checkout (no Stripe key). */
  readonly demo: boolean;
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
  const paymentProblems: string[] = [];
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    paymentProblems.push('STRIPE_WEBHOOK_SECRET: requis avec STRIPE_SECRET_KEY (sans lui, aucun paiement ne serait jamais confirmé)');
  }
  if (e.NODE_ENV === 'production' && !e.STRIPE_SECRET_KEY && e.DEMO_PAYMENTS !== 'true') {
    paymentProblems.push('STRIPE_SECRET_KEY: requis en production (ou DEMO_PAYMENTS=true pour une démonstration sans paiement réel)');
  }
  if (e.STRIPE_SECRET_KEY && e.DEMO_PAYMENTS === 'true') {
    paymentProblems.push('DEMO_PAYMENTS: ne peut valoir true quand STRIPE_SECRET_KEY est défini');
  }
  if (paymentProblems.length) throw new ConfigError(paymentProblems);
  const stripeApiBase = e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : null;
  const config: AppConfig = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    database: e.DATABASE_URL
      ? { kind: 'mysql', url: e.DATABASE_URL }
      : { kind: 'sqlite', path: path.resolve(ROOT_DIR, e.SQLITE_PATH) },
    company: {
      name: e.COMPANY_NAME,
      phone: e.COMPANY_PHONE,
      email: e.COMPANY_EMAIL,
      neq: e.COMPANY_NEQ,
      gstNumber: e.GST_NUMBER,
      qstNumber: e.QST_NUMBER,
    },
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ?? `"${e.COMPANY_NAME.replace(/["\\]/g, '')}" <${e.COMPANY_EMAIL}>`,
      outboxDir: path.resolve(ROOT_DIR, e.MAIL_OUTBOX_DIR),
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      workerIntervalMs: e.MAIL_WORKER_INTERVAL_MS,
    },
    payments: {
      stripe: e.STRIPE_SECRET_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
            apiBase: stripeApiBase
              ? {
                  protocol: stripeApiBase.protocol === 'http:' ? 'http' : 'https',
                  host: stripeApiBase.hostname,
                  port: Number(stripeApiBase.port || (stripeApiBase.protocol === 'http:' ? 80 : 443)),
                }
              : null,
            timeoutMs: e.STRIPE_TIMEOUT_MS,
          }
        : null,
      demo: !e.STRIPE_SECRET_KEY,
    },
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
