/**
 * Live reload of `npm run dev`: a separate chunk the shell imports only when the boot data says
 * the host runs its development hook, so production pages never load it. Listens to the host's
 * `/__dev/events` and reloads as {@link reloadDecision} says. The release revision does not
 * change on a rebuild, so the stale-build guard never sees a "newer release" and cannot loop.
 */
import { AREAS, isArea, type Area } from '@meridian/shared/areas';
import { missedRebuild, reloadDecision } from './reload-decision.ts';

/** What the live reload reads from the shell. */
export interface LiveReloadOptions {
  /** Rebuilds the host had taken in when it rendered this page (boot data `dev.build`). */
  readonly renderedBuild: number;
  /** The area of the page shown (null on the unavailable page). */
  readonly currentArea: () => Area | null;
  /** True when the page holds the code of `area`. */
  readonly isLoaded: (area: Area) => boolean;
  /** The router: its location now, and a call back on every change of its state. */
  readonly router: {
    readonly state: { readonly location: unknown };
    subscribe(listener: (state: { readonly location: unknown }) => void): unknown;
  };
}

/** What a remote's watch build offers the page (tooling/dev/remote-hot.client.ts): a hot update to `hash`, true when it applied. */
type HotUpdates = Partial<Record<Area, (hash: string) => Promise<boolean>>>;

function hotUpdateOf(area: Area): ((hash: string) => Promise<boolean>) | undefined {
  return (globalThis as typeof globalThis & { __meridianHot?: HotUpdates }).__meridianHot?.[area];
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
export function startLiveReload({ renderedBuild, currentArea, isLoaded, router }: LiveReloadOptions): void {
  let staleOnNavigation = false;
  // A rebuild applied in place counts as seen, so a reconnection does not reload for it.
  let seenBuild = renderedBuild;
  let location = router.state.location;
  // After every client navigation (a change of location, not of any other router state).
  router.subscribe((state) => {
    if (state.location === location) return;
    location = state.location;
    if (staleOnNavigation) window.location.reload();
  });
  const events = new EventSource('/__dev/events');
  events.addEventListener('hello', (event) => {
    const build = field((event as MessageEvent).data, 'build');
    if (typeof build === 'number' && missedRebuild(seenBuild, build)) window.location.reload();
  });
  events.addEventListener('rebuilt', (event) => {
    const area = field((event as MessageEvent).data, 'area');
    if (!isArea(area)) return;
    const decision = reloadDecision(area, currentArea(), AREAS.filter(isLoaded));
    const hash = field((event as MessageEvent).data, 'hash');
    const hotUpdate = hotUpdateOf(area);
    const fallBack = () => {
      console.info(`[dev] ${area} rebuilt: ${decision}`);
      if (decision === 'reload') window.location.reload();
      else if (decision === 'reload-on-navigation') staleOnNavigation = true;
    };
    // Fast Refresh (decision 036): the page's code of the area is updated in place, state kept; a reload only where it cannot apply.
    if (decision === 'ignore' || hotUpdate === undefined || typeof hash !== 'string' || hash === '') fallBack();
    else
      void hotUpdate(hash).then((applied) => {
        if (!applied) return fallBack();
        const build = field((event as MessageEvent).data, 'build');
        if (typeof build === 'number') seenBuild = Math.max(seenBuild, build);
        console.info(`[dev] ${area} rebuilt: refreshed in place`);
      });
  });
}
