import { sharedDepProblems } from './shared-deps.ts';

const host = { react: '19.3.1', 'react-dom': '19.3.1', '@meridian/shared': '1.2.0' };
const remote = (shared: { name: string; version: string; requiredVersion?: string | false }[]) => ({ label: 'blog@1.0.0', shared });

test('accepts matching majors and satisfied ranges', () => {
  expect(sharedDepProblems(remote([{ name: 'react', version: '19.0.0', requiredVersion: '^19.0.0' }, { name: '@meridian/shared/bus', version: '1.0.0', requiredVersion: '^1.0.0' }]), host, [])).toEqual([]);
});

test('ignores packages outside the checked singletons and ranges that are absent or false', () => {
  expect(sharedDepProblems(remote([{ name: 'lodash', version: '3.0.0', requiredVersion: '^3' }, { name: 'react-dom/client', version: '19.3.1', requiredVersion: false }]), host, [])).toEqual([]);
});

test('maps subpath modules to their package and reports each problem once', () => {
  const problems = sharedDepProblems(remote([{ name: 'react', version: '18.2.0' }, { name: 'react/jsx-runtime', version: '18.2.0' }]), host, []);
  expect(problems).toEqual(['react: built against 18.2.0, host provides 19.3.1 (major 18 ≠ 19)']);
});

test('names a package the host does not list and a range that is not semver', () => {
  expect(sharedDepProblems(remote([{ name: 'i18next', version: '27.0.0' }]), host, [])).toEqual(["i18next: the host's shared versions do not list it"]);
  expect(sharedDepProblems(remote([{ name: 'react', version: '19.3.1', requiredVersion: 'soon' }]), host, [])).toEqual(['react: required range "soon" is not a semver range']);
});

test('judges a module listed without a version (prefix share) by its required range', () => {
  expect(sharedDepProblems(remote([{ name: 'react/jsx-runtime', version: '', requiredVersion: '^19.3.1' }]), host, [])).toEqual([]);
  expect(sharedDepProblems(remote([{ name: 'react/jsx-runtime', version: '', requiredVersion: '^18.2.0' }]), host, [])).toEqual([
    'react: built against ^18.2.0, host provides 19.3.1 (major 18 ≠ 19)',
    'react: requires ^18.2.0, host provides 19.3.1',
  ]);
  const live = { label: 'tools@2.0.0', shared: [{ name: 'react/jsx-runtime', version: '', requiredVersion: '^20.0.0' }] };
  expect(sharedDepProblems(remote([{ name: 'react', version: '19.3.1' }]), host, [live])).toEqual(['react: built against 19.3.1, live tools@2.0.0 against ^20.0.0 (major 19 ≠ 20)']);
});
