/**
 * Two environments side by side (decision 059): per area the version each runs, the routes the
 * other environment adds and removes against production (from the route tables recorded at
 * publish) and the first-load JavaScript delta, with a promotion to production per area and of
 * every area at once (the same bytes, through production's gates, budget and two-person rule).
 */
import type { EnvironmentDiff } from './use-environments.ts';

/** Props: the side-by-side (null while loading) and what a promotion does (absent for a viewer: no button). */
export interface EnvironmentsPanelProps {
  diff: EnvironmentDiff | null;
  onPromote?: (area: string | null) => void;
}

const capitalised = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function routesOf(area: EnvironmentDiff['areas'][number]): string {
  if (area.same) return '–';
  if (!area.routes.recorded) return 'route table not recorded';
  const changes = [...area.routes.added.map((path) => `+ ${path}`), ...area.routes.removed.map((path) => `− ${path}`)];
  return changes.length === 0 ? 'same routes' : changes.join(', ');
}

function firstLoadOf(area: EnvironmentDiff['areas'][number]): string {
  const { from, to, deltaBytes, deltaPercent } = area.firstLoad;
  if (area.same || from === null || to === null) return '–';
  const sign = (deltaBytes ?? 0) >= 0 ? '+' : '−';
  const percent = deltaPercent === null ? '' : `, ${sign}${Math.abs(deltaPercent).toFixed(1)} %`;
  return `${kb(to)} → ${kb(from)} (${sign}${kb(Math.abs(deltaBytes ?? 0))}${percent})`;
}

/** The panel; nothing while loading or when there is no other environment. */
export function EnvironmentsPanel({ diff, onPromote }: EnvironmentsPanelProps) {
  if (diff === null) return null;
  const differing = diff.areas.filter((area) => !area.same && area.from !== null);
  return (
    <section aria-labelledby="environments-title" className="card environments">
      <div className="environments__head">
        <h2 id="environments-title" className="section-title">{`${capitalised(diff.from)} beside ${diff.to}`}</h2>
        <p className="muted">
          {differing.length === 0
            ? `${diff.to} runs what ${diff.from} runs.`
            : `${differing.length} ${differing.length === 1 ? 'area differs' : 'areas differ'}: a promotion makes ${diff.to} run exactly what ${diff.from} runs.`}
        </p>
        {onPromote && differing.length > 1 ? (
          <button type="button" className="button button--primary button--small" onClick={() => onPromote(null)}>
            {`Promote all to ${diff.to}…`}
          </button>
        ) : null}
      </div>
      <div className="table-wrap">
        <table className="audit-table environments__table">
          <caption className="visually-hidden">{`Each area in ${diff.from} and ${diff.to}`}</caption>
          <thead>
            <tr>
              <th scope="col">Area</th>
              <th scope="col">{diff.from}</th>
              <th scope="col">{diff.to}</th>
              <th scope="col">Routes</th>
              <th scope="col">First-load JavaScript</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {diff.areas.map((area) => (
              <tr key={area.area} className={area.same ? undefined : 'environments__row--differs'}>
                <th scope="row">{area.area}</th>
                <td data-label={diff.from}>
                  <div className="cell">{area.from ?? 'nothing live'}</div>
                </td>
                <td data-label={diff.to}>
                  <div className="cell">{area.to ?? 'nothing live'}</div>
                </td>
                <td data-label="Routes">
                  <div className="cell">{routesOf(area)}</div>
                </td>
                <td data-label="First load">
                  <div className="cell">{firstLoadOf(area)}</div>
                </td>
                <td data-label="">
                  {onPromote && !area.same && area.from !== null ? (
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={`Promote ${area.area} ${area.from} to ${diff.to}`}
                      onClick={() => onPromote(area.area)}
                    >
                      {`Promote to ${diff.to}…`}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
