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
  const dataSource = await createDataSourceFor(model, db, extras);
  await dataSource.initialize();
  try {
    await withMigrationLock(dataSource, () => dataSource.runMigrations({ transaction: 'each' }));
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
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
