/**
 * The CLI's `compare <remote> <version>` (decision 044): what a version changes against the live one,
 * the same comparison the console's Compare dialog shows: routes added and removed, the
 * first-load JavaScript delta (a warning above +5 %), bytes, the browser entry, shared
 * dependency versions and the commit, with the health of both over the last hour.
 */
import { FIRST_LOAD_WARN_PERCENT, type versionCompareSchema, type WireOut } from '@meridian/shared/registry-contract';

/** Usage line of the command, for the CLI's usage text. */
export const COMPARE_USAGE = `  compare <remote> <version>          what it changes against the live version: routes added and removed,
                                      first-load JavaScript, bytes, shared versions, commit, health`;

type Compare = WireOut<typeof versionCompareSchema>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** `+1.2 KB (+6.3 %)`, signed, for a change in bytes. */
export function signedKb(bytes: number, percent: number | null): string {
  const sign = bytes > 0 ? '+' : bytes < 0 ? '−' : '±';
  const share = percent === null ? '' : ` (${percent > 0 ? '+' : percent < 0 ? '−' : '±'}${Math.abs(percent).toFixed(1)} %)`;
  return `${sign}${kb(Math.abs(bytes))}${share}`;
}

function routeLines(compare: Compare): string[] {
  const { routes } = compare.diff;
  if (routes.candidate === null) return ['routes: route table not recorded for this version'];
  if (compare.active === null) return [`routes: ${routes.candidate.length} (nothing live to compare with)`];
  if (routes.active === null) return [`routes: route table not recorded for live ${compare.active}`];
  if (routes.added.length + routes.removed.length === 0) return [`routes: unchanged (${routes.candidate.length})`];
  return [
    `routes added (${routes.added.length}): ${routes.added.join(', ') || 'none'}`,
    `routes removed (${routes.removed.length}): ${routes.removed.join(', ') || 'none'}`,
  ];
}

function firstLoadLine(compare: Compare): string {
  const { before, after, deltaBytes, deltaPercent, warn } = compare.diff.firstLoad;
  if (after === null) return 'first-load JavaScript: not recorded';
  if (before === null || deltaBytes === null) return `first-load JavaScript: ${kb(after)} gzip`;
  const warning = warn ? `  WARNING: over +${FIRST_LOAD_WARN_PERCENT} %` : '';
  return `first-load JavaScript: ${kb(before)} -> ${kb(after)} gzip, ${signedKb(deltaBytes, deltaPercent)}${warning}`;
}

/** The lines `compare` prints. */
export function formatCompare(compare: Compare): string {
  const { diff, health } = compare;
  const head =
    compare.active === null || compare.active === compare.candidate
      ? `${compare.area} ${compare.candidate}`
      : `${compare.area} ${compare.candidate} against live ${compare.active}`;
  const commit = diff.provenance.candidate?.commit;
  const rate = (value: number | null) => (value === null ? '-' : `${(value * 100).toFixed(2)} %`);
  const lines = [
    head,
    ...routeLines(compare),
    firstLoadLine(compare),
    `bytes: ${diff.bytes.before === null ? '-' : kb(diff.bytes.before)} -> ${kb(diff.bytes.after)}; files ${diff.files.before ?? '-'} -> ${diff.files.after}`,
    `shared versions that differ: ${diff.shared.map((item) => `${item.name} ${item.before ?? '-'} -> ${item.after ?? '-'}`).join(', ') || 'none'}`,
    `commit: ${commit === undefined ? 'not recorded' : `${commit.slice(0, 10)} ${diff.provenance.candidate?.message ?? ''}`.trim()}`,
    `health (1 h): ${health.candidate.sampleSize} views, server errors ${rate(health.candidate.serverErrorRate)}` +
      (health.active === null ? '' : `; live ${health.active.sampleSize} views, server errors ${rate(health.active.serverErrorRate)}`),
  ];
  return lines.join('\n');
}
