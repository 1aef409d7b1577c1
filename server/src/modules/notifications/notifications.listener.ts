import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../kernel/context';
import { EventRequest } from '../events/events.public';
import type { DomainEvent, DomainEventType, EventHandlers, EventHandlerSpec } from '../../kernel/events';
import type { MailService } from '../mail/mail.public';
import { PrivacyRequest } from '../privacy/privacy.public';
import type { MessageSender } from './customer-mail';
import { CUSTOMER_MESSAGES, customerMessage, CustomerMessage, MessageChannel } from './customer-messages';
import { InboxKind } from './inbox.entities';
import { InboxService, NewInboxItem, pickupReceivedKey, systemContext } from './inbox.service';
import '../events/events.public';
import '../pickup/pickup.public';

/**
 * One way to reach a customer. E-mail is built in; SMS plugs in as a second adapter (its own
 * opt-in and number rules) without touching the table or the builders.
 */
export interface CustomerChannel {
  readonly channel: MessageChannel;
  deliver(ctx: RequestContext, em: EntityManager, message: CustomerMessage): Promise<void>;
}

/** E-mail through the outbox: same transaction as the transition, dedupe key = the message's, retried by the worker. */
export function emailChannel(mail: MailService): CustomerChannel {
  return {
    channel: 'email',
    deliver: async (ctx, em, message) => {
      await mail.queue(ctx, em, { to: message.to, subject: message.mail.subject, text: message.mail.text, html: message.mail.html, dedupeKey: message.dedupeKey, anonymousTrigger: message.anonymousTrigger });
    },
  };
}

export interface NotificationsDeps {
  inbox: InboxService;
  sender: MessageSender;
  channels: readonly CustomerChannel[];
  log: Logger;
}

const EVENT_ITEMS = [InboxKind.EVENT_NEW, InboxKind.UNVERIFIED, InboxKind.CHANGE_REQUEST, InboxKind.QUOTE_DECLINED, InboxKind.QUOTE_EXPIRED];

/**
 * The notifications feature's handlers on the event spine, one per transition, on its own
 * transaction: the customer's message (CUSTOMER_MESSAGES: `notifications` rows) through each
 * channel, and the office inbox's items (made, or closed when the transition handled their subject).
 * They run after the owners' handlers (order 100): an invoice or a contract is stored first.
 */
export function notificationsHandlers(deps: NotificationsDeps): EventHandlers {
  const react = async (em: EntityManager, event: DomainEvent) => {
    const ctx = systemContext(em.connection, deps.log, event.at);
    if (CUSTOMER_MESSAGES[event.type].send === 'notifications') {
      const message = await customerMessage(em, event, deps.sender);
      if (message) for (const channel of deps.channels) await channel.deliver(ctx, em, message);
    }
    await updateInbox(ctx, em, deps.inbox, event);
  };
  const handlers: Record<string, EventHandlerSpec<DomainEventType>> = {};
  for (const type of Object.keys(CUSTOMER_MESSAGES) as DomainEventType[]) handlers[type] = { handle: react, order: 100 };
  // An unverified pickup request writes nothing with its row: no acknowledgement (nobody proved the
  // address), and its office item is made just after (InboxService.deferPickup), so the row alone is
  // the request's one statement (issue #31).
  handlers['pickup.created'] = { handle: react, order: 100, listening: async (event) => !(event as DomainEvent<'pickup.created'>).pickup.unverified };
  return handlers as EventHandlers;
}

/** The events that make one office inbox item, each from its own fields (some read their row for the reference or the due date). */
type ItemEvent =
  | 'quote.accepted'
  | 'quote.declined'
  | 'quote.expired'
  | 'quote.change_requested'
  | 'snow.payment_failed'
  | 'snow.visit_impossible'
  | 'privacy.received'
  | 'timesheet.submitted'
  | 'timeclock.forgotten'
  | 'timeclock.punch_held'
  | 'webhook.failing';

type ItemOf<K extends ItemEvent> = (event: DomainEvent<K>, em: EntityManager) => NewInboxItem | Promise<NewInboxItem>;

