import fs from 'node:fs';
import path from 'node:path';
import { README_PATH, readmeWithConfigTable } from './config-table';

/** Writes the README's configuration table from config.ts's variables and config.docs.ts. */
const before = fs.readFileSync(README_PATH, 'utf8');
const after = readmeWithConfigTable(before);
if (after !== before) fs.writeFileSync(README_PATH, after);
console.log(`table de configuration ${after === before ? 'à jour' : 'écrite'} : ${path.relative(process.cwd(), README_PATH)}`);
