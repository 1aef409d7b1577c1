import { DataSource } from 'typeorm';
import { WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint, WebhookEventType } from './webhook.entities';

export const FIXTURE_WEBHOOK_SECRET = 'whsec_fixture_secret';

export async function insertWebhookEndpoint(dataSource: DataSource, now: Date, url = 'http://127.0.0.1:9/recepteur'): Promise<WebhookEndpoint> {
  const repo = dataSource.getRepository(WebhookEndpoint);
  const endpoint = repo.create({
    url, events: [WebhookEventType.PICKUP_CREATED], secret: FIXTURE_WEBHOOK_SECRET, disabledAt: null, failingSince: null, createdById: null, createdAt: now,
  });
  await repo.insert(endpoint);
  return endpoint;
}

export async function insertWebhookDelivery(dataSource: DataSource, endpoint: WebhookEndpoint, now: Date): Promise<WebhookDelivery> {
  const repo = dataSource.getRepository(WebhookDelivery);
  const body = JSON.stringify({ id: '00000000-0000-4000-8000-000000000000', type: 'pickup.created', createdAt: now.toISOString(), data: {} });
  const delivery = repo.create({
    endpointId: endpoint.id, eventId: '00000000-0000-4000-8000-000000000000', type: 'pickup.created', body, status: WebhookDeliveryStatus.FAILED,
    attempts: 1, nextAttemptAt: now, claimToken: null, claimedUntil: null, deliveredAt: null, createdAt: now,
  });
  await repo.insert(delivery);
  return delivery;
}
