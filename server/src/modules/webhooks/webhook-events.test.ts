import { DataSource } from 'typeorm';
import { App } from '../../app';
import { Role } from '../../shared/roles';
import { createTestApp, TEST_NOW } from '../../testing/app';
import { describeEachDb, openTestDatabase } from '../../testing/db';
import { graphqlRequest } from '../../testing/requests';
import { validToken } from '../../testing/tokens';
import { eventInput } from '../events/events.fixtures';
import { PUNCH_MUTATION, punchInput } from '../timeclock/timeclock.fixtures';
import { insertUser } from '../users/users.fixtures';
import { WebhookDelivery, WebhookEndpoint, WebhookEventType } from './webhook.entities';
import { FIXTURE_WEBHOOK_SECRET } from './webhooks.fixtures';

describeEachDb('webhook events from the back-office and the time clock', (kind) => {
  let dataSource: DataSource;
  let app: App;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource, { now: () => new Date() });
    await dataSource.getRepository(WebhookEndpoint).insert({
      url: 'http://127.0.0.1:9/recepteur',
      events: [WebhookEventType.EVENT_STATUS_CHANGED, WebhookEventType.TIME_ENTRY_CLOSED],
      secret: FIXTURE_WEBHOOK_SECRET,
      disabledAt: null,
      failingSince: null,
      createdById: null,
      createdAt: TEST_NOW,
    });
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });

  const deliveries = async (type: WebhookEventType) =>
    (await dataSource.getRepository(WebhookDelivery).findBy({ type })).map((d) => JSON.parse(d.body) as { type: string; data: Record<string, unknown> });

  it('queues event.status_changed when a manager moves an event request along', async () => {
    const created = await graphqlRequest(app, {
      query: 'mutation($input: SubmitEventRequestInput!) { submitEventRequest(input: $input) { id } }',
      variables: { input: { ...eventInput() } },
    });
    const id = created.body.data.submitEventRequest.id as string;
    const manager = await insertUser(dataSource, { role: Role.MANAGER });
    const res = await graphqlRequest(app, {
      query: 'mutation($input: UpdateEventStatusInput!) { updateEventStatus(input: $input) { id status } }',
      variables: { input: { id, status: 'CONFIRMED' } },
      token: await validToken(manager, new Date()),
    });
    expect(res.body.errors).toBeUndefined();
    const sent = await deliveries(WebhookEventType.EVENT_STATUS_CHANGED);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: 'event.status_changed', data: { id: Number(id), status: 'confirmed' } });
  });

  it('queues time_entry.closed when an employee punches out, not when they punch in', async () => {
    const employee = await insertUser(dataSource, { role: Role.EMPLOYEE });
    const token = await validToken(employee, new Date());
    await graphqlRequest(app, { query: PUNCH_MUTATION, variables: { input: punchInput('IN') }, token });
    expect(await deliveries(WebhookEventType.TIME_ENTRY_CLOSED)).toHaveLength(0);
    const out = await graphqlRequest(app, { query: PUNCH_MUTATION, variables: { input: punchInput('OUT') }, token });
    expect(out.body.data.punch.__typename).toBe('TimeEntry');
    const sent = await deliveries(WebhookEventType.TIME_ENTRY_CLOSED);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.data).toMatchObject({ userId: employee.id, clockOut: expect.any(String) });
  });
});
