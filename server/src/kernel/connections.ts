import { DateTimeISOResolver } from 'graphql-scalars';
import { ArgsType, ClassType, Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Brackets, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { AppError } from '../shared/app-error';
import { ErrorCode } from '../shared/errors';

/**
 * Cursor connections (Relay style) for every list that can grow. The pattern, for a new list:
 *
 *   export const FooConnection = Connection(Foo);                       // FooConnection + FooEdge types
 *   export type FooConnection = ConnectionResult<Foo>;
 *   @ArgsType() class FoosArgs extends ConnectionArgs { status?: FooStatus }  // extra filters
 *   @Query(() => FooConnection) foosConnection(@Args(() => FoosArgs) a) {
 *     const qb = repo.createQueryBuilder('f');                          // add the filters to qb
 *     return paginate(qb, 'f', a);                                      // first/after/from/to/order
 *   }
 *
 * Ordering is stable over (createdAt, id) (or another time column given to `paginate`); the cursor
 * is opaque (base64url of that pair) and survives inserts. `first` is 1 to CONNECTION_MAX_FIRST.
 */
export const CONNECTION_MAX_FIRST = 100;
export const CONNECTION_DEFAULT_FIRST = 20;

export enum ConnectionOrder {
  OLDEST_FIRST = 'OLDEST_FIRST',
  NEWEST_FIRST = 'NEWEST_FIRST',
}

registerEnumType(ConnectionOrder, {
  name: 'ConnectionOrder',
  description: 'Order of a connection over (creation time, id).',
  valuesConfig: {
    OLDEST_FIRST: { description: 'Oldest first: keep the last endCursor to fetch only what is new (synchronisation).' },
    NEWEST_FIRST: { description: 'Newest first (back-office lists).' },
  },
});

@ObjectType('PageInfo', { description: 'Where a page stands in its connection.' })
export class PageInfo {
  @Field(() => Boolean, { description: 'True when more items follow endCursor (pass it as `after`).' })
  hasNextPage!: boolean;

  @Field(() => Boolean, { description: 'True when items precede startCursor (only known when `after` was given).' })
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Cursor of the first edge of the page; null when the page is empty.' })
  startCursor!: string | null;

  @Field(() => String, { nullable: true, description: 'Cursor of the last edge of the page; null when the page is empty.' })
  endCursor!: string | null;
}

export interface EdgeResult<T> {
  cursor: string;
  node: T;
}

export interface ConnectionResult<T> {
  edges: EdgeResult<T>[];
  pageInfo: PageInfo;
  totalCount: number;
}

/** Builds the `<Name>Connection` and `<Name>Edge` object types for a node type. */
export function Connection<T extends object>(nodeType: ClassType<T>, name: string = nodeType.name): ClassType<ConnectionResult<T>> {
  @ObjectType(`${name}Edge`, { description: `One ${name} of a page, with its cursor.` })
  class Edge implements EdgeResult<T> {
    @Field(() => String, { description: 'Opaque cursor of this item; pass it as `after` to continue after it.' })
    cursor!: string;

    @Field(() => nodeType, { description: `The ${name}.` })
    node!: T;
  }

  @ObjectType(`${name}Connection`, { description: `A page of ${name} items (cursor pagination).` })
  class ConnectionType implements ConnectionResult<T> {
    @Field(() => [Edge], { description: 'The items of this page, in the requested order.' })
    edges!: Edge[];

    @Field(() => PageInfo, { description: 'Cursors and whether more pages exist.' })
    pageInfo!: PageInfo;

    @Field(() => Int, { description: 'How many items match the filters, over all pages.' })
    totalCount!: number;
  }
  return ConnectionType;
}

@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, { defaultValue: CONNECTION_DEFAULT_FIRST, description: `Page size, 1 to ${CONNECTION_MAX_FIRST}.` })
  first!: number;

  @Field(() => String, { nullable: true, description: 'Continue after this cursor (an endCursor or an edge cursor).' })
  after?: string | null;

  @Field(() => DateTimeISOResolver, {
    nullable: true,
    description: 'Only items at or after this instant (ISO 8601; UTC unless an offset is given). Business days are in America/Toronto.',
  })
  from?: Date | null;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Only items strictly before this instant (ISO 8601).' })
  to?: Date | null;

  @Field(() => ConnectionOrder, { defaultValue: ConnectionOrder.OLDEST_FIRST, description: 'Order of the items.' })
  order!: ConnectionOrder;
}

interface CursorKey {
  time: Date;
  id: number;
}

/** A cursor over (time, key): the key is a row id, or another unique value such as an e-mail. */
export function encodeCursor(time: Date, key: number | string): string {
  return Buffer.from(JSON.stringify([time.toISOString(), key]), 'utf8').toString('base64url');
}

function invalidCursor(): AppError {
  return new AppError(ErrorCode.BAD_USER_INPUT, 'Curseur invalide.', { after: 'Curseur invalide.' });
}

