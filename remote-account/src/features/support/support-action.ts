/** The support form of /myaccount (api/README.md: contact_us), run by its route action. */
import { redirect } from 'react-router';
import type { PageContext } from '@meridian/shared/route-module';
import { CONTACT_LIMITS, validateEmail, validateMessage, validateOptionalText } from '@meridian/shared/validation';
import { collectErrors, hasErrors, refuse } from '../../lib/action-result.ts';
import { API_ERROR_CODE } from '@meridian/shared/api-contract';
import { apiCodeOf, commonProblem } from '../../lib/api-errors.ts';
import { donePath } from '../../lib/done-notice.ts';
import { textField } from '../../lib/form-data.ts';
import { sendSupportMessage } from './support-api.ts';

/** The form's `intent`. */
export const SUPPORT_INTENT = 'support';
/** The card's element id. */
export const SUPPORT_SECTION = 'support';

/** Sends the message; a signed-in caller's token links it to the account. Then back to `page` saying it was sent. */
export async function supportAction(page: PageContext, form: FormData, paths: { readonly page: string }) {
  const values = { email: textField(form, 'email'), subject: textField(form, 'subject'), message: textField(form, 'message') };
  const errors = collectErrors({
    email: validateEmail(values.email),
    subject: validateOptionalText(values.subject, CONTACT_LIMITS.subject),
    message: validateMessage(values.message),
  });
  if (hasErrors(errors)) return refuse(SUPPORT_INTENT, { errors, values });
  try {
    await sendSupportMessage(await page.api(), values);
  } catch (failure) {
    return refuse(
      SUPPORT_INTENT,
      { values, problem: commonProblem(failure) },
      apiCodeOf(failure) === API_ERROR_CODE.rateLimited ? 429 : 400,
    );
  }
  return redirect(donePath(paths.page, 'support-sent', SUPPORT_SECTION));
}
