import { packageOf } from '../manifest.ts';
import { sharedExportProblems } from './host-shared.ts';
import { sharedDepProblems } from './shared-deps.ts';

const host = { react: '19.3.1', 'react-dom': '19.3.1', '@meridian/shared': '1.2.0' };
type Share = { name: string; version: string; requiredVersion?: string | false };
/** The remote as given, with no share added. */
const bare = (shared: Share[]) => ({ label: 'blog@1.0.0', shared });
/** The remote plus the required shares it does not list, so a test looks at one thing only. */
const remote = (shared: Share[]) => {
  const baseline: Share[] = [
    { name: 'react', version: '19.3.1' },
    { name: '@meridian/shared/ui', version: '1.2.0' },
  ];
  const listed = new Set(shared.map((item) => packageOf(item.name)));
  return bare([...shared, ...baseline.filter((item) => !listed.has(packageOf(item.name)))]);
};

test('accepts matching majors and satisfied ranges', () => {
  expect(
    sharedDepProblems(
      remote([
        { name: 'react', version: '19.0.0', requiredVersion: '^19.0.0' },
        { name: '@meridian/shared/bus', version: '1.0.0', requiredVersion: '^1.0.0' },
      ]),
      host,
      [],
    ),
  ).toEqual([]);
});

test('ignores packages outside the checked singletons and ranges that are absent or false', () => {
  expect(
    sharedDepProblems(
      remote([
        { name: 'lodash', version: '3.0.0', requiredVersion: '^3' },
        { name: 'react-dom/client', version: '19.3.1', requiredVersion: false },
      ]),
      host,
      [],
    ),
  ).toEqual([]);
});

test('maps subpath modules to their package and reports each problem once', () => {
  const problems = sharedDepProblems(
    remote([
      { name: 'react', version: '18.2.0' },
      { name: 'react/jsx-runtime', version: '18.2.0' },
    ]),
    host,
    [],
  );
  expect(problems).toEqual(['react: built against 18.2.0, host provides 19.3.1 (major 18 ≠ 19)']);
});

test('names a package the host does not list and a range that is not semver', () => {
  expect(sharedDepProblems(remote([{ name: 'i18next', version: '27.0.0' }]), host, [])).toEqual([
    "i18next: the host's shared versions do not list it",
  ]);
  expect(sharedDepProblems(remote([{ name: 'react', version: '19.3.1', requiredVersion: 'soon' }]), host, [])).toEqual([
    'react: required range "soon" is not a semver range',
  ]);
});

test('judges a module listed without a version (prefix share) by its required range', () => {
  expect(sharedDepProblems(remote([{ name: 'react/jsx-runtime', version: '', requiredVersion: '^19.3.1' }]), host, [])).toEqual([]);
  expect(sharedDepProblems(remote([{ name: 'react/jsx-runtime', version: '', requiredVersion: '^18.2.0' }]), host, [])).toEqual([
    'react: built against ^18.2.0, host provides 19.3.1 (major 18 ≠ 19)',
    'react: requires ^18.2.0, host provides 19.3.1',
  ]);
  const live = { label: 'tools@2.0.0', shared: [{ name: 'react/jsx-runtime', version: '', requiredVersion: '^20.0.0' }] };
  expect(sharedDepProblems(remote([{ name: 'react', version: '19.3.1' }]), host, [live])).toEqual([
    'react: built against 19.3.1, live tools@2.0.0 against ^20.0.0 (major 19 ≠ 20)',
  ]);
});

test('names a required singleton that the manifest does not share at all (a remote that bundles its own React)', () => {
  const full = { ...host, 'react-router': '8.5.1', 'react-i18next': '18.0.1', i18next: '27.1.2' };
  const withoutReact = bare([
    { name: 'react-router', version: '8.5.1' },
    { name: 'react-i18next', version: '18.0.1' },
    { name: '@meridian/shared/ui', version: '1.2.0' },
  ]);
  expect(sharedDepProblems(withoutReact, full, [])).toEqual([
    'react: not shared: the manifest does not list it, so the remote bundles its own copy (the host provides 19.3.1)',
  ]);
});

describe('exports of tree-shaken shared packages', () => {
  test('names an export a remote imports that the host does not provide in the browser', () => {
    const problems = sharedExportProblems({ 'react-router': ['Link', 'unstable_usePrompt'] }, { 'react-router': ['Link', 'Form'] });
    expect(problems).toEqual([
      "react-router: imports unstable_usePrompt, which the host's browser build does not provide (tooling/shared-exports.ts)",
    ]);
  });

  test('accepts a remote within the list, and packages the host does not tree-shake', () => {
    expect(sharedExportProblems({ 'react-router': ['Link'], i18next: ['default'] }, { 'react-router': ['Link', 'Form'] })).toEqual([]);
  });
});