function parseCursor(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
  } catch {
    throw invalidCursor();
  }
}

function decodeCursorOf<K>(cursor: string, isKey: (value: unknown) => value is K): { time: Date; key: K } {
  const parsed = parseCursor(cursor);
  if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== 'string' || !isKey(parsed[1])) throw invalidCursor();
  const time = new Date(parsed[0]);
  if (Number.isNaN(time.getTime())) throw invalidCursor();
  return { time, key: parsed[1] };
}

export function decodeCursor(cursor: string): CursorKey {
  const { time, key } = decodeCursorOf(cursor, (value): value is number => Number.isInteger(value));
  return { time, id: key };
}

/** The (time, text key) pair of a cursor made by `encodeCursor(time, 'text')`. */
export function decodeTextCursor(cursor: string): { time: Date; key: string } {
  return decodeCursorOf(cursor, (value): value is string => typeof value === 'string');
}

/**
 * A cursor over (sort key value, id) for lists ordered by something other than a time: the sort name is
 * inside, so a cursor made for one sort is refused (BAD_USER_INPUT) by another.
 */
export function encodeSortCursor(sort: string, value: string | number, id: number): string {
  return Buffer.from(JSON.stringify([sort, value, id]), 'utf8').toString('base64url');
}

/** The (value, id) of a cursor made by `encodeSortCursor(sort, …)`; BAD_USER_INPUT when forged or from another sort. */
export function decodeSortCursor<V extends string | number>(cursor: string, sort: string, isValue: (value: unknown) => value is V): { value: V; id: number } {
  const parsed = parseCursor(cursor);
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== sort || !isValue(parsed[1]) || !Number.isInteger(parsed[2])) throw invalidCursor();
  return { value: parsed[1], id: parsed[2] as number };
}

/**
 * The connection of one page fetched with `first + 1` rows (the extra row only tells that more follow).
 * `cursorOf` gives each node's cursor.
 */
export function toConnection<T>(rows: T[], first: number, afterGiven: boolean, totalCount: number, cursorOf: (node: T) => string): ConnectionResult<T> {
  const edges = rows.slice(0, first).map((node) => ({ cursor: cursorOf(node), node }));
  return {
    edges,
    totalCount,
    pageInfo: {
      hasNextPage: rows.length > first,
      hasPreviousPage: afterGiven,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

export function checkFirst(first: number): void {
  if (!Number.isInteger(first) || first < 1 || first > CONNECTION_MAX_FIRST) {
    const message = `Choisissez un nombre entre 1 et ${CONNECTION_MAX_FIRST}.`;
    throw new AppError(ErrorCode.BAD_USER_INPUT, message, { first: message });
  }
}

/** Adds the `from`/`to` filters of the connection arguments on one time column. */
export function filterRange<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, args: Pick<ConnectionArgs, 'from' | 'to'>, column: string): SelectQueryBuilder<T> {
  if (args.from) qb.andWhere(`${alias}.${column} >= :connectionFrom`, { connectionFrom: args.from });
  if (args.to) qb.andWhere(`${alias}.${column} < :connectionTo`, { connectionTo: args.to });
  return qb;
}

/**
 * Runs a keyset page over (timeColumn, id) of an already filtered query builder. `from`/`to` filter
 * the same time column unless `rangeColumn` names another one (e.g. paidAt).
 */
export async function paginate<T extends ObjectLiteral & { id: number }>(
  query: SelectQueryBuilder<T>,
  alias: string,
  args: ConnectionArgs,
  options: { timeColumn?: keyof T & string; rangeColumn?: keyof T & string } = {},
): Promise<ConnectionResult<T>> {
  checkFirst(args.first);
  const timeColumn = options.timeColumn ?? 'createdAt';
  const rangeColumn = options.rangeColumn ?? timeColumn;
  const after = args.after ? decodeCursor(args.after) : null;
  const qb = filterRange(query.clone(), alias, args, rangeColumn);
  const totalCount = await qb.clone().getCount();
  const newest = args.order === ConnectionOrder.NEWEST_FIRST;
  const op = newest ? '<' : '>';
  if (after) {
    qb.andWhere(
      new Brackets((w) =>
        w
          .where(`${alias}.${timeColumn} ${op} :cursorTime`, { cursorTime: after.time })
          .orWhere(`(${alias}.${timeColumn} = :cursorTime AND ${alias}.id ${op} :cursorId)`, { cursorTime: after.time, cursorId: after.id }),
      ),
    );
  }
  const direction = newest ? 'DESC' : 'ASC';
  const rows = await qb
    .orderBy(`${alias}.${timeColumn}`, direction)
    .addOrderBy(`${alias}.id`, direction)
    .take(args.first + 1)
    .getMany();
  return toConnection(rows, args.first, after !== null, totalCount, (node) => encodeCursor(node[timeColumn] as Date, node.id));
}
