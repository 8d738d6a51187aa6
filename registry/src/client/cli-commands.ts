/**
 * The CLI's commands (`registry/src/cli.ts`), separated from process wiring so tests run them
 * against a test registry. Returns an exit code: 0 on success, 1 on a refusal (the registry's
 * reason is printed), 2 on a usage error.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { AREAS, isArea } from '@meridian/shared/areas';
import { describeError } from '../errors.ts';
import { collectVersionFiles } from './collect-files.ts';
import { ROLLOUT_USAGE, runRollout } from './cli-rollout.ts';
import { formatAudit, formatStatus, formatVersions } from './cli-format.ts';
import { RegistryRequestError, type RegistryClient } from './registry-client.ts';

/** Usage text. */
export const USAGE = `usage: registry <command> [options]
  status                              release set: active, canary, previous per area
  versions <remote>                   published versions with status and health
  publish <remote> [version]          upload what the build wrote to remote-<remote>/dist/<version>/ (default: package.json version)
  activate <remote> <version>         gates, then make it the active version [--origin URL]
  rollback <remote> [<version>]       back to the previous version, a named one, or [--steps N]
  canary <remote> <version> <percent> gates, then serve it to <percent> % of visitors
  promote <remote>                    make the canary the active version
  abort <remote>                      stop the canary
  audit                               the audit log [--remote R] [--limit N]
  preview <remote> <version>          a signed preview link [--ttl SECONDS]
${ROLLOUT_USAGE}
options: -m, --reason TEXT (why; recorded in the audit log), --actor NAME (only noted as a claim:
         the audit log names the token you write with)
env: REGISTRY_URL (npm run release: this checkout's registry, MERIDIAN_PORT_BASE + 200; else http://127.0.0.1:3200),
     REGISTRY_TOKEN (your own token), REGISTRY_ACTOR`;

/** What the commands need: the client, the repository root and two printers. */
export interface CliContext {
  client: RegistryClient;
  repoRoot: string;
  out: (text: string) => void;
  err: (text: string) => void;
}

class UsageError extends Error {}

function remoteArg(value: string | undefined): string {
  if (!isArea(value)) throw new UsageError(`<remote> must be one of ${AREAS.join(', ')}`);
  return value;
}

function required(value: string | undefined, name: string): string {
  if (value === undefined || value === '') throw new UsageError(`missing <${name}>`);
  return value;
}

function numberArg(value: string | undefined, name: string): number {
  const parsed = Number(required(value, name));
  if (!Number.isFinite(parsed)) throw new UsageError(`<${name}> must be a number`);
  return parsed;
}

async function packageVersion(repoRoot: string, remote: string): Promise<string> {
  const raw = await readFile(join(repoRoot, `remote-${remote}`, 'package.json'), 'utf8');
  const manifest: unknown = JSON.parse(raw);
  const version: unknown = typeof manifest === 'object' && manifest !== null ? Reflect.get(manifest, 'version') : undefined;
  if (typeof version !== 'string') throw new UsageError(`remote-${remote}/package.json has no version`);
  return version;
}

/** Uploads the files the production build wrote into `remote-<remote>/dist/<version>/` (its build-files.json); shared with the deploy script. */
export async function publishFolder(context: CliContext, remote: string, version: string): Promise<void> {
  const dir = join(context.repoRoot, `remote-${remote}`, 'dist', version);
  const { files, bytes, leftOut } = await collectVersionFiles(dir);
  const result = await context.client.post<{ created: boolean }>(`/api/remotes/${remote}/versions`, {
    version,
    files,
    reason: `publish ${remote}@${version}`,
  });
  context.out(
    `${result.created ? 'published' : 'already published (identical)'} ${remote}@${version}: ${files.length} files, ${(bytes / 1024).toFixed(0)} KB`,
  );
  if (leftOut.length > 0) {
    const shown = leftOut.slice(0, 5).join(', ');
    context.out(`  left out ${leftOut.length} files no production build wrote (${shown}${leftOut.length > 5 ? ', ...' : ''})`);
  }
}

