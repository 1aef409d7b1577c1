import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * Issue #28: the price list is the public catalogue. Every price row gets an `active` flag (all
 * existing rows stay offered, as today); an event request's equipment line keeps the unit it was
 * priced with (`unit_day` for every existing line: quantity × unit price × days, today's only
 * rule) and the price-list label of the moment (NULL on old lines: the built-in names apply), and
 * its `type` holds any price-list code (`event.<code>`, names up to 80 characters), not only the
 * five built-in ones.
 */
export class AddPriceListCatalogue1796930000000 implements MigrationInterface {
  name = 'AddPriceListCatalogue1796930000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('service', new TableColumn({ name: 'active', type: 'boolean', default: 1 }));
    await queryRunner.addColumn('event_material_line', new TableColumn({ name: 'unit', type: 'varchar', length: '10', default: "'unit_day'" }));
    await queryRunner.addColumn('event_material_line', new TableColumn({ name: 'label', type: 'varchar', length: '200', isNullable: true }));
    await queryRunner.changeColumn('event_material_line', 'type', new TableColumn({ name: 'type', type: 'varchar', length: '80' }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.changeColumn('event_material_line', 'type', new TableColumn({ name: 'type', type: 'varchar', length: '20' }));
    await queryRunner.dropColumn('event_material_line', 'label');
    await queryRunner.dropColumn('event_material_line', 'unit');
    await queryRunner.dropColumn('service', 'active');
  }
}
