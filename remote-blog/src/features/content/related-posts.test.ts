import type { Category, PostSummary } from './content-types.ts';
import { relatedPosts } from './related-posts.ts';

const post = (unikey: string, category: Category, tags: string[], published = '2025-01-01'): PostSummary => ({
  unikey,
  title: unikey,
  description: '',
  category,
  tags,
  author: 'Team',
  published,
  updated: published,
  cover: { src: 'covers/x.svg', dataUri: '', alt: 'x', width: 1200, height: 630 },
  readingMinutes: 3,
  language: 'en',
  translations: ['en'],
});

const current = post('current', 'security', ['wifi', 'travel']);

test('ranks posts of the same category before posts that only share tags', () => {
  const all = [post('tags-only', 'privacy', ['wifi', 'travel']), post('same-category', 'security', []), current];
  expect(relatedPosts(current, all).map((item) => item.unikey)).toEqual(['same-category', 'tags-only']);
});

test('within a category, more shared tags rank higher, then newer posts', () => {
  const all = [
    post('old-one-tag', 'security', ['wifi'], '2024-01-01'),
    post('new-one-tag', 'security', ['travel'], '2025-06-01'),
    post('two-tags', 'security', ['travel', 'wifi'], '2023-01-01'),
    post('no-tags', 'security', ['passwords'], '2026-01-01'),
  ];
  expect(relatedPosts(current, all).map((item) => item.unikey)).toEqual(['two-tags', 'new-one-tag', 'old-one-tag']);
});

test('returns at most three posts and never the post itself', () => {
  const all = Array.from({ length: 6 }, (_, index) => post(`p${index}`, 'security', ['wifi']));
  const related = relatedPosts(current, [current, ...all]);
  expect(related).toHaveLength(3);
  expect(related.map((item) => item.unikey)).not.toContain('current');
});

test('leaves out posts that share neither category nor a tag', () => {
  expect(relatedPosts(current, [post('unrelated', 'streaming', ['smart-tv'])])).toEqual([]);
});
