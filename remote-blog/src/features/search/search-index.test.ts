/** @jest-environment node */
import MiniSearch from 'minisearch';
import { normaliseQuery, restoreIndex, searchPosts } from './search-index.ts';
import { INDEX_OPTIONS, MAX_QUERY_LENGTH, type SearchDocument } from './search-options.ts';

const documents: SearchDocument[] = [
  {
    unikey: 'public-wifi-safety',
    title: 'How to stay safe on public Wi-Fi',
    description: 'Café and hotel networks',
    tags: ['wifi', 'travel'],
    text: 'Evil twin hotspots copy a real network name.',
  },
  {
    unikey: 'kill-switch',
    title: 'What a kill switch does',
    description: 'Stop leaks when the tunnel drops',
    tags: ['kill-switch'],
    text: 'The app blocks traffic until the tunnel is back.',
  },
];

async function index() {
  const built = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  built.addAll(documents);
  return restoreIndex(JSON.parse(JSON.stringify(built)), 'test');
}

test('finds posts by words of the title, tags and body, with the matched words', async () => {
  const search = await index();
  expect(searchPosts(search, 'evil twin')).toEqual([{ id: 'public-wifi-safety', terms: expect.arrayContaining(['evil', 'twin']) }]);
  expect(searchPosts(search, 'travel').map((hit) => hit.id)).toEqual(['public-wifi-safety']);
  expect(searchPosts(search, 'tunnel').map((hit) => hit.id)).toEqual(['kill-switch']);
});

test('matches word beginnings and small typos', async () => {
  const search = await index();
  expect(searchPosts(search, 'hotsp').map((hit) => hit.id)).toEqual(['public-wifi-safety']);
  expect(searchPosts(search, 'swich').map((hit) => hit.id)).toEqual(['kill-switch']);
});

test('ignores single letters and does not stretch short words to other words', async () => {
  const search = await index();
  expect(searchPosts(search, 'a kill switch').map((hit) => hit.id)).toEqual(['kill-switch']);
  expect(searchPosts(search, 'will')).toEqual([]);
});

test('finds nothing for words no post contains, or an empty query', async () => {
  const search = await index();
  expect(searchPosts(search, 'blockchain')).toEqual([]);
  expect(searchPosts(search, '')).toEqual([]);
});

test('a query made of HTML is searched as words and never fails', async () => {
  const search = await index();
  expect(() => searchPosts(search, '<img src=x onerror=alert(1)>')).not.toThrow();
  expect(searchPosts(search, '<b>tunnel</b>').map((hit) => hit.id)).toEqual(['kill-switch']);
});

test('trims the query and cuts it to the maximum length', () => {
  expect(normaliseQuery('  wifi  ')).toBe('wifi');
  expect(normaliseQuery(null)).toBe('');
  expect(normaliseQuery('a'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
});

test('refuses data that is not a serialised index', async () => {
  await expect(restoreIndex({ posts: [] }, 'en')).rejects.toThrow('loading the search index en: not a MiniSearch index');
});
