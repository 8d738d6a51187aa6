import { useContext } from 'react';
import { UiKitContext, type UiKitApi } from './ui-kit-context.ts';

/** Reads the provider's API; throws naming `hook` when there is no {@link UiKitProvider} above. */
export function useUiKitApi(hook: string): UiKitApi {
  const api = useContext(UiKitContext);
  if (!api) throw new Error(`${hook}() was called outside <UiKitProvider>`);
  return api;
}
