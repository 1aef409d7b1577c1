import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { WebhookDelivery, WebhookDeliveryStatus, WebhookEventType } from './webhook.entities';
import { WebhookSubscriber, webhookSubscriptions } from './webhook-subscriptions';

/**
 * Queues one event for every enabled endpoint subscribed to it, inside the caller's transaction
 * (`em`): the event is sent if and only if the business change commits. The worker delivers it.
 * Body: {id, type, createdAt, data}; `data` is the object as JSON (dates in ISO 8601 UTC).
 * The endpoints come from the process's list (webhook-subscriptions.ts), not from a SELECT per event.
 */
export async function enqueueWebhook(em: EntityManager, type: WebhookEventType, data: unknown, now: Date): Promise<number> {
  return enqueueWebhookFor(em, await webhookSubscriptions(em.dataSource).subscribers(type, em), type, data, now);
}

/** The same for endpoints already looked up (`webhookSubscriptions(…).subscribers(type)`), e.g. to skip the transaction when there are none. */
export async function enqueueWebhookFor(em: EntityManager, endpoints: readonly WebhookSubscriber[], type: WebhookEventType, data: unknown, now: Date): Promise<number> {
  if (!endpoints.length) return 0;
  const eventId = randomUUID();
  const body = JSON.stringify({ id: eventId, type, createdAt: now.toISOString(), data });
  await em.getRepository(WebhookDelivery).insert(
    endpoints.map((endpoint) => ({
      endpointId: endpoint.id,
      eventId,
      type,
      body,
      status: WebhookDeliveryStatus.PENDING,
      attempts: 0,
      nextAttemptAt: now,
      claimToken: null,
      claimedUntil: null,
      deliveredAt: null,
      createdAt: now,
    })),
  );
  return endpoints.length;
}
