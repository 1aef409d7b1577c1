import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../../migrations';
import { describeEachDb, openTestDatabase } from '../testing/db';

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
  });
});
