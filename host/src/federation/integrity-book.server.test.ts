/** @jest-environment node */
import type { ReleaseState, VersionIntegrity } from '@meridian/shared/release';
import { createIntegrityBook } from './integrity-book.server.ts';

const hashes = (n: string) => ({ buildFiles: n.repeat(64), remoteEntry: n.repeat(64) });
const stateWith = (integrity: Record<string, VersionIntegrity>): ReleaseState => ({
  revision: '1',
  remotes: { tools: { version: '1.0.0', origin: 'http://localhost:3005', canary: null, previous: [], integrity } },
});

test('names what the release state in force names, and keeps it once the state moves on', () => {
  let state: ReleaseState = stateWith({ '1.0.0': hashes('a') });
  const book = createIntegrityBook(() => state);
  expect(book.of('tools', '1.0.0')).toEqual(hashes('a'));
  expect(book.of('tools', '1.0.1')).toBeUndefined();
  expect(book.of('blog', '1.0.0')).toBeUndefined();
  state = stateWith({ '1.0.1': hashes('b') });
  expect(book.of('tools', '1.0.1')).toEqual(hashes('b'));
  expect(book.of('tools', '1.0.0')).toEqual(hashes('a'));
});

test('learns a preview version from its signed token, and the release state wins where it names the version', () => {
  const book = createIntegrityBook(() => stateWith({ '1.0.0': hashes('a') }));
  book.learn('tools', '2.0.0-rc.1', hashes('c'));
  book.learn('tools', '1.0.0', hashes('d'));
  expect(book.of('tools', '2.0.0-rc.1')).toEqual(hashes('c'));
  expect(book.of('tools', '1.0.0')).toEqual(hashes('a'));
});
