import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/** The SMS channel (issue #26): its outbox and the consents (CASL records). */
export class CreateSms1796720100000 implements MigrationInterface {
  name = 'CreateSms1796720100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'sms_outbox',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'to', type: 'varchar', length: '20' },
          { name: 'subject', type: 'varchar', length: '300' },
          { name: 'body', type: 'text' },
          { name: 'encoding', type: 'varchar', length: '5' },
          { name: 'segments', type: 'integer' },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'attempts', type: 'integer' },
          { name: 'nextAttemptAt', type: 'datetime', precision: 3 },
          { name: 'lastError', type: 'text', isNullable: true },
          { name: 'providerId', type: 'varchar', length: '300', isNullable: true },
          { name: 'sentAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'dedupeKey', type: 'varchar', length: '150' },
          { name: 'claimToken', type: 'varchar', length: '36', isNullable: true },
          { name: 'claimedUntil', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [
          { name: 'IDX_sms_outbox_status_next_attempt', columnNames: ['status', 'nextAttemptAt'] },
          { name: 'IDX_sms_outbox_dedupe_key', columnNames: ['dedupeKey'], isUnique: true },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'sms_consent',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'subject', type: 'varchar', length: '300' },
          { name: 'phone', type: 'varchar', length: '20' },
          { name: 'wording', type: 'text' },
          { name: 'source', type: 'varchar', length: '40' },
          { name: 'consentedAt', type: 'datetime', precision: 3 },
          { name: 'withdrawnAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'withdrawnVia', type: 'varchar', length: '20', isNullable: true },
        ],
        indices: [
          { name: 'IDX_sms_consent_subject', columnNames: ['subject'] },
          { name: 'IDX_sms_consent_phone', columnNames: ['phone'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('sms_consent');
    await queryRunner.dropTable('sms_outbox');
  }
}
