/**
 * @jest-environment node
 *
 * The nginx configuration of `npm run start:cluster` (deploy/nginx/*.template, filled by
 * scripts/lib/nginx.ts): every placeholder is filled, and Debian's nginx accepts the result.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillTemplate, NGINX_BIN, testNginxConfig, writeNginxConfig } from '../scripts/lib/nginx.ts';

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
