import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeChecker } from '../test-support/fake-checker.ts';
import { runRemoteChecker, type RemoteCheckerOptions } from './remote-checker.ts';

let dir: string;
const target = { area: 'blog', version: '1.4.0', origin: 'http://127.0.0.1:9' };

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'remote-checker-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function checker(source: string, timeoutMs = 5000): Promise<RemoteCheckerOptions> {
  return { path: await writeChecker(dir, 'check-remote.cjs', source), env: { PATH: process.env.PATH ?? '', MARKER: 'kept' }, timeoutMs };
}

test('passes when the checker prints ok and exits 0, and hands it area, version, origin and a clean environment', async () => {
  const options = await checker(`
    const [area, version, origin] = process.argv.slice(2);
    const env = { nodeEnv: process.env.NODE_ENV ?? null, marker: process.env.MARKER, cwd: process.cwd() };
    console.log('loading the container...');
    console.log(JSON.stringify({ ok: true, path: '/' + area + '?' + encodeURIComponent(JSON.stringify({ version, origin, env })), status: 200, bytes: 12345 }));
  `);
  const outcome = await runRemoteChecker(options, target);
  if (!outcome.ok) throw new Error(outcome.message);
  expect(outcome.status).toBe(200);
  expect(outcome.bytes).toBe(12345);
  const [path, query = ''] = outcome.path.split('?');
  expect(path).toBe('/blog');
  expect(JSON.parse(decodeURIComponent(query))).toEqual({
    version: '1.4.0',
    origin: 'http://127.0.0.1:9',
    env: { nodeEnv: null, marker: 'kept', cwd: dir },
  });
});

test('fails with the checker error when it prints ok false and exits 1', async () => {
  const options = await checker(
    `console.log(JSON.stringify({ ok: false, error: 'container blog_1_4_0 has no ./routes' })); process.exit(1);`,
  );
  expect(await runRemoteChecker(options, target)).toEqual({ ok: false, message: 'container blog_1_4_0 has no ./routes' });
});

test('fails as timed out, and stops the checker, when it runs longer than the limit', async () => {
  const options = await checker(`setInterval(() => {}, 1000);`, 300);
  const started = Date.now();
  const outcome = await runRemoteChecker(options, target);
  expect(outcome).toEqual({ ok: false, message: expect.stringMatching(/timed out after 300 ms/) });
  expect(Date.now() - started).toBeLessThan(3000);
});

test.each([
  [
    'text that is not JSON',
    `console.log('rendered fine, trust me');`,
    /printed no valid result line \(printed "rendered fine, trust me", exited with code 0\)/,
  ],
  ['JSON of another shape', `console.log(JSON.stringify({ status: 200 }));`, /printed no valid result line/],
  [
    'nothing at all after a crash',
    `throw new Error('Cannot find module react');`,
    /printed nothing, exited with code 1\); stderr: .*Cannot find module react/,
  ],
  [
    'ok with a non-zero exit code',
    `console.log(JSON.stringify({ ok: true, path: '/blog', status: 200, bytes: 1 })); process.exit(3);`,
    /reported ok but exited with code 3/,
  ],
  [
    'ok with an error status',
    `console.log(JSON.stringify({ ok: true, path: '/blog', status: 503, bytes: 10 }));`,
    /\/blog rendered with HTTP 503/,
  ],
])('fails when the checker prints %s', async (_label, source, message) => {
  const outcome = await runRemoteChecker(await checker(source), target);
  expect(outcome.ok).toBe(false);
  expect(outcome.ok ? '' : outcome.message).toMatch(message);
});

test('fails naming a usage error when the checker exits 2', async () => {
  const options = await checker(
    `console.log(JSON.stringify({ ok: false, error: 'usage: check-remote <area> <version> <origin>' })); process.exit(2);`,
  );
  expect(await runRemoteChecker(options, target)).toEqual({
    ok: false,
    message: 'the checker refused its arguments: usage: check-remote <area> <version> <origin>',
  });
});

test('fails naming the path and how to build it when the checker does not exist', async () => {
  const outcome = await runRemoteChecker({ path: join(dir, 'missing.cjs'), env: {}, timeoutMs: 1000 }, target);
  expect(outcome.ok).toBe(false);
  expect(outcome.ok ? '' : outcome.message).toContain(join(dir, 'missing.cjs'));
  expect(outcome.ok ? '' : outcome.message).toContain('npm run build -w host');
});
