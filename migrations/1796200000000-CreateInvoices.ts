import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

const id = { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' as const };
const cents = (name: string) => ({ name, type: 'integer' });
const time = (name: string, isNullable = false) => ({ name, type: 'datetime', precision: 3, isNullable });

/** Invoices, their lines, credit notes, payments and refunds, checkout sessions, per-year counters (issue #15). */
export class CreateInvoices1796200000000 implements MigrationInterface {
  name = 'CreateInvoices1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'document_counter',
        columns: [
          { name: 'series', type: 'varchar', length: '4', isPrimary: true },
          { name: 'year', type: 'integer', isPrimary: true },
          { name: 'lastNumber', type: 'integer', default: 0 },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'invoice',
        columns: [
          id,
          { name: 'number', type: 'varchar', length: '20' },
          { name: 'kind', type: 'varchar', length: '10' },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'sourceKey', type: 'varchar', length: '60', isNullable: true },
          { name: 'eventRequestId', type: 'integer', isNullable: true },
          { name: 'clientEmail', type: 'varchar', length: '254' },
          { name: 'clientName', type: 'varchar', length: '200' },
          { name: 'clientAddress', type: 'varchar', length: '300' },
          time('issuedAt'),
          { name: 'dueDate', type: 'varchar', length: '10' },
          { name: 'terms', type: 'varchar', length: '200' },
          cents('subtotalCents'),
          cents('gstCents'),
          cents('qstCents'),
          cents('totalCents'),
          { name: 'paidCents', type: 'integer', default: 0 },
          { name: 'creditedCents', type: 'integer', default: 0 },
          cents('balanceCents'),
          time('paidAt', true),
          time('voidedAt', true),
          { name: 'voidReason', type: 'varchar', length: '500', isNullable: true },
          { name: 'remindersSent', type: 'integer', default: 0 },
          { name: 'createdById', type: 'integer', isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('invoice', new TableIndex({ name: 'IDX_invoice_number', columnNames: ['number'], isUnique: true }));
    await queryRunner.createIndex('invoice', new TableIndex({ name: 'IDX_invoice_source_key', columnNames: ['sourceKey'], isUnique: true }));
    await queryRunner.createIndex('invoice', new TableIndex({ name: 'IDX_invoice_client_email', columnNames: ['clientEmail'] }));
    await queryRunner.createIndex('invoice', new TableIndex({ name: 'IDX_invoice_issued_at', columnNames: ['issuedAt'] }));
    await queryRunner.createTable(
      new Table({
        name: 'invoice_line',
        columns: [
          id,
          { name: 'invoiceId', type: 'integer' },
          { name: 'position', type: 'integer' },
          { name: 'description', type: 'varchar', length: '300' },
          { name: 'quantity', type: 'integer' },
          cents('unitPriceCents'),
          cents('amountCents'),
        ],
      }),
    );
    await queryRunner.createIndex('invoice_line', new TableIndex({ name: 'IDX_invoice_line_invoice', columnNames: ['invoiceId'] }));
    await queryRunner.createTable(
      new Table({
        name: 'credit_note',
        columns: [
          id,
          { name: 'number', type: 'varchar', length: '20' },
          { name: 'invoiceId', type: 'integer' },
          { name: 'clientEmail', type: 'varchar', length: '254' },
          time('issuedAt'),
          { name: 'reason', type: 'varchar', length: '500' },
          cents('subtotalCents'),
          cents('gstCents'),
          cents('qstCents'),
          cents('totalCents'),
          { name: 'refundId', type: 'integer', isNullable: true },
          { name: 'createdById', type: 'integer', isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('credit_note', new TableIndex({ name: 'IDX_credit_note_number', columnNames: ['number'], isUnique: true }));
    await queryRunner.createIndex('credit_note', new TableIndex({ name: 'IDX_credit_note_invoice', columnNames: ['invoiceId'] }));
    await queryRunner.createIndex('credit_note', new TableIndex({ name: 'IDX_credit_note_issued_at', columnNames: ['issuedAt'] }));
    await queryRunner.createTable(
      new Table({
        name: 'invoice_payment',
        columns: [
          id,
          { name: 'invoiceId', type: 'integer' },
          { name: 'kind', type: 'varchar', length: '10' },
          { name: 'method', type: 'varchar', length: '10' },
          cents('amountCents'),
          time('receivedAt'),
          { name: 'reference', type: 'varchar', length: '200', isNullable: true },
          { name: 'stripeSessionId', type: 'varchar', length: '255', isNullable: true },
          { name: 'stripeRefundId', type: 'varchar', length: '255', isNullable: true },
          { name: 'refundOfId', type: 'integer', isNullable: true },
          { name: 'refundedCents', type: 'integer', default: 0 },
          time('voidedAt', true),
          { name: 'voidReason', type: 'varchar', length: '500', isNullable: true },
          { name: 'voidedById', type: 'integer', isNullable: true },
          { name: 'createdById', type: 'integer', isNullable: true },
          time('createdAt'),
        ],
      }),
    );
    await queryRunner.createIndex('invoice_payment', new TableIndex({ name: 'IDX_invoice_payment_invoice', columnNames: ['invoiceId'] }));
    await queryRunner.createIndex('invoice_payment', new TableIndex({ name: 'IDX_invoice_payment_stripe_refund', columnNames: ['stripeRefundId'], isUnique: true }));
    await queryRunner.createTable(
      new Table({
        name: 'invoice_checkout',
        columns: [id, { name: 'sessionId', type: 'varchar', length: '255' }, { name: 'invoiceId', type: 'integer' }, cents('amountCents'), time('createdAt'), time('completedAt', true)],
      }),
    );
    await queryRunner.createIndex('invoice_checkout', new TableIndex({ name: 'IDX_invoice_checkout_session', columnNames: ['sessionId'], isUnique: true }));
    await queryRunner.createTable(
      new Table({
        name: 'accepted_quote',
        columns: [{ name: 'eventRequestId', type: 'integer', isPrimary: true }, { name: 'snapshot', type: 'text' }, time('acceptedAt')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['accepted_quote', 'invoice_checkout', 'invoice_payment', 'credit_note', 'invoice_line', 'invoice', 'document_counter']) {
      await queryRunner.dropTable(table);
    }
  }
}
