import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SITE_CONFIG } from './shared/site-config';
import { SNOW_SEASON_DEFAULTS } from './shared/snow-season';
import type { LabourSettings } from './shared/time/labour-standards';

/**
 * The only module that reads `process.env`. Every variable is parsed once at start;
 * every problem is listed in one error so an operator can fix them all at once.
 */
const ROOT_DIR = path.resolve(__dirname, __dirname.includes(`${path.sep}build${path.sep}`) ? '../../..' : '../..');

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Placeholders until the business's real registration numbers are configured (shown on quotes). */
export const PLACEHOLDER_TAX_IDS = { neq: '0000000000', gst: '000000000 RT0001', qst: '0000000000 TQ0001' } as const;
const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** '12h', '30m', '7d', '90s' or a plain number of seconds → seconds; NaN when unreadable. */
function durationSeconds(value: string): number {
  const match = /^\s*(\d+)\s*([smhd]?)\s*$/i.exec(value);
  if (!match) return Number.NaN;
  return Number(match[1]) * (DURATION_UNITS[(match[2] || 's').toLowerCase()] ?? Number.NaN);
}

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
  LOG_FILE: z.preprocess(emptyToUndefined, z.string().default('data/logs/server.log')),
  COMPANY_NEQ: z.preprocess(emptyToUndefined, z.string().regex(/^\d{10}$/, 'doit compter exactement 10 chiffres').default(PLACEHOLDER_TAX_IDS.neq)),
  GST_NUMBER: z.preprocess(emptyToUndefined, z.string().default(PLACEHOLDER_TAX_IDS.gst)),
  QST_NUMBER: z.preprocess(emptyToUndefined, z.string().default(PLACEHOLDER_TAX_IDS.qst)),
  INVOICE_DEPOSIT_PERCENT: z.preprocess(emptyToUndefined, z.coerce.number().int('doit être un entier').min(0).max(100).default(25)),
  INVOICE_PAYMENT_TERMS: z.preprocess(emptyToUndefined, z.string().max(200).default('payable à la réception')),
  INVOICE_DUE_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int('doit être un entier').min(0).max(120).default(0)),
  SMTP_URL: z.preprocess(emptyToUndefined, z.string().regex(/^smtps?:\/\/.+/, 'doit commencer par smtp:// ou smtps://').optional()),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().optional()),
  MAIL_OUTBOX_DIR: z.preprocess(emptyToUndefined, z.string().default('data/outbox')),
  MAIL_MAX_ATTEMPTS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(8)),
  MAIL_WORKER_INTERVAL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(5000)),
  OFFICE_EMAIL: z.preprocess(emptyToUndefined, z.email({ message: 'doit être une adresse courriel' }).optional()),
  OFFICE_DIGEST_MINUTES: z.preprocess(emptyToUndefined, z.coerce.number().int('doit être un entier').min(0).max(1440).default(0)),
  QUOTE_EXPIRING_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int('doit être un entier').min(0).max(30).default(3)),
  TWILIO_ACCOUNT_SID: z.preprocess(emptyToUndefined, z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'identifiant de compte Twilio (AC suivi de 32 caractères hexadécimaux)').optional()),
  TWILIO_AUTH_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'jeton d’authentification Twilio').optional()),
  TWILIO_FROM: z.preprocess(emptyToUndefined, z.string().regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, 'numéro d’envoi E.164 (+18195550142) ou service de messagerie (MG…)').optional()),
  SMS_OUTBOX_DIR: z.preprocess(emptyToUndefined, z.string().default('data/sms-outbox')),
  SMS_MAX_ATTEMPTS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(5)),
  SMS_WORKER_INTERVAL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(5000)),
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'doit contenir au moins 32 caractères').optional()),
  JWT_TTL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('12h')
      .transform(durationSeconds)
      .pipe(z.number({ message: 'durée invalide (ex. 12h, 30m, 3600)' }).int().min(60, 'au moins 60 secondes').max(30 * 86_400, 'au plus 30 jours')),
  ),
  PDF_LINK_TTL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('7d')
      .transform(durationSeconds)
      .pipe(z.number({ message: 'durée invalide (ex. 7d, 12h, 3600)' }).int().min(60, 'au moins 60 secondes').max(30 * 86_400, 'au plus 30 jours')),
  ),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email({ message: 'doit être une adresse courriel' }).optional()),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().optional()),
  CORS_ORIGINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((list) => list.split(',').map((origin) => origin.trim().replace(/\/$/, '')).filter(Boolean))
      .refine((list) => list.every((origin) => URL.canParse(origin)), 'chaque origine doit être une URL (https://exemple.ca)'),
  ),
  STRIPE_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().regex(/^(sk|rk)_(test|live)_\S+$/, 'doit être une clé secrète Stripe (sk_test_…, sk_live_… ou rk_…)').optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().regex(/^whsec_\S+$/, 'doit être un secret de signature Stripe (whsec_…)').optional()),
  STRIPE_API_BASE: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, message: 'doit être une URL http(s)://hôte:port' }).optional()),
  STRIPE_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(120_000).default(20_000)),
  DEMO_PAYMENTS: z.preprocess(emptyToUndefined, z.enum(['true', 'false'], { message: 'doit valoir true ou false' }).optional()),
  WEBHOOKS_ALLOW_PRIVATE: z.preprocess(emptyToUndefined, z.enum(['true', 'false'], { message: 'doit valoir true ou false' }).optional()),
  WEBHOOK_WORKER_INTERVAL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(5000)),
  API_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(600)),
  SQL_STATEMENT_HEADER: z.preprocess(emptyToUndefined, z.enum(['true', 'false'], { message: 'doit valoir true ou false' }).default('false')),
  AVAILABILITY_HOLD_HOURS: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'doit être un nombre d’heures' }).int().min(1, 'au moins 1 heure').max(720, 'au plus 720 heures').default(48)),
  RETENTION_MONTHS: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'doit être un nombre de mois' }).int().min(1, 'au moins 1 mois').max(120, 'au plus 120 mois').default(24)),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('loopback')
      .transform(trustProxyValue)
      .refine((value) => value !== null, 'nombre de relais (0, 1, 2…), loopback, linklocal, uniquelocal ou liste d’adresses/CIDR séparées par des virgules')
      .transform((value) => value!),
  ),
  FILE_STORE_DIR: z.preprocess(emptyToUndefined, z.string().default('data/files')),
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ message: 'doit être une URL (https://…)' }).optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('ca-central-1')),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false'], { message: 'doit valoir true ou false' }).default('false')),
  SNOW_SEASON_START: z.preprocess(emptyToUndefined, z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'doit être MM-JJ').default(SNOW_SEASON_DEFAULTS.seasonStart)),
  SNOW_SEASON_END: z.preprocess(emptyToUndefined, z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'doit être MM-JJ').default(SNOW_SEASON_DEFAULTS.seasonEnd)),
  SNOW_TRIGGER_CM: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(SNOW_SEASON_DEFAULTS.triggerCm)),
  SNOW_DEADLINE_HOURS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(72).default(SNOW_SEASON_DEFAULTS.deadlineHours)),
  SNOW_URGENT_DEADLINE_HOURS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(72).default(SNOW_SEASON_DEFAULTS.urgentDeadlineHours)),
  VACATION_PAY: z.preprocess(emptyToUndefined, z.enum(['BEFORE_VACATION', 'EACH_PAY']).default('BEFORE_VACATION')),
  VACATION_YEAR_START: z.preprocess(emptyToUndefined, z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'doit être MM-JJ').default('05-01')),
  SNOW_EXTRA_THRESHOLD_CM: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(2000).default(SNOW_SEASON_DEFAULTS.extraThresholdCm)),
  SNOW_EXTRA_CENTS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(1_000_000).default(SNOW_SEASON_DEFAULTS.extraCents)),
  SNOW_DEPOT_FSA: z.preprocess(emptyToUndefined, z.string().regex(/^[A-Za-z]\d[A-Za-z]$/, 'doit être les 3 premiers caractères d’un code postal').default('G9A')),
  PAY_PERIOD: z.preprocess(emptyToUndefined, z.enum(['WEEKLY', 'BIWEEKLY']).default('BIWEEKLY')),
  PAY_PERIOD_ANCHOR: z.preprocess(emptyToUndefined, z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'doit être une date AAAA-MM-JJ').default('2026-01-04')),
  PAY_WEEK_START: z.preprocess(emptyToUndefined, z.enum(['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY']).default('SUNDAY')),
  MEAL_BREAK_DEDUCTION: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true')),
  EASTER_HOLIDAY: z.preprocess(emptyToUndefined, z.enum(['GOOD_FRIDAY', 'EASTER_MONDAY']).default('GOOD_FRIDAY')),
  FORGOTTEN_CLOCKOUT_HOURS: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'doit être un nombre d’heures' }).int().min(1).max(48).default(12)),
  FORGOTTEN_CLOCKOUT_CLOSE_HOUR: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'doit être une heure de 0 à 23' }).int().min(0).max(23).default(23)),
  TIMESHEET_WORKER_INTERVAL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(300_000)),
  PUBLIC_WRITE_LIMIT_10MIN: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'doit être un nombre' }).int().min(0).optional()),
  PUBLIC_WRITE_LIMIT_DAY: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'doit être un nombre' }).int().min(0).optional()),
  ANALYTICS_LIMIT_10MIN: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'doit être un nombre' }).int().min(0).optional()),
  ANALYTICS_LIMIT_DAY: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'doit être un nombre' }).int().min(0).optional()),
  REDIS_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^rediss?$/, message: 'doit être une URL redis://hôte:6379' }).optional()),
  BOT_CHECK: z.preprocess(emptyToUndefined, z.enum(['on', 'off'], { message: 'doit valoir on ou off' }).optional()),
  BOT_CHECK_COST: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'doit être un nombre' }).int().min(1).max(10_000_000).default(5_000)),
  MAIL_ANONYMOUS_PER_DAY: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'doit être un nombre' }).int().min(0).optional()),
  GEOIP_DB: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((file) => (file ? path.resolve(ROOT_DIR, file) : undefined))
      .refine((file) => file === undefined || isReadableFile(file), 'fichier GeoIP (.mmdb) introuvable ou illisible'),
  ),
});

