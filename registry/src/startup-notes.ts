/**
 * What the registry says about its configuration at start-up: the development token when one
 * was generated, who may write, and loud warnings when the `loads-and-renders` gate is off or
 * its checker is not built.
 */
import type { RegistryConfig } from './config.ts';
import { missingCheckerMessage } from './gates/remote-checker.ts';
import { roleOf } from './tokens.ts';

/** Lines to print: `info` to stdout, `warnings` to stderr. */
export interface StartupNotes {
  info: string[];
  warnings: string[];
}

const RULE = '!'.repeat(78);

/** The notes for `config`; `exists(path)` tells whether the checker file is there. Token values are printed only when generated. */
export function startupNotes(config: RegistryConfig, exists: (path: string) => boolean): StartupNotes {
  const info: string[] = [];
  const warnings: string[] = [];
  const [first] = config.tokens;
  if (config.tokenGenerated && first !== undefined) {
    info.push(`registry: no REGISTRY_TOKENS / REGISTRY_TOKEN set; development token of "${first.name}" for this run: ${first.token}`);
  } else {
    const people = config.tokens.filter((entry) => roleOf(entry) !== 'health');
    info.push(`registry: tokens of ${people.map((entry) => `${entry.name} (${roleOf(entry)})`).join(', ') || 'nobody'} in the environment`);
    if (config.tokensFile !== null) info.push(`registry: and of the people in ${config.tokensFile} (read again when it changes)`);
  }
  const hosts = config.tokens.filter((entry) => entry.role === 'health');
  if (hosts.length > 0) info.push(`registry: health-report tokens (hosts) of ${hosts.map((entry) => entry.name).join(', ')}`);
  if (config.publicReads) {
    warnings.push(
      RULE,
      'registry: WARNING: REGISTRY_PUBLIC_READS=true: every read answers WITHOUT a token.',
      'registry: audit log, approvals, versions, signals and the release state are open to anyone who reaches this port;',
      'registry: for a local demo only. Unset it to require at least a viewer token (decision 051).',
      RULE,
    );
  }
  if (config.remoteChecker === null) {
    warnings.push(
      RULE,
      'registry: WARNING: REGISTRY_REMOTE_CHECKER=off: the loads-and-renders gate is SKIPPED.',
      'registry: versions are activated and sent to canaries without being loaded and rendered first.',
      RULE,
    );
  } else if (!exists(config.remoteChecker.path)) {
    warnings.push(
      `registry: WARNING: ${missingCheckerMessage(config.remoteChecker.path)}; until then every activate and canary is refused`,
    );
  }
  return { info, warnings };
}
