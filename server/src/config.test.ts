import path from 'node:path';
import { PRODUCTION_ENV } from './testing/app';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the embedded SQLite database and documented defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ kind: 'sqlite', path: expect.stringMatching(/data[/\\]app\.sqlite$/) });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.company)).toBe(true);
    expect(config.company.address).toBe('Trois-Rivières (Québec)');
    expect(loadConfig({ COMPANY_ADDRESS: '1, rue des Forges, Trois-Rivières (Québec)' }).company.address).toBe(
      '1, rue des Forges, Trois-Rivières (Québec)',
    );
  });

  it('uses MySQL when DATABASE_URL is a mysql:// URL', () => {
    expect(loadConfig({ DATABASE_URL: 'mysql://u:p@db:3306/app' }).database).toEqual({ kind: 'mysql', url: 'mysql://u:p@db:3306/app' });
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'postgres://x', COMPANY_EMAIL: 'nope', NODE_ENV: 'staging' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(problems.sort()).toEqual(['COMPANY_EMAIL', 'DATABASE_URL', 'NODE_ENV', 'PORT']);
    expect((error as ConfigError).message).toContain('Configuration invalide');
  });
});

describe('loadConfig: log file', () => {
  it('appends to data/logs/server.log under the project by default, elsewhere with LOG_FILE, nowhere with off', () => {
    const root = loadConfig({}).rootDir;
    expect(loadConfig({}).logFile).toBe(path.join(root, 'data', 'logs', 'server.log'));
    expect(loadConfig({ LOG_FILE: '/var/log/services/server.log' }).logFile).toBe('/var/log/services/server.log');
    expect(loadConfig({ LOG_FILE: 'off' }).logFile).toBeNull();
  });
});

describe('loadConfig: mail and tax identifiers', () => {
  it('defaults to the embedded .eml outbox and placeholder registration numbers', () => {
    const config = loadConfig({});
    expect(config.mail).toEqual({
      smtpUrl: null,
      from: '"Services Mauricie" <info@servicesmauricie.ca>',
      outboxDir: expect.stringMatching(/data[/\\]outbox$/),
      maxAttempts: 8,
      workerIntervalMs: 5000,
    });
    expect(config.company).toMatchObject({ neq: '0000000000', gstNumber: '000000000 RT0001', qstNumber: '0000000000 TQ0001' });
  });

  it('reads SMTP, sender, retries and the business numbers', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Devis <devis@example.com>',
      MAIL_MAX_ATTEMPTS: '3',
      MAIL_WORKER_INTERVAL_MS: '0',
      COMPANY_NEQ: '1171234567',
      GST_NUMBER: '123456789 RT0001',
      QST_NUMBER: '1234567890 TQ0001',
    });
    expect(config.mail).toMatchObject({ smtpUrl: 'smtps://user:pass@smtp.example.com:465', from: 'Devis <devis@example.com>', maxAttempts: 3, workerIntervalMs: 0 });
    expect(config.company).toMatchObject({ neq: '1171234567', gstNumber: '123456789 RT0001', qstNumber: '1234567890 TQ0001' });
  });

  it('refuses a non-SMTP URL, a bad NEQ and a zero retry count', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://x', COMPANY_NEQ: '123', MAIL_MAX_ATTEMPTS: '0' })).toThrow(ConfigError);
    try {
      loadConfig({ SMTP_URL: 'http://x', COMPANY_NEQ: '123', MAIL_MAX_ATTEMPTS: '0' });
    } catch (error) {
      expect((error as ConfigError).problems.map((p) => p.split(':')[0]).sort()).toEqual(['COMPANY_NEQ', 'MAIL_MAX_ATTEMPTS', 'SMTP_URL']);
    }
  });
});

