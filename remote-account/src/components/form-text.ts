/**
 * Texts every account form shares. Each namespace of this remote carries the same `form`
 * block (labels, field errors, API failures), because a page loads only its own namespace.
 */
import type { FieldError } from '@meridian/shared/validation';
import type { Problem } from '../lib/action-result.ts';
import type { AccountT } from '../lib/message-keys.ts';
import type { SummaryItem } from './error-summary.tsx';

/** The message of a field error. */
export function fieldErrorText(t: AccountT, error: FieldError | undefined): string | undefined {
  return error ? t(`form.errors.${error}`) : undefined;
}

/** The message of a form-level problem. */
export function problemText(t: AccountT, problem: Problem): string {
  return t(problem.key, problem.values ?? {});
}

/** Summary lines for a form: the problem first, then each field error in `fieldIds` order. */
export function summaryItems<F extends string>(
  t: AccountT,
  errors: Partial<Record<F, FieldError>>,
  fieldIds: Readonly<Record<F, string>>,
  problem: Problem | null,
): SummaryItem[] {
  const items: SummaryItem[] = problem ? [{ message: problemText(t, problem) }] : [];
  for (const field of Object.keys(fieldIds) as F[]) {
    const message = fieldErrorText(t, errors[field]);
    if (message) items.push({ fieldId: fieldIds[field], message });
  }
  return items;
}
