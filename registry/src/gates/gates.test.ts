import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createFixture, type Fixture } from '../test-support/registry-fixture.ts';
import { HOST_SHARED, manifestText } from '../test-support/version-files.ts';
import { gateContext } from '../services/deps.ts';
import { runGates, type GateContext } from './gates.ts';

let fx: Fixture;
let context: GateContext;

beforeEach(async () => {
  fx = await createFixture();
  context = gateContext(fx.deps);
});

afterEach(async () => {
  await fx.close();
});

const target = (version = '1.0.0', origin?: string) => ({ area: 'blog' as const, version, origin: origin ?? fx.origin.origin });
const checks = (failures: { check: string }[]) => failures.map((failure) => failure.check);

test('passes a published, reachable, intact and compatible version', async () => {
  await fx.publish('blog', '1.0.0');
  expect(await runGates(context, target())).toEqual([]);
});

test('names origin-allowed for an origin off the allow-list, and does not fetch from it', async () => {
  await fx.publish('blog', '1.0.0');
  const fetchSpy = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>();
  const failures = await runGates({ ...context, fetch: fetchSpy }, target('1.0.0', 'https://evil.example'));
  expect(checks(failures)).toEqual(['origin-allowed']);
  expect(failures[0]?.message).toContain('https://evil.example');
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('names manifest when the origin answers 404', async () => {
  await fx.publish('blog', '1.0.0');
  fx.origin.remove('/1.0.0/mf-manifest.json');
  const failures = await runGates(context, target());
  expect(checks(failures)).toEqual(['manifest']);
  expect(failures[0]?.message).toMatch(/\/1\.0\.0\/mf-manifest\.json answered HTTP 404/);
});

test('names manifest when the origin is not reachable', async () => {
  await fx.publish('blog', '1.0.0');
  const closed = 'http://127.0.0.1:9';
  const failures = await runGates({ ...context, allowedOrigins: [closed] }, target('1.0.0', closed));
  expect(checks(failures)).toEqual(['manifest']);
  expect(failures[0]?.message).toMatch(/not reachable/);
});

test('names manifest when the served manifest is invalid or differs from the published one', async () => {
  await fx.publish('blog', '1.0.0');
  fx.origin.put('/1.0.0/mf-manifest.json', '{"name":"blog_1_0_0"}');
  const invalid = await runGates(context, target());
  expect(checks(invalid)).toEqual(['manifest']);
  expect(invalid[0]?.message).toMatch(/is invalid: mf-manifest\.json: metaData/);

  fx.origin.put('/1.0.0/mf-manifest.json', JSON.stringify(JSON.parse(manifestText('blog', '1.0.0')), null, 2));
  const differs = await runGates(context, target());
  expect(checks(differs)).toEqual(['manifest']);
  expect(differs[0]?.message).toMatch(/differs from the published/);
});

test('names hashes when a stored file was changed or removed', async () => {
  await fx.publish('blog', '1.0.0');
  const folder = join(fx.dir, 'artifacts', 'blog', '1.0.0');
  await writeFile(join(folder, 'server', 'remoteEntry.js'), 'tampered');
  await rm(join(folder, 'locales', 'en', 'blog.json'));
  const failures = await runGates(context, target());
  expect(checks(failures)).toEqual(['hashes']);
  expect(failures[0]?.message).toContain('server/remoteEntry.js (hash differs)');
  expect(failures[0]?.message).toContain('locales/en/blog.json (missing)');
});

test('names shared-deps and says so when the host shared versions file is missing', async () => {
  await fx.publish('blog', '1.0.0');
  await rm(fx.deps.config.hostSharedPath);
  const failures = await runGates(context, target());
  expect(checks(failures)).toEqual(['shared-deps']);
  expect(failures[0]?.message).toContain(fx.deps.config.hostSharedPath);
  expect(failures[0]?.message).toContain('missing');
});

test('names shared-deps for another major of react than the host', async () => {
  await fx.publish('blog', '1.0.0', { shared: { react: ['18.3.1', '^18.3.1'] } });
  const failures = await runGates(context, target());
  expect(checks(failures)).toEqual(['shared-deps']);
  expect(failures[0]?.message).toContain('react: built against 18.3.1, host provides 19.3.1');
  expect(failures[0]?.message).toContain('react: requires ^18.3.1, host provides 19.3.1');
});

test('names shared-deps for another major of @meridian/shared than the host', async () => {
  await fx.publish('blog', '1.0.0', { shared: { '@meridian/shared': ['2.0.0', '^2.0.0'] } });
  const failures = await runGates(context, target());
  expect(failures[0]?.message).toContain('@meridian/shared: built against 2.0.0, host provides 1.0.0');
});

test('names shared-deps when the host version does not satisfy the required range', async () => {
  await fx.publish('blog', '1.0.0', { shared: { 'react-router': ['8.5.1', '^8.6.0'] } });
  const failures = await runGates(context, target());
  expect(checks(failures)).toEqual(['shared-deps']);
  expect(failures[0]?.message).toBe('react-router: requires ^8.6.0, host provides 8.5.1');
});

test('names shared-deps when a live remote was built against another major', async () => {
  await writeFile(fx.deps.config.hostSharedPath, JSON.stringify({ ...HOST_SHARED, i18next: '28.0.0' }));
  await fx.publish('tools', '1.0.0', { shared: { i18next: ['28.0.0', '^28.0.0'] } });
  expect((await fx.write({ action: 'activate', remote: 'tools', version: '1.0.0' })).statusCode).toBe(200);
  await writeFile(fx.deps.config.hostSharedPath, JSON.stringify(HOST_SHARED));
  await fx.publish('blog', '1.0.0');
  const failures = await runGates(context, target());
  expect(checks(failures)).toEqual(['shared-deps']);
  expect(failures[0]?.message).toBe('i18next: built against 27.1.2, live tools@1.0.0 against 28.0.0 (major 27 ≠ 28)');
});

test('reports every failing check at once', async () => {
  await fx.publish('blog', '1.0.0', { shared: { react: ['18.3.1', '^18.3.1'] } });
  fx.origin.remove('/1.0.0/mf-manifest.json');
  await writeFile(join(fx.dir, 'artifacts', 'blog', '1.0.0', 'remoteEntry.js'), 'tampered');
  expect(checks(await runGates(context, target()))).toEqual(['manifest', 'hashes', 'shared-deps']);
});

test('refuses activate and canary with 422 naming the failed check', async () => {
  await fx.publish('blog', '1.0.0');
  await fx.publish('blog', '1.1.0', { shared: { react: ['18.3.1', '^18.3.1'] } });
  const activate = await fx.write({ action: 'activate', remote: 'blog', version: '1.1.0' });
  expect(activate.statusCode).toBe(422);
  expect(activate.json()).toMatchObject({ code: 'gate_failed', failures: [{ check: 'shared-deps' }] });
  expect(activate.json<{ message: string }>().message).toMatch(/^blog@1\.1\.0 refused: gate "shared-deps" failed: react/);

  expect((await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' })).statusCode).toBe(200);
  const canary = await fx.write({ action: 'canary', remote: 'blog', version: '1.1.0', percent: 5 });
  expect(canary.statusCode).toBe(422);
  expect(canary.json()).toMatchObject({ code: 'gate_failed', failures: [{ check: 'shared-deps' }] });
  expect(await fx.revision()).toBe(1);
});

test('refuses to activate on an origin that is not allow-listed', async () => {
  await fx.publish('blog', '1.0.0');
  const response = await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0', origin: 'https://cdn.example.com' });
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({ failures: [{ check: 'origin-allowed' }] });
});

test('accepts a manifest exactly as Module Federation 2.9 writes it (remote-blog 1.0.0)', async () => {
  const manifest = await readFile(join(__dirname, '..', 'test-support', 'mf-manifest.blog-1.0.0.json'), 'utf8');
  expect((await fx.publish('blog', '1.0.0', { manifest })).statusCode).toBe(201);
  expect(await runGates(context, target())).toEqual([]);
});

test('names shared-deps when the manifest does not share react at all (the remote bundles its own)', async () => {
  const manifest = JSON.parse(manifestText('blog', '1.0.0')) as { shared: { name: string }[] };
  manifest.shared = manifest.shared.filter((module) => !module.name.startsWith('react/') && module.name !== 'react');
  await fx.publish('blog', '1.0.0', { manifest: JSON.stringify(manifest) });
  const failures = await runGates(context, target());
  expect(checks(failures)).toEqual(['shared-deps']);
  expect(failures[0]?.message).toMatch(/^react: not shared: the manifest does not list it/);
});

test('runs loads-and-renders last, and only when every other check passed', async () => {
  await fx.publish('blog', '1.0.0');
  const checkRemote = jest.fn(async () => ({ ok: false as const, message: 'no ./routes' }));
  expect(await runGates({ ...context, checkRemote }, target())).toEqual([{ check: 'loads-and-renders', message: 'no ./routes' }]);
  // With the hashes recorded at publish: the checker runs nothing else (decision 053).
  expect(checkRemote).toHaveBeenCalledWith({
    ...target(),
    integrity: { buildFiles: expect.stringMatching(/^[0-9a-f]{64}$/), remoteEntry: expect.stringMatching(/^[0-9a-f]{64}$/) },
  });

  checkRemote.mockClear();
  expect(checks(await runGates({ ...context, checkRemote }, target('1.0.0', 'https://evil.example')))).toEqual(['origin-allowed']);
  expect(checkRemote).not.toHaveBeenCalled();
});
