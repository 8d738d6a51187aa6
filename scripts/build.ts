/**
 * `npm run build`: builds the five remotes, the host and the registry console in production
 * mode, skipping apps whose sources did not change (`--force` rebuilds everything).
 */
import { buildAll } from './lib/build.ts';

const started = Date.now();
await buildAll('build', process.argv.includes('--force'));
console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