describe('loadConfig: accounts, sessions and CORS', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      return (error as ConfigError).problems;
    }
    return [];
  };

  it('makes a random per-process session key outside production when JWT_SECRET is unset', () => {
    const a = loadConfig({});
    const b = loadConfig({});
    expect(a.auth.jwtSecretGenerated).toBe(true);
    expect(a.auth.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(a.auth.jwtSecret).not.toBe(b.auth.jwtSecret);
    expect(a.auth.jwtTtlSeconds).toBe(12 * 3600);
    expect(a.auth.firstAdmin).toBeNull();
    expect(a.corsOrigins).toEqual([]);
  });

  it('refuses to start in production without JWT_SECRET, or with one shorter than 32 characters', () => {
    const { JWT_SECRET: _secret, ...withoutSecret } = PRODUCTION_ENV;
    expect(problemsOf(withoutSecret)).toEqual([expect.stringMatching(/^JWT_SECRET: obligatoire en production/)]);
    expect(problemsOf({ ...PRODUCTION_ENV, JWT_SECRET: 'court' })).toEqual([expect.stringMatching(/^JWT_SECRET: doit contenir au moins 32/)]);
    const ok = loadConfig({ ...PRODUCTION_ENV, JWT_SECRET: 'k'.repeat(32) });
    expect(ok.auth).toMatchObject({ jwtSecret: 'k'.repeat(32), jwtSecretGenerated: false });
  });

  it.each([
    ['30m', 1800],
    ['7d', 604_800],
    ['3600', 3600],
    ['2H', 7200],
  ])('reads JWT_TTL=%s as %i seconds', (value, seconds) => {
    expect(loadConfig({ JWT_TTL: value }).auth.jwtTtlSeconds).toBe(seconds);
  });

  it.each([['douze heures'], ['10s'], ['90d']])('refuses JWT_TTL=%s', (value) => {
    expect(problemsOf({ JWT_TTL: value })).toEqual([expect.stringMatching(/^JWT_TTL: /)]);
  });

  it('reads PDF_LINK_TTL (signed quote links: 7 days by default, 60 s to 30 days)', () => {
    expect(loadConfig({}).auth.pdfLinkTtlSeconds).toBe(7 * 86_400);
    expect(loadConfig({ PDF_LINK_TTL: '15m' }).auth.pdfLinkTtlSeconds).toBe(900);
    for (const value of ['10s', '31d', 'une semaine']) expect(problemsOf({ PDF_LINK_TTL: value })).toEqual([expect.stringMatching(/^PDF_LINK_TTL: /)]);
  });

  it('reads the first administrator, and wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'chef@example.com', ADMIN_PASSWORD: 'un-long-secret' }).auth.firstAdmin).toEqual({
      email: 'chef@example.com',
      password: 'un-long-secret',
    });
    expect(problemsOf({ ADMIN_EMAIL: 'chef@example.com' })).toEqual([expect.stringMatching(/^ADMIN_PASSWORD: /)]);
    expect(problemsOf({ ADMIN_EMAIL: 'pas-un-courriel', ADMIN_PASSWORD: 'x' })).toEqual([expect.stringMatching(/^ADMIN_EMAIL: /)]);
  });

  it('reads CORS_ORIGINS as a list of origins', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example.ca, http://localhost:5173/' }).corsOrigins).toEqual([
      'https://a.example.ca',
      'http://localhost:5173',
    ]);
    expect(problemsOf({ CORS_ORIGINS: 'pas une origine' })).toEqual([expect.stringMatching(/^CORS_ORIGINS: /)]);
  });

  it('lists every missing production item at once, with the other problems', () => {
    const problems = problemsOf({ NODE_ENV: 'production', PORT: 'abc' }).map((p) => p.split(':')[0]);
    expect(problems.sort()).toEqual(['DATABASE_URL', 'JWT_SECRET', 'PORT', 'PUBLIC_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY']);
  });

  it('starts in production with a complete environment', () => {
    const config = loadConfig({ ...PRODUCTION_ENV });
    expect(config.env).toBe('production');
    expect(config.database).toEqual({ kind: 'mysql', url: PRODUCTION_ENV.DATABASE_URL });
  });
});

