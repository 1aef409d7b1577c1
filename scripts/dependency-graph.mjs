// Writes docs/server-dependencies.md: the server's folders and their imports (dependency-cruiser,
// rules in .dependency-cruiser.cjs) as a Mermaid graph, one box per folder / feature.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'depcruise.cmd' : 'depcruise');
const mermaid = execFileSync(bin, ['server/src', '--include-only', '^server/src', '--collapse', '^server/src/(modules/[^/]+|[^/]+)', '--output-type', 'mermaid'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const text = [
  '# Server dependency graph',
  '',
  'One box per folder of `server/src` (each feature under `modules/`), written by `npm run depcruise:graph` from the rules in',
  '[.dependency-cruiser.cjs](../.dependency-cruiser.cjs), which `npm test` checks (lint step). Known violations (features',
  'importing another feature’s insides rather than its `*.public.ts`) are listed in `.dependency-cruiser-known-violations.json`.',
  '',
  '```mermaid',
  mermaid.trim(),
  '```',
  '',
].join('\n');
fs.writeFileSync(path.join(root, 'docs/server-dependencies.md'), text);
console.log('écrit : docs/server-dependencies.md');
