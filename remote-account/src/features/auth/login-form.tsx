import { useId, useSyncExternalStore } from 'react';
import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmailField, LoadingRegion, TextField } from '@meridian/shared/ui';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { fieldErrorText, summaryItems } from '../../components/form-text.ts';
import { INTENT_FIELD, useFormResult } from '../../lib/use-form-result.ts';
import { LOGIN_INTENT, NO_SCRIPT_FIELD } from './login-actions.ts';
import { CaptchaCheck } from '../../components/captcha-check.tsx';

/** Problems after which the code sign-in is the way forward (lockout, no JavaScript). */
const OFFER_CODE = new Set(['errors.locked', 'captcha.noJavaScript']);

const subscribeNever = () => () => undefined;

/**
 * False in the server's HTML and while hydrating, true once React runs in the browser. A form
 * posted before that went without JavaScript (React Router's own submissions come after it).
 */
function useScripted(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * Email, password and the captcha v2 checkbox, posted to the /login action. The checkbox needs
 * JavaScript: without it the form still shows, the security check is hidden and a sentence next
 * to the button offers the emailed-code sign-in (both by CSS `scripting`, so no layout shift and
 * no `<noscript>`, which some browsers parse as text); the server's HTML posts `js=off`. The server renders the
 * same markup the browser hydrates; the widget fills a box of fixed height (no layout shift).
 */
export function LoginForm({ codeSignInPath }: { readonly codeSignInPath: string }) {
  const { t } = useTranslation('login');
  const { failure, busy } = useFormResult<'email' | 'password'>(LOGIN_INTENT.password);
  const scripted = useScripted();
  const id = useId();
  const ids = { email: `${id}-email`, password: `${id}-password` };

  const codeLink = (
    <Link className="account-form__switch" to={codeSignInPath}>
      {t('useCode')}
    </Link>
  );
  return (
    <LoadingRegion loading={busy}>
      <Form method="post" className="account-form" noValidate aria-label={t('tabs.login')}>
        <input type="hidden" name={INTENT_FIELD} value={LOGIN_INTENT.password} />
        {scripted ? null : <input type="hidden" name={NO_SCRIPT_FIELD} value="off" />}
        <ErrorSummary
          title={t('form.summary')}
          items={summaryItems(t, failure?.errors ?? {}, ids, failure?.problem ?? null)}
          focusKey={failure ?? undefined}
        >
          {failure?.problem && OFFER_CODE.has(failure.problem.key) ? <p className="form-summary__action">{codeLink}</p> : null}
        </ErrorSummary>
        <EmailField
          id={ids.email}
          label={t('form.email')}
          autoComplete="username"
          required
          defaultValue={failure?.values.email ?? ''}
          error={fieldErrorText(t, failure?.errors.email)}
        />
        <TextField
          id={ids.password}
          name="password"
          type="password"
          label={t('form.password')}
          autoComplete="current-password"
          required
          error={fieldErrorText(t, failure?.errors.password)}
        />
        <p className="account-form__aside">
          <Link to="/forgetpassword">{t('forgot')}</Link>
        </p>
        {/* A token works once: after any refusal the visitor ticks the box again. */}
        <CaptchaCheck t={t} resetKey={failure} />
        <div className="account-form__actions">
          <button className="button button--primary" type="submit" disabled={busy}>
            {t('submit')}
          </button>
          <p className="account-form__noscript">
            {t('captcha.needsJavaScript')} {codeLink}
          </p>
        </div>
      </Form>
    </LoadingRegion>
  );
}
