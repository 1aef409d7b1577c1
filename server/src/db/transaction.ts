import { DataSource, EntityManager } from 'typeorm';

/** The tail of each SQLite data source's queue of transactions. */
const sqliteQueues = new WeakMap<DataSource, Promise<unknown>>();

/**
 * `dataSource.transaction(work)`, safe under concurrency on SQLite too.
 *
 * TypeORM drives better-sqlite3 through ONE shared connection: two transactions started at once
 * collide ("cannot start a transaction within a transaction") and BOTH fail. On SQLite the
 * transactions are therefore queued and run one after the other (SQLite allows one writer at a
 * time anyway). MySQL/MariaDB runs them concurrently on pooled connections, where row locks and
 * unique indexes arbitrate.
 */
export function inTransaction<T>(dataSource: DataSource, work: (em: EntityManager) => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'better-sqlite3') return dataSource.transaction(work);
  const previous = sqliteQueues.get(dataSource) ?? Promise.resolve();
  const run = previous.then(() => dataSource.transaction(work));
  sqliteQueues.set(
    dataSource,
    run.catch(() => undefined),
  );
  return run;
}
