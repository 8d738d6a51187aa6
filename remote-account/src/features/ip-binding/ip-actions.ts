/** The IP binding forms of /myaccount (api/README.md), run by its route action. */
import { redirect } from 'react-router';
import type { PageContext } from '@meridian/shared/route-module';
import { validateIp } from '@meridian/shared/validation';
import { refuse } from '../../lib/action-result.ts';
import { API_ERROR_CODE } from '@meridian/shared/api-contract';
import { apiCodeOf, commonProblem, isSessionEnded } from '../../lib/api-errors.ts';
import { donePath } from '../../lib/done-notice.ts';
import { textField } from '../../lib/form-data.ts';
import { bindIp, removeIp } from './ip-binding-api.ts';

/** The forms, by the `intent` they post. */
export const IP_INTENT = Object.freeze({ bind: 'bind-ip', remove: 'remove-ip' } as const);
/** The card's element id. */
export const IP_SECTION = 'ip-binding';
/** The submit button that binds the visitor's current address posts it under this name. */
export const CURRENT_IP_FIELD = 'current_ip';

/** Paths of the page: itself, and the login screen coming back to it. */
export interface PagePaths {
  readonly page: string;
  readonly signedOut: string;
}

/** Binds the typed address, or the current one when that button was pressed; 40020 past the limit. */
export async function bindIpAction(page: PageContext, form: FormData, paths: PagePaths) {
  const intent = IP_INTENT.bind;
  const ip = textField(form, CURRENT_IP_FIELD) || textField(form, 'ip');
  const error = validateIp(ip);
  if (error) return refuse(intent, { errors: { ip: error }, values: { ip } });
  try {
    await bindIp(await page.api(), ip);
  } catch (failure) {
    if (isSessionEnded(failure)) return redirect(paths.signedOut);
    const code = apiCodeOf(failure);
    if (code === API_ERROR_CODE.tooManyBoundIps) return refuse(intent, { values: { ip }, problem: { key: 'ip.tooMany' } });
    if (code === API_ERROR_CODE.validation) return refuse(intent, { errors: { ip: 'ipInvalid' }, values: { ip } });
    return refuse(intent, { values: { ip }, problem: commonProblem(failure) });
  }
  return redirect(donePath(paths.page, 'ip-bound', IP_SECTION));
}

/** Removes a bound address; one already gone (404) is said so, not refused. */
export async function removeIpAction(page: PageContext, form: FormData, paths: PagePaths) {
  const ip = textField(form, 'ip');
  try {
    await removeIp(await page.api(), ip);
  } catch (failure) {
    if (isSessionEnded(failure)) return redirect(paths.signedOut);
    if (apiCodeOf(failure) === API_ERROR_CODE.notFound) return redirect(donePath(paths.page, 'ip-gone', IP_SECTION));
    return refuse(IP_INTENT.remove, { values: { ip }, problem: commonProblem(failure) });
  }
  return redirect(donePath(paths.page, 'ip-removed', IP_SECTION));
}
