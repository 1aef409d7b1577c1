// Benchmark 5 — start-up: from `npm start` to the first 200 on /healthz, on the embedded default
// (SQLite in a fresh temporary folder: migrations run), and the same with `node` directly.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, round, startProcess, stopProcess, waitFor200 } from './lib.mjs';

async function timeStart(command, args, logFile) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
  const port = await freePort();
  const env = {
    NODE_ENV: undefined, // the default (development), as a fresh clone's `npm start`
    PORT: String(port),
    HOST: '127.0.0.1',
    SQLITE_PATH: path.join(dir, 'app.sqlite'),
    MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
    DATABASE_URL: '',
    JWT_SECRET: '',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
  };
  const started = performance.now();
  const child = startProcess(command, args, { env, logFile });
  try {
    await waitFor200(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 60_000, everyMs: 5, child });
    return round(performance.now() - started, 0);
  } finally {
    await stopProcess(child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** `runs` cold starts of each kind; the median counts (a fresh data folder every time). */
export async function startUp({ runs, logFile }) {
  const npm = [];
  const node = [];
  for (let i = 0; i < runs; i += 1) {
    npm.push(await timeStart('npm', ['start', '--silent'], logFile));
    node.push(await timeStart(process.execPath, ['build/server/src/main.js'], logFile));
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  return { runs, npmStartMs: median(npm), nodeMainMs: median(node), npmStartAllMs: npm, nodeMainAllMs: node };
}
