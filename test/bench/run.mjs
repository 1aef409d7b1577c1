// `npm run bench`: the five benchmarks of issue #9, each against a baseline or a target measured in the
// same run, on a local MariaDB. Prints a table and writes bench/results.json. See bench/README.md.
// Settings: BENCH_DATABASE_URL (default mysql://root@127.0.0.1:3306/bench; the base is dropped and
// created again, so its name must contain "bench"), CHROME_PATH (default /usr/bin/chromium),
// BENCH_SECONDS (write path, default 20), BENCH_ONLY (comma list: startup,write,read,timeclock,pages,availability).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { freePort, http, killStarted, processRssKb, randomSecret, recreateDatabase, ROOT, round, startProcess, stopProcess, waitFor200 } from './lib.mjs';
import { publicPages } from './pages.mjs';
import { readPath } from './read.mjs';
import { startUp } from './startup.mjs';
import { timeClock } from './timeclock.mjs';
import { PICKUP_BODY, writePath } from './write.mjs';
import { availabilityPath } from './availability.mjs';

const env = process.env;
const DATABASE_URL = env.BENCH_DATABASE_URL || 'mysql://root@127.0.0.1:3306/bench';
const CHROME_PATH = env.CHROME_PATH || '/usr/bin/chromium';
const SECONDS = Number(env.BENCH_SECONDS || 20);
const ONLY = new Set((env.BENCH_ONLY || 'startup,write,read,timeclock,pages,availability').split(',').map((s) => s.trim()));
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

/** The product as deployed: compiled server, NODE_ENV=production, on the bench MariaDB. */
async function startProduct({ sqlStatementHeader = false } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startProcess(process.execPath, ['build/server/src/main.js'], {
    cpu: 0,
    logFile: LOG_FILE,
    env: {
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
      SQL_STATEMENT_HEADER: String(sqlStatementHeader),
      LOG_LEVEL: 'warn',
    },
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

async function login(url) {
  const res = await http(`${url}/api/admin/login`, { method: 'POST', body: ADMIN });
  if (res.status !== 200) throw new Error(`admin login: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

const SHARED_SECRET = randomSecret();

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => r.map((cell, i) => String(cell).padEnd(widths[i])).join('  ')).join('\n');
}

function summary(results) {
  const rows = [['benchmark', 'figure', 'product', 'baseline / target', 'ratio', 'verdict']];
  const verdict = (pass) => (pass ? 'PASS' : 'FAIL');
  const { write, read, timeclock, pages, startup } = results;
  if (write) {
    rows.push(['1 write', 'requests/s', write.product.rps, write.baseline.rps, write.rpsRatio, `${verdict(write.rpsRatio >= 0.5)} (≥ 0.50)`]);
    rows.push(['1 write', 'p50 ms', write.product.p50, write.baseline.p50, round(write.product.p50 / write.baseline.p50, 2), '']);
    rows.push(['1 write', 'p99 ms', write.product.p99, write.baseline.p99, write.p99Ratio, `${verdict(write.p99Ratio <= 3)} (≤ 3×)`]);
    rows.push(['1 write', 'server CPU µs/req', write.product.cpuMicrosPerRequest, write.baseline.cpuMicrosPerRequest, write.cpuRatio, '']);
    rows.push(['1 write', 'SQL statements/req', results.statements?.junkCreate ?? '?', 1, '', '']);
    rows.push(['1 write', 'server RSS after (MB)', round(write.productRssKbAfter / 1024, 1), '', '', '']);
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
      rows.push([`4 page ${r.route}`, 'perf/a11y/bp/seo', `${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}`, '≥ 95 each', '', verdict(Object.values(s).every((v) => v >= 95))]);
      rows.push([`4 page ${r.route}`, 'LCP ms / CLS / TBT ms', `${r.lcpMs} / ${r.cls} / ${r.tbtMs}`, '< 1500 / < 0.05', '', verdict(r.lcpMs < 1500 && r.cls < 0.05)]);
      rows.push([`4 page ${r.route}`, 'JS / CSS gzip kB', `${r.jsGzipKb} / ${r.cssGzipKb}`, 'no admin code', '', verdict(r.adminFilesRequested.length === 0)]);
    }
  }
  if (results.availability) {
    const a = results.availability;
    for (const [label, r] of [['1000 res.', a.reservations1000], ['10000 res.', a.reservations10000]]) {
      rows.push([`6 availability ${label}`, 'SQL statements/req', r.statementsPerRequest, 'constant', '', '']);
      rows.push([`6 availability ${label}`, 'p50 / p99 ms', `${r.p50} / ${r.p99}`, '≤ 20 (p99)', '', label.startsWith('10000') ? verdict(a.pass) : '']);
    }
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
  try {
    if (ONLY.has('write')) {
      log(`1. write path: POST /api/junk/create, 32 connections, ${SECONDS} s per variant (ABBA)`);
      results.write = await writePath({ product, baseline, connections: 32, seconds: SECONDS, logFile: LOG_FILE });
    }
    results.productRssKbAfterWrite = processRssKb(product.pid);
    if (ONLY.has('timeclock')) {
      log('3. time clock: 50 employees × 20 in/out, all at once');
      const { staff, ...rest } = await timeClock({ url: product.url, adminToken, connection, employees: 50, cycles: 20 });
      results.timeclock = rest;
      results.timeclockStaff = staff;
    }
    if (ONLY.has('pages')) {
      log('4. public pages: Lighthouse mobile in Chromium');
      results.pages = await publicPages({ url: product.url, chromePath: CHROME_PATH, logFile: LOG_FILE });
    }
    counted = await startProduct({ sqlStatementHeader: true });
    results.statements = await statementCounts(counted.url, results.timeclockStaff?.[0]?.token);
    if (ONLY.has('read')) {
      log('2. read path: events list, 100 then 1,000 events × 5 material lines');
      results.read = await readPath({ product: counted, baseline, token: adminToken, connection, requests: 30 });
    }
    if (ONLY.has('availability')) {
      log('6. equipment availability: one-year range, 1,000 then 10,000 reservations');
      results.availability = await availabilityPath({ product, counted, connection, requests: 500 });
    }
  } finally {
    await Promise.all([stopProcess(product.child), stopProcess(baseline.child), stopProcess(counted?.child)]);
    await connection.end();
  }
  delete results.timeclockStaff;
  results.totalSeconds = round((performance.now() - wall) / 1000, 0);
  results.table = summary(results).split('\n');
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(path.join(OUT_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${results.table.join('\n')}\n`);
  log(`${results.totalSeconds} s in all; results in bench/results.json`);
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
