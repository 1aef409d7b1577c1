import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { DatabaseConfig } from '../config';
import type { DataSourceExtras } from '../db/data-source';
import { openDatabase } from '../database';
import { testEnv } from './test-env';

export type TestDbKind = 'sqlite' | 'mysql';

const mysqlReady = () => testEnv.mysqlStatus === 'yes';

/** A database URL for this Jest worker of this run: its own MariaDB database, so parallel workers and runs never collide. */
export function workerMysqlUrl(suffix = ''): string {
  const url = new URL(testEnv.mysqlUrl);
  const base = url.pathname.replace(/^\//, '') || 'test';
  url.pathname = `/${base}_r${testEnv.runId}_w${testEnv.workerId}${suffix}`;
  return url.toString();
}

function databaseName(url: string): string {
  return new URL(url).pathname.replace(/^\//, '');
}

async function serverConnection(options: { multipleStatements?: boolean } = {}): Promise<mysql.Connection> {
  const parsed = new URL(testEnv.mysqlUrl);
  parsed.pathname = '/';
  return mysql.createConnection({ uri: parsed.toString(), ...options });
}

/**
 * The run's migrated MariaDB template (`<base>_r<run>_wtemplate`, dropped with the workers' databases
 * at the end): migrated once per run by the first worker that needs it, under a named lock, then
 * copied table by table into each test file's database. Migrating from scratch took 4 to 28 seconds
 * per file (all of a run's workers queue on the migrations' lock); the copy takes well under one.
 */
const TEMPLATE_URL = (() => {
  const url = new URL(testEnv.mysqlUrl);
  url.pathname = `/${databaseName(testEnv.mysqlUrl) || 'test'}_r${testEnv.runId}_wtemplate`;
  return url.toString();
})();
/** Per worker process: the template's tables as `CREATE TABLE` statements, read once. */
let templateTables: Promise<{ name: string; ddl: string }[]> | null = null;

async function buildTemplate(): Promise<{ name: string; ddl: string }[]> {
  const template = databaseName(TEMPLATE_URL);
  const connection = await serverConnection();
  try {
    const [locked] = await connection.query<mysql.RowDataPacket[]>('SELECT GET_LOCK(?, 600) AS locked', [template]);
    if (Number(locked[0]?.locked) !== 1) throw new Error(`verrou du gabarit ${template} non obtenu`);
    try {
      const [ready] = await connection.query<mysql.RowDataPacket[]>('SELECT COUNT(*) AS n FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?', [template, 'template_ready']);
      if (Number(ready[0]?.n) === 0) {
        await connection.query(`DROP DATABASE IF EXISTS \`${template}\``);
        await connection.query(`CREATE DATABASE \`${template}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
        const migrated = await openDatabase({ kind: 'mysql', url: TEMPLATE_URL });
        await migrated.destroy();
        // Written last: a worker that died mid-migration leaves no marker and the next one starts over.
        await connection.query(`CREATE TABLE \`${template}\`.template_ready (id INT)`);
      }
    } finally {
      await connection.query('SELECT RELEASE_LOCK(?)', [template]);
    }
    const [tables] = await connection.query<mysql.RowDataPacket[]>(
      "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' AND TABLE_NAME <> 'template_ready' ORDER BY TABLE_NAME",
      [template],
    );
    const result: { name: string; ddl: string }[] = [];
    for (const { name } of tables) {
      const [rows] = await connection.query<mysql.RowDataPacket[]>(`SHOW CREATE TABLE \`${template}\`.\`${String(name)}\``);
      result.push({ name: String(name), ddl: String(rows[0]?.['Create Table']) });
    }
    return result;
  } finally {
    await connection.end();
  }
}

/** Empties the worker's database and fills it with a copy of the migrated template (schema, seeds, migrations table). */
async function recreateMysqlDatabase(url: string): Promise<void> {
  templateTables ??= buildTemplate().catch((error: unknown) => {
    templateTables = null;
    throw error;
  });
  const tables = await templateTables;
  const name = databaseName(url);
  const template = databaseName(TEMPLATE_URL);
  const connection = await serverConnection({ multipleStatements: true });
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await connection.query(
      [
        `USE \`${name}\``,
        'SET FOREIGN_KEY_CHECKS = 0',
        ...tables.map((table) => table.ddl),
        ...tables.map((table) => `INSERT INTO \`${table.name}\` SELECT * FROM \`${template}\`.\`${table.name}\``),
        'SET FOREIGN_KEY_CHECKS = 1',
      ].join(';\n'),
    );
  } finally {
    await connection.end();
  }
}

/**
 * The run's migrated SQLite database, serialised to a file in the temporary folder by the first test
 * file that needs it (written under another name, then renamed: readers never see half a file), and
 * opened in memory from those bytes by every in-memory test database (better-sqlite3's
 * `new Database(buffer)`), instead of running every migration for each one.
 */
interface SqliteDatabase {
  serialize(): Buffer;
}
// better-sqlite3 ships no types (TypeORM loads it the same way).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const SqliteDatabase = require('better-sqlite3') as new (source: Buffer, options?: object) => SqliteDatabase;

export const SQLITE_TEMPLATE_PATH = path.join(os.tmpdir(), `services-mauricie-test-${testEnv.runId}.sqlite`);
let sqliteTemplate: Buffer | null = null;

async function sqliteTemplateBytes(extras: DataSourceExtras): Promise<Buffer> {
  if (sqliteTemplate) return sqliteTemplate;
  if (fs.existsSync(SQLITE_TEMPLATE_PATH)) return (sqliteTemplate = fs.readFileSync(SQLITE_TEMPLATE_PATH));
  const migrated = await openDatabase({ kind: 'sqlite', path: ':memory:' }, { logger: extras.logger });
  const bytes = (migrated.driver as unknown as { databaseConnection: SqliteDatabase }).databaseConnection.serialize();
  await migrated.destroy();
  const partial = `${SQLITE_TEMPLATE_PATH}.${process.pid}.partial`;
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, SQLITE_TEMPLATE_PATH);
  return (sqliteTemplate = bytes);
}

