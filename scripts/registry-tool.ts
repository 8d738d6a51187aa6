/**
 * `npm run release -- <command>` and `npm run deploy -w remote-<area>`: runs the registry's CLI
 * (`registry/src/cli.ts`) or deploy script (`registry/src/deploy.ts`) with the write token of
 * this machine's local system unless `REGISTRY_TOKEN` is set (scripts/lib/local-secrets.ts).
 * Usage: node scripts/registry-tool.ts <cli|deploy> <arguments...>
 */
import { join } from 'node:path';
import { localSecrets } from './lib/local-secrets.ts';

const TOOLS = { cli: 'cli.ts', deploy: 'deploy.ts' } as const;
const [tool, ...args] = process.argv.slice(2);
if (tool !== 'cli' && tool !== 'deploy') {
  console.error('usage: node scripts/registry-tool.ts <cli|deploy> <arguments...>');
  process.exit(2);
}
process.env.REGISTRY_TOKEN ||= localSecrets().registryToken;
const file = join(import.meta.dirname, '..', 'registry', 'src', TOOLS[tool]);
process.argv = [process.argv[0] ?? 'node', file, ...args];
await import(file);
