import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the embedded SQLite database and documented defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ kind: 'sqlite', path: expect.stringMatching(/data[/\\]app\.sqlite$/) });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.company)).toBe(true);
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
