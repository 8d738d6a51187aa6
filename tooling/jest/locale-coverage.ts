/**
 * Checks a workspace's message bundles against en, the source of truth (docs/conventions.md rule 13):
 * every language of `languages` has every namespace with exactly en's keys and placeholders;
 * a plural of en (`x_one`, `x_other`) has exactly the plural forms of the language
 * (tooling/plural-keys.ts), each with the placeholders of en's `x_other` (`count` optional).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expectedKeys, pluralBase, sourceKeyOf } from '../plural-keys.ts';

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

// `{{brandCompound}}` is the brand as a language writes it inside a compound (German): the same placeholder as `{{brand}}`.
const placeholderName = (name: string | undefined) => (name === 'brandCompound' ? 'brand' : name);
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => placeholderName(match[1])))].sort();

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
      const source = flatten(JSON.parse(readFileSync(join(localesDir, 'en', `${namespace}.json`), 'utf8')) as Tree);
      const translated = flatten(JSON.parse(readFileSync(file, 'utf8')) as Tree);
      const sourceKeys = new Set(source.keys());
      expect([...translated.keys()].sort()).toEqual(expectedKeys([...sourceKeys], lang));
      for (const [key, text] of translated) {
        const plural = pluralBase(key, sourceKeys) !== null;
        // A plural form may leave the number out ("one day", "يوم واحد"); every other placeholder stays.
        const names = (value: string) => placeholders(value).filter((name) => !plural || name !== 'count');
        expect({ key, placeholders: names(text) }).toEqual({ key, placeholders: names(source.get(sourceKeyOf(key, sourceKeys)) ?? '') });
      }
    });
  });
}