/** A fresh, migrated database of the given kind: in-memory SQLite, or an emptied MariaDB database. */
export async function openTestDatabase(kind: TestDbKind, extras: DataSourceExtras = {}): Promise<DataSource> {
  let config: DatabaseConfig;
  if (kind === 'sqlite') {
    config = { kind: 'sqlite', path: ':memory:' };
    const bytes = await sqliteTemplateBytes(extras);
    // TypeORM calls `new driver(path, options)`: a constructor that returns another object gives that object.
    const sqliteDriver = function TemplateDatabase(_path: string, options: object) {
      return new SqliteDatabase(bytes, options);
    };
    return openDatabase(config, { ...extras, sqliteDriver });
  } else {
    const url = workerMysqlUrl();
    await recreateMysqlDatabase(url);
    config = { kind: 'mysql', url };
  }
  return openDatabase(config, extras);
}

/** Tables of reference data seeded by migrations (the price list): kept by clearTables. */
export const SEEDED_TABLES: ReadonlySet<string> = new Set(['service', 'equipment_stock']);

/** Deletes every row of every entity table (migrations table and seeded reference tables kept). */
export async function clearTables(dataSource: DataSource): Promise<void> {
  for (const meta of dataSource.entityMetadatas) {
    if (SEEDED_TABLES.has(meta.tableName)) continue;
    await dataSource.createQueryBuilder().delete().from(meta.target).execute();
  }
}

/**
 * Runs `fn` as a describe block once per database: SQLite always, MariaDB when it answers. Without
 * MariaDB the block is skipped with a warning, except under CI=true where it fails.
 */
export function describeEachDb(name: string, fn: (kind: TestDbKind) => void): void {
  describe(`${name} [sqlite]`, () => fn('sqlite'));
  if (mysqlReady()) {
    describe(`${name} [mysql]`, () => fn('mysql'));
  } else if (testEnv.ci) {
    describe(`${name} [mysql]`, () => {
      it('needs MariaDB/MySQL under CI=true', () => {
        throw new Error(testEnv.mysqlStatus);
      });
    });
  } else {
    describe.skip(`${name} [mysql] (ignoré : ${testEnv.mysqlStatus})`, () => fn('mysql'));
  }
}
