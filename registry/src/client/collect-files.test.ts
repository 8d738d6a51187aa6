import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFilesText } from '@meridian/shared/build-files.server';
import { collectVersionFiles } from './collect-files.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const BUILT = { 'mf-manifest.json': '{}', 'server/remoteEntry.js': 'module.exports = 1' };

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'collect-'));
  await mkdir(join(dir, 'server'), { recursive: true });
  for (const [path, text] of Object.entries(BUILT)) await writeFile(join(dir, path), text);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function writeList(files: Record<string, string>): Promise<string> {
  const text = buildFilesText(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, sha256(text)])));
  await writeFile(join(dir, 'build-files.json'), text);
  return text;
}

test('collects the files the build listed, with relative paths, hashes and contents, and the list itself', async () => {
  const list = await writeList(BUILT);
  const { files, bytes, leftOut } = await collectVersionFiles(dir);
  expect(files.map((file) => file.path)).toEqual(['build-files.json', 'mf-manifest.json', 'server/remoteEntry.js']);
  expect(files[2]?.sha256).toBe(sha256('module.exports = 1'));
  expect(Buffer.from(files[2]?.contentBase64 ?? '', 'base64').toString()).toBe('module.exports = 1');
  expect(bytes).toBe(Buffer.byteLength(list) + 2 + 18);
  expect(leftOut).toEqual([]);
});

test('leaves out files no build listed (a development build left them) and names them', async () => {
  await writeList(BUILT);
  await writeFile(join(dir, '__federation_expose_routes.0badc0de.js'), '/* throwaway */');
  await writeFile(join(dir, 'server', '123.0badc0de.js'), '/* throwaway */');
  const { files, leftOut } = await collectVersionFiles(dir);
  expect(files.map((file) => file.path)).toEqual(['build-files.json', 'mf-manifest.json', 'server/remoteEntry.js']);
  expect(leftOut).toEqual(['__federation_expose_routes.0badc0de.js', 'server/123.0badc0de.js']);
});

test('refuses a folder without the list: no production build finished there', async () => {
  await expect(collectVersionFiles(dir)).rejects.toThrow(`${dir} holds no build-files.json, so no production build finished there`);
});

test('refuses a folder whose listed files are missing or were changed after the build', async () => {
  await writeList({ ...BUILT, 'remoteEntry.js': 'x' });
  await expect(collectVersionFiles(dir)).rejects.toThrow('remoteEntry.js named by build-files.json but missing');
  await writeList(BUILT);
  await writeFile(join(dir, 'mf-manifest.json'), '{"edited":true}');
  await expect(collectVersionFiles(dir)).rejects.toThrow('mf-manifest.json changed after the build wrote them');
  await writeFile(join(dir, 'build-files.json'), '{"files":[]}');
  await expect(collectVersionFiles(dir)).rejects.toThrow('build-files.json: files: ');
});

test('names the folder when it does not exist', async () => {
  await expect(collectVersionFiles('/nonexistent/dist/1.0.0')).rejects.toThrow('/nonexistent/dist/1.0.0');
});
