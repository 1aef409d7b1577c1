import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AbstractLogger, DataSource, EntityManager } from 'typeorm';
import { createDataSource, openDatabase } from '../../database';
import { inTransaction } from '../../kernel/transactions';
import { RequestContext } from '../../kernel/context';
import { clearTables, describeEachDb, openTestDatabase, workerMysqlUrl } from '../../testing/db';
import { DomainEvent, EventBus } from '../../kernel/events';
import type { QuoteSnapshot } from '../portal/portal.public';
import { restoreSeedPrices, staffUser, testContext } from '../pricing/pricing.fixtures';
import { Service } from '../pricing/service.entity';
import { availabilityHandlers } from './availability.listener';
import { AvailabilityService } from './availability.service';
import { AllocationKind, EquipmentAllocation, EquipmentDay, EquipmentStock } from './equipment-allocation.entities';

const HOUR = 3_600_000;
const T0 = new Date('2026-06-01T12:00:00.000Z');

function quote(eventRequestId: number, equipment: Record<string, number>, dateStart = '2026-07-10', dateEnd = '2026-07-12'): QuoteSnapshot {
  return {
    eventRequestId,
    revisionId: eventRequestId * 10,
    revisionNumber: 1,
    reference: `EV-2026-${String(eventRequestId).padStart(6, '0')}`,
    clientEmail: `client${eventRequestId}@exemple.ca`,
    clientName: `Client ${eventRequestId}`,
    clientAddress: '1 rue des Forges, Trois-Rivières',
    dateStart,
    dateEnd,
    equipment: Object.entries(equipment).map(([code, quantity]) => ({ code, quantity })),
    lines: [],
    subtotalCents: 0,
    gstCents: 0,
    qstCents: 0,
    totalCents: 0,
  };
}

function lifecycleOn(dataSource: DataSource, holdHours = 48): { lifecycle: EventBus; availability: AvailabilityService } {
  const availability = new AvailabilityService(dataSource, { holdHours });
  const lifecycle = new EventBus().subscribe('availability', availabilityHandlers(availability));
  return { lifecycle, availability };
}

async function setStock(dataSource: DataSource, name: string, stock: number, before = 0, after = 1): Promise<void> {
  const service = await dataSource.getRepository(Service).findOneByOrFail({ name });
  await dataSource.getRepository(EquipmentStock).delete({ serviceId: service.id });
  await dataSource.getRepository(EquipmentStock).insert({ serviceId: service.id, stock, turnaroundBefore: before, turnaroundAfter: after });
}

/** The inventory as the migration left it. */
function availability0(dataSource: DataSource) {
  return new AvailabilityService(dataSource, { holdHours: 48 }).inventory(testContext(dataSource));
}

function at(ctx: RequestContext, now: Date): RequestContext {
  return { ...ctx, now };
}

