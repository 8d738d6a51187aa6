/**
 * What every CLI command shares (`cli-commands.ts`): its context, the usage error and the readers
 * of positional arguments.
 */
import { AREAS, isArea } from '@meridian/shared/areas';
import type { RegistryClient } from './registry-client.ts';

/** What the commands need: the client, the repository root and two printers. */
export interface CliContext {
  client: RegistryClient;
  repoRoot: string;
  /** REGISTRY_TOKENS_FILE (relative to `repoRoot`), where `people add` writes. */
  tokensFile?: string | undefined;
  out: (text: string) => void;
  err: (text: string) => void;
}

/** A command line that does not fit the usage: exit 2 with the usage text. */
export class UsageError extends Error {}

/** `value` as an area; a usage error otherwise. */
export function remoteArg(value: string | undefined): string {
  if (!isArea(value)) throw new UsageError(`<remote> must be one of ${AREAS.join(', ')}`);
  return value;
}

/** `value`, or a usage error naming `<name>` when it is missing. */
export function required(value: string | undefined, name: string): string {
  if (value === undefined || value === '') throw new UsageError(`missing <${name}>`);
  return value;
}

/** `value` as a number, or a usage error naming `<name>`. */
export function numberArg(value: string | undefined, name: string): number {
  const parsed = Number(required(value, name));
  if (!Number.isFinite(parsed)) throw new UsageError(`<${name}> must be a number`);
  return parsed;
}
