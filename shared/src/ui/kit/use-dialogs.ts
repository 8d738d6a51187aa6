import type { DialogsApi } from './ui-kit-context.ts';
import { useUiKitApi } from './use-ui-kit-api.ts';

/**
 * Promise-based modal dialogs (rule shell.ui-kit): `confirm` resolves true or false, `alert`
 * resolves when closed. The returned object is stable. Throws outside `UiKitProvider`.
 */
export function useDialogs(): DialogsApi {
  return useUiKitApi('useDialogs').dialogs;
}
