/** The unbind form of /myaccount's device list (api/README.md), run by its route action. */
import { redirect } from 'react-router';
import type { PageContext } from '@meridian/shared/route-module';
import { refuse } from '../../lib/action-result.ts';
import { API_ERROR_CODE } from '@meridian/shared/api-contract';
import { apiCodeOf, commonProblem, isSessionEnded } from '../../lib/api-errors.ts';
import { donePath } from '../../lib/done-notice.ts';
import { textField } from '../../lib/form-data.ts';
import { unbindDevice } from './devices-api.ts';

/** The form's `intent`. */
export const UNBIND_INTENT = 'unbind-device';
/** The card's element id. */
export const DEVICES_SECTION = 'devices';

/** Unbinds the posted device (`app_type`, `user_id`); one already unbound (404) is said so. */
export async function unbindDeviceAction(page: PageContext, form: FormData, paths: { readonly page: string; readonly signedOut: string }) {
  const appType = Number(textField(form, 'app_type'));
  const userId = Number(textField(form, 'user_id'));
  if (!Number.isInteger(appType) || !Number.isInteger(userId) || textField(form, 'user_id') === '') {
    return refuse(UNBIND_INTENT, { problem: { key: 'form.api.invalid' } });
  }
  try {
    await unbindDevice(await page.api(), { appType, userId });
  } catch (failure) {
    if (isSessionEnded(failure)) return redirect(paths.signedOut);
    if (apiCodeOf(failure) === API_ERROR_CODE.notFound) return redirect(donePath(paths.page, 'device-gone', DEVICES_SECTION));
    return refuse(UNBIND_INTENT, { problem: commonProblem(failure) });
  }
  return redirect(donePath(paths.page, 'device-unbound', DEVICES_SECTION));
}
