import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

export class CreatePickupRequest1795305600000 implements MigrationInterface {
  name = 'CreatePickupRequest1795305600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'pickup_request',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'fullName', type: 'varchar', length: '120' },
          { name: 'phone', type: 'varchar', length: '30' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'address', type: 'varchar', length: '300' },
          { name: 'floor', type: 'integer' },
          { name: 'hasElevator', type: 'boolean', default: 0 },
          { name: 'urgency', type: 'boolean', default: 0 },
          { name: 'description', type: 'text' },
          { name: 'photos', type: 'text' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex(
      'pickup_request',
      new TableIndex({ name: 'IDX_pickup_request_created_at', columnNames: ['createdAt'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('pickup_request');
  }
}
