/**
 * The tokens the registry accepts right now: those of the environment plus REGISTRY_TOKENS_FILE,
 * read again whenever the file's modification time changes, so a person added with `registry
 * people add` signs in without a restart (decision 035). A file that becomes invalid keeps the
 * last good set, with a warning.
 */
import { statSync } from 'node:fs';
import type { NamedToken, RegistryConfig } from '../config.ts';
import { mergeTokens, readTokenFile } from '../tokens.ts';
import type { Logger } from './logger.ts';

/** The accepted tokens at the time of the call. */
export type TokenSource = () => readonly NamedToken[];

function modifiedMs(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return -1;
  }
}

/** A source of `config.tokens` and the tokens file (when set). */
export function createTokenSource(config: Pick<RegistryConfig, 'tokens' | 'tokensFile'>, log: Logger): TokenSource {
  const file = config.tokensFile;
  if (file === null) return () => config.tokens;
  let seenMs = Number.NaN;
  let current: readonly NamedToken[] = config.tokens;
  return () => {
    const mtime = modifiedMs(file);
    if (mtime === seenMs) return current;
    seenMs = mtime;
    const read = readTokenFile(file);
    const merged =
      'error' in read
        ? read
        : mergeTokens([
            { key: 'environment', tokens: config.tokens },
            { key: file, tokens: read.tokens },
          ]);
    if ('error' in merged) log.warn(`registry: REGISTRY_TOKENS_FILE ignored until fixed, keeping the tokens read before: ${merged.error}`);
    else current = merged.tokens;
    return current;
  };
}
