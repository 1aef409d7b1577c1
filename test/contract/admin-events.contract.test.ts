import { DataSource } from 'typeorm';
import { App } from '../../server/src/app';
import { OutboxMessage } from '../../server/src/modules/mail/outbox-message.entity';
import { eventRestBody } from '../../server/src/modules/events/events.fixtures';
import { restoreSeedPrices } from '../../server/src/modules/pricing/pricing.fixtures';
import { insertUser } from '../../server/src/modules/users/users.fixtures';
import { Role } from '../../server/src/shared/roles';
import { createTestApp } from '../../server/src/testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../server/src/testing/db';
import { restRequest } from '../../server/src/testing/requests';
import { validToken } from '../../server/src/testing/tokens';

describeEachDb('/api/admin/events', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let token: string;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource);
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });
  beforeEach(async () => {
    await clearTables(dataSource);
    await restoreSeedPrices(dataSource);
    token = await validToken(await insertUser(dataSource, { role: Role.MANAGER }));
  });

  const submit = async () => {
    const res = await restRequest(app, 'post', '/api/event', { body: eventRestBody({ sendCopy: false }) });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };

  it('GET lists the submissions as { events: [...] } with lower-case status and amounts in dollars', async () => {
    const id = await submit();
    const res = await restRequest(app, 'get', '/api/admin/events', { token });
    expect(res.status).toBe(200);
    expect(res.body.events).toHaveLength(1);
    expect(res.body.events[0]).toMatchObject({
      id,
      eventName: 'Festival de la poutine de Trois-Rivières',
      email: 'info@festivalsmauricie.ca',
      companyName: 'Festivals Mauricie inc.',
      neq: '1171234567',
      dateStart: '2026-07-10',
      dateEnd: '2026-07-12',
      status: 'pending',
      participants: 1200,
      user: null,
      totalPrice: 5694.71,
    });
    expect(res.body.events[0].materials[0]).toEqual({ type: 'bac', quantity: 4, unitPrice: 10, days: 3, lineTotal: 120 });
    expect(res.body.events[0].services[0]).toMatchObject({ name: 'livraison', price: 60 });
  });

  it('GET /{id} answers the bare object, 404 for a missing id, 401 without a token', async () => {
    const id = await submit();
    const res = await restRequest(app, 'get', `/api/admin/events/${id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'pending' });
    const missing = await restRequest(app, 'get', `/api/admin/events/${id + 100}`, { token });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'Événement introuvable', code: 'NOT_FOUND' });
    expect((await restRequest(app, 'get', `/api/admin/events/${id}`)).status).toBe(401);
  });

  it('POST /{id}/resend queues the quote e-mail and answers 202', async () => {
    const id = await submit();
    // The submission already queued the customer's acknowledgement and the office's inbox e-mail: resend adds the quote.
    const before = await dataSource.getRepository(OutboxMessage).count();
    const res = await restRequest(app, 'post', `/api/admin/events/${id}/resend`, { token, body: {} });
    expect(res.status).toBe(202);
    const queued = await dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } });
    expect(queued.length - before).toBe(1);
    expect(queued.at(-1)).toMatchObject({ to: 'info@festivalsmauricie.ca', attachments: [expect.objectContaining({ contentType: 'application/pdf' })] });
  });
});
