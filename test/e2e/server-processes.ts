import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { TEST_JWT_SECRET } from '../../server/src/testing/app';
import { workerMysqlUrl } from '../../server/src/testing/db';

const ROOT = path.resolve(__dirname, '../..');
const MAIN = path.join(ROOT, 'build/server/src/main.js');

/** A compiled server process (what `npm start` runs) started by a test. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Resolves with the exit code when the process ends. */
  exit: Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `probe` until it answers something other than undefined (errors count as "not yet"). */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`time-out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * Starts `count` compiled server processes on their own ports, on this Jest worker's MariaDB base
 * (development mode, silent logs, the test JWT secret, plus `env`), each ready (`/readyz` 200)
 * before the next starts. Builds the server first when `build/server` is missing.
 */
export async function startServerProcesses(count: number, env: Record<string, string>): Promise<ServerProcess[]> {
  if (!fs.existsSync(MAIN)) {
    const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.server.json', '--noCheck'], { cwd: ROOT });
    if (build.status !== 0) throw new Error(`server build failed: ${String(build.stdout)}`);
  }
  const processes: ServerProcess[] = [];
  for (let i = 0; i < count; i += 1) {
    const port = await freePort();
    const child = spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: workerMysqlUrl(),
        JWT_SECRET: TEST_JWT_SECRET,
        LOG_LEVEL: 'silent',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += String(chunk)));
    child.stderr?.on('data', (chunk) => (output += String(chunk)));
    const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const url = `http://127.0.0.1:${port}`;
    processes.push({ child, url, exit });
    await waitFor(`process ${i + 1} ready (${output})`, async () => ((await fetch(`${url}/readyz`)).ok ? true : undefined), 60_000, 200);
  }
  return processes;
}
