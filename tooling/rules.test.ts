/**
 * @jest-environment node
 *
 * The repository explains itself in its own words (docs/rules.md): code, tests, scripts and docs cite
 * a rule of docs/rules.md (`rule popup.once-a-day`) or a decision record, never the tracker's issue
 * numbers or the sections of a specification the repository does not contain. A cited rule must exist,
 * every rule must be cited or placed somewhere real, and every place a rule names must exist.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './testing/repo-copy.ts';

const RULES_FILE = 'docs/rules.md';
const rulesText = readFileSync(join(REPO_ROOT, RULES_FILE), 'utf8');

/** The ids the document defines: the first cell of each table row, in backticks. */
const ruleIds = new Set([...rulesText.matchAll(/^\| `([a-z]+\.[a-z0-9-]+)` \|/gm)].map((match) => match[1] ?? ''));

/** Every text file of the repository that people write (not lockfiles, bundles, blog posts or images). */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: REPO_ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|js|mjs|cjs|css|md|sh|conf|template|yml|yaml)$|^\.ci\//.test(file))
  .filter((file) => !/(^|\/)package-lock\.json$|(^|\/)content\/[a-z]{2}\//.test(file))
  .filter((file) => existsSync(join(REPO_ROOT, file)));

/** Lines of `file` that match `pattern`, as `file:line: text`. */
function lines(file: string, pattern: RegExp): string[] {
  return readFileSync(join(REPO_ROOT, file), 'utf8')
    .split('\n')
    .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim().slice(0, 140)}`] : []));
}

// Built from pieces, so this file does not match itself.
const ISSUE = new RegExp(['\\b[Ii]ssues?', '#?\\d+'].join(' '));
const SECTION = new RegExp(['\\b[Ss]pec(ification)?', '[Ss]ections?', '\\d'].join(' '));

test('the rules document defines its ids once each, and names them in a short, readable form', () => {
  const defined = [...rulesText.matchAll(/^\| `([a-z]+\.[a-z0-9-]+)` \|/gm)].map((match) => match[1]);
  expect(defined.length).toBeGreaterThan(40);
  expect(defined.length).toBe(ruleIds.size);
});

test('nothing cites an issue number or a section of a specification the repository does not hold', () => {
  expect(files.flatMap((file) => [...lines(file, ISSUE), ...lines(file, SECTION)])).toEqual([]);
});

test('every rule a comment, test or document cites is a rule of docs/rules.md', () => {
  const unknown = files.flatMap((file) =>
    [...readFileSync(join(REPO_ROOT, file), 'utf8').matchAll(/\brules? `?([a-z]+\.[a-z0-9-]*[a-z0-9])`?/g)]
      .map((match) => match[1] ?? '')
      .filter((id) => !ruleIds.has(id) && !/\.(ts|tsx|js|md|json)$/.test(id))
      .map((id) => `${file}: rule ${id}`),
  );
  expect(unknown).toEqual([]);
});

test('every file or folder a rule names exists', () => {
  const named = [...rulesText.matchAll(/`((?:shared|host|api|registry|remote-[a-z]+|tooling|scripts|docs)\/[^`*<>]+)`/g)].map(
    (match) => match[1] ?? '',
  );
  expect(named.length).toBeGreaterThan(40);
  expect(named.filter((path) => !existsSync(join(REPO_ROOT, path.replace(/\/$/, ''))))).toEqual([]);
});
