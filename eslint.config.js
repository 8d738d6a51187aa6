/** ESLint flat config shared by every workspace (docs/conventions.md layout). */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { boundaryZones } from './tooling/boundaries.ts';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', 'var/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Name every re-export (docs/conventions.md rule 4).' },
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only (docs/conventions.md rule 6); config files are exempt.' },
      ],
    },
  },
  {
    files: ['**/*.config.{ts,js}', '**/rspack.config.ts', 'eslint.config.js', 'jest.config.js', 'tooling/jest/jsdom-environment.mjs'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Browser code must not import server-only modules (docs/conventions.md rule 8); the build checks the
    // bundles too (tooling/server-only-check-plugin.ts). Host code outside src/server/ (and its test support, src/testing/) renders
    // in the browser as well as on the server.
    files: ['**/*.client.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}', 'host/src/**/*.{ts,tsx}'],
    ignores: ['**/*.server.{ts,tsx}', '**/*.test.{ts,tsx}', 'host/src/server/**', 'host/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['*.server', '*.server.ts', '*.server.tsx'], message: 'Server-only module in browser code.' }] },
      ],
    },
  },
  {
    // Boundaries between apps and between the features of a remote (docs/conventions.md rules 2, 5;
    // docs/decisions/009-enforced-boundaries.md). Zones are listed in tooling/boundaries.ts.
    files: ['{host,shared,remote-*}/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // The cycle rule parses the files an import leads to; without these it skips TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones(import.meta.dirname) }],
      // Cycles only within app code, and not through node_modules, so that lint stays fast.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Exceptions, each named: test helpers render with the host's real `common` messages (the
    // namespace the host owns and serves to every area). Only the host's locales are allowed, and
    // only in these files; nothing here is bundled.
    files: ['shared/src/ui/kit/render-with-kit.tsx', 'shared/src/ui/kit/ui-kit-provider.ssr.test.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: boundaryZones(import.meta.dirname, { hostLocales: true }) },
      ],
    },
  },
  {
    // A remote's tests render its pages the way the host runs them, with the host's test support
    // (`host/testing`, host/src/testing/: its route mounting and deferred data); its shipped code never imports the host.
    files: ['remote-*/src/**/*.test.{ts,tsx}', 'remote-*/src/**/*.fixture.{ts,tsx}', 'remote-*/src/**/test-data.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: boundaryZones(import.meta.dirname, { hostTesting: true }) },
      ],
    },
  },
);
