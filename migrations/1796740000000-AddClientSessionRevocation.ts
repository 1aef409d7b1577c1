import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * issue #32: the portal's "Me déconnecter" only cleared the cookie, and the token stayed valid for
 * its 30 days. Each signed-out session's id (JWT `jti`) is kept until the token would have expired.
 */
export class AddClientSessionRevocation1796740000000 implements MigrationInterface {
  name = 'AddClientSessionRevocation1796740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'client_session_revocation',
        columns: [
          { name: 'jti', type: 'varchar', length: '64', isPrimary: true },
          { name: 'expiresAt', type: 'datetime', precision: 3 },
        ],
        indices: [{ name: 'IDX_client_session_revocation_expires', columnNames: ['expiresAt'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('client_session_revocation');
  }
}
