/**
 * `npm run release -- <command>` and `npm run deploy -w remote-<area>`: runs the registry's CLI
 * (`registry/src/cli.ts`) or deploy script (`registry/src/deploy.ts`) against the registry of this
 * checkout's port table (tooling/local-system.ts: `MERIDIAN_PORT_BASE` + 200, or `REGISTRY_PORT`)
 * with the write token of this machine's local system, unless `REGISTRY_URL` and
 * `REGISTRY_TOKEN` are set (scripts/lib/local-secrets.ts).
 * Usage: node scripts/registry-tool.ts <cli|deploy> <arguments...>
 */
import { join } from 'node:path';
import { LOCAL_PEOPLE_FILE } from './lib/apps.ts';
import { localSecrets } from './lib/local-secrets.ts';
import { localPorts, registryUrl } from '../tooling/local-system.ts';
import { portProblems } from '../tooling/bad-ports.ts';

const TOOLS = { cli: 'cli.ts', deploy: 'deploy.ts' } as const;
const [tool, ...args] = process.argv.slice(2);
if (tool !== 'cli' && tool !== 'deploy') {
  console.error('usage: node scripts/registry-tool.ts <cli|deploy> <arguments...>');
  process.exit(2);
}
if (!process.env.REGISTRY_URL) {
  const problems = portProblems(localPorts().filter(({ name }) => name === 'registry'));
  for (const problem of problems) console.error(`[release] ${problem}`);
  if (problems.length > 0) process.exit(2);
  process.env.REGISTRY_URL = registryUrl();
}
process.env.REGISTRY_TOKEN ||= localSecrets().registryToken;
process.env.REGISTRY_TOKENS_FILE ||= LOCAL_PEOPLE_FILE;
const file = join(import.meta.dirname, '..', 'registry', 'src', TOOLS[tool]);
process.argv = [process.argv[0] ?? 'node', file, ...args];
await import(file);
