import { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { systemContext } from '../../kernel/context';
import { PeriodicWorker } from '../../db/periodic-worker';
import type { InvoicesService } from './invoices.service';

/** An invoice still pending this long after its issue was interrupted (its own request finishes within milliseconds). */
export const INVOICE_MAIL_JOB = { intervalMs: 60_000, graceMs: 30_000 } as const;

/**
 * Finishes issues interrupted between the short issuing transaction and the e-mail (issue #31):
 * renders the PDF as issued and queues the e-mail of each invoice still `issuedMailPending` a
 * little after its issue. Every process runs it; `completeIssuedMail` keeps one e-mail per invoice.
 */
export class InvoiceMailWorker extends PeriodicWorker<number> {
  private readonly now: () => Date;

  constructor(private readonly options: { dataSource: DataSource; log: Logger; invoices: InvoicesService; now?: () => Date }) {
    super(options.log, 'invoice-mails');
    this.now = options.now ?? (() => new Date());
  }

  override start(intervalMs: number = INVOICE_MAIL_JOB.intervalMs): void {
    super.start(intervalMs);
  }

  protected run(): Promise<number> {
    const now = this.now();
    return this.options.invoices.completePendingIssuedMails(systemContext(now, this.options.log, this.options.dataSource), new Date(now.getTime() - INVOICE_MAIL_JOB.graceMs));
  }
}
