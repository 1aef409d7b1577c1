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
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([expect.stringMatching(/^JWT_SECRET: obligatoire en production/)]);
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'court' })).toEqual([expect.stringMatching(/^JWT_SECRET: doit contenir au moins 32/)]);
    const ok = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(32) });
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

  it('lists the production key problem together with the others', () => {
    const problems = problemsOf({ NODE_ENV: 'production', PORT: 'abc' }).map((p) => p.split(':')[0]);
    expect(problems.sort()).toEqual(['JWT_SECRET', 'PORT']);
  });
});
