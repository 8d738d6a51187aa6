/**
 * Messages of another language that are the English text unchanged (rule lang.every-string): a bundle pasted
 * from en has every key, so a key count calls it translated. `npm run i18n:status` reports these
 * apart from translated text. Some text is the same in every language and is not counted: text
 * without letters (`2019`, `{{count}}`) and the few product and brand names below. Everything
 * else that equals English is listed for a person to judge (city names and loanwords such as
 * "Blog" are often right as they are), and never fails the check.
 */

/** Names that stay as they are in every language of the site. Keep this short: anything else is for a person to judge. */
export const SAME_IN_EVERY_LANGUAGE: ReadonlySet<string> = new Set([
  'OK',
  'Android',
  'Chrome',
  'Mac',
  'Windows',
  'Apple TV',
  'Google Play',
  'PayPal',
  'Apple Pay',
  'Google Pay',
  'IPv4',
  'IPv6',
]);

/** Text with a letter outside its `{{placeholders}}`, so that it can be translated. */
function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));
}

/**
 * The keys whose text in a language equals the English text, among keys both have (plural forms
 * of other categories are not compared), leaving out text without letters and
 * {@link SAME_IN_EVERY_LANGUAGE}. `english` and `other` map a key (`ns:a.b`) to its text.
 */
export function identicalToEnglish(english: ReadonlyMap<string, unknown>, other: ReadonlyMap<string, unknown>): string[] {
  const identical: string[] = [];
  for (const [key, text] of other) {
    if (typeof text !== 'string' || english.get(key) !== text) continue;
    if (!hasWords(text) || SAME_IN_EVERY_LANGUAGE.has(text)) continue;
    identical.push(key);
  }
  return identical.sort();
}
