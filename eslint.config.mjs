import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/**', 'data/**', 'node_modules/**', 'coverage/**', '**/generated/**', 'client/src/graphql/**', 'client/src/graphql-public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['server/**/*.ts', 'migrations/**/*.ts', 'test/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    // One config module reads the environment (ARCHITECTURE.md); the test harness has its own.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/config.ts', 'server/src/testing/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through server/src/config.ts.' }],
    },
  },
  {
    // Shared code is pure and imported by the client: nothing outside shared/.
    files: ['server/src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*', 'node:*', 'typeorm', 'type-graphql', 'express'], message: 'server/src/shared must stay pure (it is bundled into the client).' }] }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/src/modules/*', '**/server/src/graphql/*'], message: 'The client only imports server code through @shared.' }] }],
    },
  },
  {
    files: ['client/src/ui/**/*.{ts,tsx}', 'client/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/public/*', '**/admin/*', '../public/**', '../admin/**'], message: 'ui/ and lib/ never import features.' }] }],
    },
  },
  {
    files: ['client/src/public/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/admin/**'], message: 'The public site never imports back-office code.' }] }] },
  },
  {
    files: ['server/src/**/*.ts', 'client/src/**/*.{ts,tsx}', 'migrations/**/*.ts'],
    ignores: ['**/generated/**', 'client/src/graphql/**', 'client/src/graphql-public/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { 'server/src/**/*.ts': 'KEBAB_CASE', 'client/src/**/!(main|router|render).tsx': 'PASCAL_CASE', 'client/src/**/*.ts': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'test/**/*.mjs', 'jest.config.js', 'client/src/testing/*.js'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
