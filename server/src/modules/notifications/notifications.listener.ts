import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../kernel/context';
import { EventRequest } from '../events/events.public';
import type { DomainEvent, DomainEventType, EventHandlers } from '../../kernel/events';
import type { MailService } from '../mail/mail.public';
import { PrivacyRequest } from '../privacy/privacy.public';
import type { MessageSender } from './customer-mail';
import { CUSTOMER_MESSAGES, customerMessage, CustomerMessage, MessageChannel } from './customer-messages';
import { InboxKind } from './inbox.entities';
import { InboxService, systemContext } from './inbox.service';
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
  const handlers: Record<string, { handle: (em: EntityManager, event: DomainEvent) => Promise<void>; order: number }> = {};
  for (const type of Object.keys(CUSTOMER_MESSAGES) as DomainEventType[]) handlers[type] = { handle: react, order: 100 };
  return handlers as EventHandlers;
}

async function updateInbox(ctx: RequestContext, em: EntityManager, inbox: InboxService, event: DomainEvent): Promise<void> {
  switch (event.type) {
    case 'pickup.created':
    case 'pickup.confirmed': {
      const id = event.type === 'pickup.created' ? event.pickup.id : event.pickupRequestId;
      const verified = event.type === 'pickup.confirmed' || !event.pickup.unverified;
      if (event.type === 'pickup.confirmed') await inbox.closeFor(ctx, em, 'pickup', id, [InboxKind.UNVERIFIED]);
      await inbox.record(ctx, em, {
        kind: verified ? InboxKind.PICKUP_NEW : InboxKind.UNVERIFIED,
        subjectType: 'pickup',
        subjectId: id,
        reference: `n° ${id}`,
        link: `/admin/ramassage?id=${id}`,
        dedupeKey: `pickup:${id}:received:${verified ? 'verified' : 'unverified'}`,
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
    case 'quote.expired': {
      const kind = event.type === 'quote.accepted' ? InboxKind.QUOTE_ACCEPTED : event.type === 'quote.declined' ? InboxKind.QUOTE_DECLINED : InboxKind.QUOTE_EXPIRED;
      await inbox.record(ctx, em, {
        kind,
        subjectType: 'event',
        subjectId: event.quote.eventRequestId,
        reference: `${event.quote.reference} (révision ${event.quote.revisionNumber})`,
        link: `/admin/events/${event.quote.eventRequestId}`,
        dedupeKey: `quote-revision:${event.quote.revisionId}:${event.type}`,
      });
      return;
    }
    case 'quote.change_requested': {
      const row = await em.findOneBy(EventRequest, { id: event.eventRequestId });
      await inbox.record(ctx, em, {
        kind: InboxKind.CHANGE_REQUEST,
        subjectType: 'event',
        subjectId: event.eventRequestId,
        reference: row?.reference ?? `n° ${event.eventRequestId}`,
        link: `/admin/events/${event.eventRequestId}`,
        dedupeKey: `event:${event.eventRequestId}:change:${event.at.getTime()}`,
      });
      return;
    }
    case 'snow.payment_failed':
      await inbox.record(ctx, em, {
        kind: InboxKind.PAYMENT_FAILED,
        subjectType: 'snow_order',
        subjectId: event.snowOrderId,
        reference: `(commande de déneigement n° ${event.snowOrderId})`,
        link: '/admin/saison-neige',
        dedupeKey: `snow-order:${event.snowOrderId}:payment-failed`,
      });
      return;
    case 'snow.visit_impossible':
      await inbox.record(ctx, em, {
        kind: InboxKind.SNOW_VISIT_IMPOSSIBLE,
        subjectType: 'snow_visit',
        subjectId: event.visitId,
        reference: `(passage n° ${event.visitId})`,
        link: '/admin/saison-neige',
        dedupeKey: `snow-visit:${event.visitId}:impossible`,
      });
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
    case 'privacy.received': {
      const row = await em.findOneBy(PrivacyRequest, { id: event.privacyRequestId });
      await inbox.record(ctx, em, {
        kind: InboxKind.PRIVACY_REQUEST,
        subjectType: 'privacy_request',
        subjectId: event.privacyRequestId,
        reference: `n° ${event.privacyRequestId}`,
        link: '/admin/confidentialite',
        dueAt: row?.dueAt ?? null,
        dedupeKey: `privacy-request:${event.privacyRequestId}:received`,
      });
      return;
    }
    case 'privacy.completed':
      await inbox.closeFor(ctx, em, 'privacy_request', event.privacyRequestId, [InboxKind.PRIVACY_REQUEST]);
      return;
    case 'timesheet.submitted':
      await inbox.record(ctx, em, {
        kind: InboxKind.TIMESHEET_SUBMITTED,
        subjectType: 'timesheet',
        subjectId: event.timesheetId,
        reference: `n° ${event.timesheetId}`,
        link: '/admin/feuilles-de-temps',
        dedupeKey: `timesheet:${event.timesheetId}:submitted:${event.at.getTime()}`,
      });
      return;
    case 'timeclock.forgotten':
      await inbox.record(ctx, em, {
        kind: InboxKind.FORGOTTEN_CLOCKOUT,
        subjectType: 'time_entry',
        subjectId: event.timeEntryId,
        reference: `(entrée n° ${event.timeEntryId})`,
        link: '/admin/feuilles-de-temps',
        dedupeKey: `time-entry:${event.timeEntryId}:forgotten`,
      });
      return;
    case 'timeclock.punch_held':
      await inbox.record(ctx, em, {
        kind: InboxKind.PUNCH_HELD,
        subjectType: 'time_punch',
        subjectId: event.punchId,
        reference: `(pointage n° ${event.punchId})`,
        link: '/admin/feuilles-de-temps',
        dedupeKey: `time-punch:${event.punchId}:held`,
      });
      return;
    case 'webhook.failing':
      await inbox.record(ctx, em, {
        kind: InboxKind.WEBHOOK_FAILING,
        subjectType: 'webhook_endpoint',
        subjectId: event.endpointId,
        reference: `(point n° ${event.endpointId})`,
        link: '/admin/webhooks',
        dedupeKey: `webhook-endpoint:${event.endpointId}:failing:${event.at.getTime()}`,
      });
      return;
    case 'quote.expiring':
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
