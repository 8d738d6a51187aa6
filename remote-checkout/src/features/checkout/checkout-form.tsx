import { useRef, useState, type FormEvent } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cancelIfBlocked } from '@meridian/shared/action-blocker';
import { EmailField } from '@meridian/shared/ui';
import { ProofStrip } from '@meridian/shared/proof-strip';
import type { CheckoutActionData, CheckoutError } from './checkout-action.ts';
import type { Buyer } from './load-buyer.ts';
import { GuaranteeSeal, MethodMark } from '../../components/trust-marks.tsx';
import { useFocusFirstError } from './use-focus-first-error.ts';
import { methodById, needsCaptcha, type MethodId } from '../../lib/payment-methods.ts';
import { useCaptchaSubmit, type CaptchaField } from './use-captcha-submit.ts';

/** Props of {@link CheckoutForm}. */
export interface CheckoutFormProps {
  readonly planId: number;
  readonly buyer: Buyer;
  /** Method ids to offer, in display order. */
  readonly methods: readonly MethodId[];
  /** The visitor's country (geo_info), for the action blocker (rule account.china). */
  readonly country: string;
}

const SIGNUP: CaptchaField = { name: 'recasign', action: 'anonymous_signup' };
const CARD: CaptchaField = { name: 'recasign_card', action: 'create_subscription' };

/** The captcha fields a submit of `form` needs: signup for a guest, the card's for the card. */
function captchaFields(form: HTMLFormElement, guest: boolean): CaptchaField[] {
  const method = methodById(new FormData(form).get('method'));
  return [...(guest ? [SIGNUP] : []), ...(method && needsCaptcha(method) ? [CARD] : [])];
}

/**
 * The payment form: receipt address (unless a member is signed in), payment method with its
 * marks, and the pay button. It posts to the route action with or without JavaScript; a guest
 * without JavaScript reads, next to the button, that paying needs it (the captcha runs in the browser).
 */
export function CheckoutForm({ planId, buyer, methods, country }: CheckoutFormProps) {
  const { t } = useTranslation('pricing');
  const answer = useActionData<CheckoutActionData>();
  const navigation = useNavigation();
  const captcha = useCaptchaSubmit();
  // The blocked submit's count: each one is a new failure to show (focus moves again).
  const [blocked, setBlocked] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const guest = buyer.kind === 'guest';
  const submitting = navigation.state === 'submitting' || navigation.state === 'loading' || captcha.state === 'preparing';
  const chosen = answer?.values.method ?? methods[0];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!cancelIfBlocked(country, event)) {
      setBlocked((count) => count + 1);
      return;
    }
    setBlocked(0);
    const fields = captchaFields(event.currentTarget, guest);
    if (submitting) event.preventDefault();
    else if (fields.length > 0) {
      event.preventDefault();
      captcha.send(event.currentTarget, fields);
    }
  };

  const error: CheckoutError | null = blocked > 0 ? 'blocked' : captcha.state === 'failed' ? 'captcha' : (answer?.errors.form ?? null);
  const emailError = answer?.errors.email;
  const answerFailed =
    answer !== undefined && (answer.errors.form !== undefined || emailError !== undefined || answer.errors.method !== undefined);
  // What failed last: the action's answer, a blocked submit or the captcha; focus follows each (decision 040).
  useFocusFirstError(form, blocked > 0 ? `blocked-${blocked}` : captcha.state === 'failed' ? 'captcha' : answerFailed ? answer : null);
  return (
    <Form ref={form} method="post" className="checkout-form" onSubmit={onSubmit} noValidate aria-labelledby="checkout-form-title">
      <h2 id="checkout-form-title" className="checkout-form__title">
        {t('checkout.payTitle')}
      </h2>
      <input type="hidden" name="plan" value={planId} />
      {guest ? <input type="hidden" name="recasign" defaultValue="" /> : null}
      <input type="hidden" name="recasign_card" defaultValue="" />
      {buyer.kind === 'member' ? (
        <p className="checkout-form__account">
          {buyer.email ? t('checkout.signedIn', { email: buyer.email }) : t('checkout.signedInNoEmail')}
        </p>
      ) : (
        <EmailField
          id="checkout-email"
          label={t('checkout.email')}
          hint={t('checkout.emailHint')}
          autoComplete="email"
          required
          defaultValue={answer?.values.email ?? ''}
          error={emailError ? t(`checkout.errors.${emailError}`) : undefined}
        />
      )}
      <fieldset className="method-list" aria-describedby={answer?.errors.method ? 'checkout-method-error' : undefined}>
        <legend className="form-field__label">{t('checkout.method')}</legend>
        {methods.map((id) => (
          <label key={id} className="method">
            <input type="radio" name="method" value={id} defaultChecked={id === chosen} />
            <MethodMark id={id} />
            <span className="method__text">
              <span className="method__name">{t(`checkout.methods.${id}.name`)}</span>
              <span className="method__hint">{t(`checkout.methods.${id}.hint`)}</span>
            </span>
          </label>
        ))}
        {methods.length === 0 ? <p className="checkout-notice">{t('checkout.noMethods')}</p> : null}
        {answer?.errors.method ? (
          <p id="checkout-method-error" className="form-field__error">
            {t('checkout.errors.methodRequired')}
          </p>
        ) : null}
      </fieldset>
      <p className="checkout-form__progress" role="status">
        {submitting ? t('checkout.progress') : null}
      </p>
      {error === null ? null : (
        <p className="checkout-notice checkout-notice--error" role="alert" tabIndex={-1}>
          {t(`checkout.errors.${error}`)}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary button--large checkout-form__pay"
        disabled={methods.length === 0}
        aria-disabled={submitting}
      >
        {t('checkout.pay')}
      </button>
      {guest ? (
        <noscript>
          <p className="checkout-notice checkout-notice--javascript">{t('checkout.errors.javascript')}</p>
        </noscript>
      ) : null}
      <GuaranteeSeal compact />
      <p className="checkout-form__secure">{t('trust.secure')}</p>
      <ProofStrip variant="line" />
      <p className="checkout-fineprint">{t('checkout.redirectNote')}</p>
    </Form>
  );
}
