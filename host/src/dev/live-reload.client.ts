/**
 * Live reload of `npm run dev`: a separate chunk the shell imports only when the boot data says
 * the host runs its development hook, so production pages never load it. Listens to the host's
 * `/__dev/events` and reloads as {@link reloadDecision} says. The release revision does not
 * change on a rebuild, so the stale-build guard never sees a "newer release" and cannot loop.
 */
import { isArea, type Area } from '@meridian/shared/areas';
import { reloadDecision } from './reload-decision.ts';

/** What the live reload reads from the shell. */
export interface LiveReloadOptions {
  /** The area of the page shown (null on the unavailable page). */
  readonly currentArea: () => Area | null;
  /** The areas whose code the page holds. */
  readonly loadedAreas: () => readonly Area[];
  /** Calls `listener` after every client navigation. */
  readonly onNavigation: (listener: () => void) => void;
}

function rebuiltArea(data: unknown): Area | null {
  if (typeof data !== 'string') return null;
  try {
    const area: unknown = (JSON.parse(data) as { area?: unknown }).area;
    return isArea(area) ? area : null;
  } catch {
    return null;
  }
}

/** Opens the event stream; the browser reconnects by itself while the host restarts. */
export function startLiveReload({ currentArea, loadedAreas, onNavigation }: LiveReloadOptions): void {
  let staleOnNavigation = false;
  onNavigation(() => {
    if (staleOnNavigation) window.location.reload();
  });
  const events = new EventSource('/__dev/events');
  events.addEventListener('rebuilt', (event) => {
    const area = rebuiltArea((event as MessageEvent).data);
    if (area === null) return;
    const decision = reloadDecision(area, currentArea(), loadedAreas());
    console.info(`[dev] ${area} rebuilt: ${decision}`);
    if (decision === 'reload') window.location.reload();
    else if (decision === 'reload-on-navigation') staleOnNavigation = true;
  });
}
