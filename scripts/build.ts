/**
 * `npm run build`: builds the five remotes, the host and the registry console in production
 * mode, skipping apps whose sources did not change (`--force` rebuilds everything).
 */
import { scriptArgs } from './lib/args.ts';
import { buildAll } from './lib/build.ts';

const started = Date.now();
const { values } = scriptArgs('npm run build [-- --force]', { options: { force: { type: 'boolean', default: false } } });
await buildAll('build', values.force);
console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
