/** A page request's first redirects: language detection (rule route.visitor-prefix) and the root redirect (rule route.root-redirect). */
import { localisePath, splitLocale, type LocaleDecision } from '@meridian/shared/routing';
import type { RouteLocale } from '@meridian/shared/locales';

/**
 * The root path may redirect by a configured root redirect (rule route.root-redirect): where the home
 * page of `locale` goes when `rootRedirect` (an unprefixed site path such as `/pricing`) is
 * configured. `rest` is the request's path without its prefix; only the home page (`/`)
 * redirects. The prefix the visitor came with is kept (`/de` gives `/de/pricing`, `/en` gives
 * `/en/pricing`, `/` gives `/pricing`), and so is the query (`search`, with its `?`). Returns
 * null when nothing is configured or the path is not the home page.
 */
export function rootRedirectTarget(
  rootRedirect: string | undefined,
  page: { readonly locale: RouteLocale; readonly prefixed: boolean; readonly rest: string; readonly search: string },
): string | null {
  if (rootRedirect === undefined || page.rest !== '/') return null;
  return `${page.prefixed ? localisePath(page.locale, rootRedirect, true) : rootRedirect}${page.search}`;
}

/**
 * Where a page request at `url` is sent before anything else, or null: the home page to the
 * configured root redirect, in one hop with language detection (`/` for a visitor detected as
 * German goes straight to `/de/pricing`), else the detection redirect of `decision`.
 */
export function entryRedirect(rootRedirect: string | undefined, decision: LocaleDecision, url: URL): string | null {
  const prefixed = decision.redirectTo !== null || decision.prefixed;
  const page = { locale: decision.locale, prefixed, rest: splitLocale(url.pathname).rest, search: url.search };
  return rootRedirectTarget(rootRedirect, page) ?? decision.redirectTo;
}
