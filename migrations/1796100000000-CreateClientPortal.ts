import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

/** Client portal: sign-in links, their throttle, client profiles, quote revisions and the shared timeline. */
export class CreateClientPortal1796100000000 implements MigrationInterface {
  name = 'CreateClientPortal1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'client_access_link',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'tokenHash', type: 'varchar', length: '64' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'expiresAt', type: 'datetime', precision: 3 },
          { name: 'usedAt', type: 'datetime', precision: 3, isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('client_access_link', new TableIndex({ name: 'IDX_client_access_link_hash', columnNames: ['tokenHash'], isUnique: true }));
    await queryRunner.createIndex('client_access_link', new TableIndex({ name: 'IDX_client_access_link_expires', columnNames: ['expiresAt'] }));

    await queryRunner.createTable(
      new Table({
        name: 'client_link_request',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'ip', type: 'varchar', length: '64' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex('client_link_request', new TableIndex({ name: 'IDX_client_link_request_email', columnNames: ['email', 'createdAt'] }));
    await queryRunner.createIndex('client_link_request', new TableIndex({ name: 'IDX_client_link_request_ip', columnNames: ['ip', 'createdAt'] }));

    await queryRunner.createTable(
      new Table({
        name: 'client_profile',
        columns: [
          { name: 'email', type: 'varchar', length: '254', isPrimary: true },
          { name: 'fullName', type: 'varchar', length: '120' },
          { name: 'phone', type: 'varchar', length: '30' },
          { name: 'address', type: 'varchar', length: '300' },
          { name: 'sessionEpoch', type: 'integer' },
          { name: 'updatedAt', type: 'datetime', precision: 3, isNullable: true },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'quote_revision',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'eventRequestId', type: 'integer' },
          { name: 'number', type: 'integer' },
          { name: 'status', type: 'varchar', length: '12' },
          { name: 'lines', type: 'text' },
          { name: 'discountLabel', type: 'varchar', length: '200' },
          { name: 'discountCents', type: 'integer' },
          { name: 'subtotal', type: 'integer' },
          { name: 'gst', type: 'integer' },
          { name: 'qst', type: 'integer' },
          { name: 'total', type: 'integer' },
          { name: 'note', type: 'text' },
          { name: 'validUntil', type: 'varchar', length: '10' },
          { name: 'contentHash', type: 'varchar', length: '64' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'createdById', type: 'integer', isNullable: true },
          { name: 'sentAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'sentById', type: 'integer', isNullable: true },
          { name: 'answeredAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'acceptedName', type: 'varchar', length: '120', isNullable: true },
          { name: 'termsVersion', type: 'varchar', length: '20', isNullable: true },
          { name: 'acceptedUserAgent', type: 'varchar', length: '400', isNullable: true },
          { name: 'acceptedContentHash', type: 'varchar', length: '64', isNullable: true },
          { name: 'declineReason', type: 'text', isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('quote_revision', new TableIndex({ name: 'IDX_quote_revision_number', columnNames: ['eventRequestId', 'number'], isUnique: true }));
    await queryRunner.createIndex('quote_revision', new TableIndex({ name: 'IDX_quote_revision_status', columnNames: ['status', 'validUntil'] }));

    await queryRunner.createTable(
      new Table({
        name: 'client_timeline_entry',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'subjectType', type: 'varchar', length: '10' },
          { name: 'subjectId', type: 'integer' },
          { name: 'kind', type: 'varchar', length: '40' },
          { name: 'actor', type: 'varchar', length: '10' },
          { name: 'actorUserId', type: 'integer', isNullable: true },
          { name: 'actorName', type: 'varchar', length: '254', isNullable: true },
          { name: 'revisionId', type: 'integer', isNullable: true },
          { name: 'message', type: 'text', isNullable: true },
          { name: 'at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex('client_timeline_entry', new TableIndex({ name: 'IDX_client_timeline_subject', columnNames: ['subjectType', 'subjectId'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('client_timeline_entry');
    await queryRunner.dropTable('quote_revision');
    await queryRunner.dropTable('client_profile');
    await queryRunner.dropTable('client_link_request');
    await queryRunner.dropTable('client_access_link');
  }
}
