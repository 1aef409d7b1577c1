import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../../migrations';
import { describeEachDb, openTestDatabase, workerMysqlUrl } from '../testing/db';
import { testEnv } from '../testing/test-env';
import { openDatabase } from '../database';

// Reverting and re-applying every migration (two dozen DDL statements each way on MariaDB) is the
// one long test of the suite: up to a minute on a loaded 2-core machine.
const WHOLE_HISTORY_MS = 120_000;

describeEachDb('migrations', (kind) => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
  });
  afterAll(() => dataSource?.destroy());

  it('apply every migration and leave no drift between entities and tables', async () => {
    const applied = (await dataSource.query('SELECT name FROM migrations ORDER BY id')) as { name: string }[];
    expect(applied.map((m) => m.name)).toEqual(MIGRATIONS.map((m) => m.name));
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('revert every migration with down() and apply them again', async () => {
    for (let i = 0; i < MIGRATIONS.length; i += 1) await dataSource.undoLastMigration({ transaction: 'each' });
    const runner = dataSource.createQueryRunner();
    try {
      expect(await runner.hasTable('pickup_request')).toBe(false);
    } finally {
      await runner.release();
    }
    await dataSource.runMigrations({ transaction: 'each' });
    expect((await dataSource.driver.createSchemaBuilder().log()).upQueries).toEqual([]);
  }, WHOLE_HISTORY_MS);
});

describe('migrations started by several processes at once', () => {
  it('run once on MariaDB when three data sources open the same empty database together', async () => {
    if (testEnv.mysqlStatus !== 'yes') {
      if (testEnv.ci) throw new Error(testEnv.mysqlStatus);
      return;
    }
    const first = await openTestDatabase('mysql'); // creates and migrates the worker database
    for (let i = 0; i < MIGRATIONS.length; i += 1) await first.undoLastMigration({ transaction: 'each' });
    const url = workerMysqlUrl();
    const sources = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'mysql', url })));
    try {
      const applied = (await first.query('SELECT name FROM migrations')) as { name: string }[];
      expect(applied.map((m) => m.name).sort()).toEqual(MIGRATIONS.map((m) => m.name).sort());
    } finally {
      await Promise.all([first, ...sources].map((s) => s.destroy()));
    }
  }, WHOLE_HISTORY_MS);
});
