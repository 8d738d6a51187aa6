import { Form, useActionData, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TextField } from '@meridian/shared/ui';
import type { ClaimActionData } from './claim-action.ts';
import type { ClaimState } from './load-success.ts';

/**
 * For a buyer who paid without an account: the sign-in code sent to the receipt address, and a
 * form that posts it (with the anonymous session) to keep the purchase in that address's
 * account. A second form mails a new code. Both work without JavaScript.
 */
export function ClaimForm({ claim }: { readonly claim: ClaimState }) {
  const { t } = useTranslation('paysuc');
  const answer = useActionData<ClaimActionData>();
  const busy = useNavigation().state !== 'idle';
  const error = answer && 'error' in answer ? answer.error : null;
  const resent = answer !== undefined && 'resent' in answer;
  // A code went out a short while ago (the API wants a security check for another one): it still works.
  const sent = claim.sent || resent || error === 'captchaNeeded';
  return (
    <section className="claim" aria-labelledby="claim-title">
      <h2 id="claim-title" className="claim__title">
        {t('claim.title')}
      </h2>
      <p className="claim__text">{t(sent ? 'claim.sent' : 'claim.notSent', { email: claim.email })}</p>
      {sent ? (
        <Form method="post" className="claim__form" noValidate>
          <input type="hidden" name="intent" value="claim" />
          <input type="hidden" name="email" value={claim.email} />
          <TextField
            id="claim-code"
            name="code"
            label={t('claim.code')}
            hint={t('claim.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            error={error && error !== 'captchaNeeded' ? t(`claim.errors.${error}`) : undefined}
          />
          <button type="submit" className="button button--primary" aria-disabled={busy}>
            {t('claim.submit')}
          </button>
        </Form>
      ) : null}
      {error !== null && (!sent || error === 'captchaNeeded') ? (
        <p className="form-field__error" role="alert">
          {t(`claim.errors.${error}`)}
        </p>
      ) : null}
      <Form method="post" className="claim__resend">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="email" value={claim.email} />
        <button type="submit" className="button button--ghost button--small" aria-disabled={busy}>
          {t('claim.resend')}
        </button>
        <span className="claim__resent" role="status">
          {resent ? t('claim.resent') : null}
        </span>
      </Form>
    </section>
  );
}
