import { defineFeature } from '../../kernel/feature';
import { InvoiceCheckoutFulfiller, InvoiceCheckoutService } from './invoice-checkout.service';
import { INVOICE_ENTITIES } from './invoice.entities';
import { createRefundGateway } from './invoice-refunds';
import { InvoiceMailWorker } from './invoice-mail-worker';
import { InvoiceReminderWorker } from './invoice-reminders';
import { InvoiceReportsService } from './invoice-reports.service';
import { invoicesHandlers } from './invoices.listener';
import { InvoicesResolver } from './invoices.resolver';
import { InvoicesService } from './invoices.service';
import { invoicesPersonalData } from './invoices.personal-data';
import { invoicesMoney } from './invoices.money';
import { createInvoicesRouter } from './invoices.routes';

/** Invoices, payments, credit notes and refunds (issue #15). */
export default defineFeature({
  name: 'invoices',
  personalData: invoicesPersonalData,
  entities: INVOICE_ENTITIES,
  resolvers: [InvoicesResolver],
  money: invoicesMoney,
  settings: ['invoicing', 'company', 'publicUrl', 'payments'],
  offers: ['invoices', 'checkoutFulfiller'],
  create: ({ dataSource, config, log, bus, use }) => {
    const invoices = new InvoicesService(dataSource, use('mail'), config, createRefundGateway(config.payments), bus);
    return {
      provides: { invoices, checkoutFulfiller: new InvoiceCheckoutFulfiller(invoices, use('snowFulfiller')) },
      resolvers: () => [new InvoicesResolver(invoices, new InvoiceCheckoutService(dataSource, invoices, use('payments'), config.publicUrl), new InvoiceReportsService(dataSource))],
      on: invoicesHandlers(invoices, config, log),
      // Overdue reminders (+7/+14/+30 days), once a day across every process; checked hourly.
      // and the e-mails of issues left with the mark issuedMailPending (issue #31), every minute.
      // The quote and invoice PDFs (GET /invoices/…), personal: no-store and the REST rate limit.
      routes: ({ createContext }) => [
        { path: '/invoices', noStore: true, rateLimited: true, router: createInvoicesRouter({ createContext, events: use('events'), quoteLinks: use('quoteLinks'), invoices }) },
      ],
      workers: () => [new InvoiceReminderWorker({ dataSource, log, mail: use('mail'), company: config.company, publicUrl: config.publicUrl }), new InvoiceMailWorker({ dataSource, log, invoices })],
    };
  },
});
