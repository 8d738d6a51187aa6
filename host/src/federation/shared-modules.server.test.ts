/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLED_SHARED_SUBPATHS } from '../../../tooling/shared-deps.ts';
import { SERVER_SHARED_KEYS } from './shared-modules.server.ts';

test('the host server provides every browser-shared subpath of @meridian/shared', () => {
  const manifest = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'shared', 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  const shared = Object.keys(manifest.exports)
    .filter((subpath) => !subpath.endsWith('.css') && !subpath.includes('.server') && !BUNDLED_SHARED_SUBPATHS.includes(subpath))
    .map((subpath) => `@meridian/shared/${subpath.slice(2)}`);
  expect(SERVER_SHARED_KEYS.filter((key) => key.startsWith('@meridian/shared/')).sort()).toEqual(shared.sort());
});
