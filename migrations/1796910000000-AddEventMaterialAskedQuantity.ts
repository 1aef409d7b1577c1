import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * Issue #25: demand that could not be met stays visible. When the /evenementiel wizard capped an
 * equipment count at what was left for the dates, the request line keeps the number the customer
 * asked for beside the one granted (`quantity`, which is what is priced). Addition only: existing
 * lines and uncapped ones have none (NULL).
 */
export class AddEventMaterialAskedQuantity1796910000000 implements MigrationInterface {
  name = 'AddEventMaterialAskedQuantity1796910000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('event_material_line', new TableColumn({ name: 'askedQuantity', type: 'integer', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('event_material_line', 'askedQuantity');
  }
}
