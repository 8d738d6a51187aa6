import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { firstLoadFiles, firstLoadOf } from './first-load.ts';

const manifest = (exposes: unknown[]) => JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes });

test("the first load is the browser entry and the ./routes expose's sync chunks, each once", () => {
  const text = manifest([
    {
      name: 'routes',
      path: './routes',
      assets: { js: { sync: ['routes.1a2b.js', './shared.3c4d.js', 'routes.1a2b.js'], async: ['9.js'] } },
    },
  ]);
  expect(firstLoadFiles(text)).toEqual(['remoteEntry.js', 'routes.1a2b.js', 'shared.3c4d.js']);
});

test('a manifest that does not say (no assets, no ./routes, not JSON) gives no figure, never a throw', async () => {
  expect(firstLoadFiles(manifest([{ name: 'routes', path: './routes' }]))).toBeNull();
  expect(firstLoadFiles(manifest([{ name: 'other', path: './other', assets: { js: { sync: [] } } }]))).toBeNull();
  expect(firstLoadFiles('{')).toBeNull();
  const text = manifest([{ name: 'routes', path: './routes', assets: { js: { sync: ['gone.js'] } } }]);
  expect(await firstLoadOf(text, async (path) => (path === 'remoteEntry.js' ? new Uint8Array(10) : null))).toBeNull();
});

test('on the real tools build: the figure is what the build precompressed with gzip -9, summed', async () => {
  const built = join(process.cwd(), 'remote-tools', 'dist');
  const version =
    (await readdir(built))
      .filter((name) => /^\d+\.\d+\.\d+$/.test(name))
      .sort()
      .at(-1) ?? 'none (run npm run build)';
  const dir = join(built, version);
  const text = await readFile(join(dir, 'mf-manifest.json'), 'utf8');
  const cost = await firstLoadOf(text, (path) => readFile(join(dir, path)).catch(() => null));
  expect(cost?.files[0]).toEqual({ path: 'remoteEntry.js', gzipBytes: (await readFile(join(dir, 'remoteEntry.js.gz'))).byteLength });
  expect(cost?.files.length).toBeGreaterThan(1);
  // The tools area's first load is a few KB of gzip, far under its raw bytes.
  expect(cost?.gzipBytes).toBeGreaterThan(2000);
  expect(cost?.gzipBytes).toBeLessThan(60_000);
});
