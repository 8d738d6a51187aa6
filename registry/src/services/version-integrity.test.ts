import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { verifyPreviewToken } from '@meridian/shared/preview-token.server';
import { createFixture, TEST_TOKEN, type Fixture } from '../test-support/registry-fixture.ts';
import { writeChecker } from '../test-support/fake-checker.ts';
import { versionContents } from '../test-support/version-files.ts';
import { checkerArguments } from '../gates/remote-checker.ts';
import { integrityOfFiles } from './version-integrity.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What `blog`@`version` of the fixture hashes to, computed from the files it publishes. */
function expected(version: string) {
  const files = versionContents('blog', version);
  return { buildFiles: sha256(files['build-files.json'] ?? ''), remoteEntry: sha256(files['remoteEntry.js'] ?? '') };
}

let fx: Fixture;

beforeEach(async () => {
  fx = await createFixture();
  for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0']) expect((await fx.publish('blog', version)).statusCode).toBe(201);
});

afterEach(async () => {
  await fx.close();
});

test('reads a version integrity from its build-files.json and browser remoteEntry.js records, or none without both', () => {
  const files = [
    { path: 'build-files.json', sha256: 'a'.repeat(64) },
    { path: 'remoteEntry.js', sha256: 'b'.repeat(64) },
    { path: 'server/remoteEntry.js', sha256: 'c'.repeat(64) },
  ];
  expect(integrityOfFiles(files)).toEqual({ buildFiles: 'a'.repeat(64), remoteEntry: 'b'.repeat(64) });
  expect(integrityOfFiles(files.slice(1))).toBeNull();
  expect(integrityOfFiles(files.filter((file) => file.path !== 'remoteEntry.js'))).toBeNull();
});

test('the release state names the integrity of the active, canary and fallback versions, and of nothing else', async () => {
  for (const version of ['1.0.0', '1.1.0']) expect((await fx.write({ action: 'activate', remote: 'blog', version })).statusCode).toBe(200);
  const canary = await fx.write({ action: 'canary', remote: 'blog', version: '1.2.0', percent: 10 });
  expect(canary.statusCode).toBe(200);
  const live = { '1.0.0': expected('1.0.0'), '1.1.0': expected('1.1.0'), '1.2.0': expected('1.2.0') };
  expect(canary.json<{ remote: { integrity: unknown } }>().remote.integrity).toEqual(live);
  const state = (await fx.request({ url: '/api/releases' })).json<{ remotes: { blog: { integrity: unknown; fallback?: string } } }>();
  expect(state.remotes.blog.fallback).toBe('1.0.0');
  // 1.0.0 is the fallback; 1.3.0, published but never live, is not named.
  expect(state.remotes.blog.integrity).toEqual(live);
});

test('the gate checker is handed the integrity recorded at publish, after area, version and origin', async () => {
  const argvFile = join(fx.dir, 'argv.json');
  const path = await writeChecker(
    fx.dir,
    'check-remote.cjs',
    `require('node:fs').writeFileSync(${JSON.stringify(argvFile)}, JSON.stringify(process.argv.slice(2)));
     console.log(JSON.stringify({ ok: true, path: '/blog', status: 200, bytes: 1 }));`,
  );
  fx.deps.config.remoteChecker = { path, env: {} };
  expect((await fx.write({ action: 'activate', remote: 'blog', version: '1.1.0' })).statusCode).toBe(200);
  const { buildFiles, remoteEntry } = expected('1.1.0');
  // The registry appends the checker's time budget after them.
  expect((JSON.parse(await readFile(argvFile, 'utf8')) as string[]).slice(0, 7)).toEqual([
    'blog',
    '1.1.0',
    fx.origin.origin,
    '--build-files',
    buildFiles,
    '--remote-entry',
    remoteEntry,
  ]);
  expect(checkerArguments({ area: 'blog', version: '1.1.0', origin: 'http://o', integrity: null })).toEqual(['blog', '1.1.0', 'http://o']);
});

test('a preview link carries the integrity of its version, signed', async () => {
  const response = await fx.request({
    method: 'POST',
    url: '/api/previews',
    headers: { authorization: `Bearer ${TEST_TOKEN}` },
    payload: { remote: 'blog', version: '1.2.0', ttlSeconds: 600 },
  });
  expect(response.statusCode).toBe(201);
  const claims = verifyPreviewToken(response.json<{ token: string }>().token, fx.deps.config.previewSecret, fx.clock.now);
  expect(claims?.integrity).toEqual(expected('1.2.0'));
});
