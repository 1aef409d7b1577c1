import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/** Photos uploaded with pickup requests (issue #26). */
export class CreatePickupPhotos1796720000000 implements MigrationInterface {
  name = 'CreatePickupPhotos1796720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'pickup_photo',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'pickupRequestId', type: 'integer' },
          { name: 'position', type: 'integer' },
          { name: 'key', type: 'varchar', length: '200' },
          { name: 'thumbKey', type: 'varchar', length: '200' },
          { name: 'width', type: 'integer' },
          { name: 'height', type: 'integer' },
          { name: 'bytes', type: 'integer' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [{ name: 'IDX_pickup_photo_request_position', columnNames: ['pickupRequestId', 'position'], isUnique: true }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('pickup_photo');
  }
}
