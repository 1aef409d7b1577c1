import { DataSource } from 'typeorm';
import { checkFirst, decodeTextCursor, encodeCursor, toConnection } from '../../kernel/connections';
import type { RequestContext } from '../../kernel/context';
import { containsPattern, foldedLike } from '../../db/text-search';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { CUSTOMER_MESSAGES } from '../../shared/messages.fr';
import { EventRequest } from '../events/events.public';
import { EventsService } from '../events/events.public';
import { PickupRequest } from '../pickup/pickup.public';
import { SnowOrder, SnowOrderStatus } from '../snow/snow.public';
import { CLIENT_SEARCH_MAX, ClientsArgs } from './clients.inputs';
import { Client, ClientConnection, ClientDetail } from './clients.results';

/** The snow orders that make someone a customer: paid, or waiting for the payment. */
const CUSTOMER_SNOW_STATUSES = [SnowOrderStatus.PAID, SnowOrderStatus.PENDING];

/**
 * One row per request or order, with the normalised e-mail: the three services side by side
 * (UNION ALL), then one row per e-mail (GROUP BY). The latest non-empty name and phone come from a
 * window function (SQLite ≥ 3.25, MariaDB ≥ 10.2, MySQL 8). Canceled requests count but add no amount;
 * rows anonymised by the retention job are no longer anyone's (their e-mail is gone).
 */
const CLIENTS_CTE = `
WITH activity AS (
  SELECT LOWER(TRIM(p.email)) AS email, p.fullName AS name, p.phone AS phone, p.createdAt AS at,
         1 AS pickups, 0 AS events, 0 AS snow, CASE WHEN p.status <> 'canceled' THEN p.estimateCents END AS amount
    FROM pickup_request p WHERE p.anonymizedAt IS NULL
  UNION ALL
  SELECT LOWER(TRIM(e.email)), e.companyName, e.phone, e.createdAt,
         0, 1, 0, CASE WHEN e.status <> 'canceled' THEN e.total END
    FROM event_request e WHERE e.anonymizedAt IS NULL
  UNION ALL
  SELECT LOWER(TRIM(s.email)), s.customerName, NULL, s.createdAt,
         0, 0, 1, s.total
    FROM snow_order s WHERE s.anonymizedAt IS NULL AND s.status IN (${CUSTOMER_SNOW_STATUSES.map((status) => `'${status}'`).join(', ')})
),
ranked AS (
  SELECT a.*,
         ROW_NUMBER() OVER (PARTITION BY a.email ORDER BY CASE WHEN a.name IS NULL OR a.name = '' THEN 1 ELSE 0 END, a.at DESC) AS nameRank,
         ROW_NUMBER() OVER (PARTITION BY a.email ORDER BY CASE WHEN a.phone IS NULL OR a.phone = '' THEN 1 ELSE 0 END, a.at DESC) AS phoneRank
    FROM activity a
),
clients AS (
  SELECT email,
         MAX(CASE WHEN nameRank = 1 THEN NULLIF(name, '') END) AS name,
         MAX(CASE WHEN phoneRank = 1 THEN NULLIF(phone, '') END) AS phone,
         SUM(pickups) AS pickupRequestCount, SUM(events) AS eventRequestCount, SUM(snow) AS snowOrderCount,
         COALESCE(SUM(amount), 0) AS totalCents, MIN(at) AS firstActivityAt, MAX(at) AS lastActivityAt
    FROM ranked
   GROUP BY email
)`;

/** Separators people type in phone numbers, removed before comparing digits. */
const PHONE_SEPARATORS = [' ', '-', '.', '(', ')', '+'];
const PHONE_DIGITS = PHONE_SEPARATORS.reduce((expr, separator) => `REPLACE(${expr}, '${separator}', '')`, 'c.phone');

interface ClientRow {
  email: string;
  name: string | null;
  phone: string | null;
  pickupRequestCount: number | string;
  eventRequestCount: number | string;
  snowOrderCount: number | string;
  totalCents: number | string;
  firstActivityAt: Date | string;
  lastActivityAt: Date | string;
}

