/**
 * What the steps of a page request use (docs/architecture.md, "How a request flows"), built once at
 * start-up (app.server.ts). A module of its own, so that no step imports the module composing them.
 */
import type { Area } from '@meridian/shared/areas';
import type { MessageLoader } from '@meridian/shared/i18n';
import type { RemoteLoader } from '../../federation/server-loader.server.ts';
import type { RouteShape } from '../../routing/route-map.ts';
import type { HandlerCache } from '../areas/areas.server.ts';
import type { HostEnv } from '../process/env.server.ts';
import type { GeoLookup } from '../visitor/geo.server.ts';
import type { HealthReporter } from '../process/health-reporter.server.ts';
import type { PageCache } from '../page-cache/page-cache.server.ts';
import type { KeptHtmlStore } from '../page-cache/kept-html.server.ts';
import type { ReleaseSource } from '../releases/release-source.server.ts';
import type { RemoteResources } from '../areas/remote-resources.server.ts';
import type { ThrottledLog } from '../process/throttled-log.server.ts';
import type { HostTelemetry } from '../telemetry/host-telemetry.server.ts';
import type { HostCookies } from '../visitor/visitor.server.ts';
import type { IntegrityBook } from '../../federation/integrity-book.server.ts';
import type { ApiTransport } from './api-transport.server.ts';

/** Everything the renderer uses, built once at start-up. */
export interface RenderDeps {
  readonly env: HostEnv;
  readonly releases: ReleaseSource;
  readonly remotes: RemoteLoader;
  /** What each version's code hashes to (decision 053): the release state's, and verified preview tokens'. */
  readonly integrity: IntegrityBook;
  readonly remoteResources: RemoteResources;
  readonly hostMessages: MessageLoader;
  /** How requests' API clients reach the API (decision 078). */
  readonly apiTransport: ApiTransport;
  /** The visitor's country by address (geo_info, kept for a while). */
  readonly geo: GeoLookup;
  /**
   * The host's browser build (`assets-manifest.json`): entry scripts, start-up chunks to preload, the
   * federation runtime's chunk (preloaded with a page's area scripts, decision 080), its style sheets' CSS, the site icon.
   */
  readonly clientAssets: {
    readonly scripts: readonly string[];
    readonly preloads: readonly string[];
    readonly federation: readonly string[];
    readonly styles: readonly string[];
    readonly icon: string;
  };
  readonly health: HealthReporter;
  /** The page's route, render outcome and page cache answer for the metrics and traces (decision 056). */
  readonly telemetry: HostTelemetry;
  /** Static handlers per release combination and basename. */
  readonly handlers: HandlerCache;
  /** Rendered pages kept for other anonymous visitors. */
  readonly pages: PageCache;
  /** Kept content's HTML, written again for the same page (decision 077). */
  readonly keptHtml: KeptHtmlStore;
  /** The host's cookies with the deployment's Secure and Domain settings. */
  readonly cookies: HostCookies;
  /** The route shapes of the last version of each area that loaded, to tell an outage's pages from unknown addresses. */
  readonly knownRoutes: Map<Area, readonly RouteShape[]>;
  readonly log: (message: string, error?: unknown) => void;
  /** Log of repeated failures: one line per key per interval. */
  readonly failures: ThrottledLog;
  /** Only under `npm run dev` (dev-hook.server.ts): how many rebuilds the host has taken in. */
  readonly devBuild?: () => number;
}
