import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * Issue #31: an invoice's number and rows are issued in a short transaction and its PDF rendered
 * after it. `issuedMailPending` marks an invoice whose e-mail (PDF attached) is still to be queued,
 * so a process stopped between the two leaves a trace the worker or the first download finishes.
 * Addition only; existing invoices had their e-mail queued in their issuing transaction (false).
 */
export class AddInvoiceIssuedMailPending1796850000000 implements MigrationInterface {
  name = 'AddInvoiceIssuedMailPending1796850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('invoice', new TableColumn({ name: 'issuedMailPending', type: 'boolean', default: 0 }));
    await queryRunner.createIndex('invoice', new TableIndex({ name: 'IDX_invoice_issued_mail_pending', columnNames: ['issuedMailPending'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('invoice', 'IDX_invoice_issued_mail_pending');
    await queryRunner.dropColumn('invoice', 'issuedMailPending');
  }
}
