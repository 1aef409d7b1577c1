import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * Equipment availability (issue #16): stock and turnaround days of each rentable price-list row, the
 * allocations (reservations, holds, blocks) and the per-day ledger of reserved and blocked units.
 * The default stock is written out here (not imported) so this migration stays what it was.
 */
export const DEFAULT_EQUIPMENT_STOCK: Readonly<Record<string, number>> = {
  'event.bac': 120,
  'event.baril': 80,
  'event.ilot': 40,
  'event.toilette': 30,
  'event.lavage': 12,
};

export class CreateEquipmentAvailability1796300000000 implements MigrationInterface {
  name = 'CreateEquipmentAvailability1796300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One row per rentable price-list item (a separate table: the price list's own migration and
    // fixtures insert into `service` with the entity's metadata, which must not gain columns).
    await queryRunner.createTable(
      new Table({
        name: 'equipment_stock',
        columns: [
          { name: 'serviceId', type: 'integer', isPrimary: true },
          { name: 'stock', type: 'integer', default: 0 },
          { name: 'turnaroundBefore', type: 'integer', default: 0 },
          { name: 'turnaroundAfter', type: 'integer', default: 1 },
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_equipment_stock_service',
            columnNames: ['serviceId'],
            referencedTableName: 'service',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
    const rows = (await queryRunner.query('SELECT id, name FROM service')) as { id: number; name: string }[];
    const seed = rows
      .filter((row) => DEFAULT_EQUIPMENT_STOCK[row.name] !== undefined)
      .map((row) => ({ serviceId: Number(row.id), stock: DEFAULT_EQUIPMENT_STOCK[row.name]!, turnaroundBefore: 0, turnaroundAfter: 1 }));
    if (seed.length) {
      await queryRunner.manager
        .createQueryBuilder()
        .insert()
        .into('equipment_stock', ['serviceId', 'stock', 'turnaroundBefore', 'turnaroundAfter'])
        .values(seed)
        .updateEntity(false)
        .execute();
    }

    await queryRunner.createTable(
      new Table({
        name: 'equipment_allocation',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'serviceId', type: 'integer' },
          { name: 'kind', type: 'varchar', length: '12' },
          { name: 'quantity', type: 'integer' },
          { name: 'dayFrom', type: 'varchar', length: '10' },
          { name: 'dayTo', type: 'varchar', length: '10' },
          { name: 'eventStart', type: 'varchar', length: '10' },
          { name: 'eventEnd', type: 'varchar', length: '10' },
          { name: 'eventRequestId', type: 'integer', isNullable: true },
          { name: 'revisionId', type: 'integer', isNullable: true },
          { name: 'reason', type: 'varchar', length: '200', isNullable: true },
          { name: 'expiresAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'releasedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'createdById', type: 'integer', isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('equipment_allocation', new TableIndex({ name: 'IDX_equipment_allocation_range', columnNames: ['serviceId', 'dayFrom', 'dayTo'] }));
    await queryRunner.createIndex('equipment_allocation', new TableIndex({ name: 'IDX_equipment_allocation_event', columnNames: ['eventRequestId'] }));
    await queryRunner.createIndex('equipment_allocation', new TableIndex({ name: 'IDX_equipment_allocation_live', columnNames: ['kind', 'releasedAt', 'dayTo'] }));

    await queryRunner.createTable(
      new Table({
        name: 'equipment_day',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'serviceId', type: 'integer' },
          { name: 'day', type: 'varchar', length: '10' },
          { name: 'committed', type: 'integer', default: 0 },
        ],
      }),
    );
    await queryRunner.createIndex('equipment_day', new TableIndex({ name: 'IDX_equipment_day_service_day', columnNames: ['serviceId', 'day'], isUnique: true }));
    await queryRunner.createIndex('equipment_day', new TableIndex({ name: 'IDX_equipment_day_day', columnNames: ['day'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('equipment_day');
    await queryRunner.dropTable('equipment_allocation');
    await queryRunner.dropTable('equipment_stock');
  }
}
