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
