/**
 * `npm run i18n:types`: writes tooling/message-keys.d.ts, the i18next key types of every namespace
 * (tooling/message-types.ts). With `--check` it writes nothing and exits 1 when the file is not
 * what the bundles give (run by `npm test`).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGE_TYPES_FILE, messageTypes } from '../tooling/message-types.ts';
import { ROOT } from './lib/apps.ts';
import { scriptArgs } from './lib/args.ts';

const file = join(ROOT, MESSAGE_TYPES_FILE);
const wanted = messageTypes(ROOT);
const { values } = scriptArgs('npm run i18n:types [-- --check]', { options: { check: { type: 'boolean', default: false } } });
if (values.check) {
  if (!existsSync(file) || readFileSync(file, 'utf8') !== wanted) {
    console.error(`[i18n:types] ${MESSAGE_TYPES_FILE} is out of date with the English bundles: run npm run i18n:types`);
    process.exit(1);
  }
  console.log(`[i18n:types] ${MESSAGE_TYPES_FILE} is up to date`);
} else {
  writeFileSync(file, wanted);
  console.log(`[i18n:types] wrote ${MESSAGE_TYPES_FILE}`);
}
