import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/** Snow-removal tours created in the back-office and the paid orders each serves. */
export class CreateTours1795516669294 implements MigrationInterface {
  name = 'CreateTours1795516669294';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'tour',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'date', type: 'varchar', length: '10' },
          { name: 'zone', type: 'varchar', length: '60' },
          { name: 'mode', type: 'varchar', length: '10' },
          { name: 'name', type: 'varchar', length: '120' },
          { name: 'plannedTime', type: 'varchar', length: '5' },
          { name: 'status', type: 'varchar', length: '12' },
          { name: 'createdById', type: 'integer', isNullable: true },
          { name: 'createdBy', type: 'varchar', length: '254' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'statusChangedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'statusChangedById', type: 'integer', isNullable: true },
          { name: 'statusChangedBy', type: 'varchar', length: '254', isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('tour', new TableIndex({ name: 'IDX_tour_date', columnNames: ['date'] }));

    await queryRunner.createTable(
      new Table({
        name: 'tour_stop',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'tourId', type: 'integer' },
          { name: 'date', type: 'varchar', length: '10' },
          { name: 'snowOrderId', type: 'integer' },
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_tour_stop_tour',
            columnNames: ['tourId'],
            referencedTableName: 'tour',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
          new TableForeignKey({
            name: 'FK_tour_stop_snow_order',
            columnNames: ['snowOrderId'],
            referencedTableName: 'snow_order',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
    await queryRunner.createIndex('tour_stop', new TableIndex({ name: 'IDX_tour_stop_tour', columnNames: ['tourId'] }));
    await queryRunner.createIndex('tour_stop', new TableIndex({ name: 'IDX_tour_stop_date_order', columnNames: ['date', 'snowOrderId'], isUnique: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('tour_stop');
    await queryRunner.dropTable('tour');
  }
}
