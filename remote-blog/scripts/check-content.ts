/**
 * `npm run check-content -w remote-blog`: compiles `content/` exactly as the build does and
 * prints, per language, how many posts it has, or every content error (file and field named).
 * Exit status 1 on errors. Translators run it after each post.
 */
import { join } from 'node:path';
import { BlogContentPlugin } from '../src/build/content-plugin.ts';
import { ContentError } from '../src/build/content-error.ts';

try {
  const compiled = new BlogContentPlugin(join(import.meta.dirname, '..', 'content')).compile();
  for (const [lang, heads] of Object.entries(compiled.heads)) console.log(`${lang}: ${Object.keys(heads).length} posts`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  for (const problem of error.problems) console.error(problem);
  process.exit(1);
}
