import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

/** Outgoing webhooks (endpoints, queued deliveries, attempts) and the per-token API rate-limit counters. */
export class CreateWebhooks1795470100000 implements MigrationInterface {
  name = 'CreateWebhooks1795470100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'webhook_endpoint',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'url', type: 'varchar', length: '2000' },
          { name: 'events', type: 'text' },
          { name: 'secret', type: 'varchar', length: '100' },
          { name: 'disabledAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'failingSince', type: 'datetime', precision: 3, isNullable: true },
          { name: 'createdById', type: 'integer', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'webhook_delivery',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'endpointId', type: 'integer' },
          { name: 'eventId', type: 'varchar', length: '36' },
          { name: 'type', type: 'varchar', length: '40' },
          { name: 'body', type: 'text' },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'nextAttemptAt', type: 'datetime', precision: 3 },
          { name: 'claimToken', type: 'varchar', length: '36', isNullable: true },
          { name: 'claimedUntil', type: 'datetime', precision: 3, isNullable: true },
          { name: 'deliveredAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex('webhook_delivery', new TableIndex({ name: 'IDX_webhook_delivery_due', columnNames: ['status', 'nextAttemptAt'] }));
    await queryRunner.createIndex('webhook_delivery', new TableIndex({ name: 'IDX_webhook_delivery_endpoint', columnNames: ['endpointId'] }));
    await queryRunner.createTable(
      new Table({
        name: 'webhook_attempt',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'deliveryId', type: 'integer' },
          { name: 'attemptedAt', type: 'datetime', precision: 3 },
          { name: 'statusCode', type: 'integer', isNullable: true },
          { name: 'latencyMs', type: 'integer' },
          { name: 'error', type: 'varchar', length: '500', isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('webhook_attempt', new TableIndex({ name: 'IDX_webhook_attempt_delivery', columnNames: ['deliveryId'] }));
    await queryRunner.createTable(
      new Table({
        name: 'api_rate_window',
        columns: [
          { name: 'tokenId', type: 'integer', isPrimary: true },
          { name: 'windowMinute', type: 'integer', isPrimary: true },
          { name: 'count', type: 'integer', default: 0 },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('api_rate_window');
    await queryRunner.dropTable('webhook_attempt');
    await queryRunner.dropTable('webhook_delivery');
    await queryRunner.dropTable('webhook_endpoint');
  }
}
