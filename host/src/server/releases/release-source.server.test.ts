import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFileReleaseSource } from './release-source.server.ts';

const set = (revision: number, version: string) => ({
  revision,
  remotes: Object.fromEntries(
    ['marketing', 'blog', 'account', 'checkout', 'tools'].map((area) => [area, { version, origin: 'http://localhost:3001' }]),
  ),
});

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('createFileReleaseSource', () => {
  test('applies a changed release file to the next read without a restart', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'release-')), 'release.json');
    writeFileSync(file, JSON.stringify(set(1, '1.0.0')));
    const source = createFileReleaseSource(file, () => {});
    try {
      expect(source.current().remotes.blog?.version).toBe('1.0.0');
      writeFileSync(file, JSON.stringify(set(2, '1.1.0')));
      await waitFor(() => source.current().revision === '2');
      expect(source.current().remotes.blog?.version).toBe('1.1.0');
    } finally {
      source.close();
    }
  });

  test('accepts a release file without an area (never activated), and takes the area in when it is added', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'release-')), 'release.json');
    const { tools: _never, ...activated } = set(1, '1.0.0').remotes;
    writeFileSync(file, JSON.stringify({ revision: 1, remotes: activated }));
    const log = jest.fn();
    const source = createFileReleaseSource(file, log);
    try {
      expect(source.current().remotes.tools).toBeUndefined();
      expect(source.current().remotes.blog?.version).toBe('1.0.0');
      writeFileSync(file, JSON.stringify(set(2, '1.0.0')));
      await waitFor(() => source.current().revision === '2');
      expect(source.current().remotes.tools?.version).toBe('1.0.0');
      expect(log.mock.calls).toEqual([['release set 2 applied']]);
    } finally {
      source.close();
    }
  });

  test('keeps the last good set and logs why when the file becomes invalid', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'release-')), 'release.json');
    writeFileSync(file, JSON.stringify(set(1, '1.0.0')));
    const log = jest.fn();
    const source = createFileReleaseSource(file, log);
    try {
      writeFileSync(file, '{ "revision": 3, "remotes": { "blog": { "version": "latest" } } }');
      await waitFor(() => log.mock.calls.length > 0);
      expect(log.mock.calls[0]?.[0]).toMatch(/ignored, keeping revision 1/);
      expect(source.current().revision).toBe('1');
    } finally {
      source.close();
    }
  });

  test('refuses to start from a missing or invalid file', () => {
    expect(() => createFileReleaseSource('/nonexistent/release.json', () => {})).toThrow();
  });
});
