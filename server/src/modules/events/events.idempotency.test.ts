import { SubmitEventRequestDocument } from '../../../../client/src/graphql-public/graphql';
import { describeEachDb } from '../../testing/db';
import { idempotentFormTests } from '../../testing/idempotency';
import { WebhookEventType } from '../webhooks/webhook.entities';
import { EventRequest } from './event-request.entity';
import { eventInput, eventRestBody } from './events.fixtures';

describeEachDb(
  'event request idempotency key (issue #32)',
  idempotentFormTests({
    mutation: SubmitEventRequestDocument.toString(),
    field: 'submitEventRequest',
    input: () => ({ ...eventInput() }),
    rest: { path: '/api/event', body: () => eventRestBody() },
    entity: EventRequest,
    event: 'event.submitted',
    webhook: WebhookEventType.EVENT_SUBMITTED,
  }),
);
