import { Brackets, DataSource, EntityManager, In, IsNull } from 'typeorm';
import { actingUserId, RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { addDays, dayDiff, DayLoad, minimumAvailable, occupiedRange } from '../../shared/availability';
import { AVAILABILITY_MESSAGES } from '../../shared/availability.messages.fr';
import { ErrorCode, FieldErrors } from '../../shared/errors';
import { isoDay } from '../../shared/pricing/event-quote';
import { inTransaction } from '../../kernel/transactions';
import type { QuoteEquipment, QuoteSnapshot } from '../portal/portal.public';
import { PriceUnit, Service } from '../pricing/pricing.public';
import { EventRequest } from '../events/events.public';
import { EVENT_ADMIN_MESSAGES } from '../../shared/messages.fr';
import { AllocationKind, DEFAULT_TURNAROUND, EquipmentAllocation, EquipmentDay, EquipmentStock } from './equipment-allocation.entities';

/** A rentable price-list item with its stock and turnaround. */
export interface EquipmentItem {
  id: number;
  name: string;
  label: string;
  price: number;
  stock: number;
  turnaroundBefore: number;
  turnaroundAfter: number;
  /**
   * True when the item has a stock row: only then is it capped (issue #28). A per-day item staff
   * add in Tarification is offered without limit until someone sets its stock in the inventory.
   */
  tracked: boolean;
}

/** Price-list names of rentable equipment: `event.<code>` with the unit UNIT_DAY. */
export const EQUIPMENT_PREFIX = 'event.';
export const MAX_RANGE_DAYS = 366;

export function equipmentCode(service: Pick<Service, 'name'>): string {
  return service.name.startsWith(EQUIPMENT_PREFIX) ? service.name.slice(EQUIPMENT_PREFIX.length) : service.name;
}

/** One item's availability over a range (the public query's row; no customer data). */
export interface ItemAvailability {
  serviceId: number;
  code: string;
  label: string;
  stock: number;
  turnaroundBefore: number;
  turnaroundAfter: number;
  /** Minimum over the range's days, turnaround included, never below 0. */
  available: number;
}

export interface AvailabilityOptions {
  /** How long a sent quote holds its quantities (AVAILABILITY_HOLD_HOURS, default 48). */
  holdHours: number;
}

/**
 * Equipment availability (issue #16).
 *
 * Availability of an item on a day = stock − live reservations − live holds − blocks. Reservations
 * and blocks are summed per day in the `equipment_day` ledger (kept in the transaction that takes
 * or releases them); holds are read live from `equipment_allocation` with `expiresAt > now`, so a
 * hold lapses by itself without any job.
 *
 * The guarantee is the database's: every write that takes units first locks the items' price-list
 * rows (`SELECT … FOR UPDATE` on MySQL/MariaDB, in name order so two multi-item transactions never
 * wait on each other in a cycle; on SQLite a no-op UPDATE of the same rows takes the single writer
 * lock), then re-reads the ledger and the live holds with current (locking) reads — not the
 * transaction's snapshot, which the caller may have opened before the lock — checks, and inserts.
 * Two processes taking the last unit of an item therefore run one after the other; the second sees
 * the first's rows and is refused.
 */
export class AvailabilityService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly options: AvailabilityOptions,
  ) {}

  private get isSqlite(): boolean {
    return this.dataSource.options.type === 'better-sqlite3';
  }

  /** Rentable items of the price list with their stock row (absent row: stock 0, turnaround 0/1). */
  private rentableQuery(em: EntityManager) {
    return em
      .getRepository(Service)
      .createQueryBuilder('s')
      .leftJoin(EquipmentStock, 'st', 'st.serviceId = s.id')
      .select(['s.id AS id', 's.name AS name', 's.label AS label', 's.price AS price'])
      .addSelect(['st.stock AS stock', 'st.turnaroundBefore AS turnaroundBefore', 'st.turnaroundAfter AS turnaroundAfter', 'st.serviceId AS stockServiceId'])
      .where('s.unit = :unit', { unit: PriceUnit.UNIT_DAY })
      .andWhere('s.name LIKE :prefix', { prefix: `${EQUIPMENT_PREFIX}%` });
  }

  private async rentable(query: ReturnType<AvailabilityService['rentableQuery']>): Promise<EquipmentItem[]> {
    const rows = (await query.getRawMany()) as Record<string, unknown>[];
    return rows.map((row) => ({
      id: Number(row.id),
      name: String(row.name),
      label: String(row.label),
      price: Number(row.price),
      stock: row.stock === null || row.stock === undefined ? 0 : Number(row.stock),
      turnaroundBefore: row.turnaroundBefore === null || row.turnaroundBefore === undefined ? DEFAULT_TURNAROUND.before : Number(row.turnaroundBefore),
      turnaroundAfter: row.turnaroundAfter === null || row.turnaroundAfter === undefined ? DEFAULT_TURNAROUND.after : Number(row.turnaroundAfter),
      tracked: row.stockServiceId !== null && row.stockServiceId !== undefined,
    }));
  }

  // ---------------------------------------------------------------- reads

  /**
   * The public query: every rentable item with its stock and the minimum available over
   * start..end (each item's turnaround included). Three statements whatever the number of
   * reservations: the items, the ledger rows of the range, the live holds of the range.
   */
  async availability(ctx: RequestContext, startInput: string, endInput: string, em: EntityManager = this.dataSource.manager): Promise<ItemAvailability[]> {
    const { start, end } = checkRange(startInput, endInput);
    // Items without a stock row are not limited: not listed, so the wizard caps nothing for them.
    const items = (await this.rentable(this.rentableQuery(em).orderBy('s.id', 'ASC'))).filter((item) => item.tracked);
    return this.compute(em, items, start, end, ctx.now, false);
  }

  /** Availability of `items` over start..end from the ledger and the live holds (2 statements). */
  /**
   * Staff: availability over an event's own dates leaving out what that event already holds or
   * reserves — what a new quote revision of it may take (the back-office editor's warning).
   */
  async availabilityForEvent(ctx: RequestContext, eventRequestId: string): Promise<ItemAvailability[]> {
    const id = Number(eventRequestId);
    const em = this.dataSource.manager;
    const event = Number.isSafeInteger(id) && id > 0 ? await em.findOne(EventRequest, { where: { id }, select: { id: true, dateStart: true, dateEnd: true } }) : null;
    if (!event) throw new AppError(ErrorCode.NOT_FOUND, EVENT_ADMIN_MESSAGES.notFound);
    const items = (await this.rentable(this.rentableQuery(em).orderBy('s.id', 'ASC'))).filter((item) => item.tracked);
    return this.compute(em, items, event.dateStart, event.dateEnd, ctx.now, false, event.id);
  }

  private async compute(em: EntityManager, items: EquipmentItem[], start: string, end: string, now: Date, current: boolean, excludeEventRequestId?: number): Promise<ItemAvailability[]> {
    if (!items.length) return [];
    const ranges = new Map(items.map((item) => [item.id, occupiedRange(start, end, item.turnaroundBefore, item.turnaroundAfter)]));
    const from = [...ranges.values()].reduce((min, r) => (r.from < min ? r.from : min), ranges.values().next().value!.from);
    const to = [...ranges.values()].reduce((max, r) => (r.to > max ? r.to : max), ranges.values().next().value!.to);
    const ids = items.map((item) => item.id);

    let ledgerQuery = em
      .getRepository(EquipmentDay)
      .createQueryBuilder('d')
      .select(['d.serviceId', 'd.day', 'd.committed'])
      .where('d.serviceId IN (:...ids)', { ids })
      .andWhere('d.day BETWEEN :from AND :to', { from, to })
      .andWhere('d.committed <> 0');
    let holdQuery = em
      .getRepository(EquipmentAllocation)
      .createQueryBuilder('a')
      .select(['a.serviceId', 'a.dayFrom', 'a.dayTo', 'a.quantity'])
      .where('a.kind = :kind', { kind: AllocationKind.HOLD })
      .andWhere('a.releasedAt IS NULL')
      .andWhere('a.expiresAt > :now', { now })
      .andWhere('a.serviceId IN (:...ids)', { ids })
      .andWhere('a.dayFrom <= :to AND a.dayTo >= :from', { from, to });
    if (current && !this.isSqlite) {
      // Current reads: see what other transactions committed after this one's snapshot began.
      ledgerQuery = ledgerQuery.setLock('pessimistic_write');
      holdQuery = holdQuery.setLock('pessimistic_write');
    }
    if (excludeEventRequestId !== undefined) holdQuery = holdQuery.andWhere('(a.eventRequestId IS NULL OR a.eventRequestId <> :exclude)', { exclude: excludeEventRequestId });
    const [ledger, holds] = [await ledgerQuery.getMany(), await holdQuery.getMany()];
    // The event's own reservations are in the ledger: given back, day by day (staff warning only).
    const own =
      excludeEventRequestId === undefined
        ? []
        : await em.getRepository(EquipmentAllocation).find({ where: { eventRequestId: excludeEventRequestId, kind: AllocationKind.RESERVATION, releasedAt: IsNull() } });

    const perDay = new Map<number, Map<string, number>>();
    for (const row of ledger) {
      const days = perDay.get(row.serviceId) ?? new Map<string, number>();
      days.set(row.day, row.committed);
      perDay.set(row.serviceId, days);
    }
    for (const reservation of own) {
      const days = perDay.get(reservation.serviceId);
      if (!days) continue;
      for (let day = reservation.dayFrom; day <= reservation.dayTo; day = addDays(day, 1)) if (days.has(day)) days.set(day, days.get(day)! - reservation.quantity);
    }
    const holdsOf = new Map<number, DayLoad[]>();
    for (const hold of holds) {
      const list = holdsOf.get(hold.serviceId) ?? [];
      list.push({ from: hold.dayFrom, to: hold.dayTo, quantity: hold.quantity });
      holdsOf.set(hold.serviceId, list);
    }
    return items.map((item) => {
      const range = ranges.get(item.id)!;
      return {
        serviceId: item.id,
        code: equipmentCode(item),
        label: item.label,
        stock: item.stock,
        turnaroundBefore: item.turnaroundBefore,
        turnaroundAfter: item.turnaroundAfter,
        available: minimumAvailable(item.stock, range.from, range.to, perDay.get(item.id) ?? new Map(), holdsOf.get(item.id) ?? []),
      };
    });
  }

  /**
   * Refuses (BAD_USER_INPUT, a French field error per item: "Il reste 3 toilettes pour ces dates.")
   * when a need is above what is left over its dates. `lock` takes the items' locks first and reads
   * current rows (for writes that take units); without it, a plain check (new requests).
   */
  async check(em: EntityManager, needs: readonly QuoteEquipment[], start: string, end: string, now: Date, lock: boolean): Promise<Map<string, ItemAvailability>> {
    const wanted = mergeNeeds(needs);
    if (!wanted.size) return new Map();
    const names = [...wanted.keys()].map((code) => EQUIPMENT_PREFIX + code).sort();
    const rentable = lock ? await this.lockItems(em, names) : await this.rentable(this.rentableQuery(em).andWhere('s.name IN (:...names)', { names }));
    // Only items with a stock row are capped (and allocated); the others are not tracked.
    const items = rentable.filter((item) => item.tracked);
    const result = await this.compute(em, items, start, end, now, lock);
    const byCode = new Map(result.map((row) => [row.code, row]));
    const fieldErrors: FieldErrors = {};
    for (const [code, quantity] of wanted) {
      const row = byCode.get(code);
      // Codes that are not rentable price-list items are not tracked (nothing to refuse).
      if (!row) continue;
      if (quantity > row.available) fieldErrors[`materials.${code}`] = AVAILABILITY_MESSAGES.remaining(code, row.label, row.available);
    }
    const messages = Object.values(fieldErrors);
    if (messages.length) throw new AppError(ErrorCode.BAD_USER_INPUT, messages.join(' '), fieldErrors);
    return byCode;
  }

  /** Locks the items' price-list rows (name order) for the rest of the transaction and returns them. */
  private async lockItems(em: EntityManager, names: string[]): Promise<EquipmentItem[]> {
    if (!names.length) return [];
    const query = this.rentableQuery(em).andWhere('s.name IN (:...names)', { names }).orderBy('s.name', 'ASC');
    if (this.isSqlite) {
      // SQLite: BEGIN is deferred; this write takes the database's single writer lock (waiting up to
      // busy_timeout) before anything is read, so the reads below see every committed allocation.
      await em.createQueryBuilder().update(Service).set({ label: () => 'label' }).where('name IN (:...names)', { names }).execute();
      return this.rentable(query);
    }
    // The price-list rows (and their stock rows) stay locked until the transaction ends.
    return this.rentable(query.setLock('pessimistic_write'));
  }

  // ---------------------------------------------------------------- writes (inside the caller's transaction)

  /** quote.sent: replaces the event's live holds by the quote's, lapsing `holdHours` after `at`. */
  async hold(em: EntityManager, quote: QuoteSnapshot, at: Date): Promise<void> {
    await this.take(em, quote, at, AllocationKind.HOLD, new Date(at.getTime() + this.options.holdHours * 3_600_000));
  }

  /** quote.accepted: replaces the event's holds and reservations by a reservation, or refuses the acceptance. */
  async reserve(em: EntityManager, quote: QuoteSnapshot, at: Date): Promise<void> {
    await this.take(em, quote, at, AllocationKind.RESERVATION, null);
  }

  private async take(em: EntityManager, quote: QuoteSnapshot, at: Date, kind: AllocationKind, expiresAt: Date | null): Promise<void> {
    const start = isoDay(quote.dateStart);
    const end = isoDay(quote.dateEnd);
    if (!start || !end || end < start) throw new AppError(ErrorCode.BAD_USER_INPUT, AVAILABILITY_MESSAGES.range, { dateEnd: AVAILABILITY_MESSAGES.range });
    const wanted = mergeNeeds(quote.equipment);
    const names = [...wanted.keys()].map((code) => EQUIPMENT_PREFIX + code).sort();
    // Locks first (the same order everywhere), then what this event already took is released, then the check.
    await this.lockItems(em, names);
    await this.releaseEvent(em, quote.eventRequestId, at, kind === AllocationKind.HOLD ? [AllocationKind.HOLD] : [AllocationKind.HOLD, AllocationKind.RESERVATION], true);
    const items = await this.check(em, quote.equipment, start, end, at, true);
    for (const [code, quantity] of wanted) {
      const item = items.get(code);
      if (!item || quantity <= 0) continue;
      const range = occupiedRange(start, end, item.turnaroundBefore, item.turnaroundAfter);
      await this.insertAllocation(em, {
        serviceId: item.serviceId,
        kind,
        quantity,
        dayFrom: range.from,
        dayTo: range.to,
        eventStart: start,
        eventEnd: end,
        eventRequestId: quote.eventRequestId,
        revisionId: quote.revisionId,
        reason: null,
        expiresAt,
        releasedAt: null,
        createdAt: at,
        createdById: null,
      });
    }
  }

  /** Inserts an allocation and, for reservations and blocks, adds it to the ledger (the item is locked). */
  private async insertAllocation(em: EntityManager, row: Omit<EquipmentAllocation, 'id'>): Promise<EquipmentAllocation> {
    const allocation = em.create(EquipmentAllocation, row);
    await em.insert(EquipmentAllocation, allocation);
    if (row.kind !== AllocationKind.HOLD) await this.addToLedger(em, row.serviceId, row.dayFrom, row.dayTo, row.quantity);
    return allocation;
  }

  /** Ledger += quantity over from..to: one UPDATE for the existing days, one INSERT for the others. */
  private async addToLedger(em: EntityManager, serviceId: number, from: string, to: string, quantity: number): Promise<void> {
    await em
      .createQueryBuilder()
      .update(EquipmentDay)
      .set({ committed: () => `committed + ${Number(quantity)}` })
      .where('serviceId = :serviceId AND day BETWEEN :from AND :to', { serviceId, from, to })
      .execute();
    if (quantity < 0) return;
    let existingQuery = em
      .getRepository(EquipmentDay)
      .createQueryBuilder('d')
      .select(['d.id', 'd.day'])
      .where('d.serviceId = :serviceId AND d.day BETWEEN :from AND :to', { serviceId, from, to });
    if (!this.isSqlite) existingQuery = existingQuery.setLock('pessimistic_write');
    const existing = new Set((await existingQuery.getMany()).map((d) => d.day));
    const missing: Partial<EquipmentDay>[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) if (!existing.has(day)) missing.push({ serviceId, day, committed: quantity });
    for (let i = 0; i < missing.length; i += 200) await em.insert(EquipmentDay, missing.slice(i, i + 200));
  }

  /**
   * Releases the live allocations of an event (declined, expired, canceled): holds simply end;
   * reservations leave the ledger. `locked` when the caller already holds the items' locks.
   */
  async releaseEvent(em: EntityManager, eventRequestId: number, at: Date, kinds: AllocationKind[], locked = false): Promise<number> {
    const repo = em.getRepository(EquipmentAllocation);
    const where = { eventRequestId, kind: In(kinds), releasedAt: IsNull() };
    if (!locked) {
      // Items' locks first (the order every writer uses), then the rows are read again under them.
      const probe = await repo.find({ select: { id: true, serviceId: true }, where });
      if (!probe.length) return 0;
      const services = await em.getRepository(Service).find({ select: { id: true, name: true }, where: { id: In([...new Set(probe.map((a) => a.serviceId))]) } });
      await this.lockItems(em, services.map((s) => s.name).sort());
    }
    const live = await repo.find({ where, order: { id: 'ASC' }, lock: this.isSqlite ? undefined : { mode: 'pessimistic_write' } });
    for (const allocation of live) await this.releaseOne(em, allocation, at);
    return live.length;
  }

  private async releaseOne(em: EntityManager, allocation: EquipmentAllocation, at: Date): Promise<boolean> {
    // The WHERE on releasedAt makes a concurrent release count once.
    const result = await em.update(EquipmentAllocation, { id: allocation.id, releasedAt: IsNull() }, { releasedAt: at });
    if (!result.affected) return false;
    if (allocation.kind !== AllocationKind.HOLD) await this.addToLedger(em, allocation.serviceId, allocation.dayFrom, allocation.dayTo, -allocation.quantity);
    allocation.releasedAt = at;
    return true;
  }

  // ---------------------------------------------------------------- staff

  /** Blocks units of an item over a period (repair, loss): refused when they are not free. */
  async createBlock(ctx: RequestContext, input: { serviceId: string; quantity: number; start: string; end: string; reason: string }): Promise<EquipmentAllocation> {
    const { start, end } = checkRange(input.start, input.end);
    const reason = input.reason.trim();
    if (!reason) throw new AppError(ErrorCode.BAD_USER_INPUT, AVAILABILITY_MESSAGES.blockReason, { reason: AVAILABILITY_MESSAGES.blockReason });
    return inTransaction(this.dataSource, async (em) => {
      const service = await this.findItem(em, input.serviceId);
      const [locked] = await this.lockItems(em, [service.name]);
      if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > Math.max(1, locked!.stock)) {
        throw new AppError(ErrorCode.BAD_USER_INPUT, AVAILABILITY_MESSAGES.blockQuantity, { quantity: AVAILABILITY_MESSAGES.blockQuantity });
      }
      const code = equipmentCode(service);
      // A block covers exactly its days (no turnaround): check it against what is left on those days.
      const result = await this.compute(em, [{ ...locked!, turnaroundBefore: 0, turnaroundAfter: 0 }], start, end, ctx.now, true);
      const left = result[0]!.available;
      if (input.quantity > left) {
        const message = AVAILABILITY_MESSAGES.remaining(code, service.label, left);
        throw new AppError(ErrorCode.BAD_USER_INPUT, message, { quantity: message });
      }
      const block = await this.insertAllocation(em, {
        serviceId: service.id,
        kind: AllocationKind.BLOCK,
        quantity: input.quantity,
        dayFrom: start,
        dayTo: end,
        eventStart: start,
        eventEnd: end,
        eventRequestId: null,
        revisionId: null,
        reason,
        expiresAt: null,
        releasedAt: null,
        createdAt: ctx.now,
        createdById: actingUserId(ctx),
      });
      ctx.log.info({ blockId: block.id, service: service.name, quantity: input.quantity, start, end, by: actingUserId(ctx) }, 'equipment blocked');
      return block;
    });
  }

  /** Lifts a block (the units are back). */
  async releaseBlock(ctx: RequestContext, id: string): Promise<EquipmentAllocation> {
    return inTransaction(this.dataSource, async (em) => {
      const numeric = Number(id);
      const block = Number.isSafeInteger(numeric) ? await em.findOneBy(EquipmentAllocation, { id: numeric, kind: AllocationKind.BLOCK }) : null;
      if (!block) throw new AppError(ErrorCode.NOT_FOUND, AVAILABILITY_MESSAGES.blockNotFound);
      if (block.releasedAt) return block;
      const service = await em.findOneByOrFail(Service, { id: block.serviceId });
      await this.lockItems(em, [service.name]);
      await this.releaseOne(em, block, ctx.now);
      ctx.log.info({ blockId: block.id, by: actingUserId(ctx) }, 'equipment block lifted');
      return block;
    });
  }

  /** Stock and turnaround of a rentable item. Lowering the stock below what is taken is allowed (staff decide); the availability then shows 0. */
  async updateStock(ctx: RequestContext, input: { serviceId: string; stock: number; turnaroundBefore: number; turnaroundAfter: number }): Promise<EquipmentItem> {
    if (!Number.isInteger(input.stock) || input.stock < 0 || input.stock > 100_000) throw new AppError(ErrorCode.BAD_USER_INPUT, AVAILABILITY_MESSAGES.stock, { stock: AVAILABILITY_MESSAGES.stock });
    for (const field of ['turnaroundBefore', 'turnaroundAfter'] as const) {
      const value = input[field];
      if (!Number.isInteger(value) || value < 0 || value > 30) throw new AppError(ErrorCode.BAD_USER_INPUT, AVAILABILITY_MESSAGES.turnaround, { [field]: AVAILABILITY_MESSAGES.turnaround });
    }
    return inTransaction(this.dataSource, async (em) => {
      const service = await this.findItem(em, input.serviceId);
      const [item] = await this.lockItems(em, [service.name]);
      const changes = { stock: input.stock, turnaroundBefore: input.turnaroundBefore, turnaroundAfter: input.turnaroundAfter };
      // The item is locked: no other writer can insert its stock row meanwhile.
      if (await em.existsBy(EquipmentStock, { serviceId: service.id })) await em.update(EquipmentStock, { serviceId: service.id }, changes);
      else await em.insert(EquipmentStock, { serviceId: service.id, ...changes });
      ctx.log.info({ service: service.name, ...changes, by: actingUserId(ctx) }, 'equipment stock changed');
      return { ...item!, ...changes };
    });
  }

  /** Every rentable item of the price list (back-office inventory). */
  inventory(_ctx: RequestContext): Promise<EquipmentItem[]> {
    return this.rentable(this.rentableQuery(this.dataSource.manager).orderBy('s.id', 'ASC'));
  }

  /** Allocations (live, plus released ones when asked) overlapping from..to, by item then start. */
  async allocations(_ctx: RequestContext, fromInput: string, toInput: string, includeLapsed = false): Promise<EquipmentAllocation[]> {
    const { start, end } = checkRange(fromInput, toInput);
    const qb = this.dataSource
      .getRepository(EquipmentAllocation)
      .createQueryBuilder('a')
      .where('a.dayFrom <= :end AND a.dayTo >= :start', { start, end })
      .orderBy('a.serviceId', 'ASC')
      .addOrderBy('a.dayFrom', 'ASC')
      .addOrderBy('a.id', 'ASC');
    if (!includeLapsed) {
      qb.andWhere('a.releasedAt IS NULL').andWhere(
        new Brackets((w) => w.where('a.kind <> :hold', { hold: AllocationKind.HOLD }).orWhere('a.expiresAt > :now', { now: _ctx.now })),
      );
    }
    return qb.getMany();
  }

  private async findItem(em: EntityManager, id: string): Promise<Service> {
    const numeric = Number(id);
    const service = Number.isSafeInteger(numeric) && numeric > 0 ? await em.findOneBy(Service, { id: numeric }) : null;
    if (!service || service.unit !== PriceUnit.UNIT_DAY || !service.name.startsWith(EQUIPMENT_PREFIX)) {
      throw new AppError(ErrorCode.NOT_FOUND, AVAILABILITY_MESSAGES.itemNotFound);
    }
    return service;
  }
}

/** code → total quantity (positive only). */
function mergeNeeds(needs: readonly QuoteEquipment[]): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const need of needs) {
    const quantity = Math.floor(Number(need.quantity));
    if (!Number.isFinite(quantity) || quantity <= 0) continue;
    wanted.set(need.code, (wanted.get(need.code) ?? 0) + quantity);
  }
  return wanted;
}

/** Validated 'YYYY-MM-DD' range of at most MAX_RANGE_DAYS days. */
export function checkRange(startInput: string, endInput: string): { start: string; end: string } {
  const start = isoDay(startInput);
  const end = isoDay(endInput);
  if (!start || !end || end < start) throw new AppError(ErrorCode.BAD_USER_INPUT, AVAILABILITY_MESSAGES.range, { end: AVAILABILITY_MESSAGES.range });
  if (dayDiff(start, end) + 1 > MAX_RANGE_DAYS) throw new AppError(ErrorCode.BAD_USER_INPUT, AVAILABILITY_MESSAGES.rangeTooLong, { end: AVAILABILITY_MESSAGES.rangeTooLong });
  return { start, end };
}
