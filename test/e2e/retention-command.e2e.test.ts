import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { DataSource } from 'typeorm';
import { DatabaseConfig } from '../../server/src/config';
import { testBus } from '../../server/src/testing/event-bus';
import { openDatabase } from '../../server/src/database';
import { PickupRequest } from '../../server/src/modules/pickup/pickup-request.entity';
import { pickupInput } from '../../server/src/modules/pickup/pickup.fixtures';
import { MailService } from '../../server/src/modules/mail/mail.service';
import { PickupService } from '../../server/src/modules/pickup/pickup.service';
import { describeEachDb, openTestDatabase, workerMysqlUrl } from '../../server/src/testing/db';

const ROOT = path.resolve(__dirname, '../..');
const SCRIPT = path.join(ROOT, 'build/server/scripts/retention.js');

/** `npm run retention` as an operator runs it: the compiled script, on a configured database. */
describeEachDb('npm run retention (compiled command)', (kind) => {
  let db: DatabaseConfig;
  let dataSource: DataSource;
  beforeAll(async () => {
    if (!fs.existsSync(SCRIPT)) {
      const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.server.json', '--noCheck'], { cwd: ROOT });
      if (build.status !== 0) throw new Error(`server build failed: ${String(build.stdout)}`);
    }
    if (kind === 'sqlite') {
      db = { kind: 'sqlite', path: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'retention-')), 'app.sqlite') };
      dataSource = await openDatabase(db);
    } else {
      dataSource = await openTestDatabase('mysql');
      db = { kind: 'mysql', url: workerMysqlUrl() };
    }
  }, 120_000);
  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
  });

  function runCommand(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
    const child = spawn(process.execPath, [SCRIPT], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
  }

  it('anonymises the requests older than RETENTION_MONTHS, then finds nothing more to do', async () => {
    const service = new PickupService(dataSource, testBus(dataSource), new MailService());
    const ctx = (now: Date) => ({ user: null, now, dataSource, log: pino({ level: 'silent' }), ip: undefined });
    const day = 86_400_000;
    const old = await service.create(ctx(new Date(Date.now() - 100 * day)), pickupInput({ fullName: 'Client d’il y a 100 jours' }));
    const recent = await service.create(ctx(new Date(Date.now() - 10 * day)), pickupInput({ fullName: 'Client d’il y a 10 jours' }));
    const env = { ...(db.kind === 'sqlite' ? { SQLITE_PATH: db.path } : { DATABASE_URL: db.url }), RETENTION_MONTHS: '3' };
    if (kind === 'sqlite') await dataSource.destroy();

    const first = await runCommand(env);
    expect(first).toEqual({ code: 0, output: expect.stringContaining('Conservation (3 mois) appliquée') });
    expect(first.output).toContain('demandes de ramassage anonymisées : 1');
    const second = await runCommand(env);
    expect(second.code).toBe(0);
    expect(second.output).toContain('demandes de ramassage anonymisées : 0');

    if (kind === 'sqlite') dataSource = await openDatabase(db);
    const repo = dataSource.getRepository(PickupRequest);
    expect(await repo.findOneByOrFail({ id: old.id })).toMatchObject({ fullName: 'Anonymisé', email: '', phone: '', address: '' });
    expect(await repo.findOneByOrFail({ id: recent.id })).toMatchObject({ fullName: 'Client d’il y a 10 jours', anonymizedAt: null });
  }, 60_000);

  it('stops with the configuration problem when RETENTION_MONTHS is not a number of months', async () => {
    const result = await runCommand({ ...(db.kind === 'sqlite' ? { SQLITE_PATH: db.path } : { DATABASE_URL: db.url }), RETENTION_MONTHS: 'deux ans' });
    expect(result.code).toBe(1);
    expect(result.output).toContain('RETENTION_MONTHS');
  });
});
