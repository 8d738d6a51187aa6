/**
 * @jest-environment node
 *
 * The nginx configuration of `npm run start:cluster` (deploy/nginx/*.template, filled by
 * scripts/lib/nginx.ts): every placeholder is filled, and Debian's nginx accepts the result.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillTemplate, NGINX_BIN, NGINX_WORKER_USER, testNginxConfig, writeNginxConfig } from '../scripts/lib/nginx.ts';

const topology = (prefix: string) => ({
  prefix,
  sitePort: 41000,
  replicaPorts: [41010, 41011, 41012],
  registryPort: 41200,
  registryProcessPorts: [41210, 41211],
  objectStorePort: 41400,
  bucketPath: 'meridian-artifacts/remotes',
  origins: [
    { area: 'marketing', port: 41001 },
    { area: 'blog', port: 41002 },
  ],
});

test('a placeholder without a value is refused, naming it', () => {
  expect(fillTemplate('listen {{PORT}};', { PORT: 80 })).toBe('listen 80;');
  expect(() => fillTemplate('listen {{PORT}}; root {{ROOT}};', { PORT: 80 })).toThrow('{{ROOT}}');
});

(existsSync(NGINX_BIN) ? test : test.skip)('the filled templates pass nginx -t, with every port of the topology in them', () => {
  const prefix = mkdtempSync(join(tmpdir(), 'cluster-nginx-'));
  try {
    const file = writeNginxConfig(topology(prefix));
    expect(() => testNginxConfig(prefix, file)).not.toThrow();
    const main = readFileSync(file, 'utf8');
    for (const port of [41000, 41010, 41011, 41012, 41200, 41210, 41211, 41400]) expect(main).toContain(String(port));
    const blog = readFileSync(join(prefix, 'conf', 'cdn-blog.conf'), 'utf8');
    expect(blog).toContain('listen 127.0.0.1:41002;');
    expect(blog).toContain('proxy_pass http://object_store/meridian-artifacts/remotes/blog/;');
    expect(blog).not.toMatch(/\{\{/);
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
});

(existsSync(NGINX_BIN) && process.getuid?.() === 0 ? test : test.skip)(
  'started by root, the workers run as an unprivileged user who owns only the folders they write (decision 055)',
  () => {
    const prefix = mkdtempSync(join(tmpdir(), 'cluster-nginx-'));
    try {
      const main = readFileSync(writeNginxConfig(topology(prefix)), 'utf8');
      expect(main).toMatch(new RegExp(`^user ${NGINX_WORKER_USER};$`, 'm'));
      expect(main).not.toMatch(/^user root\b/m);
      const worker = Number(execFileSync('id', ['-u', NGINX_WORKER_USER], { encoding: 'utf8' }).trim());
      expect(worker).not.toBe(0);
      for (const folder of ['temp', 'cdn-cache']) expect(statSync(join(prefix, folder)).uid).toBe(worker);
      for (const folder of ['conf', 'logs']) expect(statSync(join(prefix, folder)).uid).toBe(0);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  },
);
