/**
 * `/forgetpassword`: emails a reset code (its action), then shows the reset form with the address
 * filled in, posting to /resetpassword. Works without JavaScript.
 */
import { Link, type ActionFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageOf } from '@meridian/shared/route-module';
import { PageIntro } from '@meridian/shared/ui';
import { ForgetPasswordForm } from '../features/password/forget-password-form.tsx';
import { PASSWORD_INTENT, requestResetAction } from '../features/password/password-actions.ts';
import { refuse } from '../lib/action-result.ts';
import { formOf, textField } from '../lib/form-data.ts';
import { INTENT_FIELD } from '../lib/use-form-result.ts';

/** Sends the reset code. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await formOf(request);
  const intent = textField(form, INTENT_FIELD);
  if (intent !== PASSWORD_INTENT.requestReset) return refuse(intent, { problem: { key: 'form.api.invalid' } });
  return requestResetAction(pageOf(context), form);
}

/** The page. */
export function Component() {
  const { t } = useTranslation('forgetpassword');
  return (
    <>
      <PageIntro ns="forgetpassword" />
      <section className="section account-section">
        <div className="container container--narrow">
          <div className="account-panel">
            <ForgetPasswordForm />
          </div>
          <p className="account-section__aside">
            <Link to="/resetpassword">{t('haveCode')}</Link>
            <Link to="/login">{t('back')}</Link>
          </p>
        </div>
      </section>
    </>
  );
}
