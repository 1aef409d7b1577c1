import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { DatabaseConfig } from '../../config';
import { openDatabase } from '../../database';
import { inTransaction } from '../../kernel/transactions';
import { TEST_NOW } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase, workerMysqlUrl } from '../../testing/db';
import { WebhookDelivery, WebhookEndpoint, WebhookEventType } from './webhook.entities';
import { enqueueWebhook } from './webhook-enqueue';
import { WEBHOOK_SUBSCRIPTIONS_TTL_MS, WebhookSubscriptions, webhookSubscriptions } from './webhook-subscriptions';
import { insertWebhookEndpoint } from './webhooks.fixtures';

/** Two DataSources on one database stand for two server processes. */
describeEachDb('webhook subscriptions list (endpoints read once per 5 s, not per event)', (kind) => {
  let here: DataSource;
  let elsewhere: DataSource;
  let folder: string | null = null;
  beforeAll(async () => {
    let config: DatabaseConfig;
    if (kind === 'sqlite') {
      folder = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-subscriptions-'));
      config = { kind: 'sqlite', path: path.join(folder, 'data.sqlite') };
      here = await openDatabase(config);
    } else {
      here = await openTestDatabase('mysql');
      config = { kind: 'mysql', url: workerMysqlUrl() };
    }
    elsewhere = await openDatabase(config);
  });
  afterAll(async () => {
    await here?.destroy();
    await elsewhere?.destroy();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await clearTables(here);
    webhookSubscriptions(here).invalidate();
  });

  const ids = (list: { id: number }[]) => list.map((e) => e.id);

  it('sees an endpoint registered by another process once the list is 5 s old, not before', async () => {
    let now = 1_000;
    const list = new WebhookSubscriptions(here, () => now);
    expect(await list.subscribers(WebhookEventType.PICKUP_CREATED)).toEqual([]);
    const endpoint = await insertWebhookEndpoint(elsewhere, TEST_NOW);
    now += WEBHOOK_SUBSCRIPTIONS_TTL_MS - 1;
    expect(await list.subscribers(WebhookEventType.PICKUP_CREATED)).toEqual([]);
    now += 1;
    expect(ids(await list.subscribers(WebhookEventType.PICKUP_CREATED))).toEqual([endpoint.id]);
  });

  it('sees a change made through its own DataSource at once: insert, disable in a transaction, delete', async () => {
    const list = webhookSubscriptions(here);
    expect(await list.subscribers(WebhookEventType.PICKUP_CREATED)).toEqual([]);
    const endpoint = await insertWebhookEndpoint(here, TEST_NOW);
    expect(ids(await list.subscribers(WebhookEventType.PICKUP_CREATED))).toEqual([endpoint.id]);

    await inTransaction(here, async (em) => {
      await em.update(WebhookEndpoint, { id: endpoint.id }, { disabledAt: TEST_NOW });
      // Read while the change is not committed: this read must not count as fresh afterwards.
      await list.subscribers(WebhookEventType.PICKUP_CREATED);
    });
    expect(await list.subscribers(WebhookEventType.PICKUP_CREATED)).toEqual([]);

    await here.getRepository(WebhookEndpoint).update({ id: endpoint.id }, { disabledAt: null });
    expect(ids(await list.subscribers(WebhookEventType.PICKUP_CREATED))).toEqual([endpoint.id]);
    await here.getRepository(WebhookEndpoint).delete({ id: endpoint.id });
    expect(await list.subscribers(WebhookEventType.PICKUP_CREATED)).toEqual([]);
  });

  it('answers only the enabled endpoints subscribed to the event, with one read for many events', async () => {
    const pickup = await insertWebhookEndpoint(here, TEST_NOW);
    await here.getRepository(WebhookEndpoint).insert({ ...pickup, id: undefined, events: [WebhookEventType.SNOW_ORDER_PAID] });
    await here.getRepository(WebhookEndpoint).insert({ ...pickup, id: undefined, disabledAt: TEST_NOW });
    let reads = 0;
    const find = here.getRepository(WebhookEndpoint).find.bind(here.getRepository(WebhookEndpoint));
    const spy = jest.spyOn(here.getRepository(WebhookEndpoint), 'find').mockImplementation((options) => {
      reads += 1;
      return find(options);
    });
    try {
      const list = webhookSubscriptions(here);
      const answers = await Promise.all([1, 2, 3].map(() => list.subscribers(WebhookEventType.PICKUP_CREATED)));
      expect(answers.map(ids)).toEqual([[pickup.id], [pickup.id], [pickup.id]]);
      expect(await list.subscribers(WebhookEventType.EVENT_SUBMITTED)).toEqual([]);
      expect(reads).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });
  it('reads a stale list inside busy transactions on their own connections (no pool deadlock)', async () => {
    await insertWebhookEndpoint(here, TEST_NOW);
    webhookSubscriptions(here).invalidate();
    // More transactions at once than the pool has connections (10 on MySQL), each needing the list.
    const results = await Promise.all(
      Array.from({ length: 25 }, () => inTransaction(here, (em) => enqueueWebhook(em, WebhookEventType.PICKUP_CREATED, { n: 1 }, TEST_NOW))),
    );
    expect(results).toEqual(Array(25).fill(1));
    expect(await here.getRepository(WebhookDelivery).count()).toBe(25);
  });
});
