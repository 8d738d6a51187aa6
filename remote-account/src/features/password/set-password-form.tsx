import { useId } from 'react';
import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingRegion } from '@meridian/shared/ui';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { summaryItems } from '../../components/form-text.ts';
import { INTENT_FIELD, useFormResult } from '../../lib/use-form-result.ts';
import { PASSWORD_INTENT } from './password-actions.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

/** Props of {@link SetPasswordForm}. */
export interface SetPasswordFormProps {
  /** The page's namespace; both carry `setPassword.*` and `form.*`. */
  readonly ns: 'login' | 'myaccount';
  /** Shows a "skip for now" link to this address (sign-up offers it). */
  readonly skipTo?: string;
  /** Renders the `setPassword.title` heading; false when the surrounding card already has it. */
  readonly titled?: boolean;
}

/**
 * Gives a password to a signed-in account that has none (code sign-up): a form posting
 * `set-password` to the page's action, which works without JavaScript.
 */
export function SetPasswordForm({ ns, skipTo, titled = true }: SetPasswordFormProps) {
  const { t } = useTranslation(ns);
  const { failure, busy } = useFormResult<'password' | 'repeat'>(PASSWORD_INTENT.set);
  const id = useId();
  const ids = { password: `${id}-password`, repeat: `${id}-repeat` };
  return (
    <LoadingRegion loading={busy}>
      <Form method="post" className="account-form" noValidate aria-label={t('setPassword.title')}>
        <input type="hidden" name={INTENT_FIELD} value={PASSWORD_INTENT.set} />
        {titled ? <h2 className="account-form__title">{t('setPassword.title')}</h2> : null}
        <p className="account-form__intro">{t('setPassword.intro')}</p>
        <ErrorSummary
          title={t('form.summary')}
          items={summaryItems(t, failure?.errors ?? {}, ids, failure?.problem ?? null)}
          focusKey={failure ?? undefined}
        />
        <NewPasswordFields ids={ids} errors={failure?.errors ?? {}} t={t} />
        <div className="account-form__actions">
          <button className="button button--primary" type="submit" disabled={busy}>
            {t('setPassword.submit')}
          </button>
          {skipTo ? (
            <Link className="button button--ghost" to={skipTo}>
              {t('setPassword.skip')}
            </Link>
          ) : null}
        </div>
      </Form>
    </LoadingRegion>
  );
}
