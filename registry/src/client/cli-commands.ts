/**
 * The CLI's commands (`registry/src/cli.ts`), separated from process wiring so tests run them
 * against a test registry. Returns an exit code: 0 on success, 1 on a refusal (the registry's
 * reason is printed), 2 on a usage error.
 */
import { isAbsolute, join } from 'node:path';
import { parseArgs } from 'node:util';
import { AREAS } from '@meridian/shared/areas';
import {
  approvalListSchema,
  approvalRequestedSchema,
  areaVersionsSchema,
  versionCompareSchema,
  auditListSchema,
  gateFailureSchema,
  peopleSchema,
  previewLinkSchema,
  promotionResultSchema,
  releaseViewSchema,
  releaseWriteResultSchema,
  ROLES,
} from '@meridian/shared/registry-contract';
import { array, record, string, union, unknown } from 'zod/mini';
import { describeError } from '../errors.ts';
import { addPerson, isRole } from '../tokens.ts';
import { numberArg, remoteArg, required, UsageError, type CliContext } from './cli-context.ts';
import { packageVersion, publishFolder } from './cli-publish.ts';
import { ROLLOUT_USAGE, runRollout } from './cli-rollout.ts';
import { COMPARE_USAGE, formatCompare } from './cli-compare.ts';
import { ENVIRONMENT_COMMANDS, ENVIRONMENT_USAGE, runEnvironmentCommand } from './cli-environments.ts';
import { formatApprovals, formatAudit, formatStatus, formatVersions, table } from './cli-format.ts';
import { RegistryRequestError } from './registry-client.ts';

