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

async function recreateMysqlDatabase(url: string): Promise<void> {
  const parsed = new URL(url);
  const name = parsed.pathname.replace(/^\//, '');
  parsed.pathname = '/';
  const connection = await mysql.createConnection({ uri: parsed.toString() });
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await connection.end();
  }
}

/** A fresh, migrated database of the given kind: in-memory SQLite, or an emptied MariaDB database. */
export async function openTestDatabase(kind: TestDbKind, extras: DataSourceExtras = {}): Promise<DataSource> {
  let config: DatabaseConfig;
  if (kind === 'sqlite') {
    config = { kind: 'sqlite', path: ':memory:' };
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
