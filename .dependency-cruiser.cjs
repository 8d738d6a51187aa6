/**
 * Import rules ESLint's import plugin cannot state (decision 066), checked by `npm run lint:imports`
 * (part of `npm run lint`) over every workspace, tooling and scripts:
 * - no import circle, type-only imports counted as arrows too (a type is a dependency of the design);
 * - a workspace is entered by its package name (`@meridian/shared/areas`, `host/testing`), never by a
 *   relative path into its folder, so its package.json `exports` are the only door.
 */
const WORKSPACE = '(shared|host|remote-[^/]+|api|registry|e2e)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Files that import each other, directly or round a circle (type-only imports count): move what both need into a module of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'workspace-by-package-name',
      severity: 'error',
      comment: 'A relative path into another workspace: import it by its package name and an export of its package.json.',
      from: { path: `^${WORKSPACE}/` },
      to: { dependencyTypes: ['local'], dependencyTypesNot: ['aliased', 'aliased-workspace'], path: `^${WORKSPACE}/`, pathNot: '^$1/' },
    },
    {
      name: 'root-to-workspace-by-package-name',
      severity: 'error',
      comment: 'tooling/ and scripts/ enter a workspace by its package name too, never by a relative path into its folder.',
      // The bench's floor (scripts/bench/floor/) renders the host's own pieces and the areas' route tables
      // without federation, to price what federation costs (decision 030): it reaches in on purpose.
      from: { path: '^(tooling|scripts)/', pathNot: '^scripts/bench/floor/' },
      to: { dependencyTypes: ['local'], dependencyTypesNot: ['aliased', 'aliased-workspace'], path: `^${WORKSPACE}/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|test-results|playwright-report|var)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    combinedDependencies: false,
  },
};
