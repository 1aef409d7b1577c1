// `npm run bench`: the five benchmarks of issue #9, each against a baseline or a target measured in the
// same run, on a local MariaDB. Prints a table and writes bench/results.json. See bench/README.md.
// Settings: BENCH_DATABASE_URL (default mysql://root@127.0.0.1:3306/bench; the base is dropped and
// created again, so its name must contain "bench"), CHROME_PATH (default /usr/bin/chromium),
// BENCH_SECONDS (write path, default 20), BENCH_ONLY (comma list: startup,write,graphql,read,timeclock,pages,botcheck,invoices,availability),
// BENCH_LIGHTHOUSE_RUNS (runs per route, default 5; the median is reported), BENCH_INVOICES (invoices per
// process in benchmark 6, default 100), BENCH_INVOICES_WARMUP (per process, issued before them, default 0).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { freePort, http, killStarted, processRssKb, randomSecret, recreateDatabase, ROOT, round, startProcess, stopProcess, waitFor200 } from './lib.mjs';
import { publicPages } from './pages.mjs';
import { readPath } from './read.mjs';
import { startUp } from './startup.mjs';
import { graphqlVsExecute } from './graphql.mjs';
import { timeClock } from './timeclock.mjs';
import { invoiceNumbering } from './invoices.mjs';
import { PICKUP_BODY, writePath, writePathWithLimits } from './write.mjs';
import Redis from 'ioredis';
import { availabilityPath } from './availability.mjs';
import { botCheckSolve } from './botcheck.mjs';

const env = process.env;
const DATABASE_URL = env.BENCH_DATABASE_URL || 'mysql://root@127.0.0.1:3306/bench';
const CHROME_PATH = env.CHROME_PATH || '/usr/bin/chromium';
const SECONDS = Number(env.BENCH_SECONDS || 20);
const LIGHTHOUSE_RUNS = Number(env.BENCH_LIGHTHOUSE_RUNS || 5);
const INVOICES = Number(env.BENCH_INVOICES || 100);
const INVOICES_WARMUP = Number(env.BENCH_INVOICES_WARMUP || 0);
// BENCH_INVOICES_CORES=2: for benchmark 6 only, the second product process moves from CPU 0 to CPU 1
// (two processes of a deployment run on two cores); the load generator and MariaDB, unpinned, then
// share both cores with them. Default 1: both on CPU 0 as every product process of the bench.
const INVOICES_CORES = env.BENCH_INVOICES_CORES === '2' && os.cpus().length >= 2 && fs.existsSync('/usr/bin/taskset') ? 2 : 1;

/** Moves every thread of a running process to one CPU (taskset -a -p). */
function pinRunning(pid, cpu) {
  const result = spawnSync('/usr/bin/taskset', ['-a', '-p', '-c', String(cpu), String(pid)], { stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`taskset -a -p -c ${cpu} ${pid} failed`);
}
const ONLY = new Set((env.BENCH_ONLY || 'startup,write,graphql,read,timeclock,pages,botcheck,invoices,availability').split(',').map((s) => s.trim()));
const ADMIN = { email: 'mesures@exemple.ca', password: 'essai-administrateur-2026' };
const OUT_DIR = path.join(ROOT, 'bench');
const LOG_FILE = path.join(os.tmpdir(), `bench-${process.pid}.log`);

const log = (message) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** The compiled server and the built client, made when missing or older than the sources (as `npm start` does). */
function ensureBuild() {
  // Without NODE_ENV: ensure-build skips its check in production, and Vite would make a development bundle.
  const { NODE_ENV: _ignored, ...buildEnv } = env;
  const result = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: ROOT, stdio: 'inherit', env: buildEnv });
  if (result.status !== 0) throw new Error('the build failed');
}

