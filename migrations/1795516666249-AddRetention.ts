import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

const ANONYMISED_TABLES = ['pickup_request', 'event_request', 'snow_order'] as const;

/**
 * Personal data retention: when a request or order was anonymised (null = never), and `job_run`,
 * where the daily jobs record the day they last ran so several server processes run them once.
 */
export class AddRetention1795516666249 implements MigrationInterface {
  name = 'AddRetention1795516666249';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ANONYMISED_TABLES) {
      await queryRunner.addColumn(table, new TableColumn({ name: 'anonymizedAt', type: 'datetime', precision: 3, isNullable: true }));
      await queryRunner.createIndex(table, new TableIndex({ name: `IDX_${table}_anonymized_at`, columnNames: ['anonymizedAt'] }));
    }
    await queryRunner.createTable(
      new Table({
        name: 'job_run',
        columns: [
          { name: 'name', type: 'varchar', length: '40', isPrimary: true },
          { name: 'lastDay', type: 'varchar', length: '10', isNullable: true },
          { name: 'leaseToken', type: 'varchar', length: '36', isNullable: true },
          { name: 'leaseUntil', type: 'datetime', precision: 3, isNullable: true },
          { name: 'lastSummary', type: 'text', isNullable: true },
          { name: 'finishedAt', type: 'datetime', precision: 3, isNullable: true },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('job_run');
    for (const table of ANONYMISED_TABLES) {
      await queryRunner.dropIndex(table, `IDX_${table}_anonymized_at`);
      await queryRunner.dropColumn(table, 'anonymizedAt');
    }
  }
}
