import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource, Logger } from 'typeorm';
import { MIGRATIONS } from '../../../migrations';
import { openDatabase } from '../database';

// A new SQLite file gets the migrated empty database copied from a template (db/data-source.ts).
let dir: string;
let templates: string;

function countingLogger(): Logger & { statements: string[] } {
  const statements: string[] = [];
  return { statements, logQuery: (query: string) => void statements.push(query), logQueryError() {}, logQuerySlow() {}, logSchemaBuild() {}, logMigration() {}, log() {} };
}

/** Every schema entry and every row of every table, in a stable order. */
async function dump(dataSource: DataSource): Promise<unknown> {
  const schema = (await dataSource.query("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name")) as { type: string; name: string }[];
  const rows: Record<string, unknown> = {};
  for (const { name } of schema.filter((entry) => entry.type === 'table')) rows[name] = await dataSource.query(`SELECT * FROM "${name}" ORDER BY rowid`);
  return { schema, rows };
}

async function open(file: string, withTemplate: boolean) {
  const logger = countingLogger();
  const dataSource = await openDatabase({ kind: 'sqlite', path: path.join(dir, file) }, { logger, ...(withTemplate ? { sqliteTemplateDir: templates } : {}) });
  return { dataSource, statements: logger.statements };
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-template-'));
  templates = path.join(dir, 'templates');
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('SQLite: a new database file from the migrated template', () => {
  it('migrates the first new file and leaves the template; the next new file is a copy with the same schema and rows, no migration run', async () => {
    const first = await open('first/app.sqlite', true);
    await first.dataSource.destroy();
    expect(first.statements.filter((sql) => sql.startsWith('CREATE TABLE')).length).toBeGreaterThan(30);
    expect(fs.readdirSync(templates)).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.sqlite$/)]);

    const copied = await open('copied/app.sqlite', true);
    const migrated = await open('migrated/app.sqlite', false);
    try {
      expect(copied.statements.filter((sql) => /^(CREATE|ALTER|DROP|INSERT)/.test(sql))).toEqual([]);
      expect(await dump(copied.dataSource)).toEqual(await dump(migrated.dataSource));
      expect(await copied.dataSource.query('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
      expect(await copied.dataSource.query('PRAGMA foreign_keys')).toEqual([{ foreign_keys: 1 }]);
    } finally {
      await copied.dataSource.destroy();
      await migrated.dataSource.destroy();
    }
  });

  it('never replaces an existing database file', async () => {
    const before = await open('kept/app.sqlite', true);
    await before.dataSource.query("INSERT INTO service (name, label, category, unit, price) VALUES ('kept', 'Kept', 'extra', 'flat', 1)");
    await before.dataSource.destroy();
    const after = await open('kept/app.sqlite', true);
    try {
      expect(await after.dataSource.query("SELECT label FROM service WHERE name = 'kept'")).toEqual([{ label: 'Kept' }]);
    } finally {
      await after.dataSource.destroy();
    }
  });

  it('is no template when its folder cannot be written: the migrations run as before', async () => {
    const blocked = path.join(dir, 'not-a-folder');
    fs.writeFileSync(blocked, '');
    const logger = countingLogger();
    const dataSource = await openDatabase({ kind: 'sqlite', path: path.join(dir, 'blocked/app.sqlite') }, { logger, sqliteTemplateDir: blocked });
    try {
      expect(logger.statements.filter((sql) => sql.startsWith('CREATE TABLE')).length).toBeGreaterThan(30);
      expect(await dataSource.query('SELECT COUNT(*) AS n FROM migrations')).toEqual([{ n: MIGRATIONS.length }]);
    } finally {
      await dataSource.destroy();
    }
  });
});
