// Benchmark 2 — read path: the back-office events list (GraphQL, 5 material lines per event) vs one
// hand-written SQL statement returning the same JSON; SQL statements per request from X-SQL-Statements.
import { http, round, sequentialLatency } from './lib.mjs';

export const EVENTS_QUERY = `query BenchEvents($take: Int!) {
  eventRequests(take: $take) {
    id reference eventName email companyName neq phone address dateStart dateEnd days status
    participants subtotal gst qst total createdAt
    materials { type quantity unitPrice days lineTotal }
    services { name label price }
  }
}`;

const MATERIALS = [
  ['bac', 10],
  ['baril', 15],
  ['ilot', 25],
  ['toilette', 60],
  ['lavage', 40],
];

/** Adds events `from`…`to - 1` with 5 material lines and 1 service line each, by multi-row INSERTs. */
export async function seedEvents(connection, from, to) {
  const created = new Date('2026-05-01T12:00:00.000Z').getTime();
  for (let start = from; start < to; start += 200) {
    const ids = Array.from({ length: Math.min(200, to - start) }, (_, i) => start + i);
    const events = ids.map((n) => {
      const day = String(1 + (n % 28)).padStart(2, '0');
      const month = String(1 + (n % 9)).padStart(2, '0');
      return [
        `EV-2026-B${String(n).padStart(5, '0')}`, `Festival ${n}`, 'festival', 100 + n, `2026-${month}-${day}`, `2026-${month}-${day}`, 1,
        `${n} rue des Forges, Trois-Rivières`, 1000, 2, '', 0, `Entreprise ${n} inc.`, '1171234567', `client${n}@exemple.ca`, '819 555-0142', '',
        false, 'pending', 20000, 1000, 1995, 22995, new Date(created + n * 60_000),
      ];
    });
    const [result] = await connection.query(
      `INSERT INTO event_request (reference, eventName, eventType, participants, dateStart, dateEnd, days, address, superficie, zones,
         commentaires, staffCount, companyName, neq, email, phone, website, sendCopy, status, subtotal, gst, qst, total, createdAt) VALUES ?`,
      [events],
    );
    const firstId = Number(result.insertId);
    const eventIds = ids.map((_, i) => firstId + i);
    await connection.query('INSERT INTO event_material_line (eventRequestId, type, quantity, unitPrice, days, lineTotal) VALUES ?', [
      eventIds.flatMap((id) => MATERIALS.map(([type, price], k) => [id, type, k + 1, price * 100, 1, (k + 1) * price * 100])),
    ]);
    await connection.query('INSERT INTO event_service_line (eventRequestId, name, label, price) VALUES ?', [
      eventIds.map((id) => [id, 'livraison', 'Livraison et récupération', 6000]),
    ]);
  }
}

/** The first difference between two JSON values, or null when equal. */
function firstDifference(a, b, where = '$') {
  if (typeof a !== typeof b || Array.isArray(a) !== Array.isArray(b) || (a === null) !== (b === null)) return `${where}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`;
  if (a && typeof a === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    if (Array.isArray(a) && a.length !== b.length) return `${where}.length: ${a.length} ≠ ${b.length}`;
    for (const key of keys) {
      const diff = firstDifference(a[key], b[key], `${where}.${key}`);
      if (diff) return diff;
    }
    return null;
  }
  return a === b ? null : `${where}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`;
}

/** One size: statements per request, same JSON check, sequential latency of both. */
export async function measureList({ product, baseline, token, take, requests }) {
  const graphql = () => http(`${product.url}/graphql`, { method: 'POST', token, body: { query: EVENTS_QUERY, variables: { take } } });
  const first = await graphql();
  if (first.status !== 200 || first.body.errors) throw new Error(`eventRequests failed: ${JSON.stringify(first.body).slice(0, 300)}`);
  const statements = Number(first.headers.get('x-sql-statements'));
  const base = await http(`${baseline.url}/events?take=${take}`);
  const difference = firstDifference(first.body.data.eventRequests, base.body.data.eventRequests);
  const bytes = JSON.stringify(first.body).length;
  const productLatency = await sequentialLatency(requests, graphql);
  const baselineLatency = await sequentialLatency(requests, () => http(`${baseline.url}/events?take=${take}`));
  return {
    eventsReturned: first.body.data.eventRequests.length,
    materialLines: first.body.data.eventRequests.reduce((n, e) => n + e.materials.length, 0),
    responseBytes: bytes,
    statementsPerRequest: statements,
    sameJsonAsBaseline: difference === null,
    ...(difference ? { difference } : {}),
    productMs: productLatency,
    baselineMs: baselineLatency,
    latencyRatio: round(productLatency.median / baselineLatency.median, 2),
  };
}

/**
 * 100 events, then 1,000 (the list answers at most 500: its `take` limit), each measured with
 * `requests` sequential requests. Passes when the statement count does not grow with the events.
 */
export async function readPath({ product, baseline, token, connection, requests }) {
  await seedEvents(connection, 0, 100);
  const small = await measureList({ product, baseline, token, take: 500, requests });
  await seedEvents(connection, 100, 1000);
  const large = await measureList({ product, baseline, token, take: 500, requests });
  return {
    events100: small,
    events1000: large,
    statementsGrowth: round(large.statementsPerRequest / small.statementsPerRequest, 2),
    pass: large.statementsPerRequest === small.statementsPerRequest && small.sameJsonAsBaseline && large.sameJsonAsBaseline,
  };
}
