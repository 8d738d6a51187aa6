/**
 * What an open page does when `npm run dev` rebuilt an area (docs/development.md, "Development"): reload now
 * when the page shows that area (or no area: the 503 page of an area that failed may work now),
 * reload at the next navigation when the page has the area's old code loaded (a client
 * navigation into it would run that old code), else nothing.
 */
import type { Area } from '@meridian/shared/areas';

/** The page's answer to a rebuild. */
export type ReloadDecision = 'reload' | 'reload-on-navigation' | 'ignore';

/** Decides for a rebuild of `rebuilt`, with `current` the area of the page shown and `loaded` the areas whose code the page holds. */
export function reloadDecision(rebuilt: Area, current: Area | null, loaded: readonly Area[]): ReloadDecision {
  if (current === null || current === rebuilt) return 'reload';
  return loaded.includes(rebuilt) ? 'reload-on-navigation' : 'ignore';
}

/**
 * True when the host took in a rebuild after it rendered the page (`rendered` < `current`): the
 * announcement came while the page was loading, before it listened, so it reloads once more.
 */
export function missedRebuild(rendered: number, current: number): boolean {
  return current > rendered;
}
