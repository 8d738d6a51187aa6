/** @jest-environment node */
import { join } from 'node:path';
import { ROUTE_LOCALES } from '@meridian/shared/locales';
import { compileContent, type SourceFile } from './compile-content.ts';
import { BlogContentPlugin } from './content-plugin.ts';
import { CONTENT_REVIEWED_ON, daysBetween, MAX_POST_AGE_DAYS, newestPosts, staleLanguages } from './freshness.ts';
import { postSource, TEST_COVERS } from './test-post.ts';

const options = { languages: ['en', 'de'], covers: TEST_COVERS };
const post = (lang: string, unikey: string, published: string): SourceFile => ({
  path: `${lang}/${unikey}.md`,
  source: postSource({ unikey, published, language: lang }),
});

test('counts whole UTC days from the published date to today', () => {
  expect(daysBetween('2026-11-17', new Date('2026-11-27T23:59:00Z'))).toBe(10);
  expect(daysBetween('2026-08-27', new Date('2026-11-27T00:00:00Z'))).toBe(92);
  expect(daysBetween('2026-12-01', new Date('2026-11-27T12:00:00Z'))).toBe(-4);
  expect(() => daysBetween('soon', new Date())).toThrow(RangeError);
});

test('finds the newest post of each language, whatever the order of the files', () => {
  const compiled = compileContent(
    [post('en', 'older-post', '2026-09-01'), post('en', 'newer-post', '2026-11-17'), post('de', 'older-post', '2026-09-01')],
    options,
  );
  expect(newestPosts(compiled, new Date('2026-11-27T08:00:00Z'))).toEqual([
    { language: 'de', published: '2026-09-01', ageDays: 87 },
    { language: 'en', published: '2026-11-17', ageDays: 10 },
  ]);
});

test('a language whose newest post is more than three months old, or that has none, is stale', () => {
  const compiled = compileContent([post('en', 'old-post', '2025-09-09')], options);
  expect(staleLanguages(compiled, new Date('2025-12-10T00:00:00Z'))).toEqual(['de']);
  expect(staleLanguages(compiled, new Date('2025-12-11T00:00:00Z'))).toEqual(['de', 'en']);
  expect(staleLanguages(compiled, new Date('2026-11-27T00:00:00Z'))).toEqual(['de', 'en']);
});

// The blog's own content, compiled as the build does, against the date its content was last
// reviewed (CONTENT_REVIEWED_ON), or BLOG_TODAY (YYYY-MM-DD) to check it against another date. The
// wall clock is not used here, so CI never turns red by the calendar alone; `npm run check-content
// -w remote-blog` warns with today's date, and whoever publishes posts moves the review date.
test(`the blog's newest post in every language is at most ${MAX_POST_AGE_DAYS} days older than its review date`, () => {
  const today = new Date(`${process.env.BLOG_TODAY ?? CONTENT_REVIEWED_ON}T00:00:00Z`);
  const compiled = new BlogContentPlugin(join(__dirname, '..', '..', 'content')).compile();
  const newest = newestPosts(compiled, today);
  expect(newest.map((entry) => entry.language)).toEqual([...ROUTE_LOCALES].sort());
  expect(newest.filter((entry) => entry.ageDays === null || entry.ageDays > MAX_POST_AGE_DAYS)).toEqual([]);
});
