import { useCallback, useState } from 'react';
import type { FieldError } from '@meridian/shared/validation';

/** Field errors of a form with fields `F`. */
export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

/** State of one account form: values, per-field errors and a form-level problem. */
export interface FormState<F extends string> {
  readonly values: Readonly<Record<F, string>>;
  readonly errors: FieldErrors<F>;
  /** A translated message about the whole submission (wrong password, network down). */
  readonly problem: string | null;
  /** Bumped by every failed submit, so the error summary takes focus again. */
  readonly attempt: number;
  readonly busy: boolean;
  /** Sets a value and forgets that field's error. */
  setValue(field: F, value: string): void;
  setValues(values: Partial<Record<F, string>>): void;
  /** Shows these errors (and problem) after a submit. */
  fail(errors: FieldErrors<F>, problem?: string | null): void;
  /** Clears errors and problem, for example when a submit starts. */
  clearErrors(): void;
  setBusy(busy: boolean): void;
}

/** True when `errors` holds at least one error. */
export function hasErrors<F extends string>(errors: FieldErrors<F>): boolean {
  return Object.values(errors).some((error) => error !== undefined && error !== null);
}

/** Drops the fields whose check passed (null), keeping the errors. */
export function collectErrors<F extends string>(checks: Readonly<Record<F, FieldError | null>>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(checks) as F[]) {
    const error = checks[field];
    if (error) errors[field] = error;
  }
  return errors;
}

/** The state of a form whose fields start at `initial`. */
export function useForm<F extends string>(initial: Readonly<Record<F, string>>): FormState<F> {
  const [values, setAll] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  const setValue = useCallback((field: F, value: string) => {
    setAll((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => {
      if (previous[field] === undefined) return previous;
      const next = { ...previous };
      delete next[field];
      return next;
    });
  }, []);
  const setValues = useCallback((patch: Partial<Record<F, string>>) => setAll((previous) => ({ ...previous, ...patch })), []);
  const fail = useCallback((next: FieldErrors<F>, nextProblem: string | null = null) => {
    setErrors(next);
    setProblem(nextProblem);
    setAttempt((value) => value + 1);
  }, []);
  const clearErrors = useCallback(() => {
    setErrors({});
    setProblem(null);
  }, []);

  return { values, errors, problem, attempt, busy, setValue, setValues, fail, clearErrors, setBusy };
}
