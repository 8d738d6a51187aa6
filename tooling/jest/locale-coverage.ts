/**
 * Checks a workspace's message bundles against en, the source of truth (STYLE.md rule 13):
 * every language of `languages` has every namespace with exactly en's keys and placeholders.
 * Plural keys (i18next `_zero` `_one` `_two` `_few` `_many` `_other`) are a group: a language has
 * en's forms plus those its plural rules use (ru and pl add `_few` and `_many`, ar all six), and
 * each form carries the placeholders of en's `_other`, `{{count}}` optional ("one day").
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

function namespacesIn(dir: string): string[] {
  const found: string[] = [];
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.json')) found.push(relative(dir, path).slice(0, -'.json'.length));
    }
  };
  walk(dir);
  return found.sort();
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]))].sort();

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** en's keys as `lang` must have them, each with the en text whose placeholders it must carry. */
function expectedKeys(source: Map<string, string>, lang: string): Map<string, { readonly text: string; readonly plural: boolean }> {
  const expected = new Map<string, { text: string; plural: boolean }>();
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  for (const [key, text] of source) {
    const base = key.replace(PLURAL_SUFFIX, '');
    const other = source.get(`${base}_other`);
    if (base === key || other === undefined) {
      expected.set(key, { text, plural: false });
      continue;
    }
    expected.set(key, { text: other, plural: true });
    for (const category of categories) expected.set(`${base}_${category}`, { text: other, plural: true });
  }
  return expected;
}

/** Registers the coverage tests for `localesDir` (for example `remote-blog/locales`). */
export function describeLocaleCoverage(localesDir: string, languages: readonly string[], declared?: readonly string[]): void {
  const en = namespacesIn(join(localesDir, 'en'));

  if (declared) {
    test('declares exactly the namespaces it ships', () => {
      expect([...declared].sort()).toEqual(en);
    });
  }

  describe.each(languages.filter((lang) => lang !== 'en'))('%s', (lang) => {
    test.each(en)('%s has every key and placeholder of en', (namespace) => {
      const file = join(localesDir, lang, `${namespace}.json`);
      expect(existsSync(file)).toBe(true);
      const source = expectedKeys(flatten(JSON.parse(readFileSync(join(localesDir, 'en', `${namespace}.json`), 'utf8')) as Tree), lang);
      const translated = flatten(JSON.parse(readFileSync(file, 'utf8')) as Tree);
      expect([...translated.keys()].sort()).toEqual([...source.keys()].sort());
      for (const [key, { text, plural }] of source) {
        const own = placeholders(translated.get(key) ?? '');
        const wanted = placeholders(text).filter((name) => !plural || name !== 'count' || own.includes('count'));
        expect({ key, placeholders: own }).toEqual({ key, placeholders: wanted });
      }
    });
  });
}
