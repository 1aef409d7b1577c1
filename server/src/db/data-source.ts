import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type mysql from 'mysql2/promise';
import { DataSource, DataSourceOptions, Logger as TypeOrmLogger } from 'typeorm';
import { MIGRATIONS } from '../../../migrations';
import { DatabaseConfig } from '../config';
import { registerSqliteFunctions } from './text-search';

export type SqlDriver = 'better-sqlite3' | 'mysql' | 'mariadb';

/**
 * MariaDB must be driven as `mariadb` (with `mysql` TypeORM reports false schema drift), MySQL 8 as
 * `mysql`. The scheme decides when it says `mariadb://`; for `mysql://` the server is asked.
 */
export async function detectMysqlDriver(url: string): Promise<'mysql' | 'mariadb'> {
  if (url.startsWith('mariadb://')) return 'mariadb';
  // mysql2 is loaded only for MySQL/MariaDB (TypeORM's driver loads it too): not on the embedded SQLite.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (start-up time)
  const { createConnection } = require('mysql2/promise') as typeof mysql;
  const connection = await createConnection({ uri: url, connectTimeout: 10_000 });
  try {
    const [rows] = await connection.query<mysql.RowDataPacket[]>('SELECT VERSION() AS version');
    return String(rows[0]?.version ?? '').includes('MariaDB') ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}

export interface DataSourceExtras {
  logger?: TypeOrmLogger;
  /**
   * SQLite only: the better-sqlite3 constructor TypeORM calls (`new driver(path, options)`); the tests
   * pass one that opens a copy of an already migrated database (server/src/testing/db.ts).
   */
  sqliteDriver?: unknown;
  /**
   * SQLite only: a folder (main.ts: build/.sqlite-template) for a copy of the freshly migrated empty
   * database, made the first time a database file is created and migrated, and copied in place of
   * the migrations the next times a database file is created (see emptySqliteTemplate).
   */
  sqliteTemplateDir?: string;
}

/** What the data source maps: the features' entities and subscribers (composition: server/src/database.ts). */
export interface DataSourceModel {
  entities: NonNullable<DataSourceOptions['entities']>;
  subscribers: NonNullable<DataSourceOptions['subscribers']>;
}

export async function createDataSourceFor(model: DataSourceModel, db: DatabaseConfig, extras: DataSourceExtras = {}): Promise<DataSource> {
  const common = {
    entities: model.entities,
    subscribers: model.subscribers,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: extras.logger ? ('all' as const) : false,
    logger: extras.logger,
  };
  let options: DataSourceOptions;
  if (db.kind === 'sqlite') {
    if (db.path !== ':memory:') fs.mkdirSync(path.dirname(db.path), { recursive: true });
    options = {
      ...common,
      type: 'better-sqlite3',
      database: db.path,
      enableWAL: db.path !== ':memory:',
      ...(extras.sqliteDriver ? { driver: extras.sqliteDriver } : {}),
      prepareDatabase: (database: { pragma: (sql: string) => unknown } & Parameters<typeof registerSqliteFunctions>[0]) => {
        database.pragma('busy_timeout = 5000');
        database.pragma('foreign_keys = ON');
        registerSqliteFunctions(database);
      },
    };
  } else {
    const type = await detectMysqlDriver(db.url);
    options = {
      ...common,
      type,
      url: db.url.replace(/^mariadb:/, 'mysql:'),
      timezone: 'Z',
      charset: 'utf8mb4_unicode_ci',
      supportBigNumbers: true,
      bigNumberStrings: false,
      // trace: false: mysql2's promise API would capture the caller's stack on every statement (Error.captureStackTrace, about 2 % of the
      // invoice bench's CPU, issue #31); a failed statement's error keeps mysql2's own stack, its code and message.
      // maxPreparedStatements: mysql2 gives each pooled connection an LRU of its prepared statements sized by this bound, its
      // arrays allocated in full at once (16,000 entries by default: about 0.5 MB per connection, kept for
      // the connection's life). The server prepares only a few statements (insertRow, db/prepared-insert.ts).
      extra: { connectionLimit: 10, trace: false, maxPreparedStatements: 64 },
    };
  }
  return new DataSource(options);
}

/** Opens the database and applies pending migrations (each in its own transaction). */
export async function openDatabaseFor(model: DataSourceModel, db: DatabaseConfig, extras: DataSourceExtras = {}): Promise<DataSource> {
  const template = db.kind === 'sqlite' && extras.sqliteTemplateDir ? emptySqliteTemplate(extras.sqliteTemplateDir, db.path) : undefined;
  const dataSource = await createDataSourceFor(model, db, extras);
  await dataSource.initialize();
  try {
    await withMigrationLock(dataSource, () => dataSource.runMigrations({ transaction: 'each' }));
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  template?.save(dataSource);
  return dataSource;
}

/**
 * A new SQLite database (its file does not exist yet) gets the 33 migrations' result copied from a
 * template instead of running them (issue #31: 600 statements, ~0.15 s of CPU, most of it SQLite
 * re-reading its schema after each DDL statement; TypeORM rebuilds whole tables on SQLite).
 * The template is the database as the migrations left it the first time (better-sqlite3's
 * `serialize()`: the same pages, its migration rows and seeded rows included), written right after
 * they ran, under a name that is a SHA-256 of every migration file and of the TypeORM and
 * better-sqlite3 versions: a changed migration makes another template, and the migrations run as
 * before. The migrations still run after the copy (nothing pending: one query). Only for a file that
 * does not exist: an existing database is migrated as always. Any failure is no template.
 */
export function emptySqliteTemplate(directory: string, databasePath: string): { save(dataSource: DataSource): void } | undefined {
  if (databasePath === ':memory:' || fs.existsSync(databasePath) || fs.existsSync(`${databasePath}-wal`)) return undefined;
  let file: string;
  try {
    file = path.join(directory, `${migrationsFingerprint()}.sqlite`);
    fs.mkdirSync(path.dirname(databasePath), { recursive: true });
    fs.copyFileSync(file, databasePath, fs.constants.COPYFILE_EXCL);
    return undefined;
  } catch (error) {
    // No template yet (ENOENT): this start migrates and leaves one. The file appeared meanwhile (EEXIST): as always.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || fs.existsSync(databasePath)) return undefined;
  }
  return {
    save(dataSource) {
      const temporary = `${file}.${process.pid}.tmp`;
      try {
        const connection = (dataSource.driver as unknown as { databaseConnection: { serialize(): Buffer } }).databaseConnection;
        fs.mkdirSync(directory, { recursive: true });
        fs.writeFileSync(temporary, connection.serialize());
        fs.renameSync(temporary, file);
      } catch {
        fs.rmSync(temporary, { force: true });
      }
    },
  };
}

/** SHA-256 of the migration files (the folder of migrations/index, same extension) and of TypeORM's and better-sqlite3's versions. */
function migrationsFingerprint(): string {
  const digest = createHash('sha256');
  const index = require.resolve('../../../migrations');
  const folder = path.dirname(index);
  for (const name of fs.readdirSync(folder).filter((entry) => entry.endsWith(path.extname(index))).sort()) {
    digest.update(`${name}\0`).update(fs.readFileSync(path.join(folder, name))).update('\0');
  }
  for (const dependency of ['typeorm', 'better-sqlite3']) {
    let folder = path.dirname(require.resolve(dependency));
    while (!fs.existsSync(path.join(folder, 'package.json')) && folder !== path.dirname(folder)) folder = path.dirname(folder);
    const { version } = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string };
    digest.update(`${dependency}@${version}\0`);
  }
  return digest.digest('hex');
}

export const MIGRATION_LOCK_NAME = 'services_mauricie_migrations';

/**
 * The lock is per database: MySQL's named locks are server-wide, and two databases on one server
 * (two sites, or the test workers' databases) have nothing to wait for from each other. At most 64
 * characters (MySQL's limit): long database names are hashed.
 */
function migrationLockName(database: string): string {
  const name = `${MIGRATION_LOCK_NAME}:${database}`;
  return name.length <= 64 ? name : `${MIGRATION_LOCK_NAME}:${createHash('sha256').update(database).digest('hex').slice(0, 64 - MIGRATION_LOCK_NAME.length - 1)}`;
}

/**
 * Several app processes starting together on one MySQL: a named lock (held by one dedicated
 * connection) lets exactly one migrate while the others wait, then find nothing pending.
 * SQLite is single-process (the embedded mode) and its migrations run in transactions.
 */
async function withMigrationLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  if (dataSource.options.type === 'better-sqlite3') return work();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [current] = (await runner.query('SELECT DATABASE() AS db')) as { db: string | null }[];
    const lock = migrationLockName(current?.db ?? '');
    const [row] = (await runner.query('SELECT GET_LOCK(?, 120) AS locked', [lock])) as { locked: number | string }[];
    if (Number(row?.locked) !== 1) throw new Error('Impossible d’obtenir le verrou des migrations (un autre processus migre depuis plus de 2 minutes).');
    try {
      return await work();
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [lock]);
    }
  } finally {
    await runner.release();
  }
}
