/** @jest-environment node */
import { serverBundleRequest } from './origin-credential.server.ts';

const ORIGIN = 'http://localhost:3001';
const TOKEN = 'an-origin-server-token';
const BUCKET = 'http://127.0.0.1:3400/meridian-artifacts/remotes/marketing';

describe('where a host reads a server bundle', () => {
  test('from its private source when one is named for the origin, without the origin credential', () => {
    expect(serverBundleRequest(`${ORIGIN}/1.0.0/server/remoteEntry.js`, [ORIGIN], TOKEN, { [ORIGIN]: BUCKET })).toEqual({
      url: `${BUCKET}/1.0.0/server/remoteEntry.js`,
      headers: {},
    });
  });

  test('from the origin with the credential when no source is named', () => {
    expect(serverBundleRequest(`${ORIGIN}/1.0.0/server/12.js`, [ORIGIN], TOKEN)).toEqual({
      url: `${ORIGIN}/1.0.0/server/12.js`,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
  });

  test('leaves browser files, other origins and unparsable URLs alone', () => {
    const sources = { [ORIGIN]: BUCKET };
    expect(serverBundleRequest(`${ORIGIN}/1.0.0/remoteEntry.js`, [ORIGIN], TOKEN, sources)).toBeNull();
    expect(serverBundleRequest('http://evil.example/1.0.0/server/remoteEntry.js', [ORIGIN], TOKEN, sources)).toBeNull();
    expect(serverBundleRequest('not a url', [ORIGIN], TOKEN, sources)).toBeNull();
  });

  test('a path that climbs out of the version folder is normalised before the source is chosen', () => {
    expect(serverBundleRequest(`${ORIGIN}/1.0.0/locales/../server/a.js`, [ORIGIN], undefined, { [ORIGIN]: BUCKET })?.url).toBe(
      `${BUCKET}/1.0.0/server/a.js`,
    );
  });

  test('without a source or a token nothing is changed', () => {
    expect(serverBundleRequest(`${ORIGIN}/1.0.0/server/remoteEntry.js`, [ORIGIN], undefined)).toBeNull();
  });
});
