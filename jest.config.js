/**
 * Root Jest configuration: one project per workspace (docs/conventions.md rule 15), one per area from
 * the one list of areas. Tests sit beside the code as `<file>.test.ts(x)`; TypeScript is compiled by SWC.
 */
import { AREAS, areaWorkspace } from './shared/src/routing/areas.ts';

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
  projects: [
    project('shared', 'jsdom'),
    { ...project('host', 'jsdom'), globals: hostGlobals },
    ...AREAS.map((area) => project(areaWorkspace(area), 'jsdom')),
    project('api'),
    project('registry'),
    project('tooling', 'jsdom'),
  ],
};
