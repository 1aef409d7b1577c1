import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CONFIG_VARIABLES } from '../src/config';
import { CONFIG_DOCS } from '../src/config.docs';
import { README_PATH, readmeWithConfigTable } from './config-table';
import { printSchemaText, SCHEMA_PATH } from './schema-text';

const ROOT = path.resolve(__dirname, '../..');

describe('generated files are current (run `npm run codegen` when this fails)', () => {
  it('schema/schema.graphql matches the type-graphql classes', async () => {
    expect(fs.readFileSync(SCHEMA_PATH, 'utf8')).toBe(await printSchemaText());
  });

  it("README.md's configuration table lists every variable of config.ts once, as config.docs.ts says", () => {
    const readme = fs.readFileSync(README_PATH, 'utf8');
    expect(readme).toBe(readmeWithConfigTable(readme));
    for (const name of CONFIG_VARIABLES) expect(readme.match(new RegExp(`^\\| [^|\\n]*\`${name}\``, 'gm'))?.length ?? 0).toBe(1);
    expect(Object.keys(CONFIG_DOCS).sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it('the typed documents match the schema and the .graphql files', () => {
    let output: string;
    try {
      output = execFileSync(process.execPath, [path.join(ROOT, 'scripts/check-codegen.mjs')], { cwd: ROOT, encoding: 'utf8' });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    const result = JSON.parse(output.trim().split('\n').pop()!) as { checked: string[]; stale: string[] };
    expect(result.checked.length).toBeGreaterThanOrEqual(2);
    expect(result.stale).toEqual([]);
  }, 60_000);

  it('the feature list, migrations/index.ts and the client route tables match the files (features.generated.ts, migrations/, *.page.ts)', () => {
    const output = execFileSync(process.execPath, [path.join(ROOT, 'scripts/generate-registries.mjs'), '--check'], { cwd: ROOT, encoding: 'utf8' });
    const result = JSON.parse(output.trim().split('\n').pop()!) as { checked: string[]; stale: string[] };
    expect(result.checked).toEqual([
      'server/src/features.generated.ts',
      'migrations/index.ts',
      'client/src/admin/pages.generated.ts',
      'client/src/admin/i18n/nav.generated.ts',
      'client/src/portal/sections.generated.ts',
    ]);
    expect(result.stale).toEqual([]);
  });
});
