/**
 * `npm run build`: builds the five remotes and the host in production mode, skipping apps
 * whose sources did not change (`--force` rebuilds everything).
 */
import { REMOTES } from './lib/apps.ts';
import { buildIfChanged } from './lib/build.ts';

const force = process.argv.includes('--force');
const started = Date.now();
for (const workspace of [...REMOTES.map((remote) => `remote-${remote.area}`), 'host']) {
  const built = await buildIfChanged(workspace, force);
  console.log(`[build] ${workspace}: ${built ? 'built' : 'up to date'}`);
}
console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
