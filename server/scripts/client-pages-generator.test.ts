import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Issue #30: a screen declares itself in `<feature>/<name>.page.ts` and `npm run codegen`
 * (scripts/generate-client-pages.mjs) writes the route tables and the sidebar's labels from those
 * declarations. Run on a copy of the client's page declarations, so the real files stay untouched.
 */
const ROOT = path.resolve(__dirname, '../..');
const GENERATOR = path.join(ROOT, 'scripts/generate-client-pages.mjs');
const OUTPUTS = ['client/src/admin/pages.generated.ts', 'client/src/admin/i18n/nav.generated.ts', 'client/src/portal/sections.generated.ts'] as const;

let copy: string;

/** Copies every `<folder>/<name>.page.ts` of client/src/admin and client/src/portal, and the generated files, into `copy`. */
function copyDeclarations() {
  for (const area of ['admin', 'portal']) {
    const dir = path.join(ROOT, 'client/src', area);
    for (const folder of fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      for (const file of fs.readdirSync(path.join(dir, folder.name)).filter((name) => name.endsWith('.page.ts'))) {
        fs.mkdirSync(path.join(copy, 'client/src', area, folder.name), { recursive: true });
        fs.copyFileSync(path.join(dir, folder.name, file), path.join(copy, 'client/src', area, folder.name, file));
      }
    }
  }
  for (const output of OUTPUTS) fs.copyFileSync(path.join(ROOT, output), path.join(copy, output));
}

function generate(...args: string[]): string {
  return execFileSync(process.execPath, [GENERATOR, '--root', copy, ...args], { cwd: ROOT, encoding: 'utf8' });
}
const read = (file: string) => fs.readFileSync(path.join(copy, file), 'utf8');
const real = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The lines of `after` that are not in `before`, and those of `before` no longer in `after`. */
function lineDiff(before: string, after: string) {
  const a = before.split('\n');
  const b = after.split('\n');
  return { added: b.filter((line) => !a.includes(line)), removed: a.filter((line) => !b.includes(line)) };
}

const EXAMPLE = `import { Role } from '@shared/roles';
import { defineAdminPage } from '../kit/page';

export default defineAdminPage({
  path: '/admin/rapports-saison',
  minRole: Role.ADMIN,
  nav: { key: 'seasonReports', group: 'administration', order: 15, label: { fr: 'Rapports de saison', en: 'Season reports', es: 'Informes de temporada' } },
  load: () => import('./SeasonReportsPage').then((m) => m.SeasonReportsPage),
});
`;

beforeEach(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'client-pages-'));
  fs.mkdirSync(path.join(copy, 'client/src/admin/i18n'), { recursive: true });
  copyDeclarations();
});
afterEach(() => fs.rmSync(copy, { recursive: true, force: true }));

describe('the client route tables generated from the pages’ declarations (scripts/generate-client-pages.mjs)', () => {
  it('the committed tables are what the declarations give', () => {
    expect(JSON.parse(generate('--check'))).toEqual({ checked: OUTPUTS, stale: [] });
  });

  it('adding a back-office screen is adding its own <name>.page.ts: the route table and the three languages’ labels follow', () => {
    fs.mkdirSync(path.join(copy, 'client/src/admin/season-reports'));
    fs.writeFileSync(path.join(copy, 'client/src/admin/season-reports/season-reports.page.ts'), EXAMPLE);
    expect(JSON.parse(generate('--check')).stale).toEqual(['client/src/admin/pages.generated.ts', 'client/src/admin/i18n/nav.generated.ts']);
    generate();

    expect(lineDiff(real(OUTPUTS[0]), read(OUTPUTS[0]))).toEqual({
      added: ["import seasonReportsPage from './season-reports/season-reports.page';", '  seasonReportsPage,'],
      removed: [],
    });
    expect(lineDiff(real(OUTPUTS[1]), read(OUTPUTS[1]))).toEqual({
      added: ["  seasonReports: 'Rapports de saison',", "  seasonReports: 'Season reports',", "  seasonReports: 'Informes de temporada',"],
      removed: [],
    });
    expect(read(OUTPUTS[2])).toBe(real(OUTPUTS[2]));

    // Removing it gives back the committed tables.
    fs.rmSync(path.join(copy, 'client/src/admin/season-reports'), { recursive: true });
    generate();
    for (const output of OUTPUTS) expect(read(output)).toBe(real(output));
  });

  it('a portal section joins the menu at its rank', () => {
    fs.mkdirSync(path.join(copy, 'client/src/portal/contracts'));
    fs.writeFileSync(
      path.join(copy, 'client/src/portal/contracts/contracts.page.ts'),
      "import { definePortalSection } from '../section';\n\nexport default definePortalSection({ path: 'contrats', label: 'Contrats', order: 35, load: () => import('./ContractsSection').then((m) => m.ContractsSection) });\n",
    );
    generate();
    const list = read(OUTPUTS[2]).split('export const PORTAL_SECTIONS')[1] ?? '';
    expect(list.indexOf('documentsPage')).toBeLessThan(list.indexOf('contractsPage'));
    expect(list.indexOf('contractsPage')).toBeLessThan(list.indexOf('newRequestPage'));
  });

  it('refuses a sidebar entry without its three labels, and a key declared twice', () => {
    fs.mkdirSync(path.join(copy, 'client/src/admin/broken'));
    const file = path.join(copy, 'client/src/admin/broken/broken.page.ts');
    fs.writeFileSync(file, EXAMPLE.replace(", es: 'Informes de temporada'", ''));
    expect(() => generate()).toThrow(/broken\/broken\.page\.ts: nav needs a literal key, order and label \{ fr, en, es \}/);
    fs.writeFileSync(file, EXAMPLE.replace("key: 'seasonReports'", "key: 'orders'"));
    expect(() => generate()).toThrow(/nav key 'orders' is declared twice/);
  });
});
