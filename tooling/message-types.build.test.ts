/**
 * @jest-environment node
 *
 * Typed message keys (decision 037): tooling/message-keys.d.ts is what the English bundles give
 * (`npm test` checks it too), and with it a key a namespace lacks is a type error, found by the
 * compiler, not by a visitor. The fixtures are compiled by tsc in a folder of their own.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MESSAGE_TYPES_FILE, messageTypes } from './message-types.ts';
import { REPO_ROOT } from './testing/repo-copy.ts';

const run = promisify(execFile);
let dir: string;
beforeAll(() => {
  // Under node_modules so that the fixtures resolve i18next as the repository's code does.
  mkdirSync(join(REPO_ROOT, 'node_modules', '.cache'), { recursive: true });
  dir = mkdtempSync(join(REPO_ROOT, 'node_modules', '.cache', 'message-keys-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Compiles `source` with the generated key types; resolves to tsc's output and whether it passed. */
async function compile(name: string, source: string, extension = 'ts'): Promise<{ ok: boolean; output: string }> {
  writeFileSync(join(dir, `${name}.${extension}`), source);
  const config = {
    extends: join(REPO_ROOT, 'tsconfig.base.json'),
    compilerOptions: { noEmit: true, types: [] },
    files: [join(REPO_ROOT, 'tooling', 'css.d.ts'), join(REPO_ROOT, MESSAGE_TYPES_FILE), join(dir, `${name}.${extension}`)],
  };
  writeFileSync(join(dir, `${name}.tsconfig.json`), JSON.stringify(config));
  const tsc = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  return run(process.execPath, [tsc, '-p', join(dir, `${name}.tsconfig.json`)], { cwd: REPO_ROOT }).then(
    ({ stdout }) => ({ ok: true, output: stdout }),
    (error: { stdout?: string }) => ({ ok: false, output: error.stdout ?? String(error) }),
  );
}

const fixture = (key: string) => `import i18next from 'i18next';
const t = i18next.getFixedT('en', 'what-is-vpn');
export const text: string = t('${key}');
export const plural: string = i18next.getFixedT('en', 'webrtc-leak-test')('running', { count: 3 });
`;

test(`${MESSAGE_TYPES_FILE} is what the English bundles give (npm run i18n:types writes it)`, () => {
  expect(readFileSync(join(REPO_ROOT, MESSAGE_TYPES_FILE), 'utf8')).toBe(messageTypes(REPO_ROOT));
});

test('a key of the namespace compiles, a plural by its base name too', async () => {
  expect(await compile('known', fixture('meta.title'))).toEqual({ ok: true, output: '' });
}, 120_000);

test('a key the namespace lacks is a type error', async () => {
  const result = await compile('missing', fixture('meta.no-such-key'));
  expect(result.ok).toBe(false);
  expect(result.output).toMatch(/missing\.ts\(3,\d+\): error TS\d+/);
}, 120_000);

// The site's own components, as pages use them: their props take keys of the namespace given.
const pageFixture = (prefix: string, titleKey: string) => `import { PageIntro } from '${REPO_ROOT}/shared/src/ui/page-intro.tsx';
import { PricingCta } from '${REPO_ROOT}/remote-tools/src/ui/pricing-cta.tsx';
export const intro = <PageIntro ns="download" prefix="${prefix}" />;
export const cta = <PricingCta ns="what-is-vpn" titleKey="${titleKey}" textKey="ctaText" linkKey="cta" />;
`;

test("the site's components compile with keys their namespace has", async () => {
  expect(await compile('page-known', pageFixture('products.ios', 'ctaTitle'), 'tsx')).toEqual({ ok: true, output: '' });
}, 120_000);

test('a page intro prefix or a call-to-action key the namespace lacks is a type error in real code', async () => {
  const result = await compile('page-missing', pageFixture('products.no-such-app', 'noSuchTitle'), 'tsx');
  expect(result.ok).toBe(false);
  expect(result.output).toMatch(/page-missing\.tsx\(3,\d+\): error TS\d+/);
  expect(result.output).toMatch(/page-missing\.tsx\(4,\d+\): error TS\d+/);
}, 120_000);
