// Compares what `graphql-codegen` would write with the committed typed documents; prints stale files.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { config } = await loadCodegenConfig({ configFilePath: path.join(root, 'codegen.yml') });
const outputs = await generate({ ...config, cwd: root, silent: true }, false);
const stale = outputs
  .filter((o) => {
    const file = path.resolve(root, o.filename);
    return !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== o.content;
  })
  .map((o) => o.filename);
console.log(JSON.stringify({ checked: outputs.map((o) => o.filename), stale }));
process.exit(stale.length ? 1 : 0);
