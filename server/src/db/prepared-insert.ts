import { EntityManager, EntityTarget, ObjectLiteral, QueryFailedError } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/** mysql2's callback pool, as TypeORM's MySQL driver keeps it (`driver.pool`). */
interface MysqlPool {
  execute(sql: string, values: unknown[], callback: (error: Error | null, result: { insertId?: number }) => void): void;
}

interface Statement {
  sql: string;
  columns: ColumnMetadata[];
  generated: ColumnMetadata | undefined;
}

const statements = new Map<string, Statement>();

/**
 * Inserts one new row, as `em.getRepository(target).insert(row)` does, for the hot single-row writes
 * (a public form's request). On MySQL/MariaDB outside a transaction it is one prepared statement
 * through mysql2's `execute` on TypeORM's own pool (the server parses it once per connection): the
 * values are prepared by TypeORM's driver (`preparePersistentValue`: JSON, booleans, dates in the
 * pool's time zone), the statement goes through TypeORM's logger (the bench's statement counter
 * sees it) and the generated id is set on the row. This skips TypeORM's query builder and mysql2's
 * promise wrapper, about a fifth of the pickup path's CPU. Inside a transaction or on SQLite it is
 * TypeORM's `insert()`. Columns whose value is `undefined` are left to their database default, as
 * TypeORM does.
 */
export async function insertRow<T extends ObjectLiteral>(em: EntityManager, target: EntityTarget<T>, row: T): Promise<void> {
  const { driver, logger } = em.connection;
  const pool = (driver as unknown as { pool?: MysqlPool }).pool;
  if (em.queryRunner || !pool || (driver.options.type !== 'mysql' && driver.options.type !== 'mariadb')) {
    await em.getRepository(target).insert(row);
    return;
  }
  const metadata = em.connection.getMetadata(target);
  const present = metadata.columns.filter((column) => !column.isGenerated && !column.isVirtual && column.getEntityValue(row) !== undefined);
  const key = `${metadata.tableName}(${present.map((column) => column.databaseName).join(',')})`;
  let statement = statements.get(key);
  if (!statement) {
    const names = present.map((column) => driver.escape(column.databaseName));
    statement = {
      sql: `INSERT INTO ${driver.escape(metadata.tableName)} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
      columns: present,
      generated: metadata.columns.find((column) => column.isGenerated && column.generationStrategy === 'increment'),
    };
    statements.set(key, statement);
  }
  const { sql, columns, generated } = statement;
  const values = columns.map((column) => driver.preparePersistentValue(column.getEntityValue(row), column) as unknown);
  logger.logQuery(sql, values);
  const result = await new Promise<{ insertId?: number }>((resolve, reject) => {
    pool.execute(sql, values, (error, answer) => (error ? reject(new QueryFailedError(sql, values, error)) : resolve(answer)));
  });
  if (generated && result.insertId !== undefined) generated.setEntityValue(row, result.insertId);
}

/**
 * Inserts several new rows of one entity in one statement, as `em.getRepository(target).insert(rows)`
 * does, for batches (the office inbox's items of unverified pickups). On MySQL/MariaDB it is one
 * `INSERT … VALUES (…), (…)` built here, on `em`'s connection (its transaction when it has one):
 * TypeORM's query builder built about 14 kB of objects per row (issue #31). Values are prepared by
 * TypeORM's driver as in `insertRow`, and the generated ids are set on the rows (consecutive from the
 * statement's first id, as TypeORM assumes too). Unlike `insert()`, the columns left to a database
 * default are not read back (TypeORM reads them with one more SELECT): an invoice sets every column
 * (issue #31). Rows whose defined columns differ, and SQLite, go through TypeORM's `insert()`.
 */
export async function insertRows<T extends ObjectLiteral>(em: EntityManager, target: EntityTarget<T>, rows: T[]): Promise<void> {
  const { driver } = em.connection;
  if (!rows.length) return;
  const metadata = em.connection.getMetadata(target);
  const defined = (row: T) => metadata.columns.filter((column) => !column.isGenerated && !column.isVirtual && column.getEntityValue(row) !== undefined);
  const columns = defined(rows[0]!);
  const sameColumns = rows.every((row) => {
    const own = defined(row);
    return own.length === columns.length && own.every((column, i) => column === columns[i]);
  });
  if ((driver.options.type !== 'mysql' && driver.options.type !== 'mariadb') || !sameColumns) {
    await em.getRepository(target).insert(rows);
    return;
  }
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const sql = `INSERT INTO ${driver.escape(metadata.tableName)} (${columns.map((column) => driver.escape(column.databaseName)).join(', ')}) VALUES ${rows.map(() => tuple).join(', ')}`;
  const values = rows.flatMap((row) => columns.map((column) => driver.preparePersistentValue(column.getEntityValue(row), column) as unknown));
  const result = (await em.query(sql, values)) as { insertId?: number };
  const generated = metadata.columns.find((column) => column.isGenerated && column.generationStrategy === 'increment');
  if (generated && result.insertId !== undefined) rows.forEach((row, i) => generated.setEntityValue(row, result.insertId! + i));
}
