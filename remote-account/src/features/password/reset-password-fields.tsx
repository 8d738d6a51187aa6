import { useId } from 'react';
import { EmailField, TextField } from '@meridian/shared/ui';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { fieldErrorText, summaryItems } from '../../components/form-text.ts';
import type { AccountT } from '../../lib/message-keys.ts';
import type { ActionFailure } from '../../lib/action-result.ts';
import { INTENT_FIELD } from '../../lib/use-form-result.ts';
import { PASSWORD_INTENT } from './password-actions.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

/** The fields of the reset form. */
export type ResetField = 'email' | 'code' | 'password' | 'repeat';

/**
 * Inside a form posting to /resetpassword: email, emailed code, new password and its
 * repetition, with the refusal of the last submission. Shared by /resetpassword and the
 * second step of /forgetpassword.
 */
export function ResetPasswordFields({
  t,
  email,
  failure,
}: {
  readonly t: AccountT;
  readonly email: string;
  readonly failure: ActionFailure<ResetField> | null;
}) {
  const id = useId();
  const ids = { email: `${id}-email`, code: `${id}-code`, password: `${id}-password`, repeat: `${id}-repeat` };
  return (
    <>
      <input type="hidden" name={INTENT_FIELD} value={PASSWORD_INTENT.reset} />
      <ErrorSummary
        title={t('form.summary')}
        items={summaryItems(t, failure?.errors ?? {}, ids, failure?.problem ?? null)}
        focusKey={failure ?? undefined}
      />
      <EmailField
        id={ids.email}
        label={t('form.email')}
        autoComplete="username"
        required
        defaultValue={failure?.values.email ?? email}
        error={fieldErrorText(t, failure?.errors.email)}
      />
      <TextField
        id={ids.code}
        name="code"
        label={t('form.code')}
        hint={t('form.codeHint')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        required
        defaultValue={failure?.values.code ?? ''}
        error={fieldErrorText(t, failure?.errors.code)}
      />
      <NewPasswordFields ids={ids} errors={failure?.errors ?? {}} t={t} />
    </>
  );
}
