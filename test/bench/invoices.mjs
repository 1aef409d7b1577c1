// Benchmark 6 — invoice numbering (issue #15): two server processes on the same MariaDB issue
// invoices at once through GraphQL `createInvoice`; every number must be distinct and the series
// consecutive (F-YYYY-000001 … with no gap), each with its e-mail (PDF attached) queued, then
// throughput and latency are reported.
import os from 'node:os';
import { http, percentile, pool, round } from './lib.mjs';

const CREATE = 'mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { number } }';

export async function invoiceNumbering({ urls, token, connection, perProcess, concurrency }) {
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    urls.map((url, p) =>
      pool(perProcess, concurrency, async (i) => {
        const t = performance.now();
        const res = await http(`${url}/graphql`, {
          method: 'POST',
          token,
          body: { query: CREATE, variables: { input: { clientEmail: `banc${p}@exemple.ca`, clientName: `Banc ${p}`, clientAddress: '', lines: [{ description: 'Travaux', quantity: 1, unitPriceCents: 1000 + i }] } } },
        });
        latencies.push(performance.now() - t);
        if (res.status !== 200 || res.body?.errors) errors += 1;
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const loadAverage = round(os.loadavg()[0], 2);
  // Issue #31: the answer leaves after the short issuing transaction; each invoice's PDF and e-mail
  // follow in the background. Every e-mail must be queued too: the time until the last one is reported.
  let mails = 0;
  for (let i = 0; i < 600; i += 1) {
    const [[counted]] = await connection.query("SELECT COUNT(*) AS n FROM outbox WHERE dedupeKey LIKE 'invoice:%:issued'");
    mails = Number(counted.n);
    if (mails >= urls.length * perProcess) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const mailsQueuedSeconds = (performance.now() - started) / 1000;
  const [rows] = await connection.query("SELECT number FROM invoice WHERE number LIKE 'F-%' ORDER BY number");
  const numbers = rows.map((r) => r.number);
  const sequences = numbers.map((n) => Number(n.slice(-6)));
  const consecutive = sequences.every((s, i) => s === i + 1);
  const expected = urls.length * perProcess;
  return {
    processes: urls.length,
    invoices: numbers.length,
    expected,
    distinct: new Set(numbers).size,
    consecutive,
    errors,
    invoicesPerSecond: round(numbers.length / seconds, 1),
    mails,
    mailsPerSecond: round(mails / mailsQueuedSeconds, 1),
    p50: round(percentile(latencies, 50), 1),
    p99: round(percentile(latencies, 99), 1),
    loadAverage,
    pass: errors === 0 && mails === expected && numbers.length === expected && new Set(numbers).size === expected && consecutive,
  };
}
