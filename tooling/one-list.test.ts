/**
 * @jest-environment node
 *
 * The areas and the languages are each declared once (decision 037): no code outside
 * their homes names an area or lists languages, so a new area touches only
 * shared/src/routing/areas.ts (and the lockfile npm writes) and a new language only
 * shared/src/i18n/locales.ts plus its bundles. Tests and their fixtures, docs, message bundles and
 * blog content are not code that has to change; an area's own workspace may name itself.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AREAS, areaWorkspace } from '@meridian/shared/areas';
import { ROUTE_LOCALES } from '@meridian/shared/locales';
import { REPO_ROOT } from './testing/repo-copy.ts';

const AREA_HOME = 'shared/src/routing/areas.ts';
const LANGUAGE_HOME = 'shared/src/i18n/locales.ts';

/** Code files outside the remotes: what a new area or language would otherwise have to edit. */
const code = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: REPO_ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|js|mjs|cjs|json|sh)$|^\.ci\//.test(file))
  .filter(
    (file) => !/(^|\/)(locales|content|test-support|e2e)\/|\.test\.tsx?$|\.spec\.ts$|\.fixture\.|(^|\/)package-lock\.json$/.test(file),
  );

/** The code of `file` without its comments (block comments and lines that are comments). */
const withoutComments = (file: string) =>
  readFileSync(join(REPO_ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

/** Files that mention `pattern` in code, apart from `allowed`. */
const mentioning = (pattern: RegExp, allowed: (file: string) => boolean) =>
  code.filter((file) => !allowed(file) && pattern.test(withoutComments(file)));

/**
 * Files that name one area on purpose, and why: none of them is a list that a new area extends.
 * A remote's own code is its area's (its words, such as "account", are no list either).
 */
const ON_PURPOSE: Readonly<Record<string, string>> = {
  'host/src/shell/footer.tsx': 'the blog link has the footer message key `blog`',
  'host/src/shell/shell.tsx': 'the host has a page layout named `checkout` (a header and footer without the site navigation)',
  'scripts/bench/ssr.ts': 'measures a fixed mix of pages, among them a blog post (its server bundle path for the floor)',
  'scripts/bench/floor/ssr.tsx': 'the no-federation floor imports each area route table directly, which is what it measures against',
  'shared/src/ui/status-help.tsx': 'the dead-end pages search the blog (its search page and message key `blog`)',
  'scripts/dev-reload-timing.ts': 'measures save-to-visible on a marketing page',
  'shared/src/routing/route-module.ts': 'the host has a page layout named `blog`',
  'tooling/message-keys.d.ts': 'generated from the list by npm run i18n:types',
};

test.each(AREAS)(`no code outside ${AREA_HOME} and the remotes names the area "%s"`, (area) => {
  const pattern = new RegExp(`['"\`]${area}['"\`]|remote-${area}\\b|MERIDIAN_${area.toUpperCase()}_`);
  expect(mentioning(pattern, (file) => file === AREA_HOME || file.startsWith('remote-') || file in ON_PURPOSE)).toEqual([]);
});

test('the area workspaces (npm workspaces `remote-*`, Jest projects) are exactly the one list of areas', () => {
  const folders = readdirSync(REPO_ROOT).filter((name) => name.startsWith('remote-') && statSync(join(REPO_ROOT, name)).isDirectory());
  expect(folders.sort()).toEqual(AREAS.map(areaWorkspace).sort());
});

test(`no code outside ${LANGUAGE_HOME} lists the route languages`, () => {
  // Three or more route language codes in a row, quoted: a list of languages.
  const code = `['"](?:${ROUTE_LOCALES.join('|')})['"]`;
  const list = new RegExp(`${code}\\s*,\\s*${code}\\s*,\\s*${code}`);
  expect(mentioning(list, (file) => file === LANGUAGE_HOME)).toEqual([]);
});
