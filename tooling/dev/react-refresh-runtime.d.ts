/** The part of React Refresh's runtime the host's development bundle calls (the package ships no types). */
declare module 'react-refresh/runtime' {
  export function injectIntoGlobalHook(globalObject: typeof globalThis): void;
}
