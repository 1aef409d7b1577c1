import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * Abuse resistance (issue #19): per-address counters of anonymous writes, used ALTCHA solutions,
 * the "non vérifiée" flag of pickup and event requests, and the outbox's anonymous-trigger flag
 * (per-recipient cap) and extra headers (List-Unsubscribe).
 */
export class AddPublicWriteGuards1796600000000 implements MigrationInterface {
  name = 'AddPublicWriteGuards1796600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'public_write_count',
        columns: [
          { name: 'bucket', type: 'varchar', length: '64', isPrimary: true },
          { name: 'count', type: 'integer', default: 0 },
          { name: 'expiresAt', type: 'datetime', precision: 3 },
        ],
        indices: [{ name: 'IDX_public_write_count_expires', columnNames: ['expiresAt'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'used_bot_challenge',
        columns: [
          { name: 'signature', type: 'varchar', length: '128', isPrimary: true },
          { name: 'expiresAt', type: 'datetime', precision: 3 },
        ],
        indices: [{ name: 'IDX_used_bot_challenge_expires', columnNames: ['expiresAt'] }],
      }),
    );
    for (const table of ['pickup_request', 'event_request']) {
      await queryRunner.addColumn(table, new TableColumn({ name: 'unverified', type: 'boolean', default: 0 }));
    }
    await queryRunner.addColumn('outbox', new TableColumn({ name: 'anonymousTrigger', type: 'boolean', default: 0 }));
    await queryRunner.addColumn('outbox', new TableColumn({ name: 'headers', type: 'text', isNullable: true }));
    await queryRunner.createIndex('outbox', new TableIndex({ name: 'IDX_outbox_to_created', columnNames: ['to', 'createdAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('outbox', 'IDX_outbox_to_created');
    await queryRunner.dropColumn('outbox', 'headers');
    await queryRunner.dropColumn('outbox', 'anonymousTrigger');
    for (const table of ['pickup_request', 'event_request']) await queryRunner.dropColumn(table, 'unverified');
    await queryRunner.dropTable('used_bot_challenge');
    await queryRunner.dropTable('public_write_count');
  }
}
