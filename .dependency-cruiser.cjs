/* global module */
/**
 * Import boundaries of the server (issue #29), checked by the lint step of `npm test`
 * (`npm run depcruise`). Layers, lowest first:
 *   shared/ (also used by the client) < kernel/ < db/, graphql/ < features (modules/<feature>/)
 *   < composition (app.ts, main.ts, composition.ts, database.ts, schema.ts, …, web/, rest/).
 * config.ts and logger.ts sit with the base. Tests, fixtures and server/src/testing/ are not
 * cruised: the test harness sits above everything.
 * Violations that predate a rule are listed in .dependency-cruiser-known-violations.json
 * (`npm run depcruise:baseline` rewrites it): they are reported as known, anything new fails.
 * The graph (one box per folder) is docs/server-dependencies.md (`npm run depcruise:graph`).
 * No folder is in a cycle and none is allowed to be (issue #29: 32 folders were one knot; the last
 * ones were broken by ports, events on the spine and the client session in the kernel, docs/server.md).
 */
const COMPOSITION = '^server/src/(app|main|composition|database|schema|features\\.generated|subscriptions|shutdown)\\.ts$|^server/src/(web|rest)/';
const BASE = '^server/src/(kernel|db|graphql|shared)/|^server/src/(config|logger)\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'kernel-imports-no-feature',
      comment: 'The kernel is what every feature may use: it imports shared/ and config.ts, nothing else of the server.',
      severity: 'error',
      from: { path: '^server/src/kernel/' },
      to: { path: '^server/src/', pathNot: '^server/src/(kernel|shared)/|^server/src/config\\.ts$' },
    },
    {
      name: 'base-imports-no-feature',
      comment: 'What features stand on (db/, graphql/, shared/, config.ts, logger.ts) imports no feature.',
      severity: 'error',
      from: { path: BASE },
      to: { path: '^server/src/modules/' },
    },
    {
      name: 'no-composition-from-below',
      comment: 'Features and the layers below them import neither app.ts nor the composition (nor web/, rest/).',
      severity: 'error',
      from: { path: `^server/src/modules/|${BASE}` },
      to: { path: COMPOSITION },
    },
    {
      name: 'feature-through-public-face',
      comment: 'A feature imports another only through its face, <feature>.public.ts.',
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/' },
      to: { path: '^server/src/modules/', pathNot: ['^server/src/modules/$1/', '\\.public\\.ts$'] },
    },
    {
      name: 'no-folder-cycle',
      comment:
        'No cycle between the folders of server/src. The root folder holds the base (config.ts, logger.ts) and the composition, ' +
        'which the rules above order; cycles through it are theirs.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^server/src/' },
      to: { circular: true, viaNot: '^server/src/?$' },
    },
    {
      name: 'no-module-cycle',
      comment:
        'No import cycle between files at run time (type-only imports excluded), except TypeORM relations between the entities ' +
        'of one feature (allowed by name: *.entity.ts, *.entities.ts).',
      severity: 'error',
      from: { path: '^server/src/', pathNot: '\\.entit(y|ies)\\.ts$' },
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.ts$|\\.fixtures\\.ts$|^server/src/testing/|/generated/' },
    tsConfig: { fileName: 'tsconfig.server.json' },
    tsPreCompilationDeps: true,
    reporterOptions: {
      dot: {
        collapsePattern: '^server/src/(modules/[^/]+|[^/]+)',
      },
    },
  },
};