/** The product's environment as the bench runs it (also benchmark 6's executor's). */
function productEnv({ port, url, sqlStatementHeader = false, extra = {} }) {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATABASE_URL,
    JWT_SECRET: SHARED_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Production requires an SMTP server; the workers are off so nothing is ever sent.
    SMTP_URL: 'smtp://127.0.0.1:2525',
    MAIL_WORKER_INTERVAL_MS: '0',
    WEBHOOK_WORKER_INTERVAL_MS: '0',
    DEMO_PAYMENTS: 'true',
    // The only rate limit on /api counts integrator tokens; the bench uses none, 0 makes it explicit.
    API_RATE_LIMIT_PER_MINUTE: '0',
    // Issue #19's per-address limits on anonymous writes (5 per 10 minutes in production) would refuse
    // all but the first requests of one load generator: off here, as the peer and the baseline have
    // none. Their cost is measured on its own (write path with the limits counted in Redis).
    PUBLIC_WRITE_LIMIT_10MIN: '0',
    PUBLIC_WRITE_LIMIT_DAY: '0',
    SQL_STATEMENT_HEADER: String(sqlStatementHeader),
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

/** The product as deployed: compiled server, NODE_ENV=production, on the bench MariaDB. */
async function startProduct({ sqlStatementHeader = false, extra = {} } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROF=<folder>: each product process writes a V8 CPU profile there when it stops.
  const profile = env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_CPU_PROF}`] : [];
  const child = startProcess(process.execPath, [...profile, 'build/server/src/main.js'], {
    cpu: 0,
    logFile: LOG_FILE,
    env: productEnv({ port, url, sqlStatementHeader, extra }),
  });
  await waitFor200(`${url}/readyz`, { timeoutMs: 120_000, everyMs: 50, child });
  return { url, pid: child.pid, child };
}

async function startBaseline() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startProcess(process.execPath, ['test/bench/baseline-server.mjs'], {
    cpu: 0,
    logFile: LOG_FILE,
    env: { PORT: String(port), BASELINE_DATABASE_URL: DATABASE_URL },
  });
  await waitFor200(`${url}/healthz`, { timeoutMs: 30_000, everyMs: 50, child });
  return { url, pid: child.pid, child };
}

/** The stock peer (peer-server.mjs): Apollo Server 5 + type-graphql + TypeORM save(), same base. */
async function startPeer() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startProcess(process.execPath, ['test/bench/peer-server.mjs'], {
    cpu: 0,
    logFile: LOG_FILE,
    env: { PORT: String(port), PEER_DATABASE_URL: DATABASE_URL },
  });
  await waitFor200(`${url}/healthz`, { timeoutMs: 60_000, everyMs: 50, child });
  return { url, pid: child.pid, child };
}

async function login(url) {
  const res = await http(`${url}/api/admin/login`, { method: 'POST', body: ADMIN });
  if (res.status !== 200) throw new Error(`admin login: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

const SHARED_SECRET = randomSecret();
const REDIS_URL = env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
/** Benchmark 1b's counters go to this logical Redis base, and are deleted after it. */
const REDIS_BENCH_DB = 9;

/** A connection to the bench's Redis, or null when none answers (benchmark 1b is then skipped). */
async function redisIfReachable() {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch {
    redis.disconnect();
    return null;
  }
}

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => r.map((cell, i) => String(cell).padEnd(widths[i])).join('  ')).join('\n');
}

