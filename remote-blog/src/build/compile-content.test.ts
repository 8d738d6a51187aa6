/** @jest-environment node */
import MiniSearch from 'minisearch';
import { INDEX_OPTIONS } from '../features/search/search-options.ts';
import { compileContent, type SourceFile } from './compile-content.ts';
import { ContentError } from './content-error.ts';
import { postSource, TEST_COVERS } from './test-post.ts';

const options = { languages: ['en', 'de'], covers: TEST_COVERS };
const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');

const en = (unikey: string, published: string, body?: string): SourceFile => ({
  path: `en/${unikey}.md`,
  source: postSource({ unikey, published }, body),
});

test('emits an index newest first, one file per post and a search index per language', () => {
  const { assets } = compileContent([en('older-post', '2024-01-01'), en('newer-post', '2025-01-01')], options);
  expect([...assets.keys()].sort()).toEqual([
    'content/de/index.json',
    'content/de/search-index.json',
    'content/en/index.json',
    'content/en/posts/newer-post.json',
    'content/en/posts/older-post.json',
    'content/en/search-index.json',
  ]);
  const index = JSON.parse(assets.get('content/en/index.json') ?? '{}') as { posts: { unikey: string; html?: string }[] };
  expect(index.posts.map((post) => post.unikey)).toEqual(['newer-post', 'older-post']);
  expect(index.posts[0]).not.toHaveProperty('html');
  expect(JSON.parse(assets.get('content/de/index.json') ?? '{}')).toEqual({ language: 'de', posts: [] });
});

test('a post carries its HTML, reading time, updated date and inlined cover', () => {
  const { assets } = compileContent([en('long-post', '2025-01-01', words(661))], options);
  const post = JSON.parse(assets.get('content/en/posts/long-post.json') ?? '{}') as Record<string, unknown>;
  expect(post).toMatchObject({
    unikey: 'long-post',
    readingMinutes: 4,
    updated: '2025-01-01',
    html: expect.stringMatching(/^<p>word word/),
  });
  expect(post.cover).toMatchObject({
    src: 'covers/public-wifi-safety.svg',
    dataUri: expect.stringMatching(/^data:image\/svg\+xml,%3Csvg /),
    width: 1200,
    height: 630,
  });
});

test('the cover size in the front matter must be the size of the SVG', () => {
  const file = {
    path: 'en/wrong-size.md',
    source: postSource({
      unikey: 'wrong-size',
      cover: '\n  src: covers/public-wifi-safety.svg\n  alt: A cover with the wrong size\n  width: 800\n  height: 600',
    }),
  };
  expect(() => compileContent([file], options)).toThrow(
    'en/wrong-size.md: cover: width and height must be those of covers/public-wifi-safety.svg (1200 x 630)',
  );
});

test('the search index is MiniSearch JSON over title, description, tags and text', () => {
  const { assets } = compileContent([en('wifi-post', '2025-01-01', 'Evil twin hotspots copy a real network name.')], options);
  const index = MiniSearch.loadJSON(assets.get('content/en/search-index.json') ?? '', INDEX_OPTIONS);
  expect(index.search('evil twin').map((hit) => hit.id)).toEqual(['wifi-post']);
  expect(index.search('travel').map((hit) => hit.id)).toEqual(['wifi-post']);
});

test('gives each post a page title and description for the head', () => {
  const { heads } = compileContent([en('wifi-post', '2025-01-01')], options);
  expect(heads.en?.['wifi-post']?.title).toBe('How to stay safe on public Wi-Fi | {{brand}}');
  expect(heads.de).toEqual({});
});

test('lists every problem of every file at once', () => {
  const files = [
    {
      path: 'en/bad-cover.md',
      source: postSource({
        unikey: 'bad-cover',
        cover: '\n  src: covers/missing.svg\n  alt: A cover that does not exist\n  width: 1\n  height: 1',
      }),
    },
    { path: 'xx/some-post.md', source: postSource({ unikey: 'some-post' }) },
    { path: 'en/two-titles.md', source: postSource({ unikey: 'two-titles' }, '# Another title\n\nText') },
  ];
  let problems: readonly string[] = [];
  try {
    compileContent(files, options);
  } catch (error) {
    if (error instanceof ContentError) problems = error.problems;
  }
  expect(problems).toEqual([
    'en/bad-cover.md: cover.src: covers/missing.svg does not exist',
    expect.stringMatching(/^en\/two-titles\.md: the body has a level-1 heading/),
    expect.stringMatching(/^xx\/some-post\.md: xx is not a route language/),
  ]);
});