describeEachDb('AvailabilityService', (kind) => {
  let dataSource: DataSource;
  let availability: AvailabilityService;
  let lifecycle: EventBus;
  let seeded: { name: string; stock: number; turnaroundBefore: number; turnaroundAfter: number }[] = [];
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    seeded = await availability0(dataSource);
    ({ lifecycle, availability } = lifecycleOn(dataSource));
  });
  afterAll(() => dataSource?.destroy());
  beforeEach(async () => {
    await clearTables(dataSource);
    await restoreSeedPrices(dataSource);
    for (const name of ['event.bac', 'event.baril', 'event.ilot', 'event.lavage']) await setStock(dataSource, name, 50);
    await setStock(dataSource, 'event.toilette', 10);
  });

  const ctx = (now = T0) => at(testContext(dataSource, staffUser()), now);
  const emit = (event: DomainEvent) => inTransaction(dataSource, (em) => lifecycle.emit(em, event));
  const toilets = async (start: string, end: string, now = T0) => (await availability.availability(ctx(now), start, end)).find((r) => r.code === 'toilette')!;

  it('is seeded by the migration with a default stock for each rentable item, turnaround 0 before and 1 after', async () => {
    const rows = seeded;
    const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
    expect(byName['event.toilette']).toMatchObject({ stock: 30, turnaroundBefore: 0, turnaroundAfter: 1 });
    expect(byName['event.bac']).toMatchObject({ stock: 120 });
    expect(byName['event.lavage']).toMatchObject({ stock: 12 });
    expect(byName['snow.oneShot.base']).toBeUndefined();
  });

  it('a reservation takes its units over its dates plus turnaround; the minimum over the range is answered', async () => {
    await emit({ type: 'quote.accepted', at: T0, quote: quote(1, { toilette: 4 }, '2026-07-10', '2026-07-12') });
    expect((await toilets('2026-07-10', '2026-07-12')).available).toBe(6);
    // The day after the end is collection and cleaning (turnaround after = 1): a request ending the day before touches it? no, its own range is 07-08..07-09 (+1 = 07-10).
    expect((await toilets('2026-07-08', '2026-07-09')).available).toBe(6);
    expect((await toilets('2026-07-07', '2026-07-08')).available).toBe(10);
    // Starting on 07-13 (collection day of the first) overlaps it.
    expect((await toilets('2026-07-13', '2026-07-14')).available).toBe(6);
    expect((await toilets('2026-07-14', '2026-07-15')).available).toBe(10);
    const stored = await dataSource.getRepository(EquipmentAllocation).find();
    expect(stored).toEqual([expect.objectContaining({ kind: AllocationKind.RESERVATION, quantity: 4, dayFrom: '2026-07-10', dayTo: '2026-07-13', eventRequestId: 1 })]);
    const ledger = await dataSource.getRepository(EquipmentDay).find({ order: { day: 'ASC' } });
    expect(ledger.map((d) => [d.day, d.committed])).toEqual([
      ['2026-07-10', 4],
      ['2026-07-11', 4],
      ['2026-07-12', 4],
      ['2026-07-13', 4],
    ]);
  });

  it('refuses an acceptance above what is left with the French field message, and stores nothing', async () => {
    await emit({ type: 'quote.accepted', at: T0, quote: quote(1, { toilette: 7 }) });
    const refused = emit({ type: 'quote.accepted', at: T0, quote: quote(2, { toilette: 4, bac: 2 }) });
    await expect(refused).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Il reste 3 toilettes pour ces dates.',
      fieldErrors: { 'materials.toilette': 'Il reste 3 toilettes pour ces dates.' },
    });
    expect(await dataSource.getRepository(EquipmentAllocation).count()).toBe(1);
    await expect(emit({ type: 'quote.accepted', at: T0, quote: quote(3, { toilette: 4 }, '2026-07-11', '2026-07-11') })).rejects.toMatchObject({
      message: 'Il reste 3 toilettes pour ces dates.',
    });
    await emit({ type: 'quote.accepted', at: T0, quote: quote(4, { toilette: 3 }) });
    await expect(emit({ type: 'quote.accepted', at: T0, quote: quote(5, { toilette: 1 }) })).rejects.toMatchObject({ message: 'Il reste 0 toilette pour ces dates.' });
  });

  it('a sent quote holds its units until the hold lapses by itself (injected clock), then they are free again', async () => {
    await emit({ type: 'quote.sent', at: T0, quote: quote(1, { toilette: 8 }) });
    expect((await toilets('2026-07-10', '2026-07-10', new Date(T0.getTime() + 47 * HOUR))).available).toBe(2);
    expect((await toilets('2026-07-10', '2026-07-10', new Date(T0.getTime() + 48 * HOUR + 1))).available).toBe(10);
    // Another client's acceptance is refused while the hold is live, accepted once it has lapsed.
    await expect(emit({ type: 'quote.accepted', at: new Date(T0.getTime() + HOUR), quote: quote(2, { toilette: 5 }) })).rejects.toMatchObject({
      message: 'Il reste 2 toilettes pour ces dates.',
    });
    await emit({ type: 'quote.accepted', at: new Date(T0.getTime() + 49 * HOUR), quote: quote(2, { toilette: 5 }) });
    expect((await toilets('2026-07-10', '2026-07-12', new Date(T0.getTime() + 50 * HOUR))).available).toBe(5);
  });

  it('the hold time is configurable', async () => {
    const short = lifecycleOn(dataSource, 2);
    await inTransaction(dataSource, (em) => short.lifecycle.emit(em, { type: 'quote.sent', at: T0, quote: quote(1, { toilette: 8 }) }));
    expect((await toilets('2026-07-10', '2026-07-10', new Date(T0.getTime() + HOUR))).available).toBe(2);
    expect((await toilets('2026-07-10', '2026-07-10', new Date(T0.getTime() + 2 * HOUR + 1))).available).toBe(10);
  });

  it('accepting its own held quote succeeds (the hold becomes the reservation); a new revision replaces the hold', async () => {
    await emit({ type: 'quote.sent', at: T0, quote: quote(1, { toilette: 10 }) });
    await emit({ type: 'quote.sent', at: T0, quote: quote(1, { toilette: 6 }) });
    expect((await toilets('2026-07-10', '2026-07-12')).available).toBe(4);
    await emit({ type: 'quote.accepted', at: T0, quote: quote(1, { toilette: 10 }) });
    const live = await dataSource.getRepository(EquipmentAllocation).find({ where: { eventRequestId: 1 }, order: { id: 'ASC' } });
    expect(live.map((a) => [a.kind, a.quantity, a.releasedAt !== null])).toEqual([
      [AllocationKind.HOLD, 10, true],
      [AllocationKind.HOLD, 6, true],
      [AllocationKind.RESERVATION, 10, false],
    ]);
    expect((await toilets('2026-07-10', '2026-07-12', new Date(T0.getTime() + 100 * HOUR))).available).toBe(0);
  });

  it('declined and expired quotes release their hold; a canceled event releases its reservation', async () => {
    await emit({ type: 'quote.sent', at: T0, quote: quote(1, { toilette: 3 }) });
    await emit({ type: 'quote.sent', at: T0, quote: quote(2, { toilette: 3 }) });
    await emit({ type: 'quote.accepted', at: T0, quote: quote(3, { toilette: 3 }) });
    expect((await toilets('2026-07-10', '2026-07-12')).available).toBe(1);
    await emit({ type: 'quote.declined', at: T0, quote: quote(1, { toilette: 3 }) });
    await emit({ type: 'quote.expired', at: T0, quote: quote(2, { toilette: 3 }) });
    expect((await toilets('2026-07-10', '2026-07-12')).available).toBe(7);
    await emit({ type: 'event.canceled', at: T0, eventRequestId: 3 });
    expect((await toilets('2026-07-10', '2026-07-12')).available).toBe(10);
    expect((await dataSource.getRepository(EquipmentDay).find()).every((d) => d.committed === 0)).toBe(true);
  });

  it('staff blocks take units out over a period; more than is free is refused; lifting gives them back', async () => {
    const toilet = await dataSource.getRepository(Service).findOneByOrFail({ name: 'event.toilette' });
    await emit({ type: 'quote.accepted', at: T0, quote: quote(1, { toilette: 6 }) });
    await expect(availability.createBlock(ctx(), { serviceId: String(toilet.id), quantity: 5, start: '2026-07-12', end: '2026-07-20', reason: 'Réparation' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { quantity: 'Il reste 4 toilettes pour ces dates.' },
    });
    await expect(availability.createBlock(ctx(), { serviceId: String(toilet.id), quantity: 1, start: '2026-07-12', end: '2026-07-20', reason: '  ' })).rejects.toMatchObject({
      fieldErrors: { reason: expect.any(String) },
    });
    const block = await availability.createBlock(ctx(), { serviceId: String(toilet.id), quantity: 4, start: '2026-07-12', end: '2026-07-20', reason: 'Réparation' });
    expect(block).toMatchObject({ kind: AllocationKind.BLOCK, quantity: 4, dayFrom: '2026-07-12', dayTo: '2026-07-20', reason: 'Réparation', createdById: 1 });
    expect((await toilets('2026-07-16', '2026-07-17')).available).toBe(6);
    expect((await toilets('2026-07-09', '2026-07-10')).available).toBe(4);
    expect((await toilets('2026-07-12', '2026-07-12')).available).toBe(0);
    await availability.releaseBlock(ctx(), String(block.id));
    expect((await toilets('2026-07-16', '2026-07-17')).available).toBe(10);
    await expect(availability.releaseBlock(ctx(), '999999')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('stock and turnaround are edited with validation; a longer turnaround widens what a request needs', async () => {
    const toilet = await dataSource.getRepository(Service).findOneByOrFail({ name: 'event.toilette' });
    await expect(availability.updateStock(ctx(), { serviceId: String(toilet.id), stock: -1, turnaroundBefore: 0, turnaroundAfter: 1 })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { stock: expect.any(String) },
    });
    const snow = await dataSource.getRepository(Service).findOneByOrFail({ name: 'snow.oneShot.base' });
    await expect(availability.updateStock(ctx(), { serviceId: String(snow.id), stock: 3, turnaroundBefore: 0, turnaroundAfter: 1 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await emit({ type: 'quote.accepted', at: T0, quote: quote(1, { toilette: 4 }, '2026-07-10', '2026-07-12') });
    await availability.updateStock(ctx(), { serviceId: String(toilet.id), stock: 12, turnaroundBefore: 2, turnaroundAfter: 1 });
    // 07-15..07-16 with 2 days before reaches back to 07-13 (the first reservation's collection day).
    expect((await toilets('2026-07-15', '2026-07-16')).available).toBe(8);
    expect((await toilets('2026-07-16', '2026-07-16')).available).toBe(12);
  });

  it('validates the range: end before start and more than 366 days are refused', async () => {
    await expect(availability.availability(ctx(), '2026-07-12', '2026-07-10')).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(availability.availability(ctx(), '2026-01-01', '2027-01-02')).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

/** Counts every statement TypeORM runs on its DataSource. */
class CountingLogger extends AbstractLogger {
  statements = 0;
  override logQuery(): void {
    this.statements += 1;
  }
  protected override writeLog(): void {}
}

describeEachDb('AvailabilityService statements', (kind) => {
  it('answers equipmentAvailability with three statements whatever the number of reservations and holds', async () => {
    const logger = new CountingLogger();
    const dataSource = await openTestDatabase(kind, { logger });
    try {
      await setStock(dataSource, 'event.toilette', 100_000);
      await setStock(dataSource, 'event.bac', 100_000);
      await setStock(dataSource, 'event.lavage', 100_000);
      const { lifecycle, availability } = lifecycleOn(dataSource);
      const count = async () => {
        const before = logger.statements;
        const rows = await availability.availability(at(testContext(dataSource), T0), '2026-01-01', '2026-12-31');
        return { statements: logger.statements - before, rows };
      };
      expect((await count()).statements).toBe(3);
      for (let i = 1; i <= 30; i += 1) {
        const day = String((i % 28) + 1).padStart(2, '0');
        await inTransaction(dataSource, (em: EntityManager) => lifecycle.emit(em, { type: 'quote.accepted', at: T0, quote: quote(i, { toilette: 2, bac: 1 }, `2026-03-${day}`, `2026-04-${day}`) }));
        await inTransaction(dataSource, (em: EntityManager) => lifecycle.emit(em, { type: 'quote.sent', at: T0, quote: quote(100 + i, { lavage: 1 }, `2026-05-${day}`, `2026-05-${day}`) }));
      }
      const after = await count();
      expect(after.statements).toBe(3);
      expect(after.rows.find((r) => r.code === 'toilette')!.available).toBeLessThan(100_000);
      expect(after.rows.find((r) => r.code === 'lavage')!.available).toBeLessThan(100_000);
    } finally {
      await dataSource.destroy();
    }
  });
});

describeEachDb('Availability under concurrency', (kind) => {
  const tmp = kind === 'sqlite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'availability-')) : '';
  let first: DataSource;
  let second: DataSource;
  beforeAll(async () => {
    if (kind === 'sqlite') {
      // The embedded mode is one process: its transactions queue on its one connection and SQLite's
      // single writer lock. (Two better-sqlite3 connections in one Node process cannot stand for two
      // processes: a synchronous busy wait would block the very event loop the lock holder needs.)
      // The two-process run on a shared SQLite file is in test/e2e/availability-concurrency.e2e.test.ts.
      const file = path.join(tmp, 'one-process.sqlite');
      first = await openDatabase({ kind: 'sqlite', path: file });
      second = first;
      return;
    } else {
      first = await openTestDatabase(kind);
      second = await createDataSource({ kind: 'mysql', url: workerMysqlUrl() });
    }
    await second.initialize();
  });
  afterAll(async () => {
    if (second !== first) await second?.destroy();
    await first?.destroy();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await clearTables(first);
    await restoreSeedPrices(first);
    await setStock(first, 'event.toilette', 1);
    await setStock(first, 'event.bac', 5);
  });

  const race = async (type: 'quote.accepted' | 'quote.sent') => {
    const sides = [first, second].map((ds) => lifecycleOn(ds));
    const attempts = Array.from({ length: 50 }, (_, i) => {
      const side = i % 2;
      const ds = side ? second : first;
      // Half of them also take a bac, so transactions lock one or two items.
      const equipment: Record<string, number> = i % 3 === 0 ? { bac: 1, toilette: 1 } : { toilette: 1 };
      return inTransaction(ds, (em) => sides[side]!.lifecycle.emit(em, { type, at: T0, quote: quote(i + 1, equipment, '2026-08-01', '2026-08-03') }));
    });
    return Promise.allSettled(attempts);
  };

  it('50 concurrent acceptances of the last unit (MariaDB: over two connection pools): exactly one succeeds, the others get the French message', async () => {
    const results = await race('quote.accepted');
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    for (const r of refused) expect(r.reason).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Il reste 0 toilette pour ces dates.' });
    const live = await first.getRepository(EquipmentAllocation).find({ where: { kind: AllocationKind.RESERVATION } });
    const toilet = await first.getRepository(Service).findOneByOrFail({ name: 'event.toilette' });
    expect(live.filter((a) => a.serviceId === toilet.id)).toHaveLength(1);
    const ledger = await first.getRepository(EquipmentDay).find({ where: { serviceId: toilet.id } });
    expect(ledger.map((d) => d.committed)).toEqual([1, 1, 1, 1]);
  });

  it('50 concurrent sent quotes for the last unit: exactly one hold', async () => {
    const results = await race('quote.sent');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const toilet = await first.getRepository(Service).findOneByOrFail({ name: 'event.toilette' });
    expect(await first.getRepository(EquipmentAllocation).count({ where: { serviceId: toilet.id, kind: AllocationKind.HOLD } })).toBe(1);
  });
});
