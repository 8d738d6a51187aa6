/**
 * The form fields of every remote, one form field for all (decision 009): a label, an optional hint and an
 * error tied to the control with `aria-describedby` and `aria-invalid`. A field is controlled
 * (`value` and `onValue`) or not (`defaultValue`, for forms that post to a route action and work
 * without JavaScript). Styles: `.form-field` in the design system.
 */
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

interface FieldShellProps {
  readonly id: string;
  readonly label: string;
  /** Translated marker shown after the label of an optional field ("optional"). */
  readonly optionalLabel?: string | undefined;
  /** Translated error text; marks the control invalid and describes it. */
  readonly error?: string | undefined;
  /** Translated help text shown under the label. */
  readonly hint?: string | undefined;
}

/** `aria-describedby` for a control with these hint and error texts. */
function describedBy({ id, error, hint }: FieldShellProps): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldShell({ id, label, optionalLabel, error, hint, children }: FieldShellProps & { readonly children: ReactNode }) {
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {optionalLabel ? <span className="form-field__optional">{optionalLabel}</span> : null}
      </label>
      {hint ? (
        <p className="form-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="form-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'>;

/** Controlled (`value` with `onValue`) or uncontrolled (`defaultValue`). */
type ValueProps =
  { readonly value: string; readonly onValue: (value: string) => void } | { readonly value?: undefined; readonly onValue?: undefined };

/** Props of {@link TextField}: the input's attributes plus its label, value and texts. */
export type TextFieldProps = FieldShellProps & InputProps & ValueProps;

function valueProps(value: string | undefined, onValue: ((value: string) => void) | undefined) {
  return value === undefined || onValue === undefined
    ? {}
    : { value, onChange: (event: { target: { value: string } }) => onValue(event.target.value) };
}

/** A labelled input whose hint and error are tied to it with `aria-describedby` and `aria-invalid`. */
export function TextField({ id, label, optionalLabel, error, hint, value, onValue, type = 'text', ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} optionalLabel={optionalLabel} error={error} hint={hint}>
      <input
        {...input}
        className="form-field__control"
        id={id}
        name={input.name ?? id}
        type={type}
        {...valueProps(value, onValue)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, error, hint })}
      />
    </FieldShell>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'>;

/** Props of {@link TextAreaField}. */
export type TextAreaFieldProps = FieldShellProps & TextAreaProps & ValueProps;

/** The multi-line sibling of {@link TextField}. */
export function TextAreaField({ id, label, optionalLabel, error, hint, value, onValue, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} optionalLabel={optionalLabel} error={error} hint={hint}>
      <textarea
        {...textarea}
        className="form-field__control form-field__control--multiline"
        id={id}
        name={textarea.name ?? id}
        {...valueProps(value, onValue)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, error, hint })}
      />
    </FieldShell>
  );
}

/** Props of {@link EmailField}: a {@link TextField} whose email attributes are fixed. */
export type EmailFieldProps = Omit<FieldShellProps & InputProps, 'name' | 'type' | 'inputMode' | 'spellCheck' | 'autoComplete'> &
  ValueProps & {
    /** `username` where the address logs in with a password (login, reset), else `email`. */
    readonly autoComplete: 'username' | 'email';
  };

/** The email input every account form uses: type, name, input mode and spell checking in one place. */
export function EmailField(props: EmailFieldProps) {
  return <TextField {...props} name="email" type="email" inputMode="email" spellCheck={false} />;
}
