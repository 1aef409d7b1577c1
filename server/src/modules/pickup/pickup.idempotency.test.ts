import { CreatePickupRequestDocument } from '../../../../client/src/graphql-public/graphql';
import { describeEachDb } from '../../testing/db';
import { idempotentFormTests } from '../../testing/idempotency';
import { WebhookEventType } from '../webhooks/webhook.entities';
import { PickupRequest } from './pickup-request.entity';
import { pickupInput, pickupRestBody } from './pickup.fixtures';

describeEachDb(
  'pickup request idempotency key (issue #32)',
  idempotentFormTests({
    mutation: CreatePickupRequestDocument.toString(),
    field: 'createPickupRequest',
    input: () => ({ ...pickupInput() }),
    rest: { path: '/api/junk/create', body: () => pickupRestBody() },
    entity: PickupRequest,
    event: 'pickup.created',
    webhook: WebhookEventType.PICKUP_CREATED,
  }),
);
