import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

/** Kiosk punching: registered tablets (hashed device tokens), employees' PINs (argon2id) and the PIN attempts the throttle counts. */
export class CreateKiosk1796500100000 implements MigrationInterface {
  name = 'CreateKiosk1796500100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'kiosk',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'name', type: 'varchar', length: '80' },
          { name: 'tokenHash', type: 'varchar', length: '64' },
          { name: 'createdById', type: 'integer', isNullable: true },
          { name: 'createdByName', type: 'varchar', length: '254', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'revokedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'lastUsedAt', type: 'datetime', precision: 3, isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('kiosk', new TableIndex({ name: 'UQ_kiosk_token_hash', columnNames: ['tokenHash'], isUnique: true }));
    await queryRunner.createTable(
      new Table({
        name: 'staff_pin',
        columns: [
          { name: 'userId', type: 'integer', isPrimary: true },
          { name: 'pinHash', type: 'varchar', length: '255' },
          { name: 'updatedAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'kiosk_pin_attempt',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'kioskId', type: 'integer' },
          { name: 'userId', type: 'integer' },
          { name: 'at', type: 'datetime', precision: 3 },
          { name: 'outcome', type: 'varchar', length: '8' },
        ],
      }),
    );
    await queryRunner.createIndex('kiosk_pin_attempt', new TableIndex({ name: 'IDX_kiosk_pin_attempt_user', columnNames: ['userId', 'at'] }));
    await queryRunner.createIndex('kiosk_pin_attempt', new TableIndex({ name: 'IDX_kiosk_pin_attempt_kiosk', columnNames: ['kioskId', 'at'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('kiosk_pin_attempt');
    await queryRunner.dropTable('staff_pin');
    await queryRunner.dropTable('kiosk');
  }
}
