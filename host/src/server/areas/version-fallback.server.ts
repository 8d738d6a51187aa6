/**
 * No visitor pays for a bad version (decision 019): when the canary or preview version
 * of a page's area fails on the server (its loader or action throws, its page does not render),
 * the host renders the same request again with that area's active version and counts the
 * failure against the version that caused it. The spec's rule for a server-render error with a
 * status code (sections 2 and 8: a redirect to the root) is kept for the active version only.
 */
import type { StaticHandlerContext } from 'react-router';
import type { Area } from '@meridian/shared/areas';
import type { ReleaseSet, ReleaseState } from '@meridian/shared/release';
import { areaOfRouteId } from '../../routing/mount.ts';

/**
 * The release set to render the request again with after `area` failed: `served` with `area`
 * back on the active entry of `state`. Null when there is nothing better to try: `area` is
 * null (the host's own routes), has no release, or `served` already uses the active entry for it.
 */
export function activeFallback(served: ReleaseSet, state: ReleaseState, area: Area | null): ReleaseSet | null {
  if (area === null) return null;
  const active = state.remotes[area];
  const used = served.remotes[area];
  if (active === undefined || used === undefined) return null;
  if (used.version === active.version && used.origin === active.origin) return null;
  return { ...served, remotes: { ...served.remotes, [area]: { version: active.version, origin: active.origin } } };
}

/**
 * The area whose code failed a server render with a status of 500 or more: the area of the
 * deepest route holding an error (`context.errors`, keyed by route id), else `pageArea`. Null
 * when the render did not fail that way.
 */
export function failedAreaOf(context: StaticHandlerContext, pageArea: Area | null): Area | null {
  if (context.statusCode < 500) return null;
  const failing = Object.keys(context.errors ?? {});
  const deepest = [...context.matches].reverse().find((match) => failing.includes(match.route.id));
  return (deepest ? areaOfRouteId(deepest.route.id) : null) ?? pageArea;
}

/**
 * Whether a failed render may be tried again with another version: a GET or HEAD, never a form
 * post, whose action may already have had its effect (an order, a sign-up) before it threw.
 */
export function mayRenderAgain(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}
