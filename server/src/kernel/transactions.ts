import { DataSource, EntityManager } from 'typeorm';

const sqliteQueues = new WeakMap<DataSource, Promise<unknown>>();

/**
 * `dataSource.transaction(fn)` that also works when requests overlap on SQLite. TypeORM's
 * better-sqlite3 driver has a single connection, so a second transaction started while one is open
 * fails ("cannot start a transaction within a transaction"): on SQLite, transactions wait for each
 * other in a queue. MySQL/MariaDB use their pool and row locks as usual.
 */
export function inTransaction<T>(dataSource: DataSource, fn: (em: EntityManager) => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'better-sqlite3') return dataSource.transaction(fn);
  const previous = sqliteQueues.get(dataSource) ?? Promise.resolve();
  const run = previous.then(() => dataSource.transaction(fn));
  sqliteQueues.set(
    dataSource,
    run.catch(() => undefined),
  );
  return run;
}

/**
 * `inTransaction` when `needed`; otherwise `fn` runs on the DataSource's manager and a single write
 * autocommits (no BEGIN/COMMIT round trips). SQLite always takes the queue: its one connection
 * would otherwise run the write inside whichever transaction another request has open.
 */
export function inTransactionIf<T>(needed: boolean, dataSource: DataSource, fn: (em: EntityManager) => Promise<T>): Promise<T> {
  return needed || dataSource.options.type === 'better-sqlite3' ? inTransaction(dataSource, fn) : fn(dataSource.manager);
}
