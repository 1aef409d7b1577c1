import request from 'supertest';
import { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { App } from '../app';
import type { DomainEventType } from '../kernel/events';
import { OutboxMessage } from '../modules/mail/outbox-message.entity';
import { InboxItem } from '../modules/notifications/inbox.entities';
import { WebhookDelivery, WebhookEndpoint, WebhookEventType } from '../modules/webhooks/webhook.entities';
import { FIXTURE_WEBHOOK_SECRET } from '../modules/webhooks/webhooks.fixtures';
import { createTestApp, TEST_NOW } from './app';
import { clearTables, TestDbKind, openTestDatabase } from './db';

/** A public form whose submission carries an idempotency key (issue #32: the pickup and the event request). */
export interface IdempotentForm {
  /** The public GraphQL mutation (one `$input` variable) and the field it answers under. */
  mutation: string;
  field: string;
  /** A valid GraphQL input, and the REST route with a valid body (the key goes in the Idempotency-Key header). */
  input: () => Record<string, unknown>;
  rest: { path: string; body: () => Record<string, unknown> };
  /** The stored request, and what its creation emits and sends to webhooks. */
  entity: EntityTarget<ObjectLiteral>;
  event: DomainEventType;
  webhook: WebhookEventType;
}

/**
 * The same tests for each keyed public form, for `describeEachDb` (SQLite and MariaDB): a repeat
 * with the same key (GraphQL field or REST header, one after the other or at once) answers the
 * first request and creates nothing twice: one request row, one e-mail in the outbox to each
 * recipient (the customer, the office), one webhook delivery, one lifecycle event (emitted once on
 * the bus, one office inbox item).
 */
export function idempotentFormTests(form: IdempotentForm): (kind: TestDbKind) => void {
  return (kind) => {
    let dataSource: DataSource;
    let app: App;
    let emitted: DomainEventType[] = [];
    beforeAll(async () => {
      dataSource = await openTestDatabase(kind);
      app = await createTestApp(dataSource);
      app.bus.tap((event) => void emitted.push(event.type));
    });
    afterAll(async () => {
      await app?.stop();
      await dataSource?.destroy();
    });
    /** Empty tables, and an endpoint subscribed to the creation (so that it queues a delivery). */
    const reset = async () => {
      await clearTables(dataSource);
      emitted = [];
      await dataSource.getRepository(WebhookEndpoint).insert({
        url: 'http://127.0.0.1:9/recepteur', events: [form.webhook], secret: FIXTURE_WEBHOOK_SECRET, disabledAt: null, failingSince: null, createdById: null, createdAt: TEST_NOW,
      });
    };
    beforeEach(reset);

    const send = (input: Record<string, unknown>) =>
      request(app.handler).post('/graphql').set('Content-Type', 'application/json').send({ query: form.mutation, variables: { input } });
    const post = (key: string) => request(app.handler).post(form.rest.path).set('Idempotency-Key', key).send(form.rest.body());
    const count = () => dataSource.getRepository(form.entity).count();
    /** Everything one submission leaves behind (the e-mails by recipient: the customer's and the office's). */
    const traces = async () => ({
      requests: await count(),
      mailsTo: (await dataSource.getRepository(OutboxMessage).find({ order: { to: 'ASC' } })).map((mail) => mail.to),
      webhookDeliveries: await dataSource.getRepository(WebhookDelivery).countBy({ type: form.webhook }),
      inboxItems: await dataSource.getRepository(InboxItem).count(),
      events: emitted.filter((type) => type === form.event).length,
    });
    /** One of each, and one e-mail to each recipient, the customer among them. */
    const expectOnce = (seen: Awaited<ReturnType<typeof traces>>) => {
      expect(seen).toMatchObject({ requests: 1, webhookDeliveries: 1, inboxItems: 1, events: 1 });
      expect(seen.mailsTo).toContain(String(form.input().email));
      expect(new Set(seen.mailsTo).size).toBe(seen.mailsTo.length);
    };

    it('a GraphQL repeat with the same key answers the first request and stores one row', async () => {
      const key = 'b1c2d3e4-0000-4000-8000-000000000001';
      const first = await send({ ...form.input(), idempotencyKey: key });
      const again = await send({ ...form.input(), idempotencyKey: key });
      expect(first.body.errors).toBeUndefined();
      expect(again.body.data[form.field].id).toBe(first.body.data[form.field].id);
      expect(await count()).toBe(1);
    });

    it('two concurrent repeats store one row and both answer it', async () => {
      const key = 'b1c2d3e4-0000-4000-8000-000000000002';
      const [a, b] = await Promise.all([send({ ...form.input(), idempotencyKey: key }), send({ ...form.input(), idempotencyKey: key })]);
      expect(a.body.errors).toBeUndefined();
      expect(b.body.errors).toBeUndefined();
      expect(b.body.data[form.field].id).toBe(a.body.data[form.field].id);
      expect(await count()).toBe(1);
    });

    it('the REST route takes the Idempotency-Key header', async () => {
      const key = 'b1c2d3e4-0000-4000-8000-000000000003';
      const first = await post(key);
      const again = await post(key);
      expect(first.status).toBe(201);
      expect(again.body.id).toBe(first.body.id);
      expect(await count()).toBe(1);
    });

    it('a repeat creates nothing twice: one row, one e-mail, one webhook delivery, one lifecycle event (GraphQL, then REST)', async () => {
      const key = 'b1c2d3e4-0000-4000-8000-000000000004';
      expect((await send({ ...form.input(), idempotencyKey: key })).body.errors).toBeUndefined();
      const once = await traces();
      expectOnce(once);
      expect((await send({ ...form.input(), idempotencyKey: key })).body.errors).toBeUndefined();
      expect(await traces()).toEqual(once);

      await reset();
      expect((await post(key)).status).toBe(201);
      const onceOverRest = await traces();
      expectOnce(onceOverRest);
      expect((await post(key)).status).toBeLessThan(300);
      expect(await traces()).toEqual(onceOverRest);
    });
  };
}
