/**
 * The registry CLI: `node registry/src/cli.ts <command>` (see `USAGE`). Reads REGISTRY_URL,
 * REGISTRY_TOKEN and REGISTRY_ACTOR; exits 1 with the registry's reason when it refuses.
 */
import { join } from 'node:path';
import { parseClientEnv } from './env.server.ts';
import { runCli } from './client/cli-commands.ts';
import { createRegistryClient } from './client/registry-client.ts';

const env = parseClientEnv();
const client = createRegistryClient(env);
const repoRoot = join(import.meta.dirname, '..', '..');
process.exitCode = await runCli(
  { client, repoRoot, tokensFile: env.tokensFile, out: (text) => console.log(text), err: (text) => console.error(text) },
  process.argv.slice(2),
);
