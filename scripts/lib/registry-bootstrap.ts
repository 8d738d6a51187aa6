/**
 * First start of a local registry: every area that has no active version gets its built
 * version (package.json) published and activated, so the host has a complete release state.
 * Areas that are already live are left as they are (a deploy or rollback survives restarts).
 */
import { parseWire, releaseViewSchema } from '@meridian/shared/registry-contract';
import { REGISTRY, REMOTES, versionOf } from './apps.ts';
import { registryCli } from './processes.ts';

/** Publishes and activates what is missing; throws with the CLI's output when a step is refused. */
export async function bootstrapRegistry(log: (message: string) => void): Promise<void> {
  const view = parseWire(releaseViewSchema, await (await fetch(`${REGISTRY.url}/api/releases`)).json(), 'release state');
  for (const { area } of REMOTES) {
    if (view.remotes[area]) continue;
    const version = versionOf(`remote-${area}`);
    for (const args of [
      ['publish', area, version],
      ['activate', area, version, '-m', 'first start of a local registry'],
    ]) {
      const { code, output } = await registryCli(args);
      if (code !== 0) throw new Error(`registry ${args.join(' ')} failed:\n${output}`);
    }
    log(`${area}@${version} published and activated`);
  }
}
