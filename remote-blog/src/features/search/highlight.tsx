/**
 * Highlighting of search matches: the text is split into plain and matched parts and rendered
 * as React text and `<mark>` elements, so neither the post text nor the query is ever parsed
 * as HTML.
 */

/** A run of text, matched or not. */
export interface TextPart {
  readonly text: string;
  readonly match: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits `text` where whole words equal one of `terms` (case-insensitive). */
export function splitMatches(text: string, terms: readonly string[]): TextPart[] {
  const words = [...new Set(terms.map((term) => term.trim()).filter((term) => term !== ''))].sort((a, b) => b.length - a.length);
  if (words.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/** `text` with every whole-word occurrence of `terms` wrapped in `<mark>`. */
export function Highlighted({ text, terms }: { readonly text: string; readonly terms: readonly string[] }) {
  return <>{splitMatches(text, terms).map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}</>;
}
