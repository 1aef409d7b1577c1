import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { App } from '../../app';
import { ErrorCode } from '../../shared/errors';
import { Role } from '../../shared/roles';
import { createTestApp } from '../../testing/app';
import { openTestDatabase } from '../../testing/db';
import { graphqlRequest, restRequest } from '../../testing/requests';
import { validToken } from '../../testing/tokens';
import { insertUser } from '../users/users.fixtures';

const LOGS = 'query Logs($search: String, $limit: Int) { logs(search: $search, limit: $limit) { time level message text raw } }';

/** The file the server's logger writes, read back through the `logs` query and GET /api/admin/logs. */
describe('logs query and GET /api/admin/logs (log file in a temporary directory)', () => {
  let dir: string;
  let logFile: string;
  let dataSource: DataSource;
  let app: App;
  let adminToken: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'logs-query-'));
    logFile = path.join(dir, 'logs', 'server.log');
    dataSource = await openTestDatabase('sqlite');
    app = await createTestApp(dataSource, { env: { LOG_FILE: logFile } });
    adminToken = await validToken(await insertUser(dataSource, { role: Role.ADMIN }));
    // Lines as the server's pino logger writes them; 2026-11-21T15:00:00Z is 10:00 in Montréal.
    const line = (second: number, level: number, msg: string, extra: Record<string, unknown> = {}) =>
      JSON.stringify({ level, time: Date.UTC(2026, 10, 21, 15, 0, second), pid: 1, hostname: 'app', ...extra, msg });
    mkdirSync(path.dirname(logFile), { recursive: true });
    writeFileSync(
      logFile,
      [
        line(0, 30, 'serveur démarré'),
        line(1, 40, 'connexion refusée', { ip: '10.0.0.1' }),
        line(2, 50, 'outbox: échec', { err: { type: 'Error', message: 'délai dépassé', stack: 'Error: délai dépassé' } }),
        line(3, 30, 'Réservation reçue'),
      ].join('\n') + '\n',
    );
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  const logs = (variables: Record<string, unknown>, token = adminToken) => graphqlRequest(app, { query: LOGS, variables, token });

  it('answers the latest lines, oldest first, with time, level, message and the legacy text form', async () => {
    const res = await logs({ limit: 3 });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.logs).toEqual([
      expect.objectContaining({ time: '2026-11-21T15:00:01.000Z', level: 'warn', message: 'connexion refusée', text: '[2026-11-21 10:00:01] WARN connexion refusée' }),
      expect.objectContaining({ level: 'error', message: 'outbox: échec : délai dépassé', text: '[2026-11-21 10:00:02] ERROR outbox: échec : délai dépassé' }),
      expect.objectContaining({ level: 'info', message: 'Réservation reçue' }),
    ]);
    expect(JSON.parse(res.body.data.logs[0].raw)).toMatchObject({ ip: '10.0.0.1', level: 40 });
  });

  it('searches case- and accent-insensitively, in the stored line and the text form', async () => {
    const messages = async (search: string) => ((await logs({ search })).body.data.logs as { message: string }[]).map((l) => l.message);
    expect(await messages('RESERVATION')).toEqual(['Réservation reçue']);
    expect(await messages('delai')).toEqual(['outbox: échec : délai dépassé']);
    expect(await messages('10:00:01')).toEqual(['connexion refusée']);
    expect(await messages('introuvable')).toEqual([]);
  });

  it('refuses a limit outside 1 to 1000 with BAD_USER_INPUT', async () => {
    for (const limit of [0, 1001]) {
      const res = await logs({ limit });
      expect(res.body.errors[0].extensions).toMatchObject({ code: ErrorCode.BAD_USER_INPUT, fieldErrors: { limit: 'Choisissez un nombre de lignes entre 1 et 1000.' } });
    }
  });

  it('is for ADMIN and up: a MANAGER gets FORBIDDEN', async () => {
    const manager = await validToken(await insertUser(dataSource, { role: Role.MANAGER }));
    const res = await logs({}, manager);
    expect(res.body.errors[0].extensions.code).toBe(ErrorCode.FORBIDDEN);
    expect((await restRequest(app, 'get', '/api/admin/logs', { token: manager })).status).toBe(403);
  });

  it('GET /api/admin/logs answers the text lines, with ?search and ?limit', async () => {
    const all = await restRequest(app, 'get', '/api/admin/logs', { token: adminToken });
    expect(all.status).toBe(200);
    expect(all.body).toEqual([
      '[2026-11-21 10:00:00] INFO serveur démarré',
      '[2026-11-21 10:00:01] WARN connexion refusée',
      '[2026-11-21 10:00:02] ERROR outbox: échec : délai dépassé',
      '[2026-11-21 10:00:03] INFO Réservation reçue',
    ]);
    expect((await restRequest(app, 'get', '/api/admin/logs?limit=1', { token: adminToken })).body).toEqual(['[2026-11-21 10:00:03] INFO Réservation reçue']);
    expect((await restRequest(app, 'get', '/api/admin/logs?search=refus', { token: adminToken })).body).toEqual(['[2026-11-21 10:00:01] WARN connexion refusée']);
    const bad = await restRequest(app, 'get', '/api/admin/logs?limit=abc', { token: adminToken });
    expect(bad.status).toBe(400);
  });
});
