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
 * copied table by table into each worker's database (recreateMysqlDatabase). Migrating from scratch
 * took 4 to 28 seconds per file (all of a run's workers queue on the migrations' lock).
 */
const TEMPLATE_URL = (() => {
  const url = new URL(testEnv.mysqlUrl);
  url.pathname = `/${databaseName(testEnv.mysqlUrl) || 'test'}_r${testEnv.runId}_wtemplate`;
  return url.toString();
})();
/** Per worker process: the template's tables as `CREATE TABLE` statements, read once. */
let templateTables: Promise<Template> | null = null;

interface Template {
  tables: { name: string; ddl: string }[];
  /** Tables with rows in the template (the migrations table, seeded reference data): refilled on every reuse. */
  seeded: string[];
  /** Each table's next AUTO_INCREMENT value in the template (null: no auto-increment column). */
  autoIncrement: Map<string, number | null>;
  /** The template's schema fingerprint (schemaFingerprint): a worker database that still has it is emptied, not rebuilt. */
  fingerprint: string;
}

/**
 * One line per table, column, index, foreign key and trigger of a database (its name left out), as
 * an MD5: two databases with the same fingerprint have the same schema. A test that changes the
 * schema (undoes a migration, restores a backup made elsewhere) changes it, and the next file gets
 * a rebuilt database.
 */
async function schemaFingerprint(connection: mysql.Connection, database: string): Promise<string> {
  await connection.query('SET SESSION group_concat_max_len = 16777216');
  const [rows] = await connection.query<mysql.RowDataPacket[]>(
    `SELECT MD5(CONCAT_WS('|',
       (SELECT GROUP_CONCAT(CONCAT_WS(',', TABLE_NAME, TABLE_TYPE, ENGINE, TABLE_COLLATION) ORDER BY TABLE_NAME SEPARATOR ';') FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME <> 'template_ready'),
       (SELECT GROUP_CONCAT(CONCAT_WS(',', TABLE_NAME, COLUMN_NAME, ORDINAL_POSITION, COLUMN_TYPE, IS_NULLABLE, IFNULL(COLUMN_DEFAULT, '~'), EXTRA, IFNULL(COLLATION_NAME, '~')) ORDER BY TABLE_NAME, ORDINAL_POSITION SEPARATOR ';') FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? AND TABLE_NAME <> 'template_ready'),
       (SELECT GROUP_CONCAT(CONCAT_WS(',', TABLE_NAME, INDEX_NAME, SEQ_IN_INDEX, COLUMN_NAME, NON_UNIQUE, IFNULL(SUB_PART, '~')) ORDER BY TABLE_NAME, INDEX_NAME, SEQ_IN_INDEX SEPARATOR ';') FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = ?),
       (SELECT GROUP_CONCAT(CONCAT_WS(',', TABLE_NAME, CONSTRAINT_NAME, COLUMN_NAME, IFNULL(REFERENCED_TABLE_NAME, '~'), IFNULL(REFERENCED_COLUMN_NAME, '~')) ORDER BY TABLE_NAME, CONSTRAINT_NAME, ORDINAL_POSITION SEPARATOR ';') FROM information_schema.KEY_COLUMN_USAGE WHERE TABLE_SCHEMA = ?),
       (SELECT GROUP_CONCAT(CONCAT_WS(',', CONSTRAINT_NAME, UPDATE_RULE, DELETE_RULE) ORDER BY CONSTRAINT_NAME SEPARATOR ';') FROM information_schema.REFERENTIAL_CONSTRAINTS WHERE CONSTRAINT_SCHEMA = ?),
       (SELECT GROUP_CONCAT(TRIGGER_NAME ORDER BY TRIGGER_NAME) FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = ?),
       (SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME <> 'template_ready')
     )) AS fingerprint`,
    Array<string>(7).fill(database),
  );
  return String(rows[0]?.fingerprint);
}

/** Each table's next AUTO_INCREMENT value (null: no auto-increment column). */
async function autoIncrements(connection: mysql.Connection, database: string): Promise<Map<string, number | null>> {
  const [rows] = await connection.query<mysql.RowDataPacket[]>("SELECT TABLE_NAME AS name, AUTO_INCREMENT AS next FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'", [database]);
  return new Map(rows.map((row) => [String(row.name), row.next === null ? null : Number(row.next)]));
}

/** The tables that hold at least one row, in one round trip. */
async function filledTables(connection: mysql.Connection, database: string, tables: string[]): Promise<Set<string>> {
  const [rows] = await connection.query<mysql.RowDataPacket[]>(
    tables.map((name) => `SELECT ${connection.escape(name)} AS name, EXISTS(SELECT 1 FROM \`${database}\`.\`${name}\`) AS filled`).join(' UNION ALL '),
  );
  return new Set(rows.filter((row) => Number(row.filled) === 1).map((row) => String(row.name)));
}

async function buildTemplate(): Promise<Template> {
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
    const filled = await filledTables(
      connection,
      template,
      result.map((table) => table.name),
    );
    return {
      tables: result,
      seeded: result.filter((table) => filled.has(table.name)).map((table) => table.name),
      autoIncrement: await autoIncrements(connection, template),
      fingerprint: await schemaFingerprint(connection, template),
    };
  } finally {
    await connection.end();
  }
}

/**
 * Gives the worker's database the migrated template's schema and rows. Built by copying the
 * template table by table the first time (64 `CREATE TABLE`s: 1 to 4 seconds on the CI machine);
 * for the worker's next test files, while its schema still matches the template's, only the tables
 * the previous file wrote to are emptied (the seeded ones refilled from the template) and their
 * AUTO_INCREMENT counters put back, which takes a few hundredths of a second (issue #31).
 */
async function recreateMysqlDatabase(url: string): Promise<void> {
  templateTables ??= buildTemplate().catch((error: unknown) => {
    templateTables = null;
    throw error;
  });
  const { tables, seeded, autoIncrement, fingerprint } = await templateTables;
  const name = databaseName(url);
  const template = databaseName(TEMPLATE_URL);
  const connection = await serverConnection({ multipleStatements: true });
  try {
    if ((await schemaFingerprint(connection, name)) === fingerprint) {
      const filled = await filledTables(
        connection,
        name,
        tables.map((table) => table.name),
      );
      const emptied = tables.map((table) => table.name).filter((table) => filled.has(table) || seeded.includes(table));
      await connection.query(
        [
          `USE \`${name}\``,
          'SET FOREIGN_KEY_CHECKS = 0',
          ...emptied.map((table) => `DELETE FROM \`${table}\``),
          ...seeded.map((table) => `INSERT INTO \`${table}\` SELECT * FROM \`${template}\`.\`${table}\``),
          'SET FOREIGN_KEY_CHECKS = 1',
        ].join(';\n'),
      );
      // DELETE keeps a table's AUTO_INCREMENT counter (and a row inserted then deleted moved it on): the template's
      // counters are put back, so that ids start where a new database starts them.
      const counters = [...(await autoIncrements(connection, name))].filter(([table, next]) => next !== null && next !== autoIncrement.get(table));
      if (counters.length) await connection.query(counters.map(([table]) => `ALTER TABLE \`${name}\`.\`${table}\` AUTO_INCREMENT = ${autoIncrement.get(table) ?? 1}`).join(';\n'));
      return;
    }
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
