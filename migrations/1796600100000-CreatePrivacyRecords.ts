import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/** Law 25 requests and incident register, and CASL marketing consents (issue #19). */
export class CreatePrivacyRecords1796600100000 implements MigrationInterface {
  name = 'CreatePrivacyRecords1796600100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'privacy_request',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'details', type: 'text' },
          { name: 'channel', type: 'varchar', length: '20' },
          { name: 'receivedAt', type: 'datetime', precision: 3 },
          { name: 'dueAt', type: 'datetime', precision: 3 },
          { name: 'status', type: 'varchar', length: '20' },
          { name: 'completedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'completedById', type: 'integer', isNullable: true },
          { name: 'outcome', type: 'text', isNullable: true },
          { name: 'recordedById', type: 'integer', isNullable: true },
        ],
        indices: [{ name: 'IDX_privacy_request_due', columnNames: ['dueAt'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'privacy_incident',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'occurredAt', type: 'datetime', precision: 3 },
          { name: 'discoveredAt', type: 'datetime', precision: 3 },
          { name: 'description', type: 'text' },
          { name: 'personalInformation', type: 'text' },
          { name: 'riskAssessment', type: 'text' },
          { name: 'seriousRisk', type: 'boolean', default: 0 },
          { name: 'notifications', type: 'text' },
          { name: 'measures', type: 'text' },
          { name: 'recordedAt', type: 'datetime', precision: 3 },
          { name: 'recordedById', type: 'integer', isNullable: true },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'marketing_consent',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'wording', type: 'text' },
          { name: 'source', type: 'varchar', length: '40' },
          { name: 'consentedAt', type: 'datetime', precision: 3 },
          { name: 'withdrawnAt', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [{ name: 'IDX_marketing_consent_email', columnNames: ['email'], isUnique: true }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('marketing_consent');
    await queryRunner.dropTable('privacy_incident');
    await queryRunner.dropTable('privacy_request');
  }
}
