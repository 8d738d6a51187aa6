/** @jest-environment node */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createPageEncoder, negotiatePageEncoding } from './page-encoding.server.ts';

/** A request as the server receives it. */
const request = (method: string, acceptEncoding?: string) => ({
  method,
  headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
});

test.each([
  ['gzip, br', 'br'],
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip', 'gzip'],
  ['br;q=0.5, gzip', 'gzip'],
  ['gzip;q=0, br;q=0', null],
  ['identity', null],
  ['deflate', null],
  ['', null],
  [undefined, null],
])('Accept-Encoding %p: the page is sent as %p', (header, expected) => {
  expect(negotiatePageEncoding(request('GET', header))).toBe(expected);
});

test('a HEAD request has no body to compress', () => {
  expect(negotiatePageEncoding(request('HEAD', 'gzip, br'))).toBeNull();
});

test.each(['br', 'gzip'] as const)('a page streamed through the %s encoder in pieces decodes to the same page', async (encoding) => {
  const page = `<!doctype html>${'<p>Meridian VPN — ünïcode ✓</p>'.repeat(2000)}`;
  const encoder = createPageEncoder(encoding);
  const out: Buffer[] = [];
  encoder.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => encoder.on('end', resolve));
  for (let at = 0; at < page.length; at += 5000) encoder.write(page.slice(at, at + 5000));
  encoder.end('</html>');
  await ended;
  const bytes = Buffer.concat(out);
  const decoded = encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes);
  expect(decoded.toString('utf8')).toBe(`${page}</html>`);
  expect(bytes.length).toBeLessThan(Buffer.byteLength(page) / 10);
});
