import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

interface FieldShellProps {
  readonly id: string;
  readonly label: string;
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

function FieldShell({ id, label, error, hint, children }: FieldShellProps & { readonly children: ReactNode }) {
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
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

/** Props of {@link TextField}: the input's attributes plus its label, value and texts. */
export interface TextFieldProps extends FieldShellProps, InputProps {
  readonly value: string;
  readonly onValue: (value: string) => void;
}

/** A labelled input whose hint and error are tied to it with `aria-describedby` and `aria-invalid`. */
export function TextField({ id, label, error, hint, value, onValue, type = 'text', ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <input
        {...input}
        className="form-field__control"
        id={id}
        name={input.name ?? id}
        type={type}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, error, hint })}
      />
    </FieldShell>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'>;

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps extends FieldShellProps, TextAreaProps {
  readonly value: string;
  readonly onValue: (value: string) => void;
}

/** The multi-line sibling of {@link TextField}. */
export function TextAreaField({ id, label, error, hint, value, onValue, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <textarea
        {...textarea}
        className="form-field__control form-field__control--multiline"
        id={id}
        name={textarea.name ?? id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, error, hint })}
      />
    </FieldShell>
  );
}

/** Props of {@link EmailField}: a {@link TextField} whose email attributes are fixed. */
export interface EmailFieldProps extends Omit<TextFieldProps, 'name' | 'type' | 'inputMode' | 'spellCheck' | 'autoComplete'> {
  /** `username` where the address logs in with a password (login, reset), else `email`. */
  readonly autoComplete: 'username' | 'email';
}

/** The email input every account form uses: type, name, input mode and spell checking in one place. */
export function EmailField(props: EmailFieldProps) {
  return <TextField {...props} name="email" type="email" inputMode="email" spellCheck={false} />;
}
