/**
 * Full-text search over one language's posts with the MiniSearch index the build serialised
 * (`content/<lang>/search-index.json`). MiniSearch itself is loaded on first use, so only the
 * search page downloads it.
 */
import type MiniSearch from 'minisearch';
import type { AsPlainObject } from 'minisearch';
import { INDEX_OPTIONS, MAX_QUERY_LENGTH, QUERY_OPTIONS, type SearchDocument } from './search-options.ts';

/** A post that matched, with the words that matched it (lowercase index terms) for highlighting. */
export interface SearchHit {
  readonly id: string;
  readonly terms: readonly string[];
}

/** Shallow guard for the parsed `search-index.json` (the build wrote it; this catches a wrong file). */
export function isSerialisedIndex(value: unknown): value is AsPlainObject {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof AsPlainObject, unknown>>;
  return typeof candidate.documentCount === 'number' && Array.isArray(candidate.index) && typeof candidate.documentIds === 'object';
}

/** Restores a serialised index; an error naming `source` when it is not one. */
export async function restoreIndex(data: unknown, source: string): Promise<MiniSearch<SearchDocument>> {
  if (!isSerialisedIndex(data)) throw new Error(`loading the search index ${source}: not a MiniSearch index`);
  const { default: MiniSearchClass } = await import('minisearch');
  return MiniSearchClass.loadJS<SearchDocument>(data, INDEX_OPTIONS);
}

/** The query as searched: trimmed and cut to {@link MAX_QUERY_LENGTH} characters. */
export function normaliseQuery(raw: string | null | undefined): string {
  return (raw ?? '').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/** Posts matching `query`, best first; none for an empty query. */
export function searchPosts(index: MiniSearch<SearchDocument>, query: string): SearchHit[] {
  if (query === '') return [];
  return index.search(query, QUERY_OPTIONS).map((result) => ({ id: String(result.id), terms: result.terms }));
}

const restored = new Map<string, Promise<MiniSearch<SearchDocument>>>();

/**
 * The restored index cached under `key` (a language): `load` runs once per key while it
 * succeeds, so the browser downloads an index at most once per page.
 */
export function cachedIndex(key: string, load: () => Promise<unknown>): Promise<MiniSearch<SearchDocument>> {
  const hit = restored.get(key);
  if (hit) return hit;
  const pending = load().then((data) => restoreIndex(data, key));
  pending.catch(() => restored.delete(key));
  restored.set(key, pending);
  return pending;
}
