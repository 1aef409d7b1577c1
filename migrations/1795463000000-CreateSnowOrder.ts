import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

/** Snow-removal orders and the payment events already handled (webhook de-duplication). */
export class CreateSnowOrder1795463000000 implements MigrationInterface {
  name = 'CreateSnowOrder1795463000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'snow_order',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'confirmationCode', type: 'varchar', length: '11' },
          { name: 'mode', type: 'varchar', length: '10' },
          { name: 'address', type: 'varchar', length: '300' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'abrasif', type: 'boolean', default: 0 },
          { name: 'urgent', type: 'boolean', default: 0 },
          { name: 'note', type: 'text' },
          { name: 'basePrice', type: 'integer' },
          { name: 'abrasifPrice', type: 'integer' },
          { name: 'urgentPrice', type: 'integer' },
          { name: 'subtotal', type: 'integer' },
          { name: 'gst', type: 'integer' },
          { name: 'qst', type: 'integer' },
          { name: 'total', type: 'integer' },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'stripeSessionId', type: 'varchar', length: '255', isNullable: true },
          { name: 'customerName', type: 'varchar', length: '200', isNullable: true },
          { name: 'paidAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'updatedAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex('snow_order', new TableIndex({ name: 'IDX_snow_order_confirmation_code', columnNames: ['confirmationCode'], isUnique: true }));
    await queryRunner.createIndex('snow_order', new TableIndex({ name: 'IDX_snow_order_stripe_session_id', columnNames: ['stripeSessionId'], isUnique: true }));
    await queryRunner.createIndex('snow_order', new TableIndex({ name: 'IDX_snow_order_status_paid_at', columnNames: ['status', 'paidAt'] }));

    await queryRunner.createTable(
      new Table({
        name: 'payment_event',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'eventId', type: 'varchar', length: '255' },
          { name: 'type', type: 'varchar', length: '100' },
          { name: 'receivedAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex('payment_event', new TableIndex({ name: 'IDX_payment_event_event_id', columnNames: ['eventId'], isUnique: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('payment_event');
    await queryRunner.dropTable('snow_order');
  }
}
