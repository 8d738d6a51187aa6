/**
 * What the server hands the browser shell in `<script id="__meridian">` (docs/architecture.md,
 * "How a request flows", steps 4 and 5): the pinned release set, the locale, the inlined
 * message namespaces and the facts the shell renders with.
 */
import type { Area } from '@meridian/shared/areas';
import type { Resources } from '@meridian/shared/i18n';
import type { RouteLocale } from '@meridian/shared/locales';
import type { ReleaseSet } from '@meridian/shared/release';
import type { RouteMap } from './routing/route-map.ts';
import type { KeptRoute } from './routing/stand-in-routes.tsx';
import type { SiteContextValue } from './shell/site-context.ts';

/** Boot data of one page. */
export interface BootData {
  readonly locale: RouteLocale;
  /** Router basename: `/de` for German pages, `/` for unprefixed English ones. */
  readonly basename: string;
  readonly release: ReleaseSet;
  /**
   * Subresource Integrity (`sha256-...`) of each area's `remoteEntry.js` in `release`, from the
   * hashes recorded at its publish (decision 054): the page loads each entry with it. An area whose
   * version has none recorded (only under `npm run dev`) is absent and loads unchecked.
   */
  readonly integrity?: Readonly<Partial<Record<Area, string>>>;
  /** The area rendered on the server, or null when the page is the "unavailable" page. */
  readonly area: Area | null;
  readonly resources: Resources;
  /**
   * The route shapes of the other areas the server loaded, so a navigation loads only the area it
   * needs; of the page's own area too when the page hydrates with stand-ins (`keptRoutes`).
   */
  readonly routeMap: RouteMap;
  /**
   * Present when the browser keeps the whole page from the server: its matched routes of `area`,
   * outermost first, which the browser hydrates as stand-ins without loading the area (decision 079).
   */
  readonly keptRoutes?: readonly KeptRoute[];
  readonly brand: string;
  /** Base URL of the backend for browser calls (decision 026). */
  readonly apiBase: string;
  readonly site: SiteContextValue;
  /** The deployment's cookie settings for cookies the browser writes (docs/operations.md, "Production settings"). */
  readonly cookies: { readonly secure: boolean; readonly domain?: string };
  /** Share (0-1) of page views that send signals to `/__signals` (decision 032, SIGNALS_SAMPLE_RATE); absent when off. */
  readonly signals?: number;
  /** Present only under `npm run dev` (HOST_DEV_HOOK): the shell loads its live reload; `build` counts the rebuilds the page was rendered after. */
  readonly dev?: { readonly build: number };
}
