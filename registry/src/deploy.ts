/**
 * `npm run deploy -w remote-<area>` (`node registry/src/deploy.ts <area>`): bumps the patch
 * version in remote-<area>/package.json, builds that remote alone (`rspack build -c
 * rspack.config.ts` in its folder) and publishes what the build wrote to `dist/<new version>/` to
 * the registry (REGISTRY_URL, REGISTRY_TOKEN). It does not activate: the printed next steps (npm
 * commands) do, through the gates. On a failed build the version bump is undone.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AREAS, isArea } from '@meridian/shared/areas';
import { parseClientEnv } from './env.server.ts';
import { describeError } from './errors.ts';
import { reportFailure } from './client/cli-commands.ts';
import { publishFolder } from './client/cli-publish.ts';
import { bumpPackageJson, nextSteps, retryStep, runBuild } from './client/deploy-steps.ts';
import { createRegistryClient } from './client/registry-client.ts';

const area = process.argv[2];
if (!isArea(area)) {
  console.error(`usage: node registry/src/deploy.ts <area>   (area: ${AREAS.join(', ')})`);
  process.exit(2);
}

const repoRoot = join(import.meta.dirname, '..', '..');
const remoteDir = join(repoRoot, `remote-${area}`);
const packagePath = join(remoteDir, 'package.json');
const original = await readFile(packagePath, 'utf8');
const bumped = bumpPackageJson(original);
await writeFile(packagePath, bumped.text);
console.log(`deploy: remote-${area} ${bumped.from} -> ${bumped.to}`);

try {
  await runBuild(repoRoot, remoteDir);
} catch (error) {
  await writeFile(packagePath, original);
  console.error(`deploy: ${describeError(error)}; restored version ${bumped.from}`);
  process.exit(1);
}

const env = parseClientEnv();
const context = {
  client: createRegistryClient(env),
  repoRoot,
  out: (text: string) => console.log(text),
  err: (text: string) => console.error(text),
};
try {
  await publishFolder(context, area, bumped.to);
  console.log(nextSteps(area, bumped.to));
} catch (error) {
  process.exitCode = reportFailure(context, error);
  console.error(retryStep(area, bumped.to));
}
