/**
 * npm run dev only (decision 036): first module of the host's development page bundle. React
 * Refresh must hook into React DevTools' global hook before React DOM starts, and the remotes'
 * watch builds use this one runtime (tooling/dev/react-refresh/runtime.js), not a copy each.
 */
import * as runtime from 'react-refresh/runtime';

type RefreshGlobal = typeof globalThis & {
  __meridianRefreshRuntime?: typeof runtime;
  $RefreshReg$?: () => void;
  $RefreshSig$?: () => (type: unknown) => unknown;
};

const page = globalThis as RefreshGlobal;
runtime.injectIntoGlobalHook(page);
page.$RefreshReg$ = () => {};
page.$RefreshSig$ = () => (type) => type;
page.__meridianRefreshRuntime = runtime;
