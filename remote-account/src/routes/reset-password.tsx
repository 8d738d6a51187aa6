/**
 * `/resetpassword`: email, the emailed code and a new password, posted to this route's action
 * (also from /forgetpassword); then to /login, signed out everywhere. Works without JavaScript.
 */
import { Link, type ActionFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageOf } from '@meridian/shared/route-module';
import { PageIntro } from '@meridian/shared/ui';
import { PASSWORD_INTENT, resetPasswordAction } from '../features/password/password-actions.ts';
import { ResetPasswordForm } from '../features/password/reset-password-form.tsx';
import { refuse } from '../lib/action-result.ts';
import { donePath } from '../lib/done-notice.ts';
import { formOf, textField } from '../lib/form-data.ts';
import { INTENT_FIELD } from '../lib/use-form-result.ts';

/** Sets the new password. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await formOf(request);
  const intent = textField(form, INTENT_FIELD);
  if (intent !== PASSWORD_INTENT.reset) return refuse(intent, { problem: { key: 'form.api.invalid' } });
  return resetPasswordAction(pageOf(context), form, donePath('/login', 'password-reset'));
}

/** The page. */
export function Component() {
  const { t } = useTranslation('resetpassword');
  return (
    <>
      <PageIntro ns="resetpassword" />
      <section className="section account-section">
        <div className="container container--narrow">
          <div className="account-panel">
            <ResetPasswordForm />
          </div>
          <p className="account-section__aside">
            <Link to="/forgetpassword">{t('requestCode')}</Link>
            <Link to="/login">{t('back')}</Link>
          </p>
        </div>
      </section>
    </>
  );
}
