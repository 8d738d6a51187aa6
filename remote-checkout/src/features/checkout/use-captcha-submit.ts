/**
 * Progressive enhancement of the checkout form: with JavaScript, the captcha v3 tokens a purchase
 * needs (rule account.captcha: anonymous signup, and the card's create_subscription) are fetched before
 * the form is submitted through React Router, which runs the route action in the browser.
 * Without JavaScript the form posts as it is and the action explains what is missing.
 */
import { useCallback, useState } from 'react';
import { useSubmit } from 'react-router';
import { useSession } from '@meridian/shared/session';
import { captchaToken } from './captcha-client.ts';

/** A hidden input of the form to fill with a token for a captcha action. */
export interface CaptchaField {
  /** The input's name (`recasign`, `recasign_card`). */
  readonly name: string;
  /** The reCAPTCHA action ('anonymous_signup', 'create_subscription'). */
  readonly action: string;
}

/** Where the tokens stand: being fetched, or failed (the script did not load or execute failed). */
export type CaptchaState = 'idle' | 'preparing' | 'failed';

/** `send(form, fields)` fills the fields' inputs with fresh tokens, then submits `form`. */
export function useCaptchaSubmit(): {
  readonly state: CaptchaState;
  readonly send: (form: HTMLFormElement, fields: readonly CaptchaField[]) => void;
} {
  const submit = useSubmit();
  const { apiBase } = useSession();
  const [state, setState] = useState<CaptchaState>('idle');
  const send = useCallback(
    (form: HTMLFormElement, fields: readonly CaptchaField[]) => {
      setState('preparing');
      Promise.all(fields.map(async ({ name, action }) => [name, await captchaToken(apiBase, action)] as const)).then(
        (tokens) => {
          for (const [name, token] of tokens) {
            const input = form.elements.namedItem(name);
            if (input instanceof HTMLInputElement) input.value = token;
          }
          setState('idle');
          void submit(form);
        },
        (error: unknown) => {
          console.warn('the captcha could not give a token', error);
          setState('failed');
        },
      );
    },
    [apiBase, submit],
  );
  return { state, send };
}
