/** ESLint flat config shared by every workspace (STYLE.md layout). */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
        { selector: 'ExportAllDeclaration', message: 'Name every re-export (STYLE.md rule 4).' },
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only (STYLE.md rule 6); config files are exempt.' },
      ],
    },
  },
  {
    files: ['**/*.config.{ts,js}', '**/rspack.config.ts', 'eslint.config.js', 'jest.config.js', 'tooling/jest/jsdom-environment.mjs'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Browser code must not import server-only modules (STYLE.md rule 8).
    files: ['**/*.client.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.server.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['*.server', '*.server.ts', '*.server.tsx'], message: 'Server-only module in browser code.' }] }],
    },
  },
);
