import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHttp, useSession } from '@meridian/shared/session';
import { LoadingRegion, useToast } from '@meridian/shared/ui';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { failureText, summaryItems } from '../../components/form-text.ts';
import { API_CODE, apiCodeOf, commonFailureOf } from '../../lib/api-errors.ts';
import { collectErrors, hasErrors, useForm } from '../../lib/use-form.ts';
import { setPassword } from './password-api.ts';
import { NewPasswordFields, checkNewPassword } from './new-password-fields.tsx';

/** Props of {@link SetPasswordForm}. */
export interface SetPasswordFormProps {
  /** The page's namespace; both carry `setPassword.*` and `form.*`. */
  readonly ns: 'login' | 'myaccount';
  /** Called after the password is saved (or turned out to be set already). */
  readonly onDone?: () => void;
  /** Shows a "skip" button calling this (sign-up offers it). */
  readonly onSkip?: () => void;
  /** Renders the `setPassword.title` heading; false when the surrounding card already has it. */
  readonly titled?: boolean;
}

/**
 * Gives a password to a signed-in account that has none (code sign-up, checkout accounts):
 * POST web/set_password, then marks `password_set` in the user store.
 */
export function SetPasswordForm({ ns, onDone, onSkip, titled = true }: SetPasswordFormProps) {
  const { t } = useTranslation(ns);
  const http = useHttp();
  const { user } = useSession();
  const toast = useToast();
  const form = useForm({ password: '', repeat: '' });
  const id = useId();
  const ids = { password: `${id}-password`, repeat: `${id}-repeat` };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    const errors = collectErrors(checkNewPassword(form.values));
    if (hasErrors(errors)) return form.fail(errors);
    form.clearErrors();
    form.setBusy(true);
    try {
      await setPassword(http, form.values.password);
      user.update({ password_set: true });
      toast.success(t('setPassword.saved'));
      onDone?.();
    } catch (error) {
      if (apiCodeOf(error) === API_CODE.passwordAlreadySet) {
        user.update({ password_set: true });
        toast.warn(t('setPassword.alreadySet'));
        onDone?.();
      } else {
        form.fail({}, failureText(t, commonFailureOf(error)));
      }
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <LoadingRegion loading={form.busy}>
      <form className="account-form" noValidate onSubmit={submit} aria-label={t('setPassword.title')}>
        {titled ? <h2 className="account-form__title">{t('setPassword.title')}</h2> : null}
        <p className="account-form__intro">{t('setPassword.intro')}</p>
        <ErrorSummary title={t('form.summary')} items={summaryItems(t, form.errors, ids, form.problem)} attempt={form.attempt} />
        <NewPasswordFields form={form} ids={ids} t={t} />
        <div className="account-form__actions">
          <button className="button button--primary" type="submit">
            {t('setPassword.submit')}
          </button>
          {onSkip ? (
            <button className="button button--ghost" type="button" onClick={onSkip}>
              {t('setPassword.skip')}
            </button>
          ) : null}
        </div>
      </form>
    </LoadingRegion>
  );
}
