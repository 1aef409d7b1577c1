import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

export class CreateOutbox1795400100000 implements MigrationInterface {
  name = 'CreateOutbox1795400100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'outbox',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'to', type: 'varchar', length: '254' },
          { name: 'subject', type: 'varchar', length: '300' },
          { name: 'text', type: 'text' },
          { name: 'html', type: 'text', isNullable: true },
          { name: 'attachments', type: 'text', isNullable: true },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'attempts', type: 'integer' },
          { name: 'nextAttemptAt', type: 'datetime', precision: 3 },
          { name: 'lastError', type: 'text', isNullable: true },
          { name: 'sentAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'dedupeKey', type: 'varchar', length: '150', isNullable: true },
          { name: 'claimToken', type: 'varchar', length: '36', isNullable: true },
          { name: 'claimedUntil', type: 'datetime', precision: 3, isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('outbox', new TableIndex({ name: 'IDX_outbox_status_next_attempt', columnNames: ['status', 'nextAttemptAt'] }));
    await queryRunner.createIndex('outbox', new TableIndex({ name: 'IDX_outbox_dedupe_key', columnNames: ['dedupeKey'], isUnique: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('outbox');
  }
}
