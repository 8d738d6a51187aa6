/**
 * Probes of the import rules of `.dependency-cruiser.cjs` (decision 066), on a throwaway tree: an
 * import circle whose one side is type-only, and a relative path into another workspace, are both
 * refused; the same imports by package name, or without the circle, pass.
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const REPO = join(__dirname, '..');
// Each probe starts dependency-cruiser, a few seconds on a busy machine.

let root = '';
const write = (files: Readonly<Record<string, string>>) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
};

interface Report {
  readonly summary: {
    readonly violations: readonly { readonly rule: { readonly name: string }; readonly from: string; readonly to: string }[];
  };
}

/** The violations `npm run lint:imports`'s rules find in the probe tree, as `rule: from -> to`. */
function violations(): string[] {
  const cli = join(REPO, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
  const run = spawnSync(
    process.execPath,
    [cli, '--config', join(REPO, '.dependency-cruiser.cjs'), '--output-type', 'json', 'api', 'shared', 'tooling'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  if (run.stdout === '') throw new Error(`dependency-cruiser gave no report: ${run.stderr}`);
  const report = JSON.parse(run.stdout) as Report;
  return report.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`).sort();
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'import-rules-'));
  write({
    'package.json': '{"name":"probe","type":"module"}',
    'tsconfig.json': '{"compilerOptions":{"module":"ESNext","moduleResolution":"Bundler","allowImportingTsExtensions":true,"noEmit":true}}',
    'shared/src/areas.ts': 'export const AREAS = [];\n',
    'tooling/keep.ts': 'export {};\n',
  });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('a circle whose one side imports only a type is refused', () => {
  write({
    'api/src/context.ts': "import { verify } from './captcha.ts';\nexport interface AppContext { verify: typeof verify }\n",
    'api/src/captcha.ts': "import type { AppContext } from './context.ts';\nexport const verify = (ctx: AppContext) => ctx;\n",
  });
  expect(violations()).toEqual(['no-circular: api/src/captcha.ts -> api/src/context.ts']);
}, 60_000);

test('a relative path into another workspace is refused, from a workspace and from tooling', () => {
  write({
    'api/src/geo.ts': "import { AREAS } from '../../shared/src/areas.ts';\nexport const geo = AREAS;\n",
    'tooling/list.ts': "import type { AREAS } from '../shared/src/areas.ts';\nexport type List = typeof AREAS;\n",
  });
  expect(violations()).toEqual([
    'root-to-workspace-by-package-name: tooling/list.ts -> shared/src/areas.ts',
    'workspace-by-package-name: api/src/geo.ts -> shared/src/areas.ts',
  ]);
}, 60_000);

test('imports inside a workspace, without a circle, pass', () => {
  write({
    'api/src/context.ts': "import type { Verify } from './captcha.ts';\nexport interface AppContext { verify: Verify }\n",
    'api/src/captcha.ts': 'export type Verify = (token: string) => boolean;\n',
  });
  expect(violations()).toEqual([]);
}, 60_000);
