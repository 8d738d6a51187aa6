/** @jest-environment node */
import { buildFilesText, compareWithBuild, parseBuildFiles } from './build-files.server.ts';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);

test('writes the list sorted by path and reads it back', () => {
  const text = buildFilesText({ 'server/remoteEntry.js': A, 'mf-manifest.json': B });
  expect(text.indexOf('mf-manifest.json')).toBeLessThan(text.indexOf('server/remoteEntry.js'));
  expect(parseBuildFiles(text)).toEqual({ files: { 'mf-manifest.json': B, 'server/remoteEntry.js': A } });
});

test('refuses a list that is not JSON, not a map of sha256 values, or names itself, saying what is wrong', () => {
  expect(() => parseBuildFiles('nope')).toThrow('build-files.json is not valid JSON');
  expect(() => parseBuildFiles('{"files":{"remoteEntry.js":"abc"}}')).toThrow(
    'build-files.json: files.remoteEntry.js: must be a sha256 in lowercase hex',
  );
  expect(() => parseBuildFiles(`{"files":{"build-files.json":"${A}"}}`)).toThrow(
    'build-files.json: files: build-files.json does not list itself',
  );
  expect(() => parseBuildFiles('[]')).toThrow('build-files.json: (root)');
});

test('compares files with the list: unlisted, missing and changed, the list itself aside', () => {
  const list = { files: { 'remoteEntry.js': A, 'mf-manifest.json': A } };
  const files = [
    { path: 'build-files.json', sha256: B },
    { path: 'remoteEntry.js', sha256: B },
    { path: 'leftover.js', sha256: A },
  ];
  expect(compareWithBuild(list, files)).toEqual({ unlisted: ['leftover.js'], missing: ['mf-manifest.json'], changed: ['remoteEntry.js'] });
  expect(
    compareWithBuild(list, [
      { path: 'remoteEntry.js', sha256: A },
      { path: 'mf-manifest.json', sha256: A },
    ]),
  ).toEqual({
    unlisted: [],
    missing: [],
    changed: [],
  });
});
