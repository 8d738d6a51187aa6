/**
 * Test fixture (not part of the app): the blog's content as its pages read it. Posts are
 * compiled by the real content compiler and served through a mocked `fetch` at the paths
 * `fetch-content.ts` asks for, so page tests render with `host/src/testing/render-area.tsx`
 * over the same JSON the content origin serves.
 */
import { clearContentCache } from '../features/content/fetch-content.ts';
import { compileContent, type SourceFile } from './compile-content.ts';
import { postSource, TEST_COVERS } from './test-post.ts';

/** A post source for `lang` with the given front matter overrides and body. */
export function testPost(lang: string, fields: Record<string, string>, body?: string): SourceFile {
  const unikey = fields.unikey ?? 'post';
  return { path: `${lang}/${unikey}.md`, source: postSource({ language: lang, ...fields }, body) };
}

/**
 * Compiles `files` (English and German) and answers `fetch` of `/content/...` with the result,
 * 404 for anything else. Forgets content read before; undo with `jest.restoreAllMocks()`.
 */
export function serveContent(files: readonly SourceFile[]): jest.SpyInstance {
  clearContentCache();
  const { assets } = compileContent(files, { languages: ['en', 'de'], covers: TEST_COVERS });
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: string | URL | Request) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = assets.get(url.replace(/^\//, ''));
    return body === undefined
      ? new Response('Not found', { status: 404 })
      : new Response(body, { headers: { 'content-type': 'application/json' } });
  });
}
