// `npm run dev`: the API (recompiled and restarted on change) on :3000 and Vite on :5173 with a proxy to it.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
if (spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
const children = [
  spawn('npx', ['tsc', '-p', 'tsconfig.server.json', '--noCheck', '--watch', '--preserveWatchOutput'], { cwd: root, stdio: 'inherit' }),
  spawn('node', ['--watch-path=build/server', 'build/server/src/main.js'], { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: '3000' } }),
  spawn('npx', ['vite', '--config', 'client/vite.config.mts'], { cwd: root, stdio: 'inherit' }),
];
console.log('Développement : ouvrez http://localhost:5173 (API sur http://localhost:3000)');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