const QUOTE_ANSWER_KINDS = { 'quote.accepted': InboxKind.QUOTE_ACCEPTED, 'quote.declined': InboxKind.QUOTE_DECLINED, 'quote.expired': InboxKind.QUOTE_EXPIRED } as const;
const quoteAnswer: ItemOf<'quote.accepted' | 'quote.declined' | 'quote.expired'> = (e) => ({
  kind: QUOTE_ANSWER_KINDS[e.type], subjectType: 'event', subjectId: e.quote.eventRequestId, reference: `${e.quote.reference} (révision ${e.quote.revisionNumber})`, link: `/admin/events/${e.quote.eventRequestId}`, dedupeKey: `quote-revision:${e.quote.revisionId}:${e.type}`,
});

const INBOX_ITEMS: { [K in ItemEvent]: ItemOf<K> } = {
  'quote.accepted': quoteAnswer,
  'quote.declined': quoteAnswer,
  'quote.expired': quoteAnswer,
  'quote.change_requested': async (e, em) => ({
    kind: InboxKind.CHANGE_REQUEST, subjectType: 'event', subjectId: e.eventRequestId, reference: (await em.findOneBy(EventRequest, { id: e.eventRequestId }))?.reference ?? `n° ${e.eventRequestId}`, link: `/admin/events/${e.eventRequestId}`, dedupeKey: `event:${e.eventRequestId}:change:${e.at.getTime()}`,
  }),
  'snow.payment_failed': (e) => ({
    kind: InboxKind.PAYMENT_FAILED, subjectType: 'snow_order', subjectId: e.snowOrderId, reference: `(commande de déneigement n° ${e.snowOrderId})`, link: '/admin/saison-neige', dedupeKey: `snow-order:${e.snowOrderId}:payment-failed`,
  }),
  'snow.visit_impossible': (e) => ({
    kind: InboxKind.SNOW_VISIT_IMPOSSIBLE, subjectType: 'snow_visit', subjectId: e.visitId, reference: `(passage n° ${e.visitId})`, link: '/admin/saison-neige', dedupeKey: `snow-visit:${e.visitId}:impossible`,
  }),
  'privacy.received': async (e, em) => ({
    kind: InboxKind.PRIVACY_REQUEST, subjectType: 'privacy_request', subjectId: e.privacyRequestId, reference: `n° ${e.privacyRequestId}`, link: '/admin/confidentialite', dueAt: (await em.findOneBy(PrivacyRequest, { id: e.privacyRequestId }))?.dueAt ?? null, dedupeKey: `privacy-request:${e.privacyRequestId}:received`,
  }),
  'timesheet.submitted': (e) => ({
    kind: InboxKind.TIMESHEET_SUBMITTED, subjectType: 'timesheet', subjectId: e.timesheetId, reference: `n° ${e.timesheetId}`, link: '/admin/feuilles-de-temps', dedupeKey: `timesheet:${e.timesheetId}:submitted:${e.at.getTime()}`,
  }),
  'timeclock.forgotten': (e) => ({
    kind: InboxKind.FORGOTTEN_CLOCKOUT, subjectType: 'time_entry', subjectId: e.timeEntryId, reference: `(entrée n° ${e.timeEntryId})`, link: '/admin/feuilles-de-temps', dedupeKey: `time-entry:${e.timeEntryId}:forgotten`,
  }),
  'timeclock.punch_held': (e) => ({
    kind: InboxKind.PUNCH_HELD, subjectType: 'time_punch', subjectId: e.punchId, reference: `(pointage n° ${e.punchId})`, link: '/admin/feuilles-de-temps', dedupeKey: `time-punch:${e.punchId}:held`,
  }),
  'webhook.failing': (e) => ({
    kind: InboxKind.WEBHOOK_FAILING, subjectType: 'webhook_endpoint', subjectId: e.endpointId, reference: `(point n° ${e.endpointId})`, link: '/admin/webhooks', dedupeKey: `webhook-endpoint:${e.endpointId}:failing:${e.at.getTime()}`,
  }),
};

const itemOf = async <K extends ItemEvent>(em: EntityManager, event: DomainEvent<K>): Promise<NewInboxItem> => (INBOX_ITEMS[event.type as K] as ItemOf<K>)(event, em);

