/**
 * `npm run i18n:status`: translation coverage per workspace and language against en (the
 * source of truth), read through i18next itself. Lists missing keys (and keys a language has
 * that en does not: unused), prints a table, and exits 1 when a route language lacks a key.
 * Text equal to the English text is counted apart from translated text (`identical`,
 * tooling/identical-text.ts) and never fails the check; `--identical` lists those keys.
 * A plural of en (`x_one`, `x_other`) is expected in the plural forms of each language
 * (tooling/plural-keys.ts: ja only `x_other`, ru and pl also `x_few` and `x_many`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import i18next from 'i18next';
import { MESSAGE_LANGUAGES, ROUTE_LOCALES } from '@meridian/shared/locales';
import { expectedKeys } from '../tooling/plural-keys.ts';
import { identicalToEnglish } from '../tooling/identical-text.ts';
import { AREAS, areaWorkspace } from '@meridian/shared/areas';
import { ROOT } from './lib/apps.ts';
import { scriptArgs } from './lib/args.ts';

// `shared`: the namespaces every area ships (SHARED_NAMESPACES), in the route languages.
const WORKSPACES = ['host', 'shared', ...AREAS.map(areaWorkspace)];

function namespaces(dir: string): string[] {
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

function keysOf(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

const listIdentical = scriptArgs('npm run i18n:status [-- --identical]', { options: { identical: { type: 'boolean', default: false } } })
  .values.identical;
let failed = false;
let identicalTotal = 0;
const rows: string[][] = [['workspace', 'language', 'keys', 'translated', 'identical', 'missing', 'unused']];
for (const workspace of WORKSPACES) {
  const dir = join(ROOT, workspace, 'locales');
  if (!existsSync(join(dir, 'en'))) continue;
  const languages = workspace === 'host' ? MESSAGE_LANGUAGES : ROUTE_LOCALES;
  const nsList = namespaces(join(dir, 'en'));
  const resources = Object.fromEntries(
    languages.map((lang) => [
      lang,
      Object.fromEntries(
        nsList.flatMap((ns) =>
          existsSync(join(dir, lang, `${ns}.json`))
            ? [[ns, JSON.parse(readFileSync(join(dir, lang, `${ns}.json`), 'utf8')) as object]]
            : [],
        ),
      ),
    ]),
  );
  const i18n = i18next.createInstance();
  await i18n.init({ resources, ns: nsList, initAsync: false, fallbackLng: false });
  for (const lang of languages) {
    let total = 0;
    const missing: string[] = [];
    const unused: string[] = [];
    const identical: string[] = [];
    for (const ns of nsList) {
      const source = expectedKeys(keysOf(i18n.getResourceBundle('en', ns)), lang);
      const target = new Set(i18n.hasResourceBundle(lang, ns) ? keysOf(i18n.getResourceBundle(lang, ns)) : []);
      total += source.length;
      missing.push(...source.filter((key) => !target.has(key)).map((key) => `${ns}:${key}`));
      unused.push(...[...target].filter((key) => !source.includes(key)).map((key) => `${ns}:${key}`));
      if (lang !== 'en') {
        const texts = (language: string) =>
          new Map([...target].map((key) => [`${ns}:${key}`, i18n.getResource(language, ns, key) as unknown]));
        identical.push(...identicalToEnglish(texts('en'), texts(lang)));
      }
    }
    identicalTotal += identical.length;
    const translated = total - missing.length - identical.length;
    rows.push([
      workspace,
      lang,
      String(total),
      String(translated),
      String(identical.length),
      String(missing.length),
      String(unused.length),
    ]);
    if (missing.length > 0 && (ROUTE_LOCALES as readonly string[]).includes(lang)) failed = true;
    for (const key of [...missing.slice(0, 10)]) console.log(`  missing ${workspace} ${lang} ${key}`);
    for (const key of [...unused.slice(0, 10)]) console.log(`  unused  ${workspace} ${lang} ${key}`);
    if (listIdentical) for (const key of identical) console.log(`  identical to en ${workspace} ${lang} ${key}`);
  }
}
const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
if (identicalTotal > 0 && !listIdentical) {
  console.log(`\n${identicalTotal} texts are the English text unchanged (identical): npm run i18n:status -- --identical lists them`);
}
if (failed) {
  console.error('\ni18n:status: a route language lacks keys that en has');
  process.exit(1);
}
