import type { TFunction } from 'i18next';
import { fieldErrorText } from '../../components/form-text.ts';
import { TextField } from '@meridian/shared/ui';
import type { FormState } from '../../lib/use-form.ts';
import { validateNewPassword, validatePasswordRepeat, type FieldError } from '@meridian/shared/validation';

/** The two fields every "choose a password" form has. */
export type NewPasswordField = 'password' | 'repeat';

/** Checks of the two fields: the spec section 5 rule, then the repetition. */
export function checkNewPassword(values: Readonly<Record<NewPasswordField, string>>): Record<NewPasswordField, FieldError | null> {
  return { password: validateNewPassword(values.password), repeat: validatePasswordRepeat(values.password, values.repeat) };
}

/** New password (with the rules as its hint) and its repetition. */
export function NewPasswordFields<F extends string>({
  form,
  ids,
  t,
}: {
  readonly form: FormState<F | NewPasswordField>;
  readonly ids: Readonly<Record<NewPasswordField, string>>;
  readonly t: TFunction;
}) {
  return (
    <>
      <TextField
        id={ids.password}
        name="new-password"
        type="password"
        label={t('form.newPassword')}
        hint={t('form.passwordHint')}
        autoComplete="new-password"
        value={form.values.password}
        onValue={(value) => form.setValue('password', value)}
        error={fieldErrorText(t, form.errors.password)}
      />
      <TextField
        id={ids.repeat}
        name="repeat-password"
        type="password"
        label={t('form.repeatPassword')}
        autoComplete="new-password"
        value={form.values.repeat}
        onValue={(value) => form.setValue('repeat', value)}
        error={fieldErrorText(t, form.errors.repeat)}
      />
    </>
  );
}
