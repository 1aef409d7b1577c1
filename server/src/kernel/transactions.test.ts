import { DataSource } from 'typeorm';
import { PaymentEvent } from '../modules/payments/payment-event.entity';
import { TEST_NOW } from '../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../testing/db';
import { isUniqueViolation } from '../db/unique-violation';
import { inTransaction } from './transactions';

describeEachDb('inTransaction', (kind) => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
  });
  afterAll(() => dataSource?.destroy());
  beforeEach(() => clearTables(dataSource));

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('runs concurrent transactions without breaking either: the unique index lets one insert win', async () => {
    const attempt = (waitMs: number) =>
      inTransaction(dataSource, async (em) => {
        await em.insert(PaymentEvent, { eventId: 'evt_1', type: 'checkout.session.completed', receivedAt: TEST_NOW });
        await pause(waitMs);
        return 'inserted';
      }).catch((error: unknown) => (isUniqueViolation(error) ? 'duplicate' : `failed: ${String(error)}`));

    const results = await Promise.all([attempt(30), attempt(0), attempt(10)]);
    expect(results.sort()).toEqual(['duplicate', 'duplicate', 'inserted']);
    expect(await dataSource.getRepository(PaymentEvent).count()).toBe(1);
  });

  it('rolls back a failed transaction and keeps the queue going', async () => {
    await expect(
      inTransaction(dataSource, async (em) => {
        await em.insert(PaymentEvent, { eventId: 'evt_2', type: 't', receivedAt: TEST_NOW });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await inTransaction(dataSource, (em) => em.insert(PaymentEvent, { eventId: 'evt_3', type: 't', receivedAt: TEST_NOW }));
    expect((await dataSource.getRepository(PaymentEvent).find()).map((e) => e.eventId)).toEqual(['evt_3']);
  });
});
