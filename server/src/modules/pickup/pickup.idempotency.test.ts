import request from 'supertest';
import { DataSource } from 'typeorm';
import { App } from '../../app';
import { CreatePickupRequestDocument } from '../../../../client/src/graphql-public/graphql';
import { createTestApp } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { PickupRequest } from './pickup-request.entity';
import { pickupInput } from './pickup.fixtures';

const MUTATION = CreatePickupRequestDocument.toString();

describeEachDb('pickup request idempotency key (issue #32)', (kind) => {
  let dataSource: DataSource;
  let app: App;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource);
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });
  beforeEach(() => clearTables(dataSource));

  const send = (input: Record<string, unknown>) =>
    request(app.handler).post('/graphql').set('Content-Type', 'application/json').send({ query: MUTATION, variables: { input } });
  const count = () => dataSource.getRepository(PickupRequest).count();

  it('a GraphQL repeat with the same key answers the first request and stores one row', async () => {
    const key = 'b1c2d3e4-0000-4000-8000-000000000001';
    const first = await send({ ...pickupInput(), idempotencyKey: key });
    const again = await send({ ...pickupInput(), idempotencyKey: key });
    expect(first.body.errors).toBeUndefined();
    expect(again.body.data.createPickupRequest.id).toBe(first.body.data.createPickupRequest.id);
    expect(await count()).toBe(1);
  });

  it('two concurrent repeats store one row and both answer it', async () => {
    const key = 'b1c2d3e4-0000-4000-8000-000000000002';
    const [a, b] = await Promise.all([send({ ...pickupInput(), idempotencyKey: key }), send({ ...pickupInput(), idempotencyKey: key })]);
    expect(a.body.errors).toBeUndefined();
    expect(b.body.errors).toBeUndefined();
    expect(b.body.data.createPickupRequest.id).toBe(a.body.data.createPickupRequest.id);
    expect(await count()).toBe(1);
  });

  it('the REST route takes the Idempotency-Key header', async () => {
    const post = () => request(app.handler).post('/api/junk/create').set('Idempotency-Key', 'b1c2d3e4-0000-4000-8000-000000000003').send({ ...pickupInput(), floor: '0' });
    const first = await post();
    const again = await post();
    expect(first.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(await count()).toBe(1);
  });
});
