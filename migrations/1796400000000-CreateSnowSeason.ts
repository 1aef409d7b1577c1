import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

/** Snow season (issue #17): contracts from paid subscriptions, snowfalls, routes and visits with their proof of service. */
export class CreateSnowSeason1796400000000 implements MigrationInterface {
  name = 'CreateSnowSeason1796400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'snow_contract',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'snowOrderId', type: 'integer' },
          { name: 'reference', type: 'varchar', length: '11' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'customerName', type: 'varchar', length: '200', isNullable: true },
          { name: 'address', type: 'varchar', length: '300' },
          { name: 'sector', type: 'varchar', length: '60' },
          { name: 'seasonStart', type: 'varchar', length: '10' },
          { name: 'seasonEnd', type: 'varchar', length: '10' },
          { name: 'abrasif', type: 'boolean', default: 0 },
          { name: 'urgent', type: 'boolean', default: 0 },
          { name: 'triggerCm', type: 'integer' },
          { name: 'deadlineHours', type: 'integer' },
          { name: 'extraThresholdCm', type: 'integer' },
          { name: 'extraCents', type: 'integer' },
          { name: 'subtotal', type: 'integer' },
          { name: 'gst', type: 'integer' },
          { name: 'qst', type: 'integer' },
          { name: 'total', type: 'integer' },
          { name: 'note', type: 'text' },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'canceledAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'canceledBy', type: 'varchar', length: '254', isNullable: true },
          { name: 'refundCents', type: 'integer', isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('snow_contract', new TableIndex({ name: 'IDX_snow_contract_order', columnNames: ['snowOrderId'], isUnique: true }));
    await queryRunner.createIndex('snow_contract', new TableIndex({ name: 'IDX_snow_contract_email', columnNames: ['email'] }));

    await queryRunner.createTable(
      new Table({
        name: 'snowfall',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'date', type: 'varchar', length: '10' },
          { name: 'cm', type: 'integer' },
          { name: 'endedAt', type: 'datetime', precision: 3 },
          { name: 'declaredById', type: 'integer', isNullable: true },
          { name: 'declaredBy', type: 'varchar', length: '254' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex('snowfall', new TableIndex({ name: 'IDX_snowfall_date', columnNames: ['date'], isUnique: true }));

    await queryRunner.createTable(
      new Table({
        name: 'snow_route',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'snowfallId', type: 'integer' },
          { name: 'sector', type: 'varchar', length: '60' },
          { name: 'employeeId', type: 'integer', isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('snow_route', new TableIndex({ name: 'IDX_snow_route_snowfall_sector', columnNames: ['snowfallId', 'sector'], isUnique: true }));

    await queryRunner.createTable(
      new Table({
        name: 'snow_visit',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'snowfallId', type: 'integer' },
          { name: 'routeId', type: 'integer' },
          { name: 'position', type: 'integer' },
          { name: 'contractId', type: 'integer', isNullable: true },
          { name: 'snowOrderId', type: 'integer', isNullable: true },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'address', type: 'varchar', length: '300' },
          { name: 'note', type: 'text' },
          { name: 'urgent', type: 'boolean', default: 0 },
          { name: 'abrasif', type: 'boolean', default: 0 },
          { name: 'deadlineAt', type: 'datetime', precision: 3 },
          { name: 'status', type: 'varchar', length: '12' },
          { name: 'reason', type: 'varchar', length: '500', isNullable: true },
          { name: 'completedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'receivedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'employeeId', type: 'integer', isNullable: true },
          { name: 'idempotencyKey', type: 'varchar', length: '64', isNullable: true },
          { name: 'latitudeE6', type: 'integer', isNullable: true },
          { name: 'longitudeE6', type: 'integer', isNullable: true },
          { name: 'photoKey', type: 'varchar', length: '200', isNullable: true },
          { name: 'photoType', type: 'varchar', length: '20', isNullable: true },
          { name: 'photoAt', type: 'datetime', precision: 3, isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('snow_visit', new TableIndex({ name: 'IDX_snow_visit_route', columnNames: ['routeId'] }));
    await queryRunner.createIndex('snow_visit', new TableIndex({ name: 'IDX_snow_visit_snowfall_contract', columnNames: ['snowfallId', 'contractId'], isUnique: true }));
    await queryRunner.createIndex('snow_visit', new TableIndex({ name: 'IDX_snow_visit_order', columnNames: ['snowOrderId'], isUnique: true }));
    await queryRunner.createIndex('snow_visit', new TableIndex({ name: 'IDX_snow_visit_idempotency', columnNames: ['idempotencyKey'], isUnique: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('snow_visit');
    await queryRunner.dropTable('snow_route');
    await queryRunner.dropTable('snowfall');
    await queryRunner.dropTable('snow_contract');
  }
}