/** Usage text. */
export const USAGE = `usage: registry <command> [options]
  status                              release set: active, canary, previous per area
  versions <remote>                   published versions with status and health
${COMPARE_USAGE}
  publish <remote> [version]          upload what the build wrote to remote-<remote>/dist/<version>/ (default: package.json version)
  activate <remote> <version>         gates, then make it the active version [--origin URL]
  rollback <remote> [<version>]       back to the newest previous version never pulled (rolled back from, aborted,
                                      stopped, refused by the gates), a named one, or [--steps N]; else activate it
  canary <remote> <version> <percent> gates, then serve it to <percent> % of visitors
  promote <remote>                    make the canary the active version
  abort <remote>                      stop the canary
  audit                               the audit log [--remote R] [--limit N]
  preview <remote> <version>          a signed preview link [--ttl SECONDS]
  people add <name> <role>            mint a token for a person (viewer, releaser or admin), printed once; only
                                      its sha256 is kept, in REGISTRY_TOKENS_FILE (the registry reads it at once)
  people                              who has a token, with roles (admin)
  approvals                           writes waiting for a second releaser (REGISTRY_TWO_PERSON_ACTIONS)
  approve <id> | cancel <id>          approve someone else's request, or withdraw your own
${ROLLOUT_USAGE}
${ENVIRONMENT_USAGE}
options: -m, --reason TEXT (why; recorded in the audit log), --actor NAME (only noted as a claim:
         the audit log names the token you write with), --env NAME (the environment a command acts in:
         production by default, e.g. --env staging activate blog 1.0.3), --over-budget (admins: put a
         version live over its first-load budget; say why with -m)
env: REGISTRY_URL (npm run release: this checkout's registry, MERIDIAN_PORT_BASE + 200; else http://127.0.0.1:3200),
     REGISTRY_TOKEN (your own token), REGISTRY_ACTOR, REGISTRY_TOKENS_FILE (people add)`;

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
      'max-hold': { type: 'string' },
      env: { type: 'string' },
      all: { type: 'boolean' },
      until: { type: 'string' },
      keep: { type: 'string' },
      'min-age': { type: 'string' },
      'dry-run': { type: 'boolean' },
      'over-budget': { type: 'boolean' },
    },
  });
  const [command, first, second, third] = positionals;
  // Decision 059: every command but the environment commands acts in one environment, production unless --env says.
  const client = values.env === undefined ? context.client : context.client.inEnvironment(values.env);
  const overBudget = values['over-budget'] === true ? { overBudget: true } : {};
  const usage = (message: string): never => {
    throw new UsageError(message);
  };
  const write = async (action: string, body: Record<string, unknown>): Promise<void> => {
    const reason = values.reason ?? `${action} via the CLI`;
    const result = await client.release(
      { action, reason, ...(values.actor ? { actor: values.actor } : {}), ...body },
      union([releaseWriteResultSchema, approvalRequestedSchema]),
    );
    if ('approval' in result) {
      const where = client.environment === 'production' ? '' : `--env ${client.environment} `;
      context.out(
        `${action}: ${String(body.remote)} waits for a second releaser: npm run release -- ${where}approve ${result.approval.id}`,
      );
      return;
    }
    const canary = result.remote.canary ? `, canary ${result.remote.canary.version} @ ${result.remote.canary.percent}%` : '';
    const where = client.environment === 'production' ? '' : `${client.environment} `;
    context.out(`${action}: ${where}${String(body.remote)} active ${result.remote.version}${canary} (revision ${result.revision})`);
  };
  switch (command) {
    case 'status':
      context.out(formatStatus(await client.get('/api/releases', releaseViewSchema), AREAS));
      return;
    case 'versions':
      context.out(formatVersions(await client.get(`/api/remotes/${remoteArg(first)}/versions`, areaVersionsSchema)));
      return;
    case 'compare':
      if (second === undefined) throw new UsageError('missing <version>');
      context.out(
        formatCompare(
          await client.get(`/api/remotes/${remoteArg(first)}/versions/${encodeURIComponent(second)}/compare`, versionCompareSchema),
        ),
      );
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
        ...overBudget,
      });
    case 'rollback':
      return write('rollback', {
        remote: remoteArg(first),
        ...(second ? { version: second } : {}),
        ...(values.steps ? { steps: numberArg(values.steps, 'steps') } : {}),
      });
    case 'canary':
      return write('canary', {
        remote: remoteArg(first),
        version: required(second, 'version'),
        percent: numberArg(third, 'percent'),
        ...overBudget,
      });
    case 'promote':
      return write('promote', { remote: remoteArg(first) });
    case 'abort':
      return write('abort-canary', { remote: remoteArg(first) });
    case 'audit': {
      const query = new URLSearchParams({ limit: values.limit ?? '50', ...(values.remote ? { remote: values.remote } : {}) });
      context.out(formatAudit((await client.get(`/api/audit?${query.toString()}`, auditListSchema)).entries));
      return;
    }
    case 'preview': {
      const body = {
        remote: remoteArg(first),
        version: required(second, 'version'),
        ttlSeconds: values.ttl ? numberArg(values.ttl, 'ttl') : 3600,
      };
      const link = await client.post('/api/previews', body, previewLinkSchema);
      context.out(`${link.url}\n(valid until ${link.expiresAt})`);
      return;
    }
    case 'approvals': {
      const { approvals } = await client.get('/api/approvals', approvalListSchema);
      context.out(formatApprovals(approvals));
      return;
    }
    case 'approve': {
      const approved = union([releaseWriteResultSchema, promotionResultSchema]);
      const result = await client.post(`/api/approvals/${numberArg(first, 'id')}/approve`, {}, approved);
      context.out(
        'promoted' in result
          ? `approved #${first ?? ''}: promote-env ${result.from} -> ${result.to}: ${result.promoted.map((item) => `${item.area} ${item.toVersion}`).join(', ')} (revision ${result.revision})`
          : `approved #${first ?? ''}: ${result.audit.action} ${result.audit.area ?? ''} active ${result.remote.version} (revision ${result.revision})`,
      );
      return;
    }
    case 'cancel': {
      const body = { reason: values.reason ?? 'withdrawn via the CLI' };
      await client.post(`/api/approvals/${numberArg(first, 'id')}/cancel`, body, record(string(), unknown()));
      context.out(`cancelled #${first ?? ''}`);
      return;
    }
    case 'people':
      return people(context, first, second, third);
    case 'rollout': {
      const { stages, hold, 'max-hold': maxHold, reason, actor } = values;
      return runRollout(
        client,
        {
          first,
          second,
          ...(stages ? { stages } : {}),
          ...(hold ? { hold } : {}),
          ...(maxHold ? { maxHold } : {}),
          ...(reason ? { reason } : {}),
          ...(actor ? { actor } : {}),
          ...overBudget,
        },
        context.out,
        usage,
        remoteArg,
      );
    }
    default:
      if (command !== undefined && ENVIRONMENT_COMMANDS.includes(command)) {
        const args = {
          positionals: positionals.slice(1),
          reason: values.reason,
          actor: values.actor,
          all: values.all,
          until: values.until,
          keep: values.keep,
          minAge: values['min-age'],
          dryRun: values['dry-run'],
          overBudget: values['over-budget'],
        };
        return runEnvironmentCommand(client, command, args, context.out, usage, remoteArg);
      }
      throw new UsageError(command === undefined ? 'missing <command>' : `unknown command "${command}"`);
  }
}

/**
 * `people add <name> <role>`: mints a token, adds its digest to the tokens file and prints the
 * token once; `people`: lists who has a token (an admin's token is needed).
 */
async function people(context: CliContext, sub: string | undefined, name: string | undefined, role: string | undefined): Promise<void> {
  if (sub === undefined) {
    const { people: list } = await context.client.get('/api/people', peopleSchema);
    context.out(table([['NAME', 'ROLE'], ...list.map((person) => [person.name, person.role])]));
    return;
  }
  if (sub !== 'add') throw new UsageError(`unknown people command "${sub}"; expected add`);
  const person = required(name, 'name');
  const wanted = required(role, 'role');
  if (!isRole(wanted)) throw new UsageError(`<role> must be one of ${ROLES.join(', ')}`);
  if (context.tokensFile === undefined) throw new UsageError('set REGISTRY_TOKENS_FILE: the file the registry reads people from');
  const file = isAbsolute(context.tokensFile) ? context.tokensFile : join(context.repoRoot, context.tokensFile);
  const token = addPerson(file, person, wanted);
  context.out(`${person} (${wanted}) added to ${file}; their token, shown this once (only its sha256 is kept):\n${token}`);
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
    const failures = array(gateFailureSchema).safeParse(
      typeof error.body === 'object' && error.body !== null ? Reflect.get(error.body, 'failures') : undefined,
    );
    if (failures.success) for (const failure of failures.data) context.err(`  - ${failure.check}: ${failure.message}`);
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
