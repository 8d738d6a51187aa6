/**
 * `npm run shared:modules`: writes the host's tables of `@meridian/shared` singletons from the one list
 * (tooling/shared-modules-source.ts). With `--check` it writes nothing and exits 1 when a table is not
 * what the list gives (run by `npm test`).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_MODULE_FILES, sharedModulesSource } from '../tooling/shared-modules-source.ts';
import { ROOT } from './lib/apps.ts';
import { scriptArgs } from './lib/args.ts';

const { values } = scriptArgs('npm run shared:modules [-- --check]', { options: { check: { type: 'boolean', default: false } } });
let stale = 0;
for (const target of ['client', 'server'] as const) {
  const file = join(ROOT, SHARED_MODULE_FILES[target]);
  const wanted = sharedModulesSource(target);
  if (!values.check) {
    writeFileSync(file, wanted);
    console.log(`[shared:modules] wrote ${SHARED_MODULE_FILES[target]}`);
  } else if (!existsSync(file) || readFileSync(file, 'utf8') !== wanted) {
    console.error(`[shared:modules] ${SHARED_MODULE_FILES[target]} is out of date with shared/package.json: run npm run shared:modules`);
    stale += 1;
  }
}
if (values.check && stale === 0) console.log('[shared:modules] the host provides exactly the shared singletons of shared/package.json');
process.exit(stale > 0 ? 1 : 0);
