/** @jest-environment node */
import { sharedPackageSingletons } from '../../../tooling/shared-deps.ts';
import { SERVER_SHARED_KEYS } from './shared-modules.server.ts';

test('the host server provides every browser-shared subpath of @meridian/shared', () => {
  const shared = sharedPackageSingletons();
  expect(SERVER_SHARED_KEYS.filter((key) => key.startsWith('@meridian/shared/')).sort()).toEqual(shared.sort());
});
