/**
 * `npm run new:page -- <area> <path>`: adds a page to an area (scripts/lib/scaffold/scaffold.ts):
 * its module and test, its entry in the route table, sitemap and namespaces, and its bundle in
 * every route language, marked untranslated (the English text, which i18n:status counts as
 * identical). Exit code 2 with the reason for bad input or a page that exists.
 */
import { ROOT } from './lib/apps.ts';
import { scriptArgs } from './lib/args.ts';
import { addPage } from '../tooling/scaffold/scaffold.ts';
import { ScaffoldError } from '../tooling/scaffold/names.ts';

const USAGE = 'npm run new:page -- <area> <path>   (for example: npm run new:page -- marketing vpn-for-gaming)';
const [area, path] = scriptArgs(USAGE, { allowPositionals: true }).positionals;
try {
  const written = await addPage(ROOT, area ?? '', path ?? '');
  console.log(`[new:page] wrote or changed ${written.length} files:\n  ${written.join('\n  ')}`);
  console.log(
    `[new:page] next: write the page and its English text, then npm test -w remote-${area ?? ''}; npm run i18n:status lists the text to translate`,
  );
} catch (error) {
  if (!(error instanceof ScaffoldError)) throw error;
  console.error(`[new:page] ${error.message}\nusage: ${USAGE}`);
  process.exit(2);
}
