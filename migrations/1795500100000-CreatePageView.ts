import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

export class CreatePageView1795500100000 implements MigrationInterface {
  name = 'CreatePageView1795500100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'page_view',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'path', type: 'varchar', length: '200' },
          { name: 'source', type: 'varchar', length: '100' },
          { name: 'device', type: 'varchar', length: '10' },
          { name: 'city', type: 'varchar', length: '100' },
          { name: 'visitorHash', type: 'varchar', length: '64' },
          { name: 'sessionId', type: 'varchar', length: '36' },
          { name: 'day', type: 'varchar', length: '10' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex('page_view', new TableIndex({ name: 'IDX_page_view_created_at', columnNames: ['createdAt'] }));
    await queryRunner.createIndex('page_view', new TableIndex({ name: 'IDX_page_view_day', columnNames: ['day'] }));
    await queryRunner.createIndex('page_view', new TableIndex({ name: 'IDX_page_view_visitor_created', columnNames: ['visitorHash', 'createdAt'] }));
    await queryRunner.createTable(
      new Table({
        name: 'analytics_salt',
        columns: [
          { name: 'day', type: 'varchar', length: '10', isPrimary: true },
          { name: 'salt', type: 'varchar', length: '64' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('analytics_salt');
    await queryRunner.dropTable('page_view');
  }
}
