/** The host's own message bundles (header, footer, location, common), read from its build folder. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createMessageLoader, type MessageLoader, type Messages } from '@meridian/shared/i18n';
import { isMessageLanguage } from '@meridian/shared/locales';

/** A cached loader over `<dir>/<lang>/<ns>.json`; unknown languages and missing files count as missing. */
export function createHostMessages(dir: string, log: (message: string, error?: unknown) => void): MessageLoader {
  return createMessageLoader(async (lang, namespace) => {
    if (!isMessageLanguage(lang) || !/^[a-z-]+$/.test(namespace)) return null;
    try {
      return JSON.parse(await readFile(join(dir, lang, `${namespace}.json`), 'utf8')) as Messages;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }, log);
}
