import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

/** Back-office handling of pickup requests: status, estimate (cents), scheduled date and slot. */
export class AddPickupWorkflow1795500000000 implements MigrationInterface {
  name = 'AddPickupWorkflow1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('pickup_request', [
      new TableColumn({ name: 'status', type: 'varchar', length: '10', default: "'new'" }),
      new TableColumn({ name: 'estimateCents', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'scheduledDate', type: 'varchar', length: '10', isNullable: true }),
      new TableColumn({ name: 'scheduledSlot', type: 'varchar', length: '40', isNullable: true }),
      new TableColumn({ name: 'updatedAt', type: 'datetime', precision: 3, isNullable: true }),
    ]);
    await queryRunner.createIndex('pickup_request', new TableIndex({ name: 'IDX_pickup_request_status', columnNames: ['status'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('pickup_request', 'IDX_pickup_request_status');
    for (const column of ['updatedAt', 'scheduledSlot', 'scheduledDate', 'estimateCents', 'status']) await queryRunner.dropColumn('pickup_request', column);
  }
}
