/** @jest-environment node */
import { PassThrough } from 'node:stream';
import { createElement, Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { KEEP_FINISHED_BOUNDARIES, pageBody, pageCacheControl } from './stream.server.tsx';

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

test('pieces written in one turn reach the response as one write, and later pieces still stream', async () => {
  const res = response();
  const writes: string[] = [];
  const write = res.stream.write.bind(res.stream);
  res.stream.write = ((chunk: Buffer) => {
    writes.push(chunk.toString('utf8'));
    return write(chunk);
  }) as typeof res.stream.write;
  let finish: (kept: Buffer | null) => void = () => {};
  const done = new Promise<Buffer | null>((resolve) => {
    finish = resolve;
  });
  const body = pageBody(res.stream, '<html>', false, finish);
  for (const piece of ['<a>', '<b>', '<c>']) body.write(piece);
  // The next turn: setImmediate callbacks run in order, so the flush the writes scheduled has run.
  await new Promise((resolve) => setImmediate(resolve));
  body.write('<late>');
  body.end();
  await done;
  expect(writes).toEqual(['<html><a><b><c>', '<late>']);
});

test('a response that pushes back pauses the page until it drains, losing nothing', async () => {
  const slow = new PassThrough({ highWaterMark: 4 });
  const received: Buffer[] = [];
  const done = new Promise<Buffer | null>((resolve) => {
    const body = pageBody(slow, 'start', true, resolve);
    body.write('x'.repeat(64));
    setTimeout(() => {
      body.write('y'.repeat(64));
      body.end();
    }, 5);
  });
  setTimeout(() => slow.on('data', (chunk: Buffer) => received.push(chunk)), 20);
  const kept = await done;
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(Buffer.concat(received).toString('utf8')).toBe(`start${'x'.repeat(64)}${'y'.repeat(64)}`);
  expect(kept?.toString('utf8')).toBe(`start${'x'.repeat(64)}${'y'.repeat(64)}`);
});

test('a page rendered for a signed-in visitor is never stored; anonymous pages keep theirs', () => {
  expect(pageCacheControl({ status: 200, method: 'GET', signedIn: true })).toBe('private, no-store');
  expect(pageCacheControl({ status: 404, method: 'GET', signedIn: true })).toBe('private, no-store');
  expect(pageCacheControl({ status: 200, method: 'GET', signedIn: false })).toBe('private, no-cache');
  expect(pageCacheControl({ status: 200, method: 'HEAD', signedIn: false })).toBe('private, no-cache');
  expect(pageCacheControl({ status: 200, method: 'POST', signedIn: false })).toBe('no-store');
  expect(pageCacheControl({ status: 404, method: 'GET', signedIn: false })).toBe('no-store');
});

test('a finished Suspense boundary after a long page stays in place: no inline script (which the CSP refuses) must reveal it', async () => {
  const page = createElement(
    'main',
    null,
    createElement('p', null, 'x'.repeat(20_000)),
    createElement(Suspense, { fallback: null }, createElement('p', null, 'y'.repeat(2_000))),
  );
  const html = await new Promise<string>((resolve) => {
    const res = response();
    res.stream.on('end', () => resolve(res.text()));
    const stream = renderToPipeableStream(page, { ...KEEP_FINISHED_BOUNDARIES, onShellReady: () => stream.pipe(res.stream) });
  });
  expect(html).toContain(`<!--$--><p>${'y'.repeat(2_000)}</p><!--/$-->`);
  expect(html).not.toMatch(/<template|<script/);
});
