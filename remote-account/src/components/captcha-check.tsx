import { useEffect, useId } from 'react';
import type { TFunction } from 'i18next';
import { useCaptchaWidget } from '../lib/use-captcha-widget.ts';

/** Props of {@link CaptchaCheck}. */
export interface CaptchaCheckProps {
  /** The page namespace's `t`; it carries `captcha.label`, `captcha.loading` and `captcha.failed`. */
  readonly t: TFunction<'login' | 'forgetpassword'>;
  /** Changes with every answer of the form's action: a token works once, so the box is unticked each time. */
  readonly resetKey?: unknown;
}

/**
 * The captcha v2 checkbox of a form ("Security check"), posted as the hidden `recasign`. It
 * needs JavaScript: without it CSS `scripting` hides the group (the form says what to do instead).
 * The server renders the same markup the browser hydrates; the widget fills a box of fixed height.
 */
export function CaptchaCheck({ t, resetKey }: CaptchaCheckProps) {
  const { containerRef, status, token, reset } = useCaptchaWidget();
  const id = useId();

  useEffect(() => {
    if (resetKey) reset();
  }, [resetKey, reset]);

  return (
    <div className="captcha" role="group" aria-labelledby={`${id}-captcha-label`}>
      <p className="form-field__label" id={`${id}-captcha-label`}>
        {t('captcha.label')}
      </p>
      <div className="captcha__box">
        {status === 'loading' ? <p className="captcha__status">{t('captcha.loading')}</p> : null}
        {status === 'failed' ? <p className="form-field__error">{t('captcha.failed')}</p> : null}
        <div className="captcha__widget" ref={containerRef} />
      </div>
      <input type="hidden" name="recasign" value={token} />
    </div>
  );
}
