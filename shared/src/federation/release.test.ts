import { containerName, pinRelease, type ReleaseState } from './release.ts';
import { parseReleaseSet, parseReleaseState } from './release-state.server.ts';

const entry = (version: string) => ({ version, origin: 'http://localhost:3001' });
const state = (overrides: Partial<Record<string, object>> = {}): ReleaseState =>
  parseReleaseState({
    revision: 7,
    remotes: {
      marketing: entry('1.0.0'),
      blog: entry('1.0.0'),
      account: entry('1.0.0'),
      checkout: entry('1.0.0'),
      tools: entry('1.0.0'),
      ...overrides,
    },
  });

describe('release sets', () => {
  test('names every version of a remote its own container', () => {
    expect(containerName('blog', '1.4.0')).toBe('blog_1_4_0');
    expect(containerName('blog', '2.0.0-rc.1')).toBe('blog_2_0_0_rc_1');
  });

  test('rejects a malformed file naming the field', () => {
    expect(() => parseReleaseSet({ revision: 1, remotes: { blog: { version: 'latest' } } })).toThrow(/remotes\.marketing|remotes\.blog/);
    expect(() => parseReleaseState({ revision: 1, remotes: { blog: { version: '1.0.0' } } })).toThrow(
      /invalid release state: remotes\.blog\.origin/,
    );
  });

  test('a state that lacks an area (never activated) is accepted without it; an area this build does not know is dropped', () => {
    const { tools: _never, ...activated } = state().remotes;
    const parsed = parseReleaseState({ revision: 8, remotes: { ...activated, support: entry('1.0.0') } });
    expect(Object.keys(parsed.remotes).sort()).toEqual(['account', 'blog', 'checkout', 'marketing']);
    expect(parseReleaseState({ revision: 0, remotes: {} }).remotes).toEqual({});
  });

  test('a release file without canaries (and without hashes) reads as a state with none', () => {
    expect(state().remotes.blog).toEqual({ ...entry('1.0.0'), canary: null, previous: [], integrity: {} });
  });
});

describe('pinRelease', () => {
  const always = () => true;
  const never = () => false;

  test('a visitor in the canary bucket gets the canary version', () => {
    const current = state({ blog: { ...entry('1.0.0'), canary: { version: '1.1.0', percent: 50 } } });
    expect(pinRelease(current, { id: 'v1', previews: [] }, always).remotes.blog?.version).toBe('1.1.0');
    expect(pinRelease(current, { id: 'v1', previews: [] }, never).remotes.blog?.version).toBe('1.0.0');
  });

  test('a visitor without an id never gets a canary', () => {
    const current = state({ blog: { ...entry('1.0.0'), canary: { version: '1.1.0', percent: 100 } } });
    expect(pinRelease(current, { id: null, previews: [] }, always).remotes.blog?.version).toBe('1.0.0');
  });

  test('a preview pin wins over canary and active, for its remote only', () => {
    const current = state({ blog: { ...entry('1.0.0'), canary: { version: '1.1.0', percent: 100 } } });
    const pinned = pinRelease(current, { id: 'v', previews: [{ area: 'blog', version: '1.2.0' }] }, always);
    expect(pinned.remotes.blog?.version).toBe('1.2.0');
    expect(pinned.remotes.tools?.version).toBe('1.0.0');
  });

  test('an area without a release has none in the pinned set', () => {
    const { tools: _never, ...activated } = state().remotes;
    const pinned = pinRelease({ revision: '8', remotes: activated }, { id: 'v', previews: [{ area: 'tools', version: '1.2.0' }] }, always);
    expect(Object.keys(pinned.remotes).sort()).toEqual(['account', 'blog', 'checkout', 'marketing']);
  });

  test('a known-good fallback does not replace a working active version', () => {
    const current = state({ tools: { ...entry('1.3.0'), fallback: '1.2.0' } });
    expect(pinRelease(current, { id: null, previews: [] }, never).remotes.tools?.version).toBe('1.3.0');
  });
});