function summary(results) {
  const rows = [['benchmark', 'figure', 'product', 'baseline / target', 'ratio', 'verdict']];
  const verdict = (pass) => (pass ? 'PASS' : 'FAIL');
  const { write, read, timeclock, pages, startup, invoices } = results;
  if (write) {
    rows.push(['1 write', 'requests/s', write.product.rps, write.baseline.rps, write.rpsRatio, `${verdict(write.rpsRatio >= 0.5)} (≥ 0.50)`]);
    rows.push(['1 write', 'p50 ms', write.product.p50, write.baseline.p50, round(write.product.p50 / write.baseline.p50, 2), '']);
    rows.push(['1 write', 'p99 ms', write.product.p99, write.baseline.p99, write.p99Ratio, `${verdict(write.p99Ratio <= 3)} (≤ 3×)`]);
    rows.push(['1 write', 'server CPU µs/req', write.product.cpuMicrosPerRequest, write.baseline.cpuMicrosPerRequest, write.cpuRatio, '']);
    if (write.peer) {
      rows.push(['1 write vs peer', 'requests/s', write.product.rps, write.peer.rps, write.peerRpsRatio, `${verdict(write.peerRpsRatio >= 3)} (≥ 3×)`]);
      rows.push(['1 write vs peer', 'p99 ms', write.product.p99, write.peer.p99, write.peerP99Ratio, '']);
      rows.push(['1 write vs peer', 'server CPU µs/req', write.product.cpuMicrosPerRequest, write.peer.cpuMicrosPerRequest, write.peerCpuRatio, '']);
    }
    rows.push(['1 write', 'load average per round', write.loadAverages.join(' '), write.order.map((o) => ({ product: 'P', peer: 'S', baseline: 'B' })[o]).join(''), '', '']);
    rows.push(['1 write', 'SQL statements/req', results.statements?.junkCreate ?? '?', 1, '', '']);
    rows.push(['1 write', 'server RSS after (MB)', round(write.productRssKbAfter / 1024, 1), '', '', '']);
  }
  if (results.writeLimits) {
    const w = results.writeLimits;
    rows.push(['1b write, limits (Redis)', 'requests/s', w.limited.rps, w.product.rps, w.rpsRatio, w.clean ? 'no refusal' : 'REFUSALS']);
    rows.push(['1b write, limits (Redis)', 'server CPU µs/req', w.limited.cpuMicrosPerRequest, w.product.cpuMicrosPerRequest, w.cpuRatio, '']);
    rows.push(['1b write, limits (Redis)', 'p99 ms', w.limited.p99, w.product.p99, round(w.limited.p99 / w.product.p99, 2), '']);
    rows.push(['1b write, limits (Redis)', 'Redis commands/req', w.redisCommandsPerRequest, '', '', `load ${w.loadAverages.join(' ')}`]);
  }
  if (results.graphql) {
    const g = results.graphql;
    rows.push(['6 /graphql', 'CPU µs/req vs execute', g.http.cpuMicrosPerRequest, g.execute.cpuMicrosPerCall, g.cpuRatio, `${verdict(g.pass)} (≤ 2×)`]);
    rows.push(['6 /graphql', 'req/s vs calls/s', g.http.rps, g.execute.callsPerSecond, '', `load ${g.loadAverages.join(' ')}`]);
  }
  if (read) {
    for (const [label, r] of [['100 events', read.events100], ['1000 events', read.events1000]]) {
      rows.push([`2 read ${label}`, 'SQL statements/req', r.statementsPerRequest, 1, '', '']);
      rows.push([`2 read ${label}`, `median ms (${r.eventsReturned} ev.)`, r.productMs.median, r.baselineMs.median, r.latencyRatio, r.sameJsonAsBaseline ? 'same JSON' : 'JSON DIFFERS']);
    }
    rows.push(['2 read', 'statements 1000 / 100', read.statementsGrowth, 1, '', verdict(read.pass)]);
  }
  if (timeclock) {
    rows.push(['3 time clock', 'punches/s', timeclock.punchesPerSecond, '', '', '']);
    rows.push(['3 time clock', 'p50 / p99 ms', `${timeclock.p50} / ${timeclock.p99}`, '', '', '']);
    rows.push(['3 time clock', 'anomalies', timeclock.anomalies, 0, '', verdict(timeclock.pass)]);
    rows.push(['3 time clock', 'SQL statements IN / OUT', `${results.statements?.punchIn ?? '?'} / ${results.statements?.punchOut ?? '?'}`, '', '', '']);
  }
  if (pages) {
    for (const r of pages.routes) {
      const s = r.scores;
      const median = r.runs > 1 ? ` (median of ${r.runs})` : '';
      rows.push([`4 page ${r.route}`, `perf/a11y/bp/seo${median}`, `${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}`, 'perf 100, ≥ 95 each', '', verdict(s.performance === 100 && Object.values(s).every((v) => v >= 95))]);
      rows.push([`4 page ${r.route}`, `LCP ms / CLS / TBT ms${median}`, `${r.lcpMs} / ${r.cls} / ${r.tbtMs}`, '≤ 1200 / < 0.05', '', verdict(r.lcpMs <= 1200 && r.cls < 0.05)]);
      rows.push([`4 page ${r.route}`, 'JS / CSS gzip kB', `${r.jsGzipKb} / ${r.cssGzipKb}`, '≤ 110, no admin code', '', verdict(r.jsGzipKb <= 110 && r.adminFilesRequested.length === 0)]);
      rows.push([`4 page ${r.route}`, 'load average per run', r.loadAverages.join(' '), '', '', '']);
    }
  }
  if (invoices) {
    rows.push(['6 invoice numbers', `invoices/s (2 processes, ${invoices.cores === 2 ? '2 cores' : '1 core'})`, invoices.invoicesPerSecond, 200, round(invoices.invoicesPerSecond / 200, 2), `${verdict(invoices.invoicesPerSecond >= 200)} (≥ 200/s, issue #31)`]);
    rows.push(['6 invoice numbers', 'p50 / p99 ms', `${invoices.p50} / ${invoices.p99}`, '', '', `load ${invoices.loadAverage}`]);
    rows.push(['6 invoice numbers', 'server CPU ms/invoice (both, until the last e-mail)', invoices.cpuMsPerInvoice, '', '', '']);
    rows.push(['6 invoice numbers', 'e-mails with PDF queued (/s until the last)', `${invoices.mails} (${invoices.mailsPerSecond}/s)`, '', '', '']);
    rows.push(['6 invoice numbers', 'distinct, gapless', `${invoices.distinct}/${invoices.expected} ${invoices.consecutive ? 'gapless' : 'GAPS'}`, '', '', verdict(invoices.pass)]);
  }
  if (results.availability) {
    const a = results.availability;
    for (const [label, r] of [['1000 res.', a.reservations1000], ['10000 res.', a.reservations10000]]) {
      rows.push([`6 availability ${label}`, 'SQL statements/req', r.statementsPerRequest, 'constant', '', '']);
      rows.push([`6 availability ${label}`, 'p50 / p99 ms', `${r.p50} / ${r.p99}`, '≤ 20 (p99)', '', label.startsWith('10000') ? verdict(a.pass) : '']);
    }
  }
  if (results.botcheck) {
    const b = results.botcheck;
    rows.push(['7 bot check', `solve ms at ${b.cpuThrottling}× CPU (median of ${b.runs})`, b.medianMs, 1000, '', `${verdict(b.pass)} (≤ 1 s)`]);
  }
  if (startup) {
    rows.push(['5 start-up', 'npm start → /healthz ms', startup.npmStartMs, '', '', '']);
    rows.push(['5 start-up', 'node main.js → /healthz ms', startup.nodeMainMs, '', '', '']);
  }
  return table(rows);
}

