const fs = require('node:fs');
const path = require('node:path');

/** Jest projects: server (Node, real SQLite and MariaDB), client (jsdom + msw), e2e (Chromium). */
const swcServer = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const swcClient = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// jose 6 ships ESM only, and csv-stringify's browser build (server/src/shared/spreadsheet-csv.ts) is ESM: Node ≥ 20.19
// require()s them natively, Jest's module system needs them transformed.
const swcEsmDependency = ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }];
const serverTransform = { '^.+\\.ts$': swcServer, '/node_modules/(jose|csv-stringify)/.+\\.js$': swcEsmDependency };
const serverTransformIgnore = ['/node_modules/(?!jose/|csv-stringify/)'];
// msw 2 and a few of its dependencies ship ESM only.
const esmPackages = ['csv-stringify', 'msw', '@mswjs', 'rettime', 'until-async', '@open-draft', 'headers-polyfill', 'outvariant', 'strict-event-emitter', 'is-node-process'];

/**
 * Server test files that open no database and start no application: the `unit` project, which
 * `npm test -- unit` runs in seconds (the generated-files check, which runs codegen, counts as
 * integration). Decided from each file's imports, so a test that starts using
 * the database moves to the `server` (integration) project by itself.
 */
const DATABASE_USE = /testing\/(db|app|listen)'|openDatabase|createDataSource|createApp\b|check-codegen/;
function serverTestFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : serverTestFiles(file);
    return entry.name.endsWith('.test.ts') ? [file] : [];
  });
}
const serverRoots = ['server', 'migrations', 'test/contract'].map((root) => path.join(__dirname, root));
const unitFiles = serverRoots.flatMap(serverTestFiles).filter((file) => !DATABASE_USE.test(fs.readFileSync(file, 'utf8')));
const escape = (file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

module.exports = {
  projects: [
    {
      // Server tests without a database: pure functions, formatting, schema text (seconds).
      displayName: 'unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/migrations', '<rootDir>/test/contract'],
      testRegex: unitFiles.length ? unitFiles.map((file) => `^${escape(file)}$`) : ['^$'],
      transform: serverTransform,
      transformIgnorePatterns: serverTransformIgnore,
      setupFiles: ['reflect-metadata'],
      setupFilesAfterEnv: ['<rootDir>/server/src/testing/jest-timeout.ts'],
    },
    {
      // Server integration tests: real SQLite and MariaDB, the application over HTTP.
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/migrations', '<rootDir>/test/contract'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...unitFiles.map((file) => `^${escape(file)}$`)],
      transform: serverTransform,
      transformIgnorePatterns: serverTransformIgnore,
      globalSetup: '<rootDir>/server/src/testing/global-setup.ts',
      globalTeardown: '<rootDir>/server/src/testing/global-teardown.ts',
      setupFiles: ['reflect-metadata'],
      setupFilesAfterEnv: ['<rootDir>/server/src/testing/jest-timeout.ts'],
    },
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      roots: ['<rootDir>/client/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(t|j|mj)sx?$': swcClient },
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
      moduleNameMapper: {
        '^@shared/(.*)$': '<rootDir>/server/src/shared/$1',
        '\\.module\\.css$': '<rootDir>/client/src/testing/css-module-stub.js',
        '\\.(css)$': '<rootDir>/client/src/testing/style-stub.js',
      },
      setupFilesAfterEnv: fs.existsSync(path.join(__dirname, 'client/src/testing/setup.ts')) ? ['<rootDir>/client/src/testing/setup.ts'] : [],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/e2e'],
      testMatch: ['**/*.test.ts'],
      // The route sweep is its own project below (`npm test`'s e2e step selects both).
      testPathIgnorePatterns: ['/node_modules/', '/sweep\\.e2e\\.test\\.ts$'],
      transform: serverTransform,
      transformIgnorePatterns: serverTransformIgnore,
      globalSetup: '<rootDir>/server/src/testing/global-setup.ts',
      globalTeardown: '<rootDir>/server/src/testing/global-teardown.ts',
      setupFiles: ['reflect-metadata'],
      setupFilesAfterEnv: ['<rootDir>/test/e2e/jest-timeout.ts'],
    },
    {
      // Issue #28's sweep of every route × role × language × width (test/e2e/sweep.e2e.test.ts). It reads
      // the client's route tables (test/e2e/sweep/route-tables.ts): @shared mapped, .tsx compiled.
      // `npx jest --selectProjects sweep --runInBand`; in `npm test`'s e2e step (see docs/screens.md).
      displayName: 'sweep',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/e2e'],
      testMatch: ['**/sweep.e2e.test.ts'],
      moduleNameMapper: { '^@shared/(.*)$': '<rootDir>/server/src/shared/$1' },
      transform: { ...serverTransform, '^.+\\.tsx$': swcClient },
      transformIgnorePatterns: serverTransformIgnore,
      globalSetup: '<rootDir>/server/src/testing/global-setup.ts',
      globalTeardown: '<rootDir>/server/src/testing/global-teardown.ts',
      setupFiles: ['reflect-metadata'],
      setupFilesAfterEnv: ['<rootDir>/test/e2e/jest-timeout.ts'],
    },
    {
      // Screenshots before/after a structural change and their pixel diff (test/visual): never in `npm test`.
      displayName: 'visual',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/visual'],
      testMatch: ['**/*.visual.test.ts'],
      transform: serverTransform,
      transformIgnorePatterns: serverTransformIgnore,
      globalSetup: '<rootDir>/server/src/testing/global-setup.ts',
      globalTeardown: '<rootDir>/server/src/testing/global-teardown.ts',
      setupFiles: ['reflect-metadata'],
      setupFilesAfterEnv: ['<rootDir>/test/e2e/jest-timeout.ts'],
    },
  ],
};
