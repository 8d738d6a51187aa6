/**
 * Content types of artifact files by extension, shared by the registry's `/artifacts/` route and
 * the object store (which keeps them on each object, so the bucket and its CDN serve them).
 */
import { extname } from 'node:path';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Content type of a file by its extension; `application/octet-stream` when unknown. */
export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

const ENCODINGS: Readonly<Record<string, string>> = { '.br': 'br', '.gz': 'gzip' };

/**
 * How an object store keeps a file: a precompressed twin (`remoteEntry.js.br`, `.gz`) carries
 * the type of the file it compresses and its `Content-Encoding`, so a CDN that answers
 * `remoteEntry.js` with the twin passes both headers on unchanged; any other file is
 * `contentTypeOf(path)` without encoding.
 */
export function storedTypeOf(path: string): { contentType: string; contentEncoding?: string } {
  const encoding = ENCODINGS[extname(path).toLowerCase()];
  if (encoding === undefined) return { contentType: contentTypeOf(path) };
  const original = path.slice(0, -extname(path).length);
  return { contentType: contentTypeOf(original), contentEncoding: encoding };
}
