import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * Issue #25: demand that could not be met at all. An equipment item the customer asked for when
 * none was left for the dates has no line (nothing granted, nothing priced); the request keeps what
 * was asked as JSON (`[{ "type": "toilette", "askedQuantity": 4 }]`) for staff. Addition only: NULL
 * for existing requests and for requests where everything asked was at least partly granted.
 */
export class AddEventRequestSoldOutAsked1796910100000 implements MigrationInterface {
  name = 'AddEventRequestSoldOutAsked1796910100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('event_request', new TableColumn({ name: 'soldOutAsked', type: 'text', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('event_request', 'soldOutAsked');
  }
}
