/**
 * The compression of a rendered page as it is sent (decision 030): once per response, in the encoding
 * the visitor's browser accepts, at a level suited to a page made for one request. The page cache
 * compresses what it keeps apart (page-cache.server.ts); assets come precompressed.
 */
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import Negotiator from 'negotiator';

/** An encoding a page is sent in. */
export type PageEncoding = 'br' | 'gzip';

/**
 * Brotli quality for a page rendered for one request: 3 costs about 0.4 ms of CPU for the 85 KB
 * home page (quality 4, the `compression` middleware's default: 0.7 ms) for 6 % more bytes
 * (15.7 against 14.9 KB). The page cache stores at quality 6, once per kept page.
 */
export const DYNAMIC_BROTLI_QUALITY = 3;

/** Brotli window: 2^18 = 256 KB holds a whole page (85 KB), where the default 4 MB is allocated for every response. */
export const DYNAMIC_BROTLI_WINDOW = 18;

/** gzip level for a page rendered for one request (0.44 ms and 17.0 KB for the home page; level 6: 0.70 ms, 15.7 KB). */
export const DYNAMIC_GZIP_LEVEL = 3;

/** What {@link negotiatePageEncoding} reads of a request. */
export interface EncodingRequest {
  readonly method: string;
  readonly headers: { readonly 'accept-encoding'?: string | undefined };
}

/**
 * The encoding to send a page in: the one the browser accepts with the highest q-value, brotli
 * before gzip when it accepts both alike (RFC 9110 section 12.5.3; as the `compression`
 * middleware chose); null for HEAD (no body) or when the browser accepts neither (sent as is).
 */
export function negotiatePageEncoding(req: EncodingRequest): PageEncoding | null {
  if (req.method === 'HEAD') return null;
  const chosen = new Negotiator({ headers: req.headers }).encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip'] });
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/** A compressing stream for one page response in `encoding` at the dynamic levels above. */
export function createPageEncoder(encoding: PageEncoding): BrotliCompress | Gzip {
  return encoding === 'br'
    ? createBrotliCompress({
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_LGWIN]: DYNAMIC_BROTLI_WINDOW,
        },
      })
    : createGzip({ level: DYNAMIC_GZIP_LEVEL });
}
