import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectVersionFiles } from './collect-files.ts';

test('collects every file of a build folder with relative paths, hashes and contents', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'collect-'));
  try {
    await mkdir(join(dir, 'server'), { recursive: true });
    await writeFile(join(dir, 'mf-manifest.json'), '{}');
    await writeFile(join(dir, 'server', 'remoteEntry.js'), 'module.exports = 1');
    const { files, bytes } = await collectVersionFiles(dir);
    expect(files.map((file) => file.path)).toEqual(['mf-manifest.json', 'server/remoteEntry.js']);
    expect(files[1]?.sha256).toBe(createHash('sha256').update('module.exports = 1').digest('hex'));
    expect(Buffer.from(files[1]?.contentBase64 ?? '', 'base64').toString()).toBe('module.exports = 1');
    expect(bytes).toBe(2 + 18);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('names the folder when it does not exist', async () => {
  await expect(collectVersionFiles('/nonexistent/dist/1.0.0')).rejects.toThrow('/nonexistent/dist/1.0.0');
});
