/**
 * Browser step, **messages of a client navigation** (rule lang.messages; decision 004): before a page of an
 * area renders after a navigation, the namespaces its matched routes declare (`handle.ns`, the same
 * rule as the server's, `routeNamespaces`) are fetched from the area's pinned version, once per
 * language and namespace, and added to the page's i18next instance.
 */
import type { i18n as I18n } from 'i18next';
import type { Area } from '@meridian/shared/areas';
import { createMessageLoader, type MessageLoader, type Messages } from '@meridian/shared/i18n';
import { bundleUrl, type ReleaseSet } from '@meridian/shared/release';
import { routeNamespaces, type AreaModule } from '@meridian/shared/route-module';

/** What the loader needs of the page. */
export interface NavigationMessagesOptions {
  readonly locale: string;
  readonly release: ReleaseSet;
  readonly i18n: I18n;
  /** The browser's fetch (a test's own). */
  readonly fetch?: typeof fetch;
  readonly warn?: (message: string, error?: unknown) => void;
}

/**
 * Returns `load(area, module, handles)`: resolves once the declared namespaces of the matched
 * routes (`handles`, outermost first) that the page's i18next instance lacks are added. Never
 * rejects: a missing bundle falls back to English, then to empty messages (messages.ts).
 */
export function createNavigationMessages(options: NavigationMessagesOptions) {
  const { i18n, locale, release } = options;
  const get = options.fetch ?? ((input, init) => fetch(input, init));
  const warn = options.warn ?? ((message, error) => console.warn(message, error));
  const loaders = new Map<Area, MessageLoader>();
  const loaderOf = (area: Area): MessageLoader => {
    let loader = loaders.get(area);
    if (!loader) {
      loader = createMessageLoader(async (lang, namespace) => {
        const entry = release.remotes[area];
        if (entry === undefined) throw new Error(`message bundle ${area} ${lang}/${namespace}: the area has no release`);
        const response = await get(bundleUrl(entry, lang, namespace));
        if (response.status === 404) return null;
        if (!response.ok) throw new Error(`GET message bundle ${area} ${lang}/${namespace} answered ${response.status}`);
        return (await response.json()) as Messages;
      }, warn);
      loaders.set(area, loader);
    }
    return loader;
  };
  return async function load(area: Area, module: AreaModule, handles: readonly unknown[]): Promise<void> {
    const wanted = routeNamespaces(handles, module).filter((ns) => !i18n.hasResourceBundle(locale, ns));
    if (wanted.length === 0) return;
    const loaded = await loaderOf(area).load(locale, wanted);
    for (const [lang, namespaces] of Object.entries(loaded)) {
      for (const [ns, bundle] of Object.entries(namespaces)) i18n.addResourceBundle(lang, ns, bundle, true, false);
    }
  };
}
