import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

export class CreateEventRequest1795400200000 implements MigrationInterface {
  name = 'CreateEventRequest1795400200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'event_request',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'reference', type: 'varchar', length: '40' },
          { name: 'eventName', type: 'varchar', length: '200' },
          { name: 'eventType', type: 'varchar', length: '20' },
          { name: 'participants', type: 'integer' },
          { name: 'dateStart', type: 'varchar', length: '10' },
          { name: 'dateEnd', type: 'varchar', length: '10' },
          { name: 'days', type: 'integer' },
          { name: 'address', type: 'varchar', length: '300' },
          { name: 'superficie', type: 'integer' },
          { name: 'zones', type: 'integer' },
          { name: 'commentaires', type: 'text' },
          { name: 'staffCount', type: 'integer' },
          { name: 'companyName', type: 'varchar', length: '200' },
          { name: 'neq', type: 'varchar', length: '10' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'phone', type: 'varchar', length: '30' },
          { name: 'website', type: 'varchar', length: '300' },
          { name: 'sendCopy', type: 'boolean', default: 0 },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'subtotal', type: 'integer' },
          { name: 'gst', type: 'integer' },
          { name: 'qst', type: 'integer' },
          { name: 'total', type: 'integer' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex('event_request', new TableIndex({ name: 'IDX_event_request_reference', columnNames: ['reference'], isUnique: true }));
    await queryRunner.createIndex('event_request', new TableIndex({ name: 'IDX_event_request_status', columnNames: ['status'] }));
    await queryRunner.createIndex('event_request', new TableIndex({ name: 'IDX_event_request_created_at', columnNames: ['createdAt'] }));

    await queryRunner.createTable(
      new Table({
        name: 'event_material_line',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'eventRequestId', type: 'integer' },
          { name: 'type', type: 'varchar', length: '20' },
          { name: 'quantity', type: 'integer' },
          { name: 'unitPrice', type: 'integer' },
          { name: 'days', type: 'integer' },
          { name: 'lineTotal', type: 'integer' },
        ],
        indices: [new TableIndex({ name: 'IDX_event_material_line_request', columnNames: ['eventRequestId'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_event_material_line_request',
            columnNames: ['eventRequestId'],
            referencedTableName: 'event_request',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'event_service_line',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'eventRequestId', type: 'integer' },
          { name: 'name', type: 'varchar', length: '20' },
          { name: 'label', type: 'varchar', length: '200' },
          { name: 'price', type: 'integer' },
        ],
        indices: [new TableIndex({ name: 'IDX_event_service_line_request', columnNames: ['eventRequestId'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_event_service_line_request',
            columnNames: ['eventRequestId'],
            referencedTableName: 'event_request',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('event_service_line');
    await queryRunner.dropTable('event_material_line');
    await queryRunner.dropTable('event_request');
  }
}
