import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { DataSource } from 'typeorm';
import { DatabaseConfig } from '../../config';
import { openDatabase } from '../../database';
import { TEST_NOW } from '../../testing/app';
import { testBus } from '../../testing/event-bus';
import { describeEachDb, openTestDatabase, workerMysqlUrl } from '../../testing/db';
import { PickupRequest } from '../pickup/pickup-request.entity';
import { pickupInput } from '../pickup/pickup.fixtures';
import { PickupService } from '../pickup/pickup.service';
import { backupDatabase, backupFileName, restoreDatabase } from './backup';
import { MailService } from '../mail/mail.service';

describeEachDb('backup and restore', (kind) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-'));
  let db: DatabaseConfig;
  let dataSource: DataSource;

  beforeAll(async () => {
    if (kind === 'sqlite') {
      db = { kind: 'sqlite', path: path.join(dir, 'app.sqlite') };
      dataSource = await openDatabase(db);
    } else {
      dataSource = await openTestDatabase('mysql');
      db = { kind: 'mysql', url: workerMysqlUrl() };
    }
  });
  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
  });

  it('backs up, loses rows, restores, and finds them again', async () => {
    const ctx = { user: null, now: TEST_NOW, dataSource, log: pino({ level: 'silent' }), ip: undefined };
    const service = new PickupService(dataSource, testBus(dataSource), new MailService());
    await service.create(ctx, pickupInput({ fullName: 'Avant sauvegarde 1' }));
    await service.create(ctx, pickupInput({ fullName: 'Avant sauvegarde 2' }));

    const file = await backupDatabase(dataSource, db, path.join(dir, 'out'), TEST_NOW);
    expect(path.basename(file)).toBe(backupFileName(kind, TEST_NOW));
    expect(fs.statSync(file).size).toBeGreaterThan(0);

    await dataSource.getRepository(PickupRequest).clear();
    await service.create(ctx, pickupInput({ fullName: 'Après sauvegarde' }));
    expect(await dataSource.getRepository(PickupRequest).count()).toBe(1);

    if (kind === 'sqlite') await dataSource.destroy();
    await restoreDatabase(db, file);
    if (kind === 'sqlite') dataSource = await openDatabase(db);

    const names = (await dataSource.getRepository(PickupRequest).find({ order: { id: 'ASC' } })).map((r) => r.fullName);
    expect(names).toEqual(['Avant sauvegarde 1', 'Avant sauvegarde 2']);
  });

  it('refuses a missing backup file with a clear message', async () => {
    await expect(restoreDatabase(db, path.join(dir, 'nope.sql'))).rejects.toThrow('Fichier de sauvegarde introuvable');
  });
});

describe('backupFileName', () => {
  it('is dated and safe on every file system', () => {
    expect(backupFileName('mysql', new Date('2026-01-02T03:04:05.678Z'))).toBe('backup-2026-01-02T03-04-05Z.sql');
  });
});
