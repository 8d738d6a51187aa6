/**
 * First start of a local registry: every area that has no active version gets its built
 * version (package.json) published and activated, so the host has a complete release state; in
 * every other environment (staging, decision 059) an area with none gets what production runs.
 * Areas that are already live are left as they are (a deploy or rollback survives restarts).
 */
import { environmentPrefix, parseWire, releaseViewSchema } from '@meridian/shared/registry-contract';
import { LOCAL_ENVIRONMENTS, type LocalEnvironment } from '../../tooling/local-system.ts';
import { REGISTRY, REMOTES, versionOf } from './apps.ts';
import { registryCli } from './processes.ts';

async function releaseState(environment: LocalEnvironment) {
  const url = `${REGISTRY.url}${environmentPrefix(environment)}/api/releases`;
  // Reads need a token too (decision 051).
  const answer = await fetch(url, { headers: { authorization: `Bearer ${REGISTRY.token}` } });
  return parseWire(releaseViewSchema, await answer.json(), `${environment}'s release state`);
}

async function cli(args: readonly string[]): Promise<void> {
  const { code, output } = await registryCli(args);
  if (code !== 0) throw new Error(`registry ${args.join(' ')} failed:\n${output}`);
}

/** Publishes and activates what is missing; throws with the CLI's output when a step is refused. */
export async function bootstrapRegistry(log: (message: string) => void): Promise<void> {
  const production = await releaseState('production');
  for (const { area } of REMOTES) {
    if (production.remotes[area]) continue;
    const version = versionOf(`remote-${area}`);
    await cli(['publish', area, version]);
    await cli(['activate', area, version, '-m', 'first start of a local registry']);
    log(`${area}@${version} published and activated`);
  }
  for (const environment of Object.keys(LOCAL_ENVIRONMENTS) as LocalEnvironment[]) {
    if (environment === 'production') continue;
    const state = await releaseState(environment);
    const missing = REMOTES.filter(({ area }) => state.remotes[area] === undefined);
    if (missing.length === 0) continue;
    // What production runs, as one promotion: the same bytes, through the gates.
    if (missing.length === REMOTES.length)
      await cli(['promote-env', '--all', 'production', environment, '-m', `first start of ${environment}`]);
    else for (const { area } of missing) await cli(['promote-env', area, 'production', environment, '-m', `first start of ${environment}`]);
    log(`${environment}: ${missing.map(({ area }) => area).join(', ')} as production runs them`);
  }
}
