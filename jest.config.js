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
// jose 6 ships ESM only: Node ≥ 20.19 require()s it natively, Jest's module system needs it transformed.
const swcEsmDependency = ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }];
const serverTransform = { '^.+\\.ts$': swcServer, '/node_modules/jose/.+\\.js$': swcEsmDependency };
const serverTransformIgnore = ['/node_modules/(?!jose/)'];
// msw 2 and a few of its dependencies ship ESM only.
const esmPackages = ['msw', '@mswjs', 'rettime', 'until-async', '@open-draft', 'headers-polyfill', 'outvariant', 'strict-event-emitter', 'is-node-process'];

module.exports = {
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/migrations', '<rootDir>/test/contract'],
      testMatch: ['**/*.test.ts'],
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
      // The route sweep is its own project below (not yet in `npm test`).
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
      // `npx jest --selectProjects sweep --runInBand`; not yet in `npm test` (see docs/screens.md).
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