/** Every environment variable the server reads, in the schema's order (the README's table, `config.docs.ts`). */
export type ConfigVariable = keyof typeof envSchema.shape;
export const CONFIG_VARIABLES = Object.keys(envSchema.shape) as ConfigVariable[];

const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY → Express's `trust proxy` value: a number of proxy hops (0 = trust none), or a
 * comma-separated list of names (loopback, linklocal, uniquelocal), addresses and CIDR ranges.
 * 'true'/'false' are refused on purpose: 'true' would let any client choose its address.
 */
function trustProxyValue(raw: string): number | string[] | null {
  const value = raw.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const list = value.split(',').map((item) => item.trim()).filter(Boolean);
  const valid = list.length > 0 && list.every((item) => TRUST_PROXY_NAMES.has(item) || isIpOrCidr(item));
  return valid ? list : null;
}

function isIpOrCidr(item: string): boolean {
  const [address, bits, extra] = item.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

function isReadableFile(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.R_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Rules across variables, checked on the raw environment so they are listed with every other problem. */
function crossProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const set = (name: string) => Boolean(emptyToUndefined(env[name]));
  if (env.NODE_ENV === 'production' && !set('JWT_SECRET')) {
    problems.push('JWT_SECRET: obligatoire en production (au moins 32 caractères aléatoires)');
  }
  const anchor = emptyToUndefined(env.PAY_PERIOD_ANCHOR);
  if (typeof anchor === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(anchor)) {
    const weekday = new Date(`${anchor}T12:00:00Z`).getUTCDay(); // 0 = Sunday
    const wanted = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'].indexOf(String(emptyToUndefined(env.PAY_WEEK_START) ?? 'SUNDAY'));
    if (Number.isNaN(weekday)) problems.push('PAY_PERIOD_ANCHOR: date invalide');
    else if (wanted >= 0 && weekday !== wanted) problems.push('PAY_PERIOD_ANCHOR: doit tomber le premier jour de la semaine de paie (PAY_WEEK_START)');
  }
  if (set('ADMIN_EMAIL') !== set('ADMIN_PASSWORD')) {
    problems.push(`${set('ADMIN_EMAIL') ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}: ADMIN_EMAIL et ADMIN_PASSWORD vont ensemble`);
  }
  const twilio = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'];
  if (twilio.some(set) && !twilio.every(set)) {
    problems.push(`${twilio.filter((name) => !set(name)).join(', ')}: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN et TWILIO_FROM vont ensemble`);
  }
  if (set('STRIPE_SECRET_KEY') && !set('STRIPE_WEBHOOK_SECRET')) {
    problems.push('STRIPE_WEBHOOK_SECRET: requis avec STRIPE_SECRET_KEY (sans lui, aucun paiement ne serait jamais confirmé)');
  }
  if (set('STRIPE_SECRET_KEY') && env.DEMO_PAYMENTS === 'true') {
    problems.push('DEMO_PAYMENTS: ne peut valoir true quand STRIPE_SECRET_KEY est défini');
  }
  // A snow season runs over the new year (start month-day after the end's): contracts and snowfalls assume it.
  const seasonStart = emptyToUndefined(env.SNOW_SEASON_START);
  const seasonEnd = emptyToUndefined(env.SNOW_SEASON_END);
  if (String(seasonStart ?? SNOW_SEASON_DEFAULTS.seasonStart) <= String(seasonEnd ?? SNOW_SEASON_DEFAULTS.seasonEnd)) {
    problems.push('SNOW_SEASON_START: doit tomber après SNOW_SEASON_END dans l’année (une saison chevauche le Nouvel An, ex. 11-15 et 04-15)');
  }
  if (env.NODE_ENV === 'production') {
    // Production runs several processes on one MySQL, sends real e-mails and takes real payments.
    if (!set('DATABASE_URL')) problems.push('DATABASE_URL: obligatoire en production (mysql://utilisateur:motdepasse@hôte:3306/base)');
    if (!set('SMTP_URL')) problems.push('SMTP_URL: obligatoire en production (smtp:// ou smtps://), sinon aucun courriel ne part');
    if (!set('PUBLIC_URL')) problems.push('PUBLIC_URL: obligatoire en production (adresse publique du site, https://…)');
    if (!set('STRIPE_SECRET_KEY') && env.DEMO_PAYMENTS !== 'true') {
      problems.push('STRIPE_SECRET_KEY: requis en production (ou DEMO_PAYMENTS=true pour une démonstration sans paiement réel)');
    }
  }
  return problems;
}

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
    readonly address: string;
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
  /** The office inbox (issue #26): where new business is e-mailed, and how. */
  readonly office: {
    /** OFFICE_EMAIL, else COMPANY_EMAIL. */
    readonly email: string;
    /** 0 = one e-mail per new item, at once; N = one digest every N minutes. */
    readonly digestMinutes: number;
    /** "Votre soumission expire bientôt" this many days before a sent quote's last valid day; 0 = no notice. */
    readonly quoteExpiringDays: number;
  };
  /** The SMS channel: Twilio when configured, otherwise each SMS written as a text file in `outboxDir`. */
  readonly sms: {
    readonly twilio: { readonly accountSid: string; readonly authToken: string; readonly from: string } | null;
    readonly outboxDir: string;
    readonly maxAttempts: number;
    /** How often the SMS worker sends; 0 = worker off. */
    readonly workerIntervalMs: number;
  };
  readonly payments: PaymentsConfig;
  /** Invoices (issue #15): deposit on an accepted quote (0 = none), terms printed, days until due. */
  readonly invoicing: { readonly depositPercent: number; readonly paymentTerms: string; readonly dueDays: number };
  readonly logLevel: string;
  /** JSON log lines are appended here as well as written to the console (directory created); null = console only. */
  readonly logFile: string | null;
  readonly rootDir: string;
  readonly clientDir: string;
  readonly auth: {
    /** HS256 key of the session tokens. */
    readonly jwtSecret: string;
    /** True when JWT_SECRET was absent and a random key was made for this process (not in production). */
    readonly jwtSecretGenerated: boolean;
    readonly jwtTtlSeconds: number;
    /** Longest (and default) lifetime of a signed link to a quote PDF (signed with a key derived from jwtSecret). */
    readonly pdfLinkTtlSeconds: number;
    /** The first administrator, created at start when the users table is empty. */
    readonly firstAdmin: { readonly email: string; readonly password: string } | null;
  };
  /** Origins allowed to call the API from a browser; empty = CORS off. */
  readonly corsOrigins: readonly string[];
  readonly webhooks: {
    /** Deliver to loopback, private and link-local addresses too (tests, development); false in production by default. */
    readonly allowPrivate: boolean;
    /** How often the webhook worker looks for deliveries; 0 = worker off. */
    readonly workerIntervalMs: number;
  };
  /** Requests per minute and per API token on /graphql and /api; 0 = no limit. */
  readonly apiRateLimitPerMinute: number;
  /** Benchmarks: count each request's SQL statements and answer them in X-SQL-Statements. */
  readonly sqlStatementHeader: boolean;
  /** Pickup and event requests are anonymised this many months after the last exchange (privacy policy). */
  readonly retentionMonths: number;
  /**
   * Express `trust proxy`: which hops may set X-Forwarded-For (the client address used for sign-in
   * throttling and analytics). A number of hops, or names/addresses/CIDR ranges.
   */
  readonly trustProxy: number | readonly string[];
  /** Absolute path of a MaxMind-format city database (.mmdb); null = every page view's city is 'Inconnue'. */
  readonly geoipDb: string | null;
  /** Live events between server processes (Redis pub/sub); null = in this process only. */
  readonly redisUrl: string | null;
  /** Photos and documents: a local folder, or an S3-compatible bucket when S3_BUCKET is set. */
  readonly fileStore:
    | { readonly kind: 'local'; readonly dir: string }
    | { readonly kind: 's3'; readonly bucket: string; readonly endpoint: string | null; readonly region: string; readonly accessKeyId: string | null; readonly secretAccessKey: string | null; readonly forcePathStyle: boolean };
  /** Terms of new snow contracts (frozen on each contract) and the route's starting point. */
  readonly snowSeason: {
    readonly seasonStart: string;
    readonly seasonEnd: string;
    readonly triggerCm: number;
    readonly deadlineHours: number;
    /** An urgent one-time visit's deadline, hours after the snowfall's end. */
    readonly urgentDeadlineHours: number;
    readonly extraThresholdCm: number;
    readonly extraCents: number;
    readonly depotFsa: string;
  };
  /** Timesheets: pay periods and the labour-standards settings (modules/timesheets). */
  readonly timesheets: {
    readonly labour: LabourSettings;
    /** An entry open this long alerts the employee and the managers. */
    readonly forgottenClockOutHours: number;
    /** From this local hour (America/Toronto), entries open that long are closed and marked "à vérifier". */
    readonly forgottenClockOutCloseHour: number;
    /** How often the forgotten clock-out worker checks; 0 = off. */
    readonly workerIntervalMs: number;
    /** Vacation indemnity (LNT s. 66–77): paid in one payment before the vacation (default) or with each pay; reference year's first day (MM-DD). */
    readonly vacation: { readonly pay: 'BEFORE_VACATION' | 'EACH_PAY'; readonly yearStart: string };
  };
  /** Equipment availability: how long a sent quote holds its quantities (AVAILABILITY_HOLD_HOURS). */
  readonly availability: { readonly holdHours: number };
  /** Limits on anonymous writes (issue #19); 0 = no limit. Off by default under NODE_ENV=test. */
  readonly abuse: {
    /** Per form and per client address / e-mail address: at most this many in 10 minutes and in one day. */
    readonly publicWritePer10Min: number;
    readonly publicWritePerDay: number;
    /** Page views collected per client address (beyond: dropped silently). */
    readonly analyticsPer10Min: number;
    readonly analyticsPerDay: number;
    /** Counters in Redis when set; in the database otherwise. */
    readonly redisUrl: string | null;
    /** ALTCHA proof of work on the site's forms: a request without a valid, unused solution is stored "non vérifiée". */
    readonly botCheck: boolean;
    /** ALTCHA cost (PBKDF2 iterations × expected counter) — see the README for the measured solve time. */
    readonly botCheckCost: number;
    /** E-mails a day per recipient caused by anonymous triggers (quote copies, client links); 0 = no cap. */
    readonly mailAnonymousPerDay: number;
  };
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
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    ...crossProblems(env),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
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
      address: e.COMPANY_ADDRESS,
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
    office: { email: e.OFFICE_EMAIL ?? e.COMPANY_EMAIL, digestMinutes: e.OFFICE_DIGEST_MINUTES, quoteExpiringDays: e.QUOTE_EXPIRING_DAYS },
    sms: {
      twilio: e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM } : null,
      outboxDir: path.resolve(ROOT_DIR, e.SMS_OUTBOX_DIR),
      maxAttempts: e.SMS_MAX_ATTEMPTS,
      workerIntervalMs: e.SMS_WORKER_INTERVAL_MS,
    },
    invoicing: { depositPercent: e.INVOICE_DEPOSIT_PERCENT, paymentTerms: e.INVOICE_PAYMENT_TERMS, dueDays: e.INVOICE_DUE_DAYS },
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
    logFile: e.LOG_FILE === 'off' ? null : path.resolve(ROOT_DIR, e.LOG_FILE),
    rootDir: ROOT_DIR,
    clientDir: path.join(ROOT_DIR, 'build', 'client'),
    auth: {
      jwtSecret: e.JWT_SECRET ?? randomBytes(32).toString('base64url'),
      jwtSecretGenerated: !e.JWT_SECRET,
      jwtTtlSeconds: e.JWT_TTL,
      pdfLinkTtlSeconds: e.PDF_LINK_TTL,
      firstAdmin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : null,
    },
    corsOrigins: e.CORS_ORIGINS,
    webhooks: {
      allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE ? e.WEBHOOKS_ALLOW_PRIVATE === 'true' : e.NODE_ENV !== 'production',
      workerIntervalMs: e.WEBHOOK_WORKER_INTERVAL_MS,
    },
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    sqlStatementHeader: e.SQL_STATEMENT_HEADER === 'true',
    retentionMonths: e.RETENTION_MONTHS,
    trustProxy: e.TRUST_PROXY,
    geoipDb: e.GEOIP_DB ?? null,
    redisUrl: e.REDIS_URL ?? null,
    fileStore: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT ?? null,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : { kind: 'local', dir: path.resolve(ROOT_DIR, e.FILE_STORE_DIR) },
    snowSeason: {
      seasonStart: e.SNOW_SEASON_START,
      seasonEnd: e.SNOW_SEASON_END,
      triggerCm: e.SNOW_TRIGGER_CM,
      deadlineHours: e.SNOW_DEADLINE_HOURS,
      urgentDeadlineHours: e.SNOW_URGENT_DEADLINE_HOURS,
      extraThresholdCm: e.SNOW_EXTRA_THRESHOLD_CM,
      extraCents: e.SNOW_EXTRA_CENTS,
      depotFsa: e.SNOW_DEPOT_FSA.toUpperCase(),
    },
    timesheets: {
      labour: {
        periodLength: e.PAY_PERIOD,
        anchor: e.PAY_PERIOD_ANCHOR,
        weekStart: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].indexOf(e.PAY_WEEK_START) + 1,
        mealBreakDeduction: e.MEAL_BREAK_DEDUCTION === 'true',
        easterHoliday: e.EASTER_HOLIDAY,
      },
      forgottenClockOutHours: e.FORGOTTEN_CLOCKOUT_HOURS,
      forgottenClockOutCloseHour: e.FORGOTTEN_CLOCKOUT_CLOSE_HOUR,
      workerIntervalMs: e.TIMESHEET_WORKER_INTERVAL_MS,
      vacation: { pay: e.VACATION_PAY, yearStart: e.VACATION_YEAR_START },
    },
    availability: { holdHours: e.AVAILABILITY_HOLD_HOURS },
    abuse: {
      publicWritePer10Min: e.PUBLIC_WRITE_LIMIT_10MIN ?? (e.NODE_ENV === 'test' ? 0 : 5),
      publicWritePerDay: e.PUBLIC_WRITE_LIMIT_DAY ?? (e.NODE_ENV === 'test' ? 0 : 20),
      analyticsPer10Min: e.ANALYTICS_LIMIT_10MIN ?? (e.NODE_ENV === 'test' ? 0 : 300),
      analyticsPerDay: e.ANALYTICS_LIMIT_DAY ?? (e.NODE_ENV === 'test' ? 0 : 2000),
      redisUrl: e.REDIS_URL ?? null,
      botCheck: (e.BOT_CHECK ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
      botCheckCost: e.BOT_CHECK_COST,
      mailAnonymousPerDay: e.MAIL_ANONYMOUS_PER_DAY ?? (e.NODE_ENV === 'test' ? 0 : 3),
    },
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