async function main() {
  const startedAt = new Date();
  const wall = performance.now();
  log(`log of the servers: ${LOG_FILE}`);
  ensureBuild();
  const results = {
    startedAt: startedAt.toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, loadAverage: os.loadavg().map((l) => round(l, 2)), node: process.version, memoryGb: round(os.totalmem() / 2 ** 30, 1) },
    database: DATABASE_URL.replace(/\/\/[^@]*@/, '//…@'),
    settings: { writeSeconds: SECONDS, connections: 32, employees: 50, cycles: 20, apiRateLimitPerMinute: 0, logLevel: 'warn' },
  };

  if (ONLY.has('startup')) {
    log('5. start-up (npm start, embedded SQLite, fresh data folder) ×3');
    results.startup = await startUp({ runs: 3, logFile: LOG_FILE });
  }

  await recreateDatabase(DATABASE_URL);
  const connection = await mysql.createConnection({ uri: DATABASE_URL, timezone: 'Z' });
  const product = await startProduct();
  const baseline = await startBaseline();
  const adminToken = await login(product.url);
  let counted = null;
  let peer = null;
  try {
    if (ONLY.has('write')) {
      peer = await startPeer();
      log(`1. write path: POST /api/junk/create vs the stock peer and bare, 32 connections, ${SECONDS} s per variant (ABBA)`);
      results.write = await writePath({ product, baseline, peer, connections: 32, seconds: SECONDS, logFile: LOG_FILE });
      await stopProcess(peer.child);
      const redis = await redisIfReachable();
      if (redis) {
        let limited = null;
        try {
          // Issue #19's limits on, counted in Redis (its own logical base, emptied of the bench's
          // counters afterwards), too high to refuse: what counting costs each write.
          const extra = { REDIS_URL: `${REDIS_URL}/${REDIS_BENCH_DB}`, PUBLIC_WRITE_LIMIT_10MIN: '1000000000', PUBLIC_WRITE_LIMIT_DAY: '1000000000' };
          limited = await startProduct({ extra });
          log(`1b. write path with the per-address limits counted in Redis vs without, ${SECONDS} s per variant (ABBA)`);
          results.writeLimits = await writePathWithLimits({ product, limited, redis, connections: 32, seconds: SECONDS, logFile: LOG_FILE });
        } finally {
          await stopProcess(limited?.child);
          await redis.select(REDIS_BENCH_DB);
          const keys = await redis.keys('pwl:*');
          if (keys.length > 0) await redis.del(...keys);
          await redis.quit();
        }
      } else {
        log(`1b. skipped: no Redis at ${REDIS_URL}`);
      }
    }
    results.productRssKbAfterWrite = processRssKb(product.pid);
    if (ONLY.has('graphql')) {
      const seconds = Math.max(5, Math.round(SECONDS / 2));
      log(`6. /graphql CPU per request vs graphql-js execute (same schema and operation), ${seconds} s per round (ABBA)`);
      const executorEnv = productEnv({ port: 1, url: product.url });
      results.graphql = await graphqlVsExecute({ product, productEnv: executorEnv, seconds, logFile: LOG_FILE });
    }
    if (ONLY.has('timeclock')) {
      log('3. time clock: 50 employees × 20 in/out, all at once');
      const { staff, ...rest } = await timeClock({ url: product.url, adminToken, connection, employees: 50, cycles: 20 });
      results.timeclock = rest;
      results.timeclockStaff = staff;
    }
    if (ONLY.has('pages')) {
      log('4. public pages: Lighthouse mobile in Chromium');
      results.pages = await publicPages({ url: product.url, chromePath: CHROME_PATH, logFile: LOG_FILE, runs: LIGHTHOUSE_RUNS });
    }
    if (ONLY.has('botcheck')) {
      log('7. bot check: the invisible proof of work on /ramassage, CPU throttled 4×');
      results.botcheck = await botCheckSolve({ url: product.url, chromePath: CHROME_PATH, runs: 5 });
    }
    counted = await startProduct({ sqlStatementHeader: true });
    results.statements = await statementCounts(counted.url, results.timeclockStaff?.[0]?.token);
    if (ONLY.has('read')) {
      log('2. read path: events list, 100 then 1,000 events × 5 material lines');
      results.read = await readPath({ product: counted, baseline, token: adminToken, connection, requests: 30 });
    }
    if (ONLY.has('invoices')) {
      log(`6. invoice numbering: 2 server processes (${INVOICES_CORES === 2 ? 'CPU 0 and CPU 1' : 'both on CPU 0'}) × ${INVOICES} invoices (after ${INVOICES_WARMUP} each), 16 at once each`);
      if (INVOICES_CORES === 2) pinRunning(counted.pid, 1);
      try {
        results.invoices = await invoiceNumbering({ urls: [product.url, counted.url], pids: [product.pid, counted.pid], token: adminToken, connection, perProcess: INVOICES, warmup: INVOICES_WARMUP, concurrency: 16 });
      } finally {
        if (INVOICES_CORES === 2) pinRunning(counted.pid, 0);
      }
      results.invoices.cores = INVOICES_CORES;
    }
    if (ONLY.has('availability')) {
      log('6. equipment availability: one-year range, 1,000 then 10,000 reservations');
      results.availability = await availabilityPath({ product, counted, connection, requests: 500 });
    }
  } finally {
    await Promise.all([stopProcess(product.child), stopProcess(baseline.child), stopProcess(counted?.child), stopProcess(peer?.child)]);
    await connection.end();
  }
  delete results.timeclockStaff;
  results.targets = targets(results);
  results.totalSeconds = round((performance.now() - wall) / 1000, 0);
  results.table = summary(results).split('\n');
  fs.mkdirSync(OUT_DIR, { recursive: true });
  // A partial run (BENCH_ONLY) keeps the last full run's bench/results.json and writes its own file beside it.
  const resultsFile = env.BENCH_ONLY ? `results.only-${[...ONLY].sort().join('-')}.json` : 'results.json';
  fs.writeFileSync(path.join(OUT_DIR, resultsFile), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${results.table.join('\n')}\n`);
  console.log(`${table([['target (issues #20 and #31)', 'measured', 'verdict'], ...results.targets.map((t) => [t.target, t.measured, t.verdict])])}\n`);
  log(`${results.totalSeconds} s in all; results in bench/${resultsFile}`);
}

/** Issue #31's targets (issue #20's where #31 keeps them), each with what this run measured and its verdict (absent figure: not measured). */
function targets(results) {
  const { write, graphql, pages, startup, statements, invoices, availability, botcheck } = results;
  const list = [];
  const add = (target, measured, pass) => list.push({ target, measured, verdict: pass === undefined ? 'not measured' : pass ? 'PASS' : 'FAIL' });
  const load = (values) => `load ${values.join(' ')}`;
  if (write?.peer) add('write path ≥ 3× the stock peer (requests/s)', `${write.peerRpsRatio}× (${load(write.loadAverages)})`, write.peerRpsRatio >= 3);
  if (write) add('write path ≥ 0.50× bare (requests/s)', `${write.rpsRatio}× (${load(write.loadAverages)})`, write.rpsRatio >= 0.5);
  if (write) add('write path p99 ≤ 3× bare', `${write.p99Ratio}×`, write.p99Ratio <= 3);
  if (statements) add('write path: 1 SQL statement', String(statements.junkCreate), statements.junkCreate === 1);
  if (graphql) add('/graphql CPU per request ≤ 2× graphql-js execute', `${graphql.cpuRatio}× (${load(graphql.loadAverages)})`, graphql.pass);
  if (write) add('server RSS after the write load ≤ 150 MB', `${round(write.productRssKbAfter / 1024, 1)} MB`, write.productRssKbAfter <= 150 * 1024);
  if (invoices) add('invoice numbering ≥ 200 invoices/s across 2 processes, gapless (issue #31)', `${invoices.invoicesPerSecond}/s on ${invoices.cores === 2 ? '2 cores' : '1 core'}, p99 ${invoices.p99} ms, ${invoices.consecutive ? 'gapless' : 'GAPS'} (load ${invoices.loadAverage})`, invoices.pass && invoices.invoicesPerSecond >= 200);
  if (availability) {
    const large = availability.reservations10000;
    add('availability check at 10,000 reservations p99 ≤ 20 ms, statements constant', `${large.p99} ms, ${large.statementsPerRequest} statements`, availability.pass);
  }
  if (botcheck) add(`bot check solved ≤ 1 s at ${botcheck.cpuThrottling}× CPU throttling (median of ${botcheck.runs})`, `${botcheck.medianMs} ms (load ${botcheck.loadAverages.join(' ')})`, botcheck.pass);
  if (startup) add('start to /healthz ≤ 1 s (node main.js, median of 3)', `${startup.nodeMainMs} ms`, startup.nodeMainMs <= 1000);
  if (pages) {
    const heaviest = Math.max(...pages.routes.map((r) => r.jsGzipKb));
    add('every public route ≤ 110 kB gzip JS on first load', `max ${heaviest} kB`, heaviest <= 110);
    const worst = (pick) => Math.max(...pages.routes.map(pick));
    const allLoads = pages.routes.flatMap((r) => r.loadAverages);
    add(
      `Lighthouse median of ${pages.routes[0]?.runs ?? 1}: performance 100 and LCP ≤ 1.2 s on every route`,
      `min perf ${Math.min(...pages.routes.map((r) => r.scores.performance))}, max LCP ${worst((r) => r.lcpMs)} ms (load ${Math.min(...allLoads)}–${Math.max(...allLoads)})`,
      pages.routes.every((r) => r.scores.performance === 100 && r.lcpMs <= 1200),
    );
  }
  return list;
}

/** X-SQL-Statements of one pickup request and, when an employee token is at hand, one punch in and out. */
async function statementCounts(url, employeeToken) {
  const count = (res) => Number(res.headers.get('x-sql-statements'));
  const junk = await http(`${url}/api/junk/create`, { method: 'POST', body: PICKUP_BODY });
  const counts = { junkCreate: count(junk) };
  if (employeeToken) {
    counts.punchIn = count(await http(`${url}/api/time/punch`, { method: 'POST', token: employeeToken, body: { action: 'in' } }));
    counts.punchOut = count(await http(`${url}/api/time/punch`, { method: 'POST', token: employeeToken, body: { action: 'out' } }));
  }
  return counts;
}

process.on('exit', killStarted);
main().catch((error) => {
  console.error(error);
  killStarted();
  process.exit(1);
});
