import { Brackets, SelectQueryBuilder } from 'typeorm';
import { containsPattern } from '../../db/text-search';
import { checkFirst, ConnectionArgs, ConnectionResult, decodeSortCursor, encodeSortCursor, filterRange, toConnection } from '../../kernel/connections';
import { EventRequest, EventRequestStatus } from './event-request.entity';
import { EventRequestSort } from './events.inputs';

/** The column and direction of each back-office sort; ties are always broken by id, newest request first. */
export const EVENT_SORT_KEYS: Readonly<Record<EventRequestSort, { column: 'dateStart' | 'total'; direction: 'ASC' | 'DESC' }>> = {
  [EventRequestSort.START_DESC]: { column: 'dateStart', direction: 'DESC' },
  [EventRequestSort.START_ASC]: { column: 'dateStart', direction: 'ASC' },
  [EventRequestSort.TOTAL_DESC]: { column: 'total', direction: 'DESC' },
  [EventRequestSort.TOTAL_ASC]: { column: 'total', direction: 'ASC' },
};

const SEARCHED_FIELDS = ['eventName', 'companyName', 'email', 'reference'] as const;

/**
 * Adds the back-office filters to a query over `event_request` aliased `e`: the status, and a
 * case- and accent-insensitive search in the event name, company, e-mail and reference (db/text-search.ts).
 */
export function filterEvents(qb: SelectQueryBuilder<EventRequest>, filters: { status?: EventRequestStatus | null; search?: string | null }): SelectQueryBuilder<EventRequest> {
  if (filters.status) qb.andWhere('e.status = :status', { status: filters.status });
  const search = filters.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    const sqlite = qb.connection.options.type === 'better-sqlite3';
    qb.andWhere(
      new Brackets((w) => {
        for (const field of SEARCHED_FIELDS) w.orWhere(`${sqlite ? `fold(e.${field})` : `e.${field}`} LIKE :pattern ESCAPE '!'`, { pattern });
      }),
    );
  }
  return qb;
}

/** Orders a query over `e` by a back-office sort, ties newest request first. */
export function orderEvents(qb: SelectQueryBuilder<EventRequest>, sort: EventRequestSort): SelectQueryBuilder<EventRequest> {
  const { column, direction } = EVENT_SORT_KEYS[sort];
  return qb.orderBy(`e.${column}`, direction).addOrderBy('e.id', 'DESC');
}

const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isCents = (value: unknown): value is number => Number.isSafeInteger(value);

/**
 * One keyset page of a filtered query over `e` in a back-office sort. The cursor holds (sort, key, id),
 * so paging is stable when keys tie and a cursor of another sort or of the creation order is refused.
 */
export async function pageEventsBySort(query: SelectQueryBuilder<EventRequest>, args: ConnectionArgs, sort: EventRequestSort): Promise<ConnectionResult<EventRequest>> {
  checkFirst(args.first);
  const { column, direction } = EVENT_SORT_KEYS[sort];
  const after = args.after ? decodeSortCursor<string | number>(args.after, sort, column === 'total' ? isCents : isDay) : null;
  const qb = filterRange(query.clone(), 'e', args, 'createdAt');
  const totalCount = await qb.clone().getCount();
  if (after) {
    const op = direction === 'DESC' ? '<' : '>';
    qb.andWhere(
      new Brackets((w) =>
        w
          .where(`e.${column} ${op} :sortValue`, { sortValue: after.value })
          .orWhere(`(e.${column} = :sortValue AND e.id < :sortId)`, { sortValue: after.value, sortId: after.id }),
      ),
    );
  }
  const rows = await orderEvents(qb, sort).take(args.first + 1).getMany();
  return toConnection(rows, args.first, after !== null, totalCount, (node) => encodeSortCursor(sort, node[column], node.id));
}
