import type { OverlayApi } from './ui-kit-context.ts';
import { useUiKitApi } from './use-ui-kit-api.ts';

/**
 * The full-screen loading overlay (rule shell.ui-kit); for an overlay over one element use
 * `LoadingRegion`. The returned object is stable. Throws outside `UiKitProvider`.
 */
export function useOverlay(): OverlayApi {
  return useUiKitApi('useOverlay').overlay;
}
