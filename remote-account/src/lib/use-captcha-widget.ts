import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { waitForCaptcha } from '@meridian/shared/captcha';
import { useSession } from '@meridian/shared/session';
import { CAPTCHA_SITE_KEY, captchaScriptUrl, loadCaptchaScript, readGrecaptcha } from './captcha-script.ts';

/** Where the widget is: script loading (also on the server and while hydrating), shown, or the script never came. */
export type CaptchaStatus = 'loading' | 'ready' | 'failed';

/** The v2 widget of one form. */
export interface CaptchaWidget {
  /** Attach to an empty element; the script renders the checkbox inside it. */
  readonly containerRef: RefObject<HTMLDivElement | null>;
  readonly status: CaptchaStatus;
  /** The widget's token once ticked, '' before and after it expires; the form posts it as `recasign`. */
  readonly token: string;
  /** Unticks the widget: a token works once, so every answer from the API needs a new one. */
  reset(): void;
}

const isLoaded = () => readGrecaptcha(window) !== undefined;

/**
 * Loads the captcha script once (a `<script>` element added in an effect, so never on the
 * server), waits for `grecaptcha` (the polling of rule account.captcha) and renders the v2 checkbox into
 * `containerRef`; its callbacks keep {@link CaptchaWidget.token} current.
 */
export function useCaptchaWidget(): CaptchaWidget {
  const { apiBase } = useSession();
  const containerRef = useRef<HTMLDivElement | null>(null);
  const widgetId = useRef<number | undefined>(undefined);
  const [status, setStatus] = useState<CaptchaStatus>('loading');
  const [token, setToken] = useState('');

  useEffect(() => {
    let active = true;
    const script = loadCaptchaScript(document, captchaScriptUrl(apiBase));
    const onError = () => {
      if (active && !isLoaded()) setStatus('failed');
    };
    script.addEventListener('error', onError);
    waitForCaptcha(() => !active || isLoaded()).then(
      () => {
        const grecaptcha = readGrecaptcha(window);
        const container = containerRef.current;
        if (!active || !grecaptcha || !container) return;
        container.replaceChildren();
        widgetId.current = grecaptcha.render(container, {
          sitekey: CAPTCHA_SITE_KEY,
          callback: (issued) => setToken(issued),
          'expired-callback': () => setToken(''),
        });
        setStatus('ready');
      },
      () => {
        if (active) setStatus('failed');
      },
    );
    return () => {
      active = false;
      widgetId.current = undefined;
      script.removeEventListener('error', onError);
    };
  }, [apiBase]);

  const reset = useCallback(() => {
    if (widgetId.current !== undefined) readGrecaptcha(window)?.reset(widgetId.current);
    setToken('');
  }, []);

  return { containerRef, status, token, reset };
}
