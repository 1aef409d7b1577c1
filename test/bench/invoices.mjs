// Benchmark 6 — invoice numbering (issue #15): two server processes on the same MariaDB issue
// invoices at once through GraphQL `createInvoice`; every number must be distinct and the series
// consecutive (F-YYYY-000001 … with no gap), each with its e-mail (PDF attached) queued, then
// throughput and latency are reported.
import os from 'node:os';
import { http, percentile, pool, processCpuMicros, round } from './lib.mjs';

const CREATE = 'mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { number } }';

export async function invoiceNumbering({ urls, pids = [], token, connection, perProcess, concurrency, warmup = 0 }) {
  const issue = (p, i) =>
    http(`${urls[p]}/graphql`, {
      method: 'POST',
      token,
      body: { query: CREATE, variables: { input: { clientEmail: `banc${p}@exemple.ca`, clientName: `Banc ${p}`, clientAddress: '', lines: [{ description: 'Travaux', quantity: 1, unitPriceCents: 1000 + i }] } } },
    }).then((res) => {
      if (res.status !== 200 || res.body?.errors) errors += 1;
    });
  const mailsQueued = async (expected) => {
    let mails = 0;
    for (let i = 0; i < 600; i += 1) {
      const [[counted]] = await connection.query("SELECT COUNT(*) AS n FROM outbox WHERE dedupeKey LIKE 'invoice:%:issued'");
      mails = Number(counted.n);
      if (mails >= expected) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return mails;
  };
  let errors = 0;
  // BENCH_INVOICES_WARMUP: invoices issued (and their e-mails queued) before the measured ones, so
  // that the figure is the processes' steady state, not their first PDF's lazy loading and JIT.
  if (warmup > 0) {
    await Promise.all(urls.map((_, p) => pool(warmup, concurrency, (i) => issue(p, i))));
    await mailsQueued(urls.length * warmup);
  }
  const latencies = [];
  // CPU of the product processes (utime + stime) from the first request until the last e-mail is
  // queued: the answers and the background PDFs, per invoice; it depends less on the machine's load.
  const cpu = () => pids.reduce((sum, pid) => sum + processCpuMicros(pid), 0);
  const cpuBefore = cpu();
  const started = performance.now();
  await Promise.all(
    urls.map((_, p) =>
      pool(perProcess, concurrency, async (i) => {
        const t = performance.now();
        await issue(p, i);
        latencies.push(performance.now() - t);
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const loadAverage = round(os.loadavg()[0], 2);
  // Issue #31: the answer leaves after the short issuing transaction; each invoice's PDF and e-mail
  // follow in the background. Every e-mail must be queued too: the time until the last one is reported.
  const mails = (await mailsQueued(urls.length * (warmup + perProcess))) - urls.length * warmup;
  const mailsQueuedSeconds = (performance.now() - started) / 1000;
  const cpuMicros = cpu() - cpuBefore;
  const [rows] = await connection.query("SELECT number FROM invoice WHERE number LIKE 'F-%' ORDER BY number");
  const numbers = rows.map((r) => r.number);
  const sequences = numbers.map((n) => Number(n.slice(-6)));
  const consecutive = sequences.every((s, i) => s === i + 1);
  const expected = urls.length * perProcess;
  const all = urls.length * (warmup + perProcess);
  return {
    processes: urls.length,
    invoices: numbers.length - urls.length * warmup,
    warmup: urls.length * warmup,
    expected,
    distinct: new Set(numbers).size - urls.length * warmup,
    consecutive,
    errors,
    invoicesPerSecond: round(expected / seconds, 1),
    mails,
    mailsPerSecond: round(mails / mailsQueuedSeconds, 1),
    cpuMsPerInvoice: pids.length ? round(cpuMicros / 1000 / expected, 2) : null,
    p50: round(percentile(latencies, 50), 1),
    p99: round(percentile(latencies, 99), 1),
    loadAverage,
    pass: errors === 0 && mails === expected && numbers.length === all && new Set(numbers).size === all && consecutive,
  };
}
