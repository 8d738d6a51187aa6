/**
 * Message keys of i18next plurals (`days_one`, `days_other`, ...): en, the source of truth, has
 * `_one` and `_other`; every other language has exactly the plural categories of its own rules
 * (ja only `_other`; ru and pl `_one`, `_few`, `_many`, `_other`; ar all six). The bundle checks
 * (tooling/jest/locale-coverage.ts and scripts/i18n-status.ts) compare keys through this module.
 */

const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const SUFFIX = new RegExp(`^(.+)_(${CATEGORIES.join('|')})$`);

/** The plural base of `key` (`days` of `days_few`) when `keys` has that base's `_other`, else null. */
export function pluralBase(key: string, keys: ReadonlySet<string>): string | null {
  const base = SUFFIX.exec(key)?.[1];
  return base !== undefined && keys.has(`${base}_other`) ? base : null;
}

/** The plural categories of `language` (`['one', 'other']` for en, `['other']` for ja). */
export function pluralCategories(language: string): readonly string[] {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories;
}

/**
 * The keys `language` must have, given en's keys: a plural of en (`x_one`, `x_other`) becomes
 * `x_<category>` for each plural category of `language`; other keys stay as they are.
 */
export function expectedKeys(sourceKeys: readonly string[], language: string): string[] {
  const source = new Set(sourceKeys);
  const expected = new Set<string>();
  for (const key of sourceKeys) {
    const base = pluralBase(key, source);
    if (base === null) expected.add(key);
    else for (const category of pluralCategories(language)) expected.add(`${base}_${category}`);
  }
  return [...expected].sort();
}

/** The en key whose text a translated key is checked against: `x_other` for any plural form of `x`. */
export function sourceKeyOf(key: string, sourceKeys: ReadonlySet<string>): string {
  const base = pluralBase(key, sourceKeys);
  return base === null ? key : `${base}_other`;
}
