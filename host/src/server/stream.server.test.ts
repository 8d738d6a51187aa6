/** @jest-environment node */
import { PassThrough } from 'node:stream';
import { pageBody } from './stream.server.tsx';

/** A response stand-in: collects what is piped to it. */
function response(): { stream: PassThrough; text: () => string } {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

test.each([true, false])('the visitor gets the document start before the page, kept for the page cache or not (keep: %s)', async (keep) => {
  const res = response();
  const done = new Promise<Buffer | null>((resolve) => {
    const body = pageBody(res.stream, '<!doctype html><html lang="en-US">', keep, resolve);
    body.write('<main>page</main>');
    body.end();
  });
  const kept = await done;
  expect(res.text()).toBe('<!doctype html><html lang="en-US"><main>page</main>');
  expect(kept?.toString('utf8') ?? null).toBe(keep ? '<!doctype html><html lang="en-US"><main>page</main>' : null);
});
