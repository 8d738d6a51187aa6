/** @jest-environment node */
import { isServerBundlePath, mayServe } from './server-bundle-guard.ts';

const TOKEN = 'origin-server-token-0123456789abcdef';

test.each([
  '/1.0.0/server/remoteEntry.js',
  '/1.0.0/server/720.6d2c7fab.js.br',
  '/1.0.0/server/',
  '/1.0.0/./server/remoteEntry.js',
  '//1.0.0/server/remoteEntry.js',
  '/1.0.0/content/../server/remoteEntry.js',
  '/1.0.0/%73erver/remoteEntry.js',
  '/1.0.0%2Fserver/remoteEntry.js',
  '/%E0%A4%A/server/x.js',
])('%s is a server bundle path', (path) => {
  expect(isServerBundlePath(path)).toBe(true);
  expect(mayServe(path, undefined, TOKEN)).toBe(false);
  expect(mayServe(path, 'Bearer wrong', TOKEN)).toBe(false);
});

test('a server bundle is served with the read credential only', () => {
  expect(mayServe('/1.0.0/server/remoteEntry.js', `Bearer ${TOKEN}`, TOKEN)).toBe(true);
  expect(mayServe('/1.0.0/server/remoteEntry.js', TOKEN, TOKEN)).toBe(false);
  expect(mayServe('/1.0.0/server/remoteEntry.js', `Bearer ${TOKEN}`, undefined)).toBe(false);
});

test('browser files stay public', () => {
  for (const path of ['/1.0.0/remoteEntry.js', '/1.0.0/mf-manifest.json', '/1.0.0/locales/de/home.json', '/1.0.0/serverless.js'])
    expect(mayServe(path, undefined, TOKEN)).toBe(true);
});
