import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/** Who moved an event request's status last, and when (back-office status changes). */
export class AddEventRequestStatusAudit1795470000000 implements MigrationInterface {
  name = 'AddEventRequestStatusAudit1795470000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('event_request', [
      new TableColumn({ name: 'statusChangedAt', type: 'datetime', precision: 3, isNullable: true }),
      new TableColumn({ name: 'statusChangedById', type: 'integer', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('event_request', 'statusChangedById');
    await queryRunner.dropColumn('event_request', 'statusChangedAt');
  }
}
