import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../config';
import { systemContext } from '../../kernel/context';
import type { EventHandlers } from '../../kernel/events';
import { SnowOrder } from '../snow/snow.public';
import { buildSnowReceiptMail } from '../snow/snow.public';
import type { InvoicesService } from './invoices.service';

/**
 * Invoicing's reactions to business transitions, on the transition's own transaction:
 * - quote.accepted → the deposit invoice (INVOICE_DEPOSIT_PERCENT, 0 = none) and the quote kept;
 * - event.done → the final invoice, deposit deducted;
 * - pickup.done → the invoice at the accepted estimate;
 * - snow.paid → a paid invoice, and the receipt e-mail with the invoice PDF attached (the same
 *   dedupe key as the plain receipt the snow fulfiller queues next, which is then not queued).
 */
export function invoicesHandlers(invoices: InvoicesService, config: Pick<AppConfig, 'company' | 'publicUrl'>, log: Logger): EventHandlers {
  const ctx = (em: EntityManager, at: Date) => systemContext(at, log, em.connection);
  return {
    'quote.accepted': async (em, event) => {
      await invoices.onQuoteAccepted(ctx(em, event.at), em, event.quote);
    },
    'event.done': async (em, event) => {
      await invoices.onEventDone(ctx(em, event.at), em, event.eventRequestId);
    },
    'pickup.done': async (em, event) => {
      await invoices.onPickupDone(ctx(em, event.at), em, event.pickupRequestId);
    },
    'snow.paid': async (em, event) => {
      const context = ctx(em, event.at);
      const invoice = await invoices.onSnowPaid(context, em, event.snowOrderId, event.paymentIntent ?? null);
      const order = await em.getRepository(SnowOrder).findOneBy({ id: event.snowOrderId });
      if (!invoice || !order) return;
      const receipt = buildSnowReceiptMail(order, config.company, order.paidAt ?? event.at, config.publicUrl);
      const note = `Votre facture ${invoice.number} (payée) est jointe à ce courriel en PDF.`;
      await invoices.queueInvoiceMail(context, em, invoice, `snow-order:${order.id}:receipt`, {
        subject: `Facture ${invoice.number} – ${receipt.subject}`,
        text: receipt.text.replace('\n\n', `\n\n${note}\n\n`),
        html: receipt.html.replace('<p>Bonjour,</p>', `<p>Bonjour,</p>\n<p>${note}</p>`),
      });
    },
  };
}