describe('loadConfig: payments', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it('uses the demo checkout without a Stripe key (embedded default)', () => {
    expect(loadConfig({}).payments).toEqual({ stripe: null, demo: true });
  });

  it('reads the Stripe key, webhook secret, timeout and a local API base for tests', () => {
    const config = loadConfig({ ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:12111', STRIPE_TIMEOUT_MS: '500' });
    expect(config.payments).toEqual({
      stripe: { secretKey: 'sk_test_123', webhookSecret: 'whsec_abc', apiBase: { protocol: 'http', host: '127.0.0.1', port: 12111 }, timeoutMs: 500 },
      demo: false,
    });
    expect(loadConfig(stripe).payments.stripe).toMatchObject({ apiBase: null, timeoutMs: 20_000 });
  });

  it('requires the webhook secret with a key', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_123' })).toEqual([expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: requis/)]);
  });

  it('refuses to start in production without a key, unless DEMO_PAYMENTS=true', () => {
    const { DEMO_PAYMENTS: _demo, ...realPayments } = PRODUCTION_ENV;
    expect(problemsOf(realPayments)).toEqual([expect.stringMatching(/^STRIPE_SECRET_KEY: requis en production/)]);
    expect(loadConfig({ ...PRODUCTION_ENV, DEMO_PAYMENTS: 'true' }).payments).toEqual({ stripe: null, demo: true });
    expect(loadConfig({ ...realPayments, ...stripe }).payments.demo).toBe(false);
    expect(problemsOf({ ...stripe, DEMO_PAYMENTS: 'true' })).toEqual([expect.stringMatching(/^DEMO_PAYMENTS/)]);
  });

  it('refuses malformed keys, secrets and API bases', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: 'abc', STRIPE_API_BASE: 'ftp://x', DEMO_PAYMENTS: 'oui' }).map((p) => p.split(':')[0]).sort()).toEqual([
      'DEMO_PAYMENTS',
      'STRIPE_API_BASE',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ]);
  });
});

describe('loadConfig: retention, proxies and GeoIP', () => {
  it('defaults to 24 months, the loopback proxy and no GeoIP database', () => {
    const config = loadConfig({});
    expect(config.retentionMonths).toBe(24);
    expect(config.trustProxy).toEqual(['loopback']);
    expect(config.geoipDb).toBeNull();
  });

  it('reads a number of hops or a list of names and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 172.16.0.0/12,fd00::/8' }).trustProxy).toEqual(['loopback', '172.16.0.0/12', 'fd00::/8']);
  });

  it('lists a bad retention, a bad proxy value and a missing GeoIP file together', () => {
    try {
      loadConfig({ RETENTION_MONTHS: '0', TRUST_PROXY: 'true', GEOIP_DB: '/nulle/part/GeoLite2-City.mmdb' });
      throw new Error('should have thrown');
    } catch (error) {
      const problems = (error as ConfigError).problems;
      expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['GEOIP_DB', 'RETENTION_MONTHS', 'TRUST_PROXY']);
      expect(problems.find((p) => p.startsWith('GEOIP_DB'))).toContain('introuvable');
    }
  });

  it('snow season settings: defaults, S3 and Redis when set, and a season that does not span the new year refused', () => {
    const defaults = loadConfig({});
    expect(defaults.snowSeason).toEqual({ seasonStart: '11-15', seasonEnd: '04-15', triggerCm: 5, deadlineHours: 7, extraThresholdCm: 350, extraCents: 7500, depotFsa: 'G9A', urgentDeadlineHours: 2 });
    expect(defaults.redisUrl).toBeNull();
    expect(defaults.fileStore.kind).toBe('local');
    const s3 = loadConfig({ S3_BUCKET: 'photos', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true', REDIS_URL: 'redis://127.0.0.1:6379/0' });
    expect(s3.fileStore).toEqual({ kind: 's3', bucket: 'photos', endpoint: 'http://127.0.0.1:9000', region: 'ca-central-1', accessKeyId: null, secretAccessKey: null, forcePathStyle: true });
    expect(s3.redisUrl).toBe('redis://127.0.0.1:6379/0');
    try {
      loadConfig({ SNOW_SEASON_START: '01-10', SNOW_SEASON_END: '03-31', SNOW_TRIGGER_CM: '-2', REDIS_URL: 'http://x' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.map((p) => p.split(':')[0]).sort()).toEqual(['REDIS_URL', 'SNOW_SEASON_START', 'SNOW_TRIGGER_CM']);
    }
  });
});
