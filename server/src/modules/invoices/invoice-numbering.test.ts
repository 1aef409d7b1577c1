import { DataSource } from 'typeorm';
import { openDatabase } from '../../database';
import { inTransaction } from '../../kernel/transactions';
import { TEST_NOW } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase, workerMysqlUrl } from '../../testing/db';
import { testContext } from '../pricing/pricing.fixtures';
import { Invoice, InvoiceKind } from './invoice.entities';
import { invoicesService } from './invoices.fixtures';

const issueMany = (dataSource: DataSource, count: number, tag: string) =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      inTransaction(dataSource, (em) =>
        invoicesService(dataSource).issue({ ...testContext(dataSource), now: TEST_NOW }, em, {
          kind: InvoiceKind.MANUAL,
          sourceKey: `${tag}:${i}`,
          clientEmail: `${tag}@example.ca`,
          clientName: tag,
          clientAddress: '',
          lines: [{ description: 'Travaux', quantity: 1, unitPriceCents: 1000 + i, amountCents: 1000 + i }],
        }),
      ),
    ),
  );

const expectConsecutive = async (dataSource: DataSource) => {
  const numbers = (await dataSource.getRepository(Invoice).find({ select: { number: true } })).map((i) => i.number).sort();
  expect(numbers).toHaveLength(100);
  expect(new Set(numbers).size).toBe(100);
  expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => `F-2026-${String(i + 1).padStart(6, '0')}`));
};

describeEachDb('invoice numbering under concurrency', (kind) => {
  let dataSource: DataSource;
  let second: DataSource | null = null;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    // MariaDB: a second DataSource with its own pool on the same database stands for a second server process.
    if (kind === 'mysql') second = await openDatabase({ kind: 'mysql', url: workerMysqlUrl() });
  });
  afterAll(async () => {
    await second?.destroy();
    await dataSource?.destroy();
  });
  beforeEach(() => clearTables(dataSource));

  it('two processes issuing 50 invoices each at once get 100 distinct consecutive numbers', async () => {
    await Promise.all([issueMany(dataSource, 50, 'a'), issueMany(second ?? dataSource, 50, 'b')]);
    await expectConsecutive(dataSource);
  });
});
