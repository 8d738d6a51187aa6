/**
 * `npm run new:area -- <name>`: adds an area (scripts/lib/scaffold/scaffold.ts): its entry in the
 * one list of areas (shared/src/routing/areas.ts, with the next free origin port) and the
 * workspace `remote-<name>` with a first page at `/<name>`; then `npm install` links the workspace
 * (`--no-install` skips it). Builds, origins, registry, console, Jest, i18n:status and CI follow
 * from the list. Exit code 2 with the reason for a bad name or an area that exists.
 */
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/apps.ts';
import { scriptArgs } from './lib/args.ts';
import { addArea } from '../tooling/scaffold/scaffold.ts';
import { ScaffoldError } from '../tooling/scaffold/names.ts';

const USAGE = 'npm run new:area -- <name> [--no-install]   (for example: npm run new:area -- support)';
const { values, positionals } = scriptArgs(USAGE, {
  allowPositionals: true,
  options: { 'no-install': { type: 'boolean', default: false } },
});
const [name] = positionals;
try {
  const { written, portOffset } = await addArea(ROOT, name ?? '');
  console.log(`[new:area] wrote or changed ${written.length} files:\n  ${written.join('\n  ')}`);
  console.log(`[new:area] origin port: MERIDIAN_PORT_BASE + ${portOffset} (MERIDIAN_${(name ?? '').toUpperCase()}_PORT overrides it)`);
  if (!values['no-install']) {
    const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
    if (npm.status !== 0) process.exit(npm.status ?? 1);
  }
  console.log(`[new:area] next: npm run build && npm start, then open /${name ?? ''}; npm run new:page -- ${name ?? ''} <path> adds pages`);
} catch (error) {
  if (!(error instanceof ScaffoldError)) throw error;
  console.error(`[new:area] ${error.message}\nusage: ${USAGE}`);
  process.exit(2);
}
