import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/** Time clock: entries (at most one open per person, by a unique index), punch receipts and the managers' audit trail. */
export class CreateTimeClock1795460000000 implements MigrationInterface {
  name = 'CreateTimeClock1795460000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'time_entry',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'integer' },
          { name: 'clockIn', type: 'datetime', precision: 3 },
          { name: 'clockOut', type: 'datetime', precision: 3, isNullable: true },
          { name: 'openUserId', type: 'integer', isNullable: true },
          { name: 'note', type: 'varchar', length: '1000', isNullable: true },
          { name: 'source', type: 'varchar', length: '10' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'updatedAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex('time_entry', new TableIndex({ name: 'UQ_time_entry_open_user', columnNames: ['openUserId'], isUnique: true }));
    await queryRunner.createIndex('time_entry', new TableIndex({ name: 'IDX_time_entry_user_clock_in', columnNames: ['userId', 'clockIn'] }));
    await queryRunner.createForeignKey(
      'time_entry',
      new TableForeignKey({
        name: 'FK_time_entry_user',
        columnNames: ['userId'],
        referencedTableName: 'user',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
        onUpdate: 'RESTRICT',
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'time_punch',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'integer' },
          { name: 'entryId', type: 'integer', isNullable: true },
          { name: 'action', type: 'varchar', length: '3' },
          { name: 'idempotencyKey', type: 'varchar', length: '100', isNullable: true },
          { name: 'note', type: 'varchar', length: '1000', isNullable: true },
          { name: 'source', type: 'varchar', length: '10' },
          { name: 'clientTime', type: 'datetime', precision: 3, isNullable: true },
          { name: 'clientSentAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'receivedAt', type: 'datetime', precision: 3 },
          { name: 'effectiveAt', type: 'datetime', precision: 3 },
          { name: 'clockSkewMs', type: 'integer', isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('time_punch', new TableIndex({ name: 'UQ_time_punch_idempotency_key', columnNames: ['idempotencyKey'], isUnique: true }));
    await queryRunner.createIndex('time_punch', new TableIndex({ name: 'IDX_time_punch_user', columnNames: ['userId', 'receivedAt'] }));
    await queryRunner.createIndex('time_punch', new TableIndex({ name: 'IDX_time_punch_entry', columnNames: ['entryId'] }));
    await queryRunner.createForeignKeys('time_punch', [
      new TableForeignKey({
        name: 'FK_time_punch_user',
        columnNames: ['userId'],
        referencedTableName: 'user',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
        onUpdate: 'RESTRICT',
      }),
      new TableForeignKey({
        name: 'FK_time_punch_entry',
        columnNames: ['entryId'],
        referencedTableName: 'time_entry',
        referencedColumnNames: ['id'],
        onDelete: 'SET NULL',
        onUpdate: 'RESTRICT',
      }),
    ]);

    await queryRunner.createTable(
      new Table({
        name: 'time_entry_change',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'entryId', type: 'integer' },
          { name: 'userId', type: 'integer' },
          { name: 'changedById', type: 'integer', isNullable: true },
          { name: 'changedByName', type: 'varchar', length: '254', isNullable: true },
          { name: 'changedAt', type: 'datetime', precision: 3 },
          { name: 'action', type: 'varchar', length: '10' },
          { name: 'oldValues', type: 'text', isNullable: true },
          { name: 'newValues', type: 'text', isNullable: true },
          { name: 'reason', type: 'varchar', length: '500', isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('time_entry_change', new TableIndex({ name: 'IDX_time_entry_change_user', columnNames: ['userId', 'changedAt'] }));
    await queryRunner.createIndex('time_entry_change', new TableIndex({ name: 'IDX_time_entry_change_entry', columnNames: ['entryId'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('time_entry_change');
    await queryRunner.dropTable('time_punch');
    await queryRunner.dropTable('time_entry');
  }
}
