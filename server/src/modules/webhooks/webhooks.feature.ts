import { defineFeature, periodic } from '../../kernel/feature';
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from './webhook.entities';
import { WebhookEndpointSubscriber } from './webhook-subscriptions';
import { WebhookWorker } from './webhook.worker';
import { webhookHandlers } from './webhooks.listener';
import { WebhooksResolver } from './webhooks.resolver';
import { WebhooksService } from './webhooks.service';
import { webhooksPersonalData } from './webhooks.personal-data';

/** Signed event deliveries to integrators' URLs: one listener of the event spine (webhooks.listener.ts). */
export default defineFeature({
  name: 'webhooks',
  personalData: webhooksPersonalData,
  entities: [WebhookEndpoint, WebhookDelivery, WebhookAttempt],
  subscribers: [WebhookEndpointSubscriber],
  resolvers: [WebhooksResolver],
  settings: ['webhooks'],
  create: ({ dataSource, config, log, bus }) => ({
    resolvers: () => [new WebhooksResolver(new WebhooksService(dataSource, config.webhooks.allowPrivate))],
    on: webhookHandlers(dataSource),
    workers: () => [periodic(new WebhookWorker({ dataSource, log, allowPrivate: config.webhooks.allowPrivate, lifecycle: bus }), config.webhooks.workerIntervalMs)],
  }),
});
