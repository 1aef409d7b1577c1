import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * The driver's night (issue #27): the customer's mobile phone on snow orders and contracts, and
 * the name and phone copied onto each visit (the driver's route works offline from the visit).
 * The order's name given in the form goes to the existing customerName. Additions only.
 */
export class AddSnowDriverDetails1796730100000 implements MigrationInterface {
  name = 'AddSnowDriverDetails1796730100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('snow_order', new TableColumn({ name: 'phone', type: 'varchar', length: '20', isNullable: true }));
    await queryRunner.addColumn('snow_contract', new TableColumn({ name: 'phone', type: 'varchar', length: '20', isNullable: true }));
    await queryRunner.addColumns('snow_visit', [
      new TableColumn({ name: 'customerName', type: 'varchar', length: '200', isNullable: true }),
      new TableColumn({ name: 'phone', type: 'varchar', length: '20', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('snow_visit', 'phone');
    await queryRunner.dropColumn('snow_visit', 'customerName');
    await queryRunner.dropColumn('snow_contract', 'phone');
    await queryRunner.dropColumn('snow_order', 'phone');
  }
}
