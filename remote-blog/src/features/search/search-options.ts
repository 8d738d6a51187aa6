/**
 * MiniSearch settings shared by the build (which indexes each language's posts) and the pages
 * (which load the serialised index): both must use the same fields and id.
 */
import type { Options, SearchOptions } from 'minisearch';

/** One indexed post: its texts, with tags as a list and the body as plain text. */
export interface SearchDocument {
  readonly unikey: string;
  readonly title: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly text: string;
}

/** Fields indexed for full-text search. */
export const SEARCH_FIELDS = ['title', 'description', 'tags', 'text'] as const;

// MiniSearch splits on spaces and punctuation; symbols such as < > + = split words too, so a
// query like "<b>tunnel</b>" still finds "tunnel".
const WORD_SEPARATORS = /[\n\r\p{Z}\p{P}\p{S}]+/u;

/** Index options: the post's unikey is the document id; nothing is stored beyond the index. */
export const INDEX_OPTIONS: Options<SearchDocument> = {
  idField: 'unikey',
  tokenize: (text) => text.split(WORD_SEPARATORS),
  fields: [...SEARCH_FIELDS],
  storeFields: [],
  extractField: (document, field) => {
    const value: unknown = document[field as keyof SearchDocument];
    if (Array.isArray(value)) return value.join(' ');
    return typeof value === 'string' ? value : '';
  },
};

/**
 * Query options: every word must match; a word of three letters or more also matches longer
 * words it starts, and one of five or more tolerates a small typo (shorter words would match
 * too many others). Titles and tags weigh most.
 */
export const QUERY_OPTIONS: SearchOptions = {
  combineWith: 'AND',
  // Single Latin letters and digits ("a", the "b" of "<b>") would have to match exactly and
  // sink an AND query, so they are dropped from queries (not from the index).
  processTerm: (term) => {
    const lower = term.toLowerCase();
    return /^[a-z0-9]?$/.test(lower) ? null : lower;
  },
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  boost: { title: 3, tags: 2, description: 1.5 },
};

/** Longest query searched; longer input is cut (it also bounds the work a query can cause). */
export const MAX_QUERY_LENGTH = 200;
