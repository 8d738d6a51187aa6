/**
 * Message bundle rules (rule lang.messages): bundles are keyed by language and page
 * name (the i18next namespace); a page's bundles are the namespaces its routes declare
 * (`routeNamespaces`, `@meridian/shared/route-module`, decision 031); a missing
 * bundle falls back to the default language, then to empty messages; the default language
 * is loaded as backup; loaded bundles are cached in memory.
 */
import { DEFAULT_LOCALE } from './locales.ts';
import type { FlatNamespace, i18n as I18nInstance, ParseKeys } from 'i18next';

/** One namespace's messages: nested objects of strings, as i18next reads them. */
export type Messages = { readonly [key: string]: string | Messages };

/** Resources as i18next takes them: language, then namespace, then messages. */
export type Resources = Record<string, Record<string, Messages>>;

/** Namespaces the host ships and inlines on every page (rule lang.messages; `common` is shared UI). */
export const HOST_NAMESPACES = ['common', 'header', 'footer', 'location'] as const;

/** Log text of a bundle that failed to load (rule lang.messages). */
export const LOG_FAILED_LOCALE = 'Failed locale loading';

/** Reads one bundle; resolves null when it does not exist, rejects when loading failed. */
export type BundleFetcher = (lang: string, namespace: string) => Promise<Messages | null>;

/** A memory-cached loader of message bundles for one remote version or for the host. */
export interface MessageLoader {
  /**
   * Loads `namespaces` in `lang` and, when `lang` is not the default, in the default language
   * too. Never rejects: a missing bundle falls back to the default language's, then to `{}`;
   * a failed load logs 'Failed locale loading' and counts as missing (not cached).
   */
  load(lang: string, namespaces: readonly string[]): Promise<Resources>;
}

/** Creates a loader over `fetchBundle` with an in-memory cache (rule lang.messages: loaded bundles are kept). */
export function createMessageLoader(fetchBundle: BundleFetcher, log: (message: string, error?: unknown) => void): MessageLoader {
  const cache = new Map<string, Promise<Messages | null>>();

  function fetchCached(lang: string, namespace: string): Promise<Messages | null> {
    const key = `${lang}\u0000${namespace}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const pending = fetchBundle(lang, namespace).catch((error: unknown) => {
      log(LOG_FAILED_LOCALE, error);
      cache.delete(key);
      return null;
    });
    cache.set(key, pending);
    return pending;
  }

  return {
    async load(lang, namespaces) {
      if (namespaces.length === 0) return {};
      const languages = lang === DEFAULT_LOCALE ? [lang] : [lang, DEFAULT_LOCALE];
      const loaded = await Promise.all(languages.map((language) => Promise.all(namespaces.map((ns) => fetchCached(language, ns)))));
      // Built in the order asked, not the order the bundles arrived: the same page is the same bytes on its first visit and later.
      return Object.fromEntries(
        languages.map((language, index) => [
          language,
          Object.fromEntries(namespaces.map((namespace, at) => [namespace, loaded[index]?.[at] ?? {}])),
        ]),
      );
    },
  };
}

/** Merges resource trees (later ones win per namespace). */
export function mergeResources(...trees: Resources[]): Resources {
  const merged: Resources = {};
  for (const tree of trees) {
    for (const [lang, namespaces] of Object.entries(tree)) {
      merged[lang] = { ...merged[lang], ...namespaces };
    }
  }
  return merged;
}

/** The interpolation variables every message may use for the brand (docs/messages.md). */
export interface BrandVariables {
  /** The configured brand name, "Meridian VPN". */
  readonly brand: string;
  /** The brand as the first part of a hyphenated compound: "Meridian-VPN" (German "Meridian-VPN-Tarif", decision 024). */
  readonly brandCompound: string;
}

/**
 * `{{brand}}` and `{{brandCompound}}` for a brand name: in a compound, German and Dutch join every
 * word with hyphens ("Meridian-VPN-Konto", never "Meridian VPN-Konto").
 */
export function brandVariables(brand: string): BrandVariables {
  return { brand, brandCompound: brand.trim().replace(/\s+/g, '-') };
}

/**
 * True when `key`, built from data (`sections.${id}.title`, numbered lines `steps.s3`), is a
 * message of namespace `ns` in the loaded bundles (`i18n.exists`); it then narrows `key` to
 * that namespace's keys of its shape (`${string}.title` stays a title), so `t(key)` type-checks with the generated key types
 * (tooling/message-keys.d.ts). A key the data names but the bundle lacks is false: the caller
 * leaves that line out instead of showing the raw key (rule lang.messages).
 */
export function isMessageKey<Ns extends FlatNamespace, Key extends string>(
  i18n: Pick<I18nInstance, 'exists'>,
  ns: Ns,
  key: Key,
): key is Key & ParseKeys<Ns> {
  return i18n.exists(key, { ns });
}
