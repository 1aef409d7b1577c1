/* global module */
/**
 * Import boundaries of the client (issue #30), checked by the lint step of `npm test`
 * (`npm run depcruise:client`). Same tool and pattern as the server's .dependency-cruiser.cjs.
 *   - admin/<a> imports no admin/<b> except admin/kit/ and admin/pages/ (and the shell files at admin/ root);
 *   - admin/, portal/ and public/ import nothing of each other;
 *   - no folder-level cycle, no file-level cycle (type-only imports excluded).
 * Violations that predate the rules are listed in .dependency-cruiser-client-known-violations.json
 * (`npm run depcruise:client:baseline` rewrites it): they are reported as known, anything new fails.
 * Shrink that list; never grow it.
 */
const AREAS = ['admin', 'portal', 'public'];
/**
 * Folders in the one folder-level knot measured before issue #30 (35 folders; the folder scope is not
 * covered by the known-violations file, hence this explicit baseline like the server's). Break a folder
 * out, then remove it here; a folder not listed may join no cycle.
 */
const KNOWN_FOLDER_CYCLES = [
  'admin', 'admin/auth', 'admin/clients', 'admin/dashboard', 'admin/events', 'admin/i18n', 'admin/inbox', 'admin/inventory',
  'admin/invoices', 'admin/layout', 'admin/logs', 'admin/orders', 'admin/pickup', 'admin/pricing', 'admin/privacy',
  'admin/quotes', 'admin/settings', 'admin/snow-season', 'admin/timeclock', 'admin/timesheets', 'admin/tours', 'admin/users',
  'admin/webhooks', 'app', 'portal', 'public/confirmation', 'public/faq', 'public/home', 'public/layout', 'public/not-found',
  'public/pickup', 'public/privacy', 'public/services', 'public/snow', 'public/terms',
];

module.exports = {
  forbidden: [
    {
      name: 'admin-feature-isolation',
      comment: 'A back-office feature (admin/<a>/) imports no other back-office feature, only admin/kit/ and admin/pages/.',
      severity: 'error',
      from: { path: '^client/src/admin/([^/]+)/', pathNot: '^client/src/admin/(kit|pages|testing)/' },
      to: { path: '^client/src/admin/[^/]+/', pathNot: ['^client/src/admin/$1/', '^client/src/admin/(kit|pages)/'] },
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
      from: { path: '^client/src/', pathNot: `^client/src/(${KNOWN_FOLDER_CYCLES.join('|')})$` },
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
