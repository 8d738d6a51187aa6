/**
 * A page's messages without per-request set-up cost (decision 030): the merged resource tree, its
 * i18next instance and its boot-data JSON are made once per set of message bundles and reused,
 * and each request gets its own i18next clone over them (its own language and listeners, the
 * shared store, plural rules and interpolator). Bundles are immutable once loaded (the message
 * loaders cache them per version), so the same bundles always give the same tree.
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
 * A request's own i18next instance over `resources` in `locale`: a clone of one instance made per
 * tree, language and brand (createI18n), which shares its store, plural rules and interpolator.
 * Changing the clone's language leaves every other request's alone.
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
    byLocale.set(key, base);
  }
  return base.cloneInstance({ initAsync: false });
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
