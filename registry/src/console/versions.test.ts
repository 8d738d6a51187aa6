import { compareVersions, rollbackTarget, versionActions, type AreaState } from './versions.ts';

const state = (version: string, previous: string[], canary: AreaState['canary'] = null): AreaState => ({
  version,
  origin: 'http://localhost:3002',
  canary,
  previous,
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
  expect(versionActions('1.0.0', blog).primary).toEqual({ kind: 'rollback', label: 'Roll back to 1.0.0' });
  expect(rollbackTarget(blog)).toBe('1.0.0');
});

test('never labels a newer version as a rollback target, even when it was live before', () => {
  // after rolling back from 1.0.1 to 1.0.0, the history holds the newer 1.0.1
  const blog = state('1.0.0', ['1.0.1']);
  expect(versionActions('1.0.1', blog).primary).toEqual({ kind: 'activate', label: 'Activate 1.0.1' });
  expect(rollbackTarget(blog)).toBeNull();
});

test('offers any older version in the history as a rollback target, the quick one being the most recent', () => {
  const blog = state('1.3.0', ['1.4.0', '1.2.0', '1.1.0', '1.0.0']);
  expect(rollbackTarget(blog)).toBe('1.2.0');
  expect(versionActions('1.1.0', blog).primary?.label).toBe('Roll back to 1.1.0');
  expect(versionActions('1.0.0', blog).primary?.label).toBe('Roll back to 1.0.0');
});

test('activates (through the gates) an older version that was never live, rather than rolling back to it', () => {
  expect(versionActions('0.9.0', state('1.0.0', []))).toEqual({ primary: { kind: 'activate', label: 'Activate 0.9.0' }, canCanary: true });
});

test('offers nothing but a preview on the live version and the running canary', () => {
  const blog = state('1.0.0', [], { version: '1.1.0', percent: 5 });
  expect(versionActions('1.0.0', blog)).toEqual({ primary: null, canCanary: false });
  expect(versionActions('1.1.0', blog)).toEqual({ primary: null, canCanary: false });
});

test('offers activation only, and no canary, before an area was ever live', () => {
  expect(versionActions('1.0.0', undefined)).toEqual({ primary: { kind: 'activate', label: 'Activate 1.0.0' }, canCanary: false });
  expect(rollbackTarget(undefined)).toBeNull();
});
