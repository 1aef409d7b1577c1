import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '../../server/src/config';

const ROOT = path.resolve(__dirname, '../..');

/** `.env.example` as a map (the values docker compose would read from .env). */
function readEnvExample(): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) values[match[1]!] = match[2]!.replace(/^"(.*)"$/, '$1');
  }
  return values;
}

/** Compose's interpolation: ${X}, ${X:-default}, ${X:?error} (the error when X is empty or unset). */
function interpolate(value: string, env: Record<string, string>, missing: string[]): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_all, name: string, op?: string, arg?: string) => {
    const current = env[name];
    if (current) return current;
    if (op === '?') missing.push(name);
    return op === '-' ? (arg ?? '') : '';
  });
}

describe('docker/compose.yml and .env.example', () => {
  const compose = parse(fs.readFileSync(path.join(ROOT, 'docker/compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, { environment?: Record<string, string>; volumes?: string[]; build?: { dockerfile: string; target: string }; deploy?: { replicas: number } }>;
    volumes: Record<string, unknown>;
  };

  it('runs MySQL with a named volume, Redis, two app replicas and a reverse proxy built from the Dockerfile', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'db', 'proxy', 'redis']);
    expect(Object.keys(compose.volumes)).toEqual(['db-data', 'app-logs', 'app-files']);
    expect(compose.services.app!.deploy?.replicas).toBe(2);
    const dockerfile = fs.readFileSync(path.join(ROOT, 'docker/Dockerfile'), 'utf8');
    for (const service of ['app', 'proxy']) {
      expect(dockerfile).toContain(`AS ${compose.services[service]!.build!.target}`);
    }
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toContain('HEALTHCHECK');
    expect(dockerfile).toContain('CMD ["node", "build/server/src/main.js"]');
  });

  it('gives the app every variable the production configuration requires, from .env.example', () => {
    const missing: string[] = [];
    const env = readEnvExample();
    const appEnv = Object.fromEntries(
      Object.entries(compose.services.app!.environment ?? {}).map(([key, value]) => [key, interpolate(String(value), env, missing)]),
    );
    expect(missing).toEqual([]);
    expect(appEnv.NODE_ENV).toBe('production');
    // loadConfig throws a ConfigError listing every problem when anything required is absent.
    const config = loadConfig(appEnv);
    expect(config.database.kind).toBe('mysql');
    expect(config.mail.smtpUrl).toMatch(/^smtps?:\/\//);
    // The replicas share the dispatch board's events (Redis) and the photos (one volume).
    expect(config.redisUrl).toBe('redis://redis:6379/0');
    expect(config.fileStore).toEqual({ kind: 'local', dir: '/app/data/files' });
    expect(compose.services.app!.volumes).toContain('app-files:/app/data/files');
  });

  it('writes the log file into the app-logs volume, in a directory the image gives the app user', () => {
    const logFile = compose.services.app!.environment?.LOG_FILE ?? '';
    expect(compose.services.app!.volumes).toContain('app-logs:/app/data/logs');
    expect(path.posix.dirname(logFile)).toBe('/app/data/logs');
    const dockerfile = fs.readFileSync(path.join(ROOT, 'docker/Dockerfile'), 'utf8');
    expect(dockerfile).toContain('mkdir -p /app/data/logs /app/data/files && chown -R node:node /app/data');
  });

  it('lists in .env.example every variable the compose file interpolates', () => {
    const text = fs.readFileSync(path.join(ROOT, 'docker/compose.yml'), 'utf8');
    const used = [...text.matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]!);
    const listed = Object.keys(readEnvExample());
    expect([...new Set(used)].filter((name) => !listed.includes(name))).toEqual([]);
  });
});
