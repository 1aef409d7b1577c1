// `npm start` runs the compiled server. Outside production, build first when the build is missing
// or older than the sources, so `npm install && npm start` works on a fresh clone.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(root, 'build/server/src/main.js');
const clientEntry = path.join(root, 'build/client/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'generated') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const built = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const production = process.env.NODE_ENV === 'production';
const sourcesChanged = (file, dirs) => !production && dirs.some((dir) => newestMtime(path.join(root, dir)) > built(file));

if (!fs.existsSync(serverEntry) || sourcesChanged(serverEntry, ['server', 'migrations'])) {
  console.log('Compilation du serveur…');
  if (spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}
if (!fs.existsSync(clientEntry) || sourcesChanged(clientEntry, ['client', 'server/src/shared'])) {
  console.log('Construction du site…');
  if (spawnSync('npm', ['run', '--silent', 'build:client'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}