/** SQLite returns datetime columns as 'YYYY-MM-DD HH:MM:SS.SSS' (UTC) text, mysql2 as Date. */
function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`);
}

/** The stored datetime form, which both databases compare correctly with their datetime columns. */
function sqlDateTime(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

function toClient(row: ClientRow): Client {
  return {
    id: row.email,
    email: row.email,
    name: row.name,
    phone: row.phone,
    pickupRequestCount: Number(row.pickupRequestCount),
    eventRequestCount: Number(row.eventRequestCount),
    snowOrderCount: Number(row.snowOrderCount),
    totalCents: Number(row.totalCents),
    firstActivityAt: toDate(row.firstActivityAt),
    lastActivityAt: toDate(row.lastActivityAt),
  };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The customers of the three services, computed in SQL (never every row in memory). */
export class ClientsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventsService,
  ) {}

  private get sqlite(): boolean {
    return this.dataSource.options.type === 'better-sqlite3';
  }

  /** A page ordered by latest activity (newest first), then e-mail: stable under the cursor. */
  async list(_ctx: RequestContext, args: ClientsArgs): Promise<ClientConnection> {
    checkFirst(args.first);
    const search = args.search?.trim() ?? '';
    if (search.length > CLIENT_SEARCH_MAX) {
      throw new AppError(ErrorCode.BAD_USER_INPUT, CUSTOMER_MESSAGES.searchTooLong, { search: CUSTOMER_MESSAGES.searchTooLong });
    }
    const after = args.after ? decodeTextCursor(args.after) : null;
    const filters: string[] = [];
    const params: unknown[] = [];
    if (search) {
      const pattern = containsPattern(search);
      const alternatives = ['c.name', 'c.email', 'c.phone'].map((column) => foldedLike(this.sqlite, column));
      params.push(pattern, pattern, pattern);
      const digits = search.replace(/[\s().+-]/g, '');
      if (/^\d{3,}$/.test(digits)) {
        alternatives.push(`${PHONE_DIGITS} LIKE ?`);
        params.push(`%${digits}%`);
      }
      filters.push(`(${alternatives.join(' OR ')})`);
    }
    const where = filters.length ? `WHERE ${filters.join(' AND ')}` : '';
    const [counted] = (await this.dataSource.query(`${CLIENTS_CTE} SELECT COUNT(*) AS total FROM clients c ${where}`, params)) as { total: number | string }[];

    const pageFilters = [...filters];
    const pageParams = [...params];
    if (after) {
      const at = sqlDateTime(after.time);
      pageFilters.push('(c.lastActivityAt < ? OR (c.lastActivityAt = ? AND c.email > ?))');
      pageParams.push(at, at, after.key);
    }
    const pageWhere = pageFilters.length ? `WHERE ${pageFilters.join(' AND ')}` : '';
    const rows = (await this.dataSource.query(
      `${CLIENTS_CTE} SELECT c.* FROM clients c ${pageWhere} ORDER BY c.lastActivityAt DESC, c.email ASC LIMIT ${args.first + 1}`,
      pageParams,
    )) as ClientRow[];
    return toConnection(rows.map(toClient), args.first, after !== null, Number(counted?.total ?? 0), (client) => encodeCursor(client.lastActivityAt, client.email));
  }

  /** One customer with their requests and orders; NOT_FOUND when the e-mail has none. */
  async get(_ctx: RequestContext, email: string): Promise<ClientDetail> {
    const key = normalizeEmail(email);
    const [row] = (await this.dataSource.query(`${CLIENTS_CTE} SELECT c.* FROM clients c WHERE c.email = ?`, [key])) as ClientRow[];
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, CUSTOMER_MESSAGES.notFound);
    const sameEmail = (alias: string) => `LOWER(TRIM(${alias}.email)) = :email`;
    const [pickupRequests, eventRequests, snowOrders] = await Promise.all([
      this.dataSource.getRepository(PickupRequest).createQueryBuilder('p').where(sameEmail('p'), { email: key }).orderBy('p.createdAt', 'DESC').addOrderBy('p.id', 'DESC').getMany(),
      this.dataSource.getRepository(EventRequest).createQueryBuilder('e').where(sameEmail('e'), { email: key }).orderBy('e.createdAt', 'DESC').addOrderBy('e.id', 'DESC').getMany(),
      this.dataSource
        .getRepository(SnowOrder)
        .createQueryBuilder('s')
        .where(sameEmail('s'), { email: key })
        .andWhere('s.status IN (:...statuses)', { statuses: CUSTOMER_SNOW_STATUSES })
        .orderBy('s.createdAt', 'DESC')
        .addOrderBy('s.id', 'DESC')
        .getMany(),
    ]);
    await this.events.attachLines(this.dataSource.manager, eventRequests);
    return { client: toClient(row), pickupRequests, eventRequests, snowOrders };
  }
}
