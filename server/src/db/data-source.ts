import fs from 'node:fs';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { DataSource, DataSourceOptions, Logger as TypeOrmLogger } from 'typeorm';
import { MIGRATIONS } from '../../../migrations';
import { DatabaseConfig } from '../config';
import { ENTITIES } from './entities';

export type SqlDriver = 'better-sqlite3' | 'mysql' | 'mariadb';

/**
 * MariaDB must be driven as `mariadb` (with `mysql` TypeORM reports false schema drift), MySQL 8 as
 * `mysql`. The scheme decides when it says `mariadb://`; for `mysql://` the server is asked.
 */
export async function detectMysqlDriver(url: string): Promise<'mysql' | 'mariadb'> {
  if (url.startsWith('mariadb://')) return 'mariadb';
  const connection = await mysql.createConnection({ uri: url, connectTimeout: 10_000 });
  try {
    const [rows] = await connection.query<mysql.RowDataPacket[]>('SELECT VERSION() AS version');
    return String(rows[0]?.version ?? '').includes('MariaDB') ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}

export interface DataSourceExtras {
  logger?: TypeOrmLogger;
}

export async function createDataSource(db: DatabaseConfig, extras: DataSourceExtras = {}): Promise<DataSource> {
  const common = {
    entities: ENTITIES,
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
      prepareDatabase: (database: { pragma: (sql: string) => unknown }) => {
        database.pragma('busy_timeout = 5000');
        database.pragma('foreign_keys = ON');
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
      extra: { connectionLimit: 10 },
    };
  }
  return new DataSource(options);
}

/** Opens the database and applies pending migrations (each in its own transaction). */
export async function openDatabase(db: DatabaseConfig, extras: DataSourceExtras = {}): Promise<DataSource> {
  const dataSource = await createDataSource(db, extras);
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}