async function run(context: CliContext, argv: readonly string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      reason: { type: 'string', short: 'm' },
      actor: { type: 'string' },
      origin: { type: 'string' },
      steps: { type: 'string' },
      remote: { type: 'string' },
      limit: { type: 'string' },
      ttl: { type: 'string' },
      stages: { type: 'string' },
      hold: { type: 'string' },
    },
  });
  const [command, first, second, third] = positionals;
  const write = async (action: string, body: Record<string, unknown>): Promise<void> => {
    const reason = values.reason ?? `${action} via the CLI`;
    const result = await context.client.release<{
      revision: number;
      remote: { version: string; canary: { version: string; percent: number } | null };
    }>({
      action,
      reason,
      ...(values.actor ? { actor: values.actor } : {}),
      ...body,
    });
    const canary = result.remote.canary ? `, canary ${result.remote.canary.version} @ ${result.remote.canary.percent}%` : '';
    context.out(`${action}: ${String(body.remote)} active ${result.remote.version}${canary} (revision ${result.revision})`);
  };
  switch (command) {
    case 'status':
      context.out(formatStatus(await context.client.get('/api/releases'), AREAS));
      return;
    case 'versions':
      context.out(formatVersions(await context.client.get(`/api/remotes/${remoteArg(first)}/versions`)));
      return;
    case 'publish': {
      const remote = remoteArg(first);
      await publishFolder(context, remote, second ?? (await packageVersion(context.repoRoot, remote)));
      return;
    }
    case 'activate':
      return write('activate', {
        remote: remoteArg(first),
        version: required(second, 'version'),
        ...(values.origin ? { origin: values.origin } : {}),
      });
    case 'rollback':
      return write('rollback', {
        remote: remoteArg(first),
        ...(second ? { version: second } : {}),
        ...(values.steps ? { steps: numberArg(values.steps, 'steps') } : {}),
      });
    case 'canary':
      return write('canary', { remote: remoteArg(first), version: required(second, 'version'), percent: numberArg(third, 'percent') });
    case 'promote':
      return write('promote', { remote: remoteArg(first) });
    case 'abort':
      return write('abort-canary', { remote: remoteArg(first) });
    case 'audit': {
      const query = new URLSearchParams({ limit: values.limit ?? '50', ...(values.remote ? { remote: values.remote } : {}) });
      context.out(formatAudit((await context.client.get<{ entries: never[] }>(`/api/audit?${query.toString()}`)).entries));
      return;
    }
    case 'preview': {
      const body = {
        remote: remoteArg(first),
        version: required(second, 'version'),
        ttlSeconds: values.ttl ? numberArg(values.ttl, 'ttl') : 3600,
      };
      const link = await context.client.post<{ url: string; expiresAt: string }>('/api/previews', body);
      context.out(`${link.url}\n(valid until ${link.expiresAt})`);
      return;
    }
    case 'rollout': {
      const usage = (message: string): never => {
        throw new UsageError(message);
      };
      const { stages, hold, reason, actor } = values;
      return runRollout(
        context.client,
        {
          first,
          second,
          ...(stages ? { stages } : {}),
          ...(hold ? { hold } : {}),
          ...(reason ? { reason } : {}),
          ...(actor ? { actor } : {}),
        },
        context.out,
        usage,
        remoteArg,
      );
    }
    default:
      throw new UsageError(command === undefined ? 'missing <command>' : `unknown command "${command}"`);
  }
}

/**
 * Prints why a command failed and returns its exit code: 2 with usage for a usage error, 1 with
 * the registry's code and reason (and each failed gate) for a refusal, 1 otherwise.
 */
export function reportFailure(context: CliContext, error: unknown): number {
  const code: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined;
  if (error instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))) {
    context.err(`${describeError(error)}\n\n${USAGE}`);
    return 2;
  }
  if (error instanceof RegistryRequestError) {
    context.err(`refused (${error.status} ${error.code}): ${error.message}`);
    const failures: unknown = typeof error.body === 'object' && error.body !== null ? Reflect.get(error.body, 'failures') : undefined;
    if (Array.isArray(failures))
      for (const failure of failures)
        context.err(`  - ${String(Reflect.get(failure, 'check'))}: ${String(Reflect.get(failure, 'message'))}`);
    return 1;
  }
  context.err(describeError(error));
  return 1;
}

/** Runs one CLI invocation (`argv` without `node cli.ts`) and returns its exit code. */
export async function runCli(context: CliContext, argv: readonly string[]): Promise<number> {
  try {
    await run(context, argv);
    return 0;
  } catch (error) {
    return reportFailure(context, error);
  }
}
