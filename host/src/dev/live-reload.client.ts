/**
 * Live reload of `npm run dev`: a separate chunk the shell imports only when the boot data says
 * the host runs its development hook, so production pages never load it. Listens to the host's
 * `/__dev/events` and reloads as {@link reloadDecision} says. The release revision does not
 * change on a rebuild, so the stale-build guard never sees a "newer release" and cannot loop.
 */
import { isArea, type Area } from '@meridian/shared/areas';
import { missedRebuild, reloadDecision } from './reload-decision.ts';

/** What the live reload reads from the shell. */
export interface LiveReloadOptions {
  /** Rebuilds the host had taken in when it rendered this page (boot data `dev.build`). */
  readonly renderedBuild: number;
  /** The area of the page shown (null on the unavailable page). */
  readonly currentArea: () => Area | null;
  /** The areas whose code the page holds. */
  readonly loadedAreas: () => readonly Area[];
  /** Calls `listener` after every client navigation. */
  readonly onNavigation: (listener: () => void) => void;
}

function field(data: unknown, key: string): unknown {
  if (typeof data !== 'string') return undefined;
  try {
    return (JSON.parse(data) as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

/** Opens the event stream; the browser reconnects by itself while the host restarts. */
export function startLiveReload({ renderedBuild, currentArea, loadedAreas, onNavigation }: LiveReloadOptions): void {
  let staleOnNavigation = false;
  onNavigation(() => {
    if (staleOnNavigation) window.location.reload();
  });
  const events = new EventSource('/__dev/events');
  events.addEventListener('hello', (event) => {
    const build = field((event as MessageEvent).data, 'build');
    if (typeof build === 'number' && missedRebuild(renderedBuild, build)) window.location.reload();
  });
  events.addEventListener('rebuilt', (event) => {
    const area = field((event as MessageEvent).data, 'area');
    if (!isArea(area)) return;
    const decision = reloadDecision(area, currentArea(), loadedAreas());
    console.info(`[dev] ${area} rebuilt: ${decision}`);
    if (decision === 'reload') window.location.reload();
    else if (decision === 'reload-on-navigation') staleOnNavigation = true;
  });
}
