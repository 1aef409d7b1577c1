import type { DataSource } from 'typeorm';
import type { DomainEvent, DomainEventType, EventHandlers, EventHandlerSpec } from '../../kernel/events';
import { enqueueWebhook } from './webhook-enqueue';
import { WebhookEventType } from './webhook.entities';
import { webhookSubscriptions } from './webhook-subscriptions';

interface WebhookMapping<K extends DomainEventType> {
  /** The public name (the delivery body's `type`): a contract with integrators, never renamed. */
  name: WebhookEventType;
  /** The delivery body's `data`. */
  data: (event: DomainEvent<K>) => unknown;
  /** When it runs among the event's handlers (EventHandlerSpec.order). */
  order?: number;
}

/**
 * The one table from domain events to the public webhook events. Webhooks are one listener of the
 * event spine: no feature queues a delivery by hand, and this file is the only one that imports the
 * webhook queue (webhook-enqueue.ts). A domain event absent here is not sent to integrators.
 */
export const WEBHOOK_EVENTS: { [K in DomainEventType]?: WebhookMapping<K> } = {
  'pickup.created': { name: WebhookEventType.PICKUP_CREATED, data: (e) => e.pickup },
  'event.submitted': { name: WebhookEventType.EVENT_SUBMITTED, data: (e) => e.request },
  'event.status_changed': { name: WebhookEventType.EVENT_STATUS_CHANGED, data: (e) => e.request },
  // After invoicing's reaction (the paid invoice) and the contract; the Stripe session id stays private.
  'snow.paid': {
    name: WebhookEventType.SNOW_ORDER_PAID,
    order: 100,
    data: (e) => {
      const { stripeSessionId: _session, ...order } = e.order;
      return order;
    },
  },
  'time_entry.closed': { name: WebhookEventType.TIME_ENTRY_CLOSED, data: (e) => e.entry },
  // Before the reactions (availability, the deposit invoice): the transition is announced first.
  'quote.sent': { name: WebhookEventType.QUOTE_SENT, order: -100, data: (e) => quoteData(e) },
  'quote.accepted': { name: WebhookEventType.QUOTE_ACCEPTED, order: -100, data: (e) => quoteData(e) },
  'quote.declined': { name: WebhookEventType.QUOTE_DECLINED, order: -100, data: (e) => quoteData(e) },
  'quote.expired': { name: WebhookEventType.QUOTE_EXPIRED, order: -100, data: (e) => quoteData(e) },
  'invoice.issued': { name: WebhookEventType.INVOICE_ISSUED, data: (e) => e.invoice },
  'invoice.paid': { name: WebhookEventType.INVOICE_PAID, data: (e) => e.invoice },
  'credit_note.issued': { name: WebhookEventType.CREDIT_NOTE_ISSUED, data: (e) => e.note },
};

function quoteData(event: DomainEvent<'quote.sent' | 'quote.accepted' | 'quote.declined' | 'quote.expired'>): unknown {
  return { ...event.quote, ...event.answer };
}

/**
 * The webhooks feature's handlers: each mapped event queues one delivery per subscribed endpoint,
 * in the emitting transaction (sent if and only if the transition commits). `listening` lets an
 * emitter skip its transaction when no endpoint is subscribed (webhook-subscriptions.ts).
 */
export function webhookHandlers(dataSource: DataSource): EventHandlers {
  const handlers: Record<string, EventHandlerSpec<DomainEventType>> = {};
  for (const [type, mapping] of Object.entries(WEBHOOK_EVENTS) as [DomainEventType, WebhookMapping<DomainEventType>][]) {
    handlers[type] = {
      order: mapping.order,
      handle: async (em, event) => {
        await enqueueWebhook(em, mapping.name, mapping.data(event), event.at);
      },
      listening: async () => (await webhookSubscriptions(dataSource).subscribers(mapping.name)).length > 0,
    };
  }
  return handlers as EventHandlers;
}
