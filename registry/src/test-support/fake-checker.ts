/**
 * Fake remote checkers for tests: tiny Node scripts written into a temporary folder that honour
 * the checker contract (`node <script> <area> <version> <origin>`, one JSON line on stdout,
 * exit 0 / 1 / 2), so the gate is tested through a real child process.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A checker that does what the host's does, in miniature: fetches
 * `<origin>/<version>/server/remoteEntry.js`, evaluates it as CommonJS in a fresh context,
 * requires a container with `get('./routes')`, and "renders" by calling the factory.
 */
export const LOADING_CHECKER = `
const vm = require('node:vm');
const [area, version, origin] = process.argv.slice(2);
if (!area || !version || !origin) { console.log(JSON.stringify({ ok: false, error: 'usage' })); process.exit(2); }
(async () => {
  const url = origin + '/' + version + '/server/remoteEntry.js';
  const response = await fetch(url);
  if (!response.ok) throw new Error(url + ' answered ' + response.status);
  const module = { exports: {} };
  vm.runInNewContext(await response.text(), { module, exports: module.exports }, { filename: url });
  const container = module.exports;
  if (typeof container.get !== 'function') throw new Error('server/remoteEntry.js is no Module Federation container (no get())');
  const factory = await container.get('./routes');
  const routes = factory();
  const html = '<main>' + routes.title + '</main>';
  console.log(JSON.stringify({ ok: true, path: '/' + area, status: 200, bytes: html.length }));
})().catch((error) => { console.log(JSON.stringify({ ok: false, error: String(error && error.message || error) })); process.exit(1); });
`;

/** A server entry that `LOADING_CHECKER` accepts: a container exposing `./routes`. */
export function workingServerEntry(area: string, version: string): string {
  return `module.exports = { init: async () => {}, get: async (name) => () => ({ title: ${JSON.stringify(`${area} ${version}`)}, name }) };`;
}

/** Writes `source` as `<dir>/<name>` and returns its path. */
export async function writeChecker(dir: string, name: string, source: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, source);
  return path;
}
