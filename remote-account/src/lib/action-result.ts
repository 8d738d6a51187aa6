/**
 * What this remote's route actions answer when they do not redirect (decision 013: forms submit
 * through route actions). A refused submission is a value (docs/conventions.md rule 10): `data(failure,
 * { status: 400 })`, rendered by the page that posted, with or without JavaScript. Statuses stay
 * below 500: the host sends a server render that ends in 5xx to the home page (rule route.render-error).
 */
import { data } from 'react-router';
import type { FieldError } from '@meridian/shared/validation';
import type { AccountKey } from './message-keys.ts';

/** A translated message of the page's namespace, by key, with its interpolation values. */
export interface Problem {
  readonly key: AccountKey;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** A refused submission of the form named by `intent`. */
export interface ActionFailure<F extends string = string> {
  readonly intent: string;
  readonly errors: Partial<Record<F, FieldError>>;
  /** What the visitor typed (never passwords), to fill the fields in again. */
  readonly values: Partial<Record<F, string>>;
  /** A message about the whole submission (wrong password, network down), or null. */
  readonly problem: Problem | null;
}

/** Type guard for {@link ActionFailure}, for `useActionData()`, whose type is unknown here. */
export function isActionFailure(value: unknown): value is ActionFailure {
  return typeof value === 'object' && value !== null && typeof (value as { intent?: unknown }).intent === 'string' && 'errors' in value;
}

/** True when `errors` holds at least one error. */
export function hasErrors(errors: Readonly<Record<string, FieldError | null | undefined>>): boolean {
  return Object.values(errors).some((error) => error !== undefined && error !== null);
}

/** Drops the fields whose check passed (null), keeping the errors. */
export function collectErrors<F extends string>(checks: Readonly<Record<F, FieldError | null>>): Partial<Record<F, FieldError>> {
  const errors: Partial<Record<F, FieldError>> = {};
  for (const field of Object.keys(checks) as F[]) {
    const error = checks[field];
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * The 400 answer for a refused submission (429 when `status` says so: rate limits and lockouts).
 * `values` must not hold passwords.
 */
export function refuse<F extends string>(
  intent: string,
  failure: {
    readonly errors?: Partial<Record<F, FieldError>>;
    readonly values?: Partial<Record<F, string>>;
    readonly problem?: Problem | null;
  },
  status: 400 | 429 = 400,
) {
  const body: ActionFailure<F> = { intent, errors: failure.errors ?? {}, values: failure.values ?? {}, problem: failure.problem ?? null };
  return data(body, { status });
}
