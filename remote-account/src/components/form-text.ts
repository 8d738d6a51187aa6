/**
 * Texts every account form shares. Each namespace of this remote carries the same `form`
 * block (labels, field errors, API failures), because a page loads only its own namespace.
 */
import type { TFunction } from 'i18next';
import type { CommonFailure } from '../lib/api-errors.ts';
import type { FieldErrors } from '../lib/use-form.ts';
import type { FieldError } from '@meridian/shared/validation';
import type { SummaryItem } from './error-summary.tsx';

/** The namespaces of this remote, one per page (spec section 4). */
export type AccountNamespace = 'login' | 'forgetpassword' | 'resetpassword' | 'myaccount';

/** The message of a field error. */
export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  return error ? t(`form.errors.${error}`) : undefined;
}

/** The message of a failure with no more specific wording. */
export function failureText(t: TFunction, failure: CommonFailure): string {
  return t(`form.api.${failure}`);
}

/** Summary lines for a form: the problem first, then each field error in `fieldIds` order. */
export function summaryItems<F extends string>(
  t: TFunction,
  errors: FieldErrors<F>,
  fieldIds: Readonly<Record<F, string>>,
  problem: string | null,
): SummaryItem[] {
  const items: SummaryItem[] = problem ? [{ message: problem }] : [];
  for (const field of Object.keys(fieldIds) as F[]) {
    const message = fieldErrorText(t, errors[field]);
    if (message) items.push({ fieldId: fieldIds[field], message });
  }
  return items;
}
