/** @jest-environment node */
import { sharedPackageSingletons } from '../../../tooling/shared-deps.ts';
import { CLIENT_SHARED_MODULES } from './shared-modules.client.ts';

test('the browser shell provides every browser-shared subpath of @meridian/shared', () => {
  const shared = sharedPackageSingletons();
  expect(Object.keys(CLIENT_SHARED_MODULES).sort()).toEqual(shared.sort());
});

test('the page provides the same share keys as the server, so a remote that renders on the server also hydrates', async () => {
  const { clientSharedKeys } = await import('./shared-modules.client.ts');
  const { SERVER_SHARED_KEYS } = await import('./shared-modules.server.ts');
  expect([...clientSharedKeys()].sort()).toEqual([...SERVER_SHARED_KEYS].sort());
});

test('the libraries are handed over loaded and the @meridian/shared subpaths as getters of their chunks', async () => {
  const { clientSharedOption } = await import('./shared-modules.client.ts');
  const shared = clientSharedOption() as Record<string, { lib?: () => unknown; get?: () => Promise<() => unknown>; shareConfig: object }>;
  expect((shared.react?.lib?.() as { useState?: unknown }).useState).toBe((await import('react')).useState);
  expect(shared['@meridian/shared/areas']?.lib).toBeUndefined();
  const factory = await shared['@meridian/shared/areas']?.get?.();
  expect((factory?.() as { AREAS?: unknown }).AREAS).toBe((await import('@meridian/shared/areas')).AREAS);
  for (const entry of Object.values(shared)) expect(entry.shareConfig).toMatchObject({ singleton: true });
});
