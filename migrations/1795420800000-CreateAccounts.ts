import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/** Staff accounts, failed sign-ins (for throttling) and integrator API tokens. */
export class CreateAccounts1795420800000 implements MigrationInterface {
  name = 'CreateAccounts1795420800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'user',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'name', type: 'varchar', length: '120', isNullable: true },
          { name: 'role', type: 'varchar', length: '20' },
          { name: 'passwordHash', type: 'varchar', length: '255' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'passwordChangedAt', type: 'datetime', precision: 3 },
          { name: 'disabledAt', type: 'datetime', precision: 3, isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('user', new TableIndex({ name: 'UQ_user_email', columnNames: ['email'], isUnique: true }));

    await queryRunner.createTable(
      new Table({
        name: 'login_attempt',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'ip', type: 'varchar', length: '64' },
          { name: 'attemptedAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex('login_attempt', new TableIndex({ name: 'IDX_login_attempt_email', columnNames: ['email', 'attemptedAt'] }));
    await queryRunner.createIndex('login_attempt', new TableIndex({ name: 'IDX_login_attempt_ip', columnNames: ['ip', 'attemptedAt'] }));
    await queryRunner.createIndex('login_attempt', new TableIndex({ name: 'IDX_login_attempt_time', columnNames: ['attemptedAt'] }));

    await queryRunner.createTable(
      new Table({
        name: 'api_token',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'role', type: 'varchar', length: '20' },
          { name: 'tokenHash', type: 'varchar', length: '64' },
          { name: 'prefix', type: 'varchar', length: '16' },
          { name: 'createdById', type: 'integer' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'lastUsedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'revokedAt', type: 'datetime', precision: 3, isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('api_token', new TableIndex({ name: 'UQ_api_token_hash', columnNames: ['tokenHash'], isUnique: true }));
    await queryRunner.createForeignKey(
      'api_token',
      new TableForeignKey({
        name: 'FK_api_token_created_by',
        columnNames: ['createdById'],
        referencedTableName: 'user',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
        onUpdate: 'RESTRICT',
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('api_token');
    await queryRunner.dropTable('login_attempt');
    await queryRunner.dropTable('user');
  }
}
