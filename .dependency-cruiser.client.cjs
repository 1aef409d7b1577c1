/* global module */
/**
 * Import boundaries of the client (issue #30), checked by the lint step of `npm test`
 * (`npm run depcruise:client`). Same tool and pattern as the server's .dependency-cruiser.cjs.
 *   - admin/<a> imports no admin/<b> but admin/kit/; admin/pages/ (screens combining features) and the shell files at admin/ root may;
 *   - admin/kit/ imports nothing else of admin/; admin/i18n/ (the dictionary) only the features' *.texts.ts;
 *   - admin/, portal/ and public/ import nothing of each other;
 *   - no folder-level cycle, no file-level cycle (type-only imports excluded).
 * Violations that predate the rules are listed in .dependency-cruiser-client-known-violations.json
 * (`npm run depcruise:client:baseline` rewrites it): they are reported as known, anything new fails.
 * Shrink that list; never grow it.
 */
const AREAS = ['admin', 'portal', 'public'];

module.exports = {
  forbidden: [
    {
      name: 'admin-feature-isolation',
      comment: 'A back-office feature (admin/<a>/) imports no other back-office feature and no page of admin/pages/ (which sit above the features): only admin/kit/.',
      severity: 'error',
      from: { path: '^client/src/admin/([^/]+)/', pathNot: '^client/src/admin/(kit|pages|testing|i18n)/' },
      to: { path: '^client/src/admin/[^/]+/', pathNot: ['^client/src/admin/$1/', '^client/src/admin/kit/'] },
    },
    {
      name: 'admin-dictionary-gathers-texts-only',
      comment: 'admin/i18n/ composes the dictionary (fr, en, es): of the back-office it imports the features’ *.texts.ts and the kit, nothing else; no feature imports it (the rule above).',
      severity: 'error',
      from: { path: '^client/src/admin/i18n/' },
      to: { path: '^client/src/admin/', pathNot: ['^client/src/admin/(i18n|kit)/', '\\.texts\\.ts$'] },
    },
    {
      name: 'admin-kit-imports-no-feature',
      comment: 'admin/kit/ is below every feature, page and the dictionary: it imports nothing else of the back-office.',
      severity: 'error',
      from: { path: '^client/src/admin/kit/' },
      to: { path: '^client/src/admin/', pathNot: '^client/src/admin/kit/' },
    },
    ...AREAS.map((area) => ({
      name: `${area}-imports-no-other-area`,
      comment: `${area}/ imports nothing of the other areas (admin, portal, public): shared code lives in ui/, lib/ or shared/.`,
      severity: 'error',
      from: { path: `^client/src/${area}/` },
      to: { path: `^client/src/(${AREAS.filter((a) => a !== area).join('|')})/` },
    })),
    {
      name: 'no-folder-cycle',
      comment: 'No cycle between the folders of client/src.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^client/src/' },
      to: { circular: true },
    },
    {
      name: 'no-module-cycle',
      comment: 'No import cycle between files at run time (type-only imports excluded).',
      severity: 'error',
      from: { path: '^client/src/' },
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$|^client/src/testing/|/testing/|/generated/|\\.d\\.ts$' },
    tsConfig: { fileName: 'tsconfig.client.json' },
    tsPreCompilationDeps: true,
  },
};
