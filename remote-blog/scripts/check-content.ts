/**
 * `npm run check-content -w remote-blog`: compiles `content/` exactly as the build does and
 * prints, per language, how many posts it has and how old its newest post is (a warning past
 * MAX_POST_AGE_DAYS), or every content error (file and field named). Exit status 1 on errors.
 * Translators run it after each post.
 */
import { join } from 'node:path';
import { BlogContentPlugin } from '../src/build/content-plugin.ts';
import { ContentError } from '../src/build/content-error.ts';
import { MAX_POST_AGE_DAYS, newestPosts } from '../src/build/freshness.ts';

try {
  const compiled = new BlogContentPlugin(join(import.meta.dirname, '..', 'content')).compile();
  const newest = new Map(newestPosts(compiled, new Date()).map((post) => [post.language, post]));
  for (const [lang, heads] of Object.entries(compiled.heads)) {
    const { published, ageDays } = newest.get(lang) ?? { published: null, ageDays: null };
    const stale = ageDays === null || ageDays > MAX_POST_AGE_DAYS ? ` (warning: more than ${MAX_POST_AGE_DAYS} days)` : '';
    console.log(
      `${lang}: ${Object.keys(heads).length} posts, newest ${published ?? 'none'}${ageDays === null ? '' : `, ${ageDays} days old`}${stale}`,
    );
  }
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  for (const problem of error.problems) console.error(problem);
  process.exit(1);
}