async function updateInbox(ctx: RequestContext, em: EntityManager, inbox: InboxService, event: DomainEvent): Promise<void> {
  switch (event.type) {
    case 'pickup.created':
    case 'pickup.confirmed': {
      const id = event.type === 'pickup.created' ? event.pickup.id : event.pickupRequestId;
      const verified = event.type === 'pickup.confirmed' || !event.pickup.unverified;
      if (!verified) {
        inbox.deferPickup(em, id, event.at);
        return;
      }
      if (event.type === 'pickup.confirmed') await inbox.closeFor(ctx, em, 'pickup', id, [InboxKind.UNVERIFIED]);
      await inbox.record(ctx, em, {
        kind: InboxKind.PICKUP_NEW,
        subjectType: 'pickup',
        subjectId: id,
        reference: `n° ${id}`,
        link: `/admin/ramassage?id=${id}`,
        dedupeKey: pickupReceivedKey(id, true),
      });
      return;
    }
    case 'pickup.estimated':
    case 'pickup.scheduled':
    case 'pickup.canceled':
    case 'pickup.done':
      await inbox.closeFor(ctx, em, 'pickup', event.pickupRequestId, [InboxKind.PICKUP_NEW, InboxKind.UNVERIFIED]);
      return;
    case 'event.submitted':
    case 'event.verified': {
      const id = event.type === 'event.submitted' ? event.request.id : event.eventRequestId;
      const row = await em.findOneBy(EventRequest, { id });
      const verified = event.type === 'event.verified' || !event.request.unverified;
      if (event.type === 'event.verified') await inbox.closeFor(ctx, em, 'event', id, [InboxKind.UNVERIFIED]);
      await inbox.record(ctx, em, {
        kind: verified ? InboxKind.EVENT_NEW : InboxKind.UNVERIFIED,
        subjectType: 'event',
        subjectId: id,
        reference: row?.reference ?? `n° ${id}`,
        link: `/admin/events/${id}`,
        dedupeKey: `event:${id}:received:${verified ? 'verified' : 'unverified'}`,
      });
      return;
    }
    case 'event.status_changed':
      if (event.request.status !== 'pending') await inbox.closeFor(ctx, em, 'event', event.request.id, [InboxKind.EVENT_NEW, InboxKind.UNVERIFIED]);
      return;
    case 'event.canceled':
    case 'event.done':
      await inbox.closeFor(ctx, em, 'event', event.eventRequestId, EVENT_ITEMS);
      return;
    case 'quote.sent':
      // A new version answers a change request, a refusal or an expiry.
      await inbox.closeFor(ctx, em, 'event', event.quote.eventRequestId, EVENT_ITEMS);
      return;
    case 'quote.accepted':
    case 'quote.declined':
    case 'quote.expired':
    case 'quote.change_requested':
    case 'snow.payment_failed':
    case 'snow.visit_impossible':
    case 'privacy.received':
    case 'timesheet.submitted':
    case 'timeclock.forgotten':
    case 'timeclock.punch_held':
    case 'webhook.failing':
      await inbox.record(ctx, em, await itemOf(em, event));
      return;
    case 'snow.paid':
      // Paid after all (a new attempt): the failed payment is handled.
      await inbox.closeFor(ctx, em, 'snow_order', event.snowOrderId, [InboxKind.PAYMENT_FAILED]);
      await inbox.record(ctx, em, {
        kind: InboxKind.SNOW_NEW,
        subjectType: 'snow_order',
        subjectId: event.snowOrderId,
        reference: `n° ${event.snowOrderId}`,
        link: '/admin/saison-neige',
        dedupeKey: `snow-order:${event.snowOrderId}:paid`,
      });
      return;
    case 'privacy.completed':
      await inbox.closeFor(ctx, em, 'privacy_request', event.privacyRequestId, [InboxKind.PRIVACY_REQUEST]);
      return;
    case 'quote.expiring':
    case 'event.done_forced':
    case 'pickup.done_forced':
    case 'snow.visit_done':
    case 'snow.contract_canceled':
    case 'invoice.issued':
    case 'invoice.paid':
    case 'credit_note.issued':
    case 'time_entry.closed':
    case 'user.disabled':
      return;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
