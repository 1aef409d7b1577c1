import { randomUUID } from 'node:crypto';
import { EntityManager, IsNull } from 'typeorm';
import { WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint, WebhookEventType } from './webhook.entities';

/**
 * Queues one event for every enabled endpoint subscribed to it, inside the caller's transaction
 * (`em`): the event is sent if and only if the business change commits. The worker delivers it.
 * Body: {id, type, createdAt, data}; `data` is the object as JSON (dates in ISO 8601 UTC).
 */
export async function enqueueWebhook(em: EntityManager, type: WebhookEventType, data: unknown, now: Date): Promise<number> {
  const endpoints = (await em.getRepository(WebhookEndpoint).find({ where: { disabledAt: IsNull() } })).filter((e) => e.events.includes(type));
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
