import { compareVersions, rollbackTarget, versionActions, type AreaState } from './versions.ts';

const NONE: ReadonlySet<string> = new Set();

const state = (version: string, previous: string[], canary: AreaState['canary'] = null): AreaState => ({
  version,
  origin: 'http://localhost:3002',
  canary,
  previous,
  integrity: {},
});

test('orders versions by semver precedence, not as text', () => {
  expect(compareVersions('1.10.0', '1.9.0')).toBeGreaterThan(0);
  expect(compareVersions('1.0.0', '1.0.1')).toBeLessThan(0);
  expect(compareVersions('2.0.0-rc.1', '2.0.0')).toBeLessThan(0);
  expect(compareVersions('2.0.0-rc.2', '2.0.0-rc.10')).toBeLessThan(0);
  expect(compareVersions('2.0.0-alpha', '2.0.0-1')).toBeGreaterThan(0);
  expect(compareVersions('1.2.3', '1.2.3')).toBe(0);
});

test('labels an older, previously live version "Roll back to <version>" when rolling back from 1.0.1', () => {
  const blog = state('1.0.1', ['1.0.0']);
  expect(versionActions('1.0.0', blog, NONE).primary).toEqual({ kind: 'rollback', label: 'Roll back to 1.0.0' });
  expect(rollbackTarget(blog, NONE)).toBe('1.0.0');
});

test('never labels a newer version as a rollback target, even when it was live before', () => {
  // after rolling back from 1.0.1 to 1.0.0, the history holds the newer 1.0.1
  const blog = state('1.0.0', ['1.0.1']);
  expect(versionActions('1.0.1', blog, NONE).primary).toEqual({ kind: 'activate', label: 'Activate 1.0.1' });
  expect(rollbackTarget(blog, NONE)).toBeNull();
});

test('offers any older version in the history as a rollback target, the quick one being the most recent', () => {
  const blog = state('1.3.0', ['1.4.0', '1.2.0', '1.1.0', '1.0.0']);
  expect(rollbackTarget(blog, NONE)).toBe('1.2.0');
  expect(versionActions('1.1.0', blog, NONE).primary?.label).toBe('Roll back to 1.1.0');
  expect(versionActions('1.0.0', blog, NONE).primary?.label).toBe('Roll back to 1.0.0');
});

test('activates (through the gates) an older version that was never live, rather than rolling back to it', () => {
  expect(versionActions('0.9.0', state('1.0.0', []), NONE)).toEqual({
    primary: { kind: 'activate', label: 'Activate 0.9.0' },
    canCanary: true,
  });
});

test('offers nothing but a preview on the live version and the running canary', () => {
  const blog = state('1.0.0', [], { version: '1.1.0', percent: 5 });
  expect(versionActions('1.0.0', blog, NONE)).toEqual({ primary: null, canCanary: false });
  expect(versionActions('1.1.0', blog, NONE)).toEqual({ primary: null, canCanary: false });
});

test('offers activation only, and no canary, before an area was ever live', () => {
  expect(versionActions('1.0.0', undefined, NONE)).toEqual({ primary: { kind: 'activate', label: 'Activate 1.0.0' }, canCanary: false });
  expect(rollbackTarget(undefined, NONE)).toBeNull();
});

test('never offers a rollback to a pulled version (rolled back from, aborted, refused by the gates): it is activated through the gates instead', () => {
  const tools = state('1.0.5', ['1.0.4', '1.0.3']);
  const pulled = new Set(['1.0.4']);
  expect(rollbackTarget(tools, pulled)).toBe('1.0.3');
  expect(versionActions('1.0.4', tools, pulled).primary).toEqual({ kind: 'activate', label: 'Activate 1.0.4' });
  expect(versionActions('1.0.3', tools, pulled).primary?.kind).toBe('rollback');
});

test("offers no rollback before the area's versions (and so its pulled ones) have loaded", () => {
  const tools = state('1.0.5', ['1.0.4']);
  expect(rollbackTarget(tools, null)).toBeNull();
  expect(versionActions('1.0.4', tools, null).primary?.kind).toBe('activate');
});
