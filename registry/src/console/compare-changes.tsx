/**
 * Two rows of the Compare dialog (decision 044): the routes a version adds and removes against the
 * live one, from the route tables recorded at publish, and its first-load JavaScript (gzip) with
 * the delta in KB and %, in the warning colour above +5 %. Versions published before tables were
 * recorded say so.
 */
import { FIRST_LOAD_WARN_PERCENT } from '@meridian/shared/registry-contract';
import type { VersionCompare } from './api.client.ts';
import { formatBytes } from './format.ts';

type Diff = VersionCompare['diff'];

function RouteList({ label, sign, paths }: { label: string; sign: string; paths: readonly string[] }) {
  if (paths.length === 0) return null;
  return (
    <ul className="compare__routes" aria-label={label}>
      {paths.map((path) => (
        <li key={path}>{`${sign} ${path}`}</li>
      ))}
    </ul>
  );
}

function routesSummary(routes: Diff['routes'], live: string | null): string {
  if (routes.candidate === null)
    return 'Route table not recorded (published before route tables were recorded, or its ./routes did not load).';
  const count = routes.candidate.length === 1 ? '1 route' : `${routes.candidate.length} routes`;
  if (live === null) return `${count}; nothing live to compare with.`;
  if (routes.active === null) return `${count}; the route table of live ${live} was not recorded.`;
  const { added, removed } = routes;
  if (added.length + removed.length === 0) return `Unchanged (${count}).`;
  const part = (n: number, word: string) => (n === 1 ? `1 route ${word}` : `${n} routes ${word}`);
  return `${part(added.length, 'added')}, ${part(removed.length, 'removed')}.`;
}

/** The routes row: added and removed full paths, or why they cannot be told. */
export function RoutesRow({ routes, live }: { routes: Diff['routes']; live: string | null }) {
  return (
    <div className="facts__row">
      <dt>Routes</dt>
      <dd>
        <span>{routesSummary(routes, live)}</span>
        <RouteList label="Routes added" sign="+" paths={routes.added} />
        <RouteList label="Routes removed" sign="−" paths={routes.removed} />
      </dd>
    </div>
  );
}

function signed(value: number, text: string): string {
  return `${value > 0 ? '+' : value < 0 ? '−' : '±'}${text}`;
}

/** The first-load JavaScript row: both figures (gzip) and the delta, warning above +5 %. */
export function FirstLoadRow({ firstLoad }: { firstLoad: Diff['firstLoad'] }) {
  const { before, after, deltaBytes, deltaPercent, warn } = firstLoad;
  let text: string;
  if (after === null) text = 'not recorded';
  else if (before === null || deltaBytes === null || deltaPercent === null) text = `${formatBytes(after)} gzip`;
  else
    text = `${formatBytes(before)} → ${formatBytes(after)} gzip (${signed(deltaBytes, formatBytes(Math.abs(deltaBytes)))}, ${signed(deltaPercent, `${Math.abs(deltaPercent).toFixed(1)} %`)})`;
  return (
    <div className="facts__row">
      <dt>First-load JavaScript</dt>
      <dd className={warn ? 'compare__delta compare__delta--warn' : 'compare__delta'}>
        {text}
        {warn ? <strong className="compare__warn">{` over +${FIRST_LOAD_WARN_PERCENT} %`}</strong> : null}
      </dd>
    </div>
  );
}
