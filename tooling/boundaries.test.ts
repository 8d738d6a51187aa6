/**
 * @jest-environment node
 *
 * Probes of the enforced boundaries (docs/decisions/009-enforced-boundaries.md): each lints a
 * snippet as if it sat in a zone and expects the rule to fire, so removing a zone or the cycle
 * rule from eslint.config.js fails here. The imported files must exist: zones match resolved paths.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';

const repoRoot = join(__dirname, '..');
const eslint = new ESLint({ cwd: repoRoot });

async function problems(filePath: string, code: string): Promise<{ ruleId: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, filePath) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

const use = (names: string) => `\nexport const used = [${names}];\n`;

test.each([
  [
    'a feature imports another feature of its remote',
    'remote-blog/src/features/search/probe.ts',
    "import { pageCount } from '../content/paging.ts';",
    'A feature may not import another feature',
  ],
  [
    'a feature imports a route',
    'remote-checkout/src/features/pricing/probe.ts',
    "import { routes } from '../../routes/pricing.tsx';",
    'a feature may not import a route',
  ],
  [
    'the host imports a remote',
    'host/src/shell/probe.tsx',
    "import { areaModule } from '../../../remote-blog/src/expose/routes.ts';",
    'it never imports a remote',
  ],
  [
    'shared imports the host',
    'shared/src/routing/probe.ts',
    "import { bootData } from '../../../host/src/boot-data.ts';",
    'it may not import the host',
  ],
  [
    'shared imports a remote',
    'shared/src/routing/probe.ts',
    "import { areaModule } from '../../../remote-tools/src/expose/routes.ts';",
    'it may not import a remote',
  ],
  [
    'a remote imports another remote',
    'remote-tools/src/routes/probe.tsx',
    "import { areaModule } from '../../../remote-blog/src/expose/routes.ts';",
    'may not import another remote',
  ],
  [
    'a remote imports the host',
    'remote-tools/src/routes/probe.tsx',
    "import { bootData } from '../../../host/src/boot-data.ts';",
    'A remote may not import the host',
  ],
  [
    'a remote imports the host locales outside the listed test helpers',
    'remote-blog/src/routes/probe.tsx',
    "import common from '../../../host/locales/en/common.json';",
    'A remote may not import the host',
  ],
])('lint fails when %s', async (_what, filePath, line, message) => {
  const found = await problems(filePath, `${line}${use('0')}`);
  expect(found).toContainEqual({ ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining(message) });
});

test.each([
  ['remote code', 'remote-tools/src/routes/probe.tsx', "import { verifyPreviewToken } from '@meridian/shared/preview-token.server';"],
  ['host code outside src/server', 'host/src/shell/probe.tsx', "import { env } from '../server/env.server.ts';"],
  ['shared code', 'shared/src/routing/probe.ts', "import { readReleaseState } from '../federation/release-state.server.ts';"],
])('lint fails when %s imports a server-only module', async (_what, filePath, line) => {
  const found = await problems(filePath, `${line}${use('0')}`);
  expect(found).toContainEqual({ ruleId: 'no-restricted-imports', message: expect.stringContaining('Server-only module in browser code') });
});

test('lint lets a feature import its own files, its remote’s lib and shared, and a listed test helper read the host locales', async () => {
  const feature = await problems(
    'remote-checkout/src/features/pricing/probe.ts',
    "import { pricedPlan } from './priced-plan.ts';\nimport { formatMoney } from '../../lib/money.ts';\nimport { notFound } from '@meridian/shared/ui';" +
      use('pricedPlan, formatMoney, notFound'),
  );
  expect(feature.filter(({ ruleId }) => ruleId?.startsWith('import-x/'))).toEqual([]);
  const helper = await problems(
    'shared/src/ui/kit/render-with-kit.tsx',
    "import common from '../../../../host/locales/en/common.json';" + use('common'),
  );
  expect(helper.filter(({ ruleId }) => ruleId?.startsWith('import-x/'))).toEqual([]);
});

describe('import cycles', () => {
  // Two real files: the cycle rule follows imports on disk. Written inside shared/src so that the
  // rule's files pattern applies, and removed afterwards.
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(repoRoot, 'shared/src/cycle-probe-'));
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = (): number => b() + 1;\n");
    writeFileSync(join(dir, 'b.ts'), "import { a } from './a.ts';\nexport const b = (): number => (a.length ? 0 : 1);\n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('lint fails on a module that imports itself back through another', async () => {
    const [result] = await eslint.lintFiles([join(dir, 'a.ts')]);
    expect(result?.messages.map(({ ruleId }) => ruleId)).toContain('import-x/no-cycle');
  });
});
