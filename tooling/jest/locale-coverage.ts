/**
 * Checks a workspace's message bundles against en, the source of truth (STYLE.md rule 13):
 * every language of `languages` has every namespace with exactly en's keys and placeholders.
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
      expect([...translated.keys()].sort()).toEqual([...source.keys()].sort());
      for (const [key, text] of source) {
        expect({ key, placeholders: placeholders(translated.get(key) ?? '') }).toEqual({ key, placeholders: placeholders(text) });
      }
    });
  });
}
