// Shared pieces of `npm run bench`: child servers, load runs, process counters, the bench database.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const AUTOCANNON_CLI = require.resolve('autocannon/autocannon.js');
const CPUS = os.cpus().length;

/** `taskset -c N` when the machine has two cores or more (server on CPU 0, load generator on CPU 1). */
export function pinned(cpu, command, args) {
  return CPUS >= 2 && fs.existsSync('/usr/bin/taskset') ? ['/usr/bin/taskset', ['-c', String(cpu), command, ...args]] : [command, args];
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 200; the time it took in ms. Bounded by `timeoutMs`. */
export async function waitFor200(url, { timeoutMs = 60_000, everyMs = 10, child } = {}) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process ended (code ${child.exitCode}) before answering`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(everyMs);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/**
 * Starts a child process and keeps its output in `logFile`. `pid` is the process that serves (the
 * node process itself when it is run through taskset, which execs it).
 */
const running = new Set();

export function startProcess(command, args, { env = {}, logFile, cwd = ROOT, cpu } = {}) {
  const [cmd, argv] = cpu === undefined ? [command, args] : pinned(cpu, command, args);
  const out = fs.openSync(logFile, 'a');
  // Its own process group, so `npm start` and the server it runs stop together.
  // An `undefined` value removes the variable.
  const childEnv = Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined));
  const child = spawn(cmd, argv, { cwd, env: childEnv, stdio: ['ignore', out, out], detached: true });
  fs.closeSync(out);
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

export async function stopProcess(child, signal = 'SIGTERM', timeoutMs = 15_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  signalGroup(child, signal);
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), timeoutMs);
  await ended;
  clearTimeout(timer);
}

/** On an early exit: the process groups this run started, and only those. */
export function killStarted() {
  for (const child of running) signalGroup(child, 'SIGKILL');
}

/** Server CPU time (user + system) in µs and resident memory in kB, from /proc. */
export function processCpuMicros(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
  return (ticks * 1_000_000) / 100; // USER_HZ = 100 on Linux
}

export function processRssKb(pid) {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : null;
}

/**
 * One autocannon run in its own process (pinned to CPU 1), so the load generator never shares a core
 * with the server it measures. Returns requests/s, latency percentiles (ms), status counts and the
 * server's CPU µs per request when `serverPid` is given.
 */
export async function loadRun({ url, method = 'GET', body, headers = {}, connections, seconds, serverPid, logFile, rate }) {
  const args = [AUTOCANNON_CLI, '--json', '--connections', String(connections), '--duration', String(seconds), '--method', method, '--timeout', '10'];
  // A fixed rate (requests/s over all connections): both sides of an A/B then do the same work per second.
  if (rate) args.push('--overallRate', String(rate));
  for (const [name, value] of Object.entries(headers)) args.push('--headers', `${name}=${value}`);
  if (body !== undefined) args.push('--body', typeof body === 'string' ? body : JSON.stringify(body));
  args.push(url);
  const cpuBefore = serverPid ? processCpuMicros(serverPid) : 0;
  const [cmd, argv] = pinned(1, process.execPath, args);
  const output = await new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => logFile && fs.appendFileSync(logFile, chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 60) * 1000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else reject(new Error(`autocannon ended with code ${code}`));
    });
  });
  const cpuAfter = serverPid ? processCpuMicros(serverPid) : 0;
  const result = JSON.parse(output);
  const requests = result.requests.total;
  const ok = result['2xx'];
  return {
    rps: round(ok / result.duration, 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests,
    ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    cpuMicrosPerRequest: serverPid && ok ? round((cpuAfter - cpuBefore) / ok, 0) : null,
  };
}

/** Latency of `count` requests made one after the other (no concurrency): median and p95 in ms. */
export async function sequentialLatency(count, send) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await send(i);
    times.push(performance.now() - started);
  }
  return { median: round(percentile(times, 50), 2), p95: round(percentile(times, 95), 2) };
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const round = (value, digits = 2) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : value);

/** The bench database, dropped and created again: its name must contain "bench" (so no real base is ever dropped). */
export async function recreateDatabase(url) {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]*bench[A-Za-z0-9_]*$/.test(name)) {
    throw new Error(`BENCH_DATABASE_URL: the database name must contain "bench" (it is dropped and created again), not "${name}"`);
  }
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname)) throw new Error('BENCH_DATABASE_URL: only a local MariaDB/MySQL (127.0.0.1)');
  parsed.pathname = '/';
  const connection = await mysql.createConnection({ uri: parsed.toString() });
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await connection.end();
  }
}

export const randomSecret = () => randomBytes(36).toString('base64url');

/** JSON POST/GET against a local server; `{ status, body, headers }`. */
export async function http(url, { method = 'GET', body, token, headers = {} } = {}) {
  const res = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let parsed = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** Runs `work(i)` for i in 0…count-1 with at most `concurrency` at once. */
export async function pool(count, concurrency, work) {
  let next = 0;
  const results = new Array(count);
  const runner = async () => {
    while (next < count) {
      const i = next;
      next += 1;
      results[i] = await work(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, runner));
  return results;
}
