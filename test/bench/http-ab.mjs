// A/B of the HTTP layer (issue #31): two compiled checkouts (e.g. main's and a branch's) started side by
// side on the same MariaDB base, pinned to CPU 0 (autocannon on CPU 1), 32 connections, rounds alternated.
// Targets: graphql (POST /graphql { __typename }), rest400 (POST /api/junk/create refused by validation),
// write201 (the pickup write itself), pickup (benchmark 6's operation: the pickup mutation on POST /graphql). Figure: server CPU µs per answer (utime+stime / all answers); RSS after.
//   AB_A=<checkout> AB_B=<checkout> [AB_DATABASE_URL=mysql://root@127.0.0.1:3306/bench (migrated)]
//   [MICRO_ONLY=graphql,rest400,write201,pickup] [MICRO_SECONDS=6] [MICRO_ROUNDS=3] [MICRO_CPU_PROF=<folder>] node test/bench/http-ab.mjs
// MICRO_RATE=<requests/s>: a fixed rate for every round (autocannon --overallRate) instead of as fast as they answer.
// MICRO_CPU_PROF: both servers write a V8 CPU profile there when they stop (A's and B's named by pid).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PEER_BODY } from './write.mjs';
import { freePort, loadRun, processCpuMicros, processRssKb, startProcess, stopProcess, waitFor200 } from './lib.mjs';

const LOG = path.join(os.tmpdir(), `http-ab-${process.pid}.log`);
if (!process.env.AB_A || !process.env.AB_B) throw new Error('AB_A and AB_B: the two checkouts to compare (each built)');
const SECONDS = Number(process.env.MICRO_SECONDS || 6);
const ROUNDS = Number(process.env.MICRO_ROUNDS || 3);
const RATE = Number(process.env.MICRO_RATE || 0) || undefined;
async function start(root) {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fz-micro-'));
  const profile = process.env.MICRO_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.MICRO_CPU_PROF}`] : [];
  const child = startProcess(process.execPath, [...profile, path.join(root, 'build/server/src/main.js')], {
    cpu: 0, logFile: LOG, cwd: root,
    env: { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dir,
      DATABASE_URL: process.env.AB_DATABASE_URL || 'mysql://root@127.0.0.1:3306/bench', JWT_SECRET: 'x'.repeat(48), SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_WORKER_INTERVAL_MS: '0',
      WEBHOOK_WORKER_INTERVAL_MS: '0', DEMO_PAYMENTS: 'true', API_RATE_LIMIT_PER_MINUTE: '0', PUBLIC_WRITE_LIMIT_10MIN: '0', PUBLIC_WRITE_LIMIT_DAY: '0', LOG_LEVEL: 'warn' },
  });
  await waitFor200(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 120_000, everyMs: 50, child });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, child };
}
const ALL = {
  graphql: (s) => ({ url: `${s.url}/graphql`, method: 'POST', body: JSON.stringify({ query: '{ __typename }' }), headers: { 'content-type': 'application/json' } }),
  write201: (s) => ({ url: `${s.url}/api/junk/create`, method: 'POST', body: JSON.stringify({ fullName: 'Marie Tremblay', phone: '819 555-0199', email: 'Marie.Tremblay@exemple.ca', address: '1250 rue Royale, Trois-Rivières (Québec) G9A 4J6', floor: '2', hasElevator: false, urgency: true, description: 'Un réfrigérateur et trois boîtes', photos: ['frigo.jpg'] }), headers: { 'content-type': 'application/json' } }),
  pickup: (s) => ({ url: `${s.url}/graphql`, method: 'POST', body: JSON.stringify(PEER_BODY), headers: { 'content-type': 'application/json' } }),
  rest400: (s) => ({ url: `${s.url}/api/junk/create`, method: 'POST', body: JSON.stringify({ fullName: 'x' }), headers: { 'content-type': 'application/json' } }),
};
const targets = Object.fromEntries(Object.entries(ALL).filter(([k]) => (process.env.MICRO_ONLY ?? Object.keys(ALL).join(',')).split(',').includes(k)));
const sides = { A: await start(process.env.AB_A), B: await start(process.env.AB_B) };
const out = {};
try {
  for (const name of Object.keys(targets)) for (const side of Object.keys(sides)) await loadRun({ ...targets[name](sides[side]), connections: 32, seconds: 2 });
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of Object.keys(targets)) {
      for (const side of round % 2 ? ['B', 'A'] : ['A', 'B']) {
        const s = sides[side];
        const load = os.loadavg()[0];
        const before = processCpuMicros(s.pid);
        const r = await loadRun({ ...targets[name](s), connections: 32, seconds: SECONDS, rate: RATE });
        const cpu = (processCpuMicros(s.pid) - before) / r.requests;
        (out[`${name} ${side}`] ??= []).push({ cpu: Math.round(cpu), rps: Math.round(r.requests / SECONDS), p99: r.p99, load: load.toFixed(1) });
        console.log(name, side, Math.round(cpu), 'µs/req', Math.round(r.requests / SECONDS), 'req/s p99', r.p99, 'load', load.toFixed(1));
      }
    }
  }
  for (const side of Object.keys(sides)) console.log('RSS', side, Math.round(processRssKb(sides[side].pid) / 1024), 'MB');
} finally {
  await Promise.all(Object.values(sides).map((s) => stopProcess(s.child)));
}
console.log(JSON.stringify(out));
