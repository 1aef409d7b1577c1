import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * Issue #32: a public pickup or event request may carry an idempotency key (a UUID the form makes
 * once per filled form). The unique index makes a repeat (lost answer, second click, two concurrent
 * sends) store one row; the service answers the repeat with that row. Addition only: existing rows
 * have no key (NULL, which a unique index allows many times on SQLite and MariaDB).
 */
export class AddPublicRequestIdempotencyKeys1796880000000 implements MigrationInterface {
  name = 'AddPublicRequestIdempotencyKeys1796880000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['pickup_request', 'event_request']) {
      await queryRunner.addColumn(table, new TableColumn({ name: 'idempotencyKey', type: 'varchar', length: '100', isNullable: true }));
      await queryRunner.createIndex(table, new TableIndex({ name: `UQ_${table}_idempotency_key`, columnNames: ['idempotencyKey'], isUnique: true }));
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['event_request', 'pickup_request']) {
      await queryRunner.dropIndex(table, `UQ_${table}_idempotency_key`);
      await queryRunner.dropColumn(table, 'idempotencyKey');
    }
  }
}
