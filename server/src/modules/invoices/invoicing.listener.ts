import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { createLogger } from '../../logger';
import type { LifecycleDeps } from '../lifecycle/lifecycle-listeners';
import type { LifecycleEvent, LifecycleListener } from '../lifecycle/lifecycle-events';
import { SnowOrder } from '../snow/snow-order.entity';
import { buildSnowReceiptMail } from '../snow/snow-receipt-mail';
import { createRefundGateway } from './invoice-refunds';
import { InvoicesService } from './invoices.service';

/**
 * Invoicing's reactions to business transitions, on the transition's own transaction:
 * - quote.accepted → the deposit invoice (INVOICE_DEPOSIT_PERCENT, 0 = none) and the quote kept;
 * - event.done → the final invoice, deposit deducted;
 * - pickup.done → the invoice at the accepted estimate;
 * - snow.paid → a paid invoice, and the receipt e-mail with the invoice PDF attached (the same
 *   dedupe key as the plain receipt the snow fulfiller queues next, which is then not queued).
 */
export function createInvoicingListener(deps: Pick<LifecycleDeps, 'dataSource' | 'config' | 'mail'>, invoices?: InvoicesService): LifecycleListener {
  const service = invoices ?? new InvoicesService(deps.dataSource, deps.mail, deps.config, createRefundGateway(deps.config.payments));
  const log: Logger = createLogger({ logLevel: deps.config.logLevel, env: deps.config.env });
  const context = (em: EntityManager, at: Date): RequestContext => ({ user: null, now: at, dataSource: em.connection, log, ip: undefined });
  return async (em: EntityManager, event: LifecycleEvent) => {
    const ctx = context(em, event.at);
    switch (event.type) {
      case 'quote.accepted':
        await service.onQuoteAccepted(ctx, em, event.quote);
        return;
      case 'event.done':
        await service.onEventDone(ctx, em, event.eventRequestId);
        return;
      case 'pickup.done':
        await service.onPickupDone(ctx, em, event.pickupRequestId);
        return;
      case 'snow.paid': {
        const invoice = await service.onSnowPaid(ctx, em, event.snowOrderId, event.paymentIntent ?? null);
        const order = await em.getRepository(SnowOrder).findOneBy({ id: event.snowOrderId });
        if (!invoice || !order) return;
        const receipt = buildSnowReceiptMail(order, deps.config.company, order.paidAt ?? event.at, deps.config.publicUrl);
        const note = `Votre facture ${invoice.number} (payée) est jointe à ce courriel en PDF.`;
        await service.queueInvoiceMail(ctx, em, invoice, `snow-order:${order.id}:receipt`, {
          subject: `Facture ${invoice.number} – ${receipt.subject}`,
          text: receipt.text.replace('\n\n', `\n\n${note}\n\n`),
          html: receipt.html.replace('<p>Bonjour,</p>', `<p>Bonjour,</p>\n<p>${note}</p>`),
        });
        return;
      }
      default:
        return;
    }
  };
}
