/**
 * A page's messages without per-request set-up cost (decision 030): the merged resource tree, its
 * i18next instance per language and brand and its boot-data JSON are made once per set of message
 * bundles and shared by every request that renders with them (decision 078: a clone per request
 * was 2 % of the host's CPU per page). Bundles are immutable once loaded (the message loaders cache
 * them per version), so the same bundles always give the same tree.
 */
import type { i18n as I18n } from 'i18next';
import { mergeResources, type Resources } from '@meridian/shared/i18n';
import { createI18n, type CreateI18nOptions } from '../../i18n/create-i18n.ts';
import { jsonForScript } from '../document/html.server.ts';

/** Merged trees kept at most (one per language, page namespaces and versions of the areas in use); the oldest leave first. */
export const MERGED_RESOURCES_LIMIT = 512;

const ids = new WeakMap<object, number>();
let lastId = 0;
const idOf = (bundle: object): number => {
  let id = ids.get(bundle);
  if (id === undefined) {
    lastId += 1;
    id = lastId;
    ids.set(bundle, id);
  }
  return id;
};

const merged = new Map<string, Resources>();
const instances = new WeakMap<Resources, Map<string, I18n>>();
const serialised = new WeakMap<Resources, string>();

/**
 * {@link mergeResources} of `trees`, the same object for the same bundles (compared by identity),
 * so that what is derived from it ({@link requestI18n}, {@link resourcesJson}) is made once.
 * The result is shared between requests: never change it.
 */
export function sharedResources(...trees: Resources[]): Resources {
  const key = trees
    .map((tree) =>
      Object.entries(tree)
        .map(([lang, namespaces]) => `${lang}:${Object.entries(namespaces).map(([ns, bundle]) => `${ns}=${idOf(bundle)}`)}`)
        .join(';'),
    )
    .join('|');
  const hit = merged.get(key);
  if (hit) {
    merged.delete(key);
    merged.set(key, hit);
    return hit;
  }
  const tree = mergeResources(...trees);
  merged.set(key, tree);
  if (merged.size > MERGED_RESOURCES_LIMIT) merged.delete(merged.keys().next().value as string);
  return tree;
}

/**
 * The i18next instance a request renders with: one per tree, language and brand (createI18n),
 * shared by every request of the same. Rendering on the server only reads it (a language is
 * changed by the browser's language switcher, resources added by effects, neither of which runs
 * on the server), and its language is fixed: `changeLanguage` rejects with an Error rather than
 * switch the language of every request rendering with it.
 */
export function requestI18n(options: CreateI18nOptions): I18n {
  let byLocale = instances.get(options.resources);
  if (!byLocale) {
    byLocale = new Map();
    instances.set(options.resources, byLocale);
  }
  const key = `${options.locale}\u0000${options.brand}`;
  let base = byLocale.get(key);
  if (!base) {
    base = createI18n(options);
    const locale = options.locale;
    base.changeLanguage = async (language) => {
      throw new Error(`the server's i18next instance for ${locale} is shared by requests: it cannot change to ${String(language)}`);
    };
    byLocale.set(key, base);
  }
  return base;
}

/** `resources` serialised for the page's boot data ({@link jsonForScript}), once per tree. */
export function resourcesJson(resources: Resources): string {
  let json = serialised.get(resources);
  if (json === undefined) {
    json = jsonForScript(resources);
    serialised.set(resources, json);
  }
  return json;
}

/**
 * The boot data as JSON for its script element ({@link jsonForScript}), its `resources` (most of
 * it: 9.8 of 11 KB on the home page) from {@link resourcesJson}; `resources` comes last.
 */
export function bootDataJson(boot: { readonly resources: Resources }): string {
  const { resources, ...rest } = boot;
  const head = jsonForScript(rest);
  return `${head.slice(0, -1)}${head === '{}' ? '' : ','}"resources":${resourcesJson(resources)}}`;
}
