/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_SHARED_MODULES } from './shared-modules.client.ts';

test('the browser shell provides every browser-shared subpath of @meridian/shared', () => {
  const manifest = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'shared', 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  const shared = Object.keys(manifest.exports)
    .filter((subpath) => !subpath.endsWith('.css') && !subpath.includes('.server'))
    .map((subpath) => `@meridian/shared/${subpath.slice(2)}`);
  expect(Object.keys(CLIENT_SHARED_MODULES).sort()).toEqual(shared.sort());
});
