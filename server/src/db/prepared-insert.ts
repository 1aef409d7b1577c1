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
