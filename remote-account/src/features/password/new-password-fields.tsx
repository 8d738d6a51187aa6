import { TextField } from '@meridian/shared/ui';
import { validateNewPassword, validatePasswordRepeat, type FieldError } from '@meridian/shared/validation';
import { fieldErrorText } from '../../components/form-text.ts';
import type { AccountT } from '../../lib/message-keys.ts';

/** The two fields every "choose a password" form has. */
export type NewPasswordField = 'password' | 'repeat';

/** Posted names of the two fields. */
export const NEW_PASSWORD_NAMES: Readonly<Record<NewPasswordField, string>> = Object.freeze({
  password: 'new-password',
  repeat: 'repeat-password',
});

/** Checks of the two fields: rule account.password, then the repetition. */
export function checkNewPassword(values: Readonly<Record<NewPasswordField, string>>): Record<NewPasswordField, FieldError | null> {
  return { password: validateNewPassword(values.password), repeat: validatePasswordRepeat(values.password, values.repeat) };
}

/** New password (with the rules as its hint) and its repetition, posting `new-password` and `repeat-password`. */
export function NewPasswordFields({
  ids,
  errors,
  t,
}: {
  readonly ids: Readonly<Record<NewPasswordField, string>>;
  readonly errors: Partial<Record<NewPasswordField, FieldError>>;
  readonly t: AccountT;
}) {
  return (
    <>
      <TextField
        id={ids.password}
        name={NEW_PASSWORD_NAMES.password}
        type="password"
        label={t('form.newPassword')}
        hint={t('form.passwordHint')}
        autoComplete="new-password"
        required
        error={fieldErrorText(t, errors.password)}
      />
      <TextField
        id={ids.repeat}
        name={NEW_PASSWORD_NAMES.repeat}
        type="password"
        label={t('form.repeatPassword')}
        autoComplete="new-password"
        required
        error={fieldErrorText(t, errors.repeat)}
      />
    </>
  );
}
