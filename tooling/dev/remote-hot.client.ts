/**
 * npm run dev only (decision 036): loaded with a remote's `./routes` in its watch build. Offers
 * the page's live reload (host/src/dev/live-reload.client.ts) a hot update of this remote: Rspack's
 * HMR fetches what changed since the page loaded it and React Refresh re-renders the edited
 * components with their state. Resolves false when the update cannot apply (a module that is not a
 * component, or a hash the origin no longer has), and the page then reloads.
 */
declare const __MERIDIAN_HOT_AREA__: string;
declare const __webpack_hash__: string;

interface Hot {
  status(): string;
  check(autoApply: boolean): Promise<unknown[] | null>;
}

type HotRegistry = Record<string, (hash: string) => Promise<boolean>>;

const hot = (import.meta as ImportMeta & { webpackHot?: Hot }).webpackHot;
const page = globalThis as typeof globalThis & { __meridianHot?: HotRegistry };
const registry: HotRegistry = (page.__meridianHot ??= {});

registry[__MERIDIAN_HOT_AREA__] = async (hash) => {
  if (hot === undefined) return false;
  try {
    // One check applies one rebuild; a page that missed some catches up step by step.
    let updated = 0;
    for (let step = 0; step < 10 && __webpack_hash__ !== hash; step += 1) {
      if (hot.status() !== 'idle') return false;
      const outdated = await hot.check(true);
      if (outdated === null) break;
      updated += outdated.length;
    }
    // No module changed (a message bundle or a stylesheet did): the page reloads to show it.
    return __webpack_hash__ === hash && updated > 0;
  } catch (error) {
    console.info(`[dev] ${__MERIDIAN_HOT_AREA__}: hot update not applied, reloading`, error);
    return false;
  }
};
