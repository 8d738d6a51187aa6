/**
 * Command-line arguments of the scripts, through `node:util` `parseArgs` as the registry's CLI reads
 * its own: strict, so an unknown option or an option without its value ends the script with exit
 * code 2, the reason and the script's usage line, never a stack trace.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** `parseArgs(config)` over this process's arguments; on bad arguments prints `usage` and exits 2. */
export function scriptArgs<const T extends Omit<ParseArgsConfig, 'args'>>(usage: string, config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs<T>({ strict: true, ...config });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\nusage: ${usage}`);
    process.exit(2);
  }
}
