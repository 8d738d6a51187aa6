/**
 * Root Jest configuration: one project per workspace (docs/conventions.md rule 15), one per area
 * workspace `remote-*` as npm's workspaces glob finds them (tooling/one-list.test.ts checks they are
 * the one list of areas; plain JavaScript, so any Node loads it). Tests sit beside the code as
 * `<file>.test.ts(x)`; TypeScript is compiled by SWC.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const areaWorkspaces = readdirSync(import.meta.dirname)
  .filter((name) => name.startsWith('remote-') && statSync(join(import.meta.dirname, name)).isDirectory())
  .sort();

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2024',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@meridian/shared/styles\\.css$': '<rootDir>/../tooling/jest/style-stub.cjs',
    '\\.css$': '<rootDir>/../tooling/jest/style-stub.cjs',
  },
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

const project = (name, environment = 'node') => ({
  ...common,
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: environment === 'jsdom' ? '<rootDir>/../tooling/jest/jsdom-environment.mjs' : 'node',
  ...(environment === 'jsdom' ? { setupFilesAfterEnv: ['<rootDir>/../tooling/jest/setup-dom.ts'] } : {}),
});

// The host's build defines the installed versions of the shared singletons; tests only need the names.
const hostGlobals = {
  __SHARED_VERSIONS__: Object.fromEntries(
    ['react', 'react-dom', 'react-router', 'i18next', 'react-i18next', '@meridian/shared'].map((name) => [name, '0.0.0']),
  ),
};

export default {
  // A global option (Jest ignores it inside a project): tests that start a real server, database or child
  // process on a busy 2-core machine take many times longer than on a quiet one; 5 s failed them for nothing.
  testTimeout: 30_000,
  projects: [
    project('shared', 'jsdom'),
    { ...project('host', 'jsdom'), globals: hostGlobals },
    ...areaWorkspaces.map((workspace) => project(workspace, 'jsdom')),
    project('api'),
    project('registry'),
    project('tooling', 'jsdom'),
  ],
};
