import type { ToastApi } from './ui-kit-context.ts';
import { useUiKitApi } from './use-ui-kit-api.ts';

/**
 * Toasts of type success, warn or error, each shown 6000 ms and stacked top centre (rule
 * shell.ui-kit). The returned object is stable. Throws outside `UiKitProvider`.
 */
export function useToast(): ToastApi {
  return useUiKitApi('useToast').toast;
}
