// Benchmark 6 — equipment availability (issue #16): the public `equipmentAvailability` query over a
// one-year range with 1,000 then 10,000 reservations on MariaDB; p50 / p99 of sequential requests
// (target p99 ≤ 20 ms) and SQL statements per request (X-SQL-Statements; must not grow).
import { http, percentile, round } from './lib.mjs';

export const AVAILABILITY_QUERY = `query BenchAvailability($start: Date!, $end: Date!) {
  equipmentAvailability(start: $start, end: $end) { code label stock available }
}`;

const DAY_MS = 86_400_000;
const day = (n) => new Date(Date.UTC(2026, 0, 1) + n * DAY_MS).toISOString().slice(0, 10);

/**
 * Adds reservations `from`…`to - 1` the way the product stores them: an `equipment_allocation` row
 * each (1 to 4 days, turnaround 0 before / 1 after, over 2026) and the per-day ledger
 * `equipment_day` rebuilt from all live reservations. Stock is raised so nothing is overbooked.
 */
export async function seedReservations(connection, from, to) {
  const [items] = await connection.query("SELECT id, name FROM service WHERE unit = 'unit_day' AND name LIKE 'event.%' ORDER BY id");
  await connection.query('UPDATE equipment_stock SET stock = 1000000');
  const created = new Date('2026-05-01T12:00:00.000Z');
  for (let start = from; start < to; start += 500) {
    const rows = [];
    for (let n = start; n < Math.min(to, start + 500); n += 1) {
      const item = items[n % items.length];
      const first = (n * 7) % 360;
      const length = 1 + (n % 4);
      rows.push([item.id, 'reservation', 1 + (n % 5), day(first), day(first + length), day(first), day(first + length - 1), 100_000 + n, 100_000 + n, created]);
    }
    await connection.query(
      'INSERT INTO equipment_allocation (serviceId, kind, quantity, dayFrom, dayTo, eventStart, eventEnd, eventRequestId, revisionId, createdAt) VALUES ?',
      [rows],
    );
  }
  await connection.query('DELETE FROM equipment_day');
  const [allocations] = await connection.query("SELECT serviceId, dayFrom, dayTo, quantity FROM equipment_allocation WHERE kind IN ('reservation', 'block') AND releasedAt IS NULL");
  const ledger = new Map();
  for (const a of allocations) {
    for (let d = a.dayFrom; d <= a.dayTo; d = new Date(Date.parse(`${d}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)) {
      const key = `${a.serviceId}|${d}`;
      ledger.set(key, (ledger.get(key) ?? 0) + a.quantity);
    }
  }
  const values = [...ledger].map(([key, committed]) => [...key.split('|'), committed]);
  for (let i = 0; i < values.length; i += 1000) await connection.query('INSERT INTO equipment_day (serviceId, day, committed) VALUES ?', [values.slice(i, i + 1000)]);
  return { allocations: allocations.length, ledgerRows: values.length };
}

async function measure(url, requests) {
  const send = () => http(`${url}/graphql`, { method: 'POST', body: { query: AVAILABILITY_QUERY, variables: { start: '2026-01-01', end: '2026-12-31' } } });
  const first = await send();
  if (first.status !== 200 || first.body.errors) throw new Error(`equipmentAvailability failed: ${JSON.stringify(first.body).slice(0, 300)}`);
  const statements = Number(first.headers.get('x-sql-statements'));
  for (let i = 0; i < 20; i += 1) await send(); // warm-up
  const times = [];
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    await send();
    times.push(performance.now() - started);
  }
  return {
    statementsPerRequest: statements,
    items: first.body.data.equipmentAvailability.length,
    p50: round(percentile(times, 50), 2),
    p99: round(percentile(times, 99), 2),
  };
}

/** 1,000 then 10,000 reservations; passes when p99 ≤ 20 ms at 10,000 and the statement count does not grow. */
export async function availabilityPath({ product, counted, connection, requests = 500 }) {
  const seeded1k = await seedReservations(connection, 0, 1000);
  const small = { ...seeded1k, ...(await measure(product.url, requests)), statementsPerRequest: (await measure(counted.url, 1)).statementsPerRequest };
  const seeded10k = await seedReservations(connection, 1000, 10_000);
  const large = { ...seeded10k, ...(await measure(product.url, requests)), statementsPerRequest: (await measure(counted.url, 1)).statementsPerRequest };
  return {
    reservations1000: small,
    reservations10000: large,
    targetP99Ms: 20,
    pass: large.p99 <= 20 && large.statementsPerRequest === small.statementsPerRequest,
  };
}
