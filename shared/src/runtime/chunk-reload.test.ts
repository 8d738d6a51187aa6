import { createChunkReloader, isChunkLoadError } from './chunk-reload.ts';
import { createMemoryStorage } from './ports.ts';

const chunkError = Object.assign(new Error('Loading chunk 17 failed.'), { name: 'ChunkLoadError' });

function setup(newBuild = true) {
  const clock = { now: 1_800_000_000_000 };
  const reload = jest.fn();
  const storage = createMemoryStorage();
  const reloader = createChunkReloader({ storage, now: () => clock.now, reload, isNewBuild: () => newBuild });
  return { reloader, reload, clock, storage };
}

test('reloads on a chunk-load error once a new build is live', () => {
  const { reloader, reload } = setup();
  expect(reloader.handle(chunkError, '/pricing')).toBe(true);
  expect(reload).toHaveBeenCalledTimes(1);
});

test('does not reload while the build is unchanged', () => {
  const { reloader, reload } = setup(false);
  expect(reloader.handle(chunkError, '/pricing')).toBe(false);
  expect(reload).not.toHaveBeenCalled();
});

test('reloads a path at most once per 10 s, guarded in storage', () => {
  const { reloader, reload, clock, storage } = setup();
  const start = clock.now;
  reloader.handle(chunkError, '/pricing');
  expect(storage.getItem('chunk-reload:/pricing')).toBe(String(start));
  clock.now = start + 9_999;
  expect(reloader.handle(chunkError, '/pricing')).toBe(false);
  clock.now = start + 10_000;
  expect(reloader.handle(chunkError, '/pricing')).toBe(true);
  expect(reload).toHaveBeenCalledTimes(2);
});

test('guards each path on its own', () => {
  const { reloader, reload } = setup();
  reloader.handle(chunkError, '/pricing');
  expect(reloader.handle(chunkError, '/blog')).toBe(true);
  expect(reload).toHaveBeenCalledTimes(2);
});

test('ignores errors that are not chunk-load errors', () => {
  const { reloader, reload } = setup();
  expect(reloader.handle(new Error('boom'), '/pricing')).toBe(false);
  expect(reload).not.toHaveBeenCalled();
});

test('recognises bundler and native dynamic-import failures', () => {
  expect(isChunkLoadError(chunkError)).toBe(true);
  expect(isChunkLoadError(new Error('Loading CSS chunk 3 failed (/a.css)'))).toBe(true);
  expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
  expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
});

test('reloads a page whose own area cannot start once per path per 10 s, even without a new build', () => {
  const { reloader, reload, clock } = setup(false);
  expect(reloader.reloadOnce('/blog')).toBe(true);
  expect(reloader.reloadOnce('/blog')).toBe(false);
  clock.now += 10_000;
  expect(reloader.reloadOnce('/blog')).toBe(true);
  expect(reload).toHaveBeenCalledTimes(2);
});
