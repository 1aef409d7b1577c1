// Benchmark 6 — /graphql CPU per request versus graphql-js `execute`: the pickup mutation through the
// product's whole HTTP path (Express, body parser, compression, rate-limit middleware, Apollo's
// expressMiddleware, context with authentication, execution, JSON answer) against the bare executor
// on the same schema with the same operation (graphql-execute.mjs, in its own process pinned to the
// same core). Rounds HTTP, execute, execute, HTTP; CPU µs per request of the serving process each.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadRun, round, startProcess } from './lib.mjs';
import { PEER_BODY } from './write.mjs';

function runExecutor({ env, seconds, logFile }) {
  const out = path.join(os.tmpdir(), `bench-execute-${process.pid}.json`);
  fs.rmSync(out, { force: true });
  const child = startProcess(process.execPath, ['test/bench/graphql-execute.mjs'], {
    cpu: 0,
    logFile,
    env: { ...env, BENCH_EXEC_SECONDS: String(seconds), BENCH_EXEC_CONCURRENCY: '32', BENCH_EXEC_BODY: JSON.stringify(PEER_BODY), BENCH_EXEC_OUT: out },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`graphql-execute.mjs ended with code ${code} (see ${logFile})`));
      const result = JSON.parse(fs.readFileSync(out, 'utf8'));
      fs.rmSync(out, { force: true });
      resolve(result);
    });
  });
}

export async function graphqlVsExecute({ product, productEnv, seconds, logFile }) {
  const http = () =>
    loadRun({
      url: `${product.url}/graphql`,
      method: 'POST',
      body: PEER_BODY,
      headers: { 'content-type': 'application/json' },
      connections: 32,
      seconds,
      serverPid: product.pid,
      logFile,
    });
  const exec = () => runExecutor({ env: productEnv, seconds, logFile });
  await loadRun({
    url: `${product.url}/graphql`,
    method: 'POST',
    body: PEER_BODY,
    headers: { 'content-type': 'application/json' },
    connections: 32,
    seconds: 3,
    logFile,
  });
  const runs = { http: [], exec: [] };
  const loadAverages = [];
  for (const name of ['http', 'exec', 'exec', 'http']) {
    loadAverages.push(round(os.loadavg()[0], 2));
    runs[name].push(name === 'http' ? await http() : await exec());
  }
  const httpCpu = round((runs.http[0].cpuMicrosPerRequest + runs.http[1].cpuMicrosPerRequest) / 2, 0);
  const execCpu = round((runs.exec[0].cpuMicrosPerCall + runs.exec[1].cpuMicrosPerCall) / 2, 0);
  const ratio = round(httpCpu / execCpu, 2);
  return {
    operation: 'createPickupRequest(input) { id }',
    seconds,
    loadAverages,
    http: { cpuMicrosPerRequest: httpCpu, rps: round((runs.http[0].rps + runs.http[1].rps) / 2, 1), non2xx: runs.http[0].non2xx + runs.http[1].non2xx },
    execute: { cpuMicrosPerCall: execCpu, callsPerSecond: round((runs.exec[0].callsPerSecond + runs.exec[1].callsPerSecond) / 2, 1), errors: runs.exec[0].errors + runs.exec[1].errors },
    cpuRatio: ratio,
    pass: ratio <= 2 && runs.http[0].non2xx + runs.http[1].non2xx === 0,
  };
}
