import { useActionData, useNavigation } from 'react-router';
import { isActionFailure, type ActionFailure } from './action-result.ts';

/** Name of the hidden field (or submit button) that says which form of a page was posted. */
export const INTENT_FIELD = 'intent';

/** What a form shows about its last submission. */
export interface FormResult<F extends string> {
  /** The route action's refusal of this form, or null. */
  readonly failure: ActionFailure<F> | null;
  /** True while this form's submission runs (in the browser). */
  readonly busy: boolean;
}

/**
 * The state of the form posted with `intent`: the action's refusal, read from `useActionData`
 * (also on the server, for a form posted without JavaScript), and whether it is being sent.
 */
export function useFormResult<F extends string>(intent: string): FormResult<F> {
  const actionData = useActionData();
  const navigation = useNavigation();
  const failure = isActionFailure(actionData) && actionData.intent === intent ? (actionData as ActionFailure<F>) : null;
  const busy = navigation.state !== 'idle' && navigation.formData?.get(INTENT_FIELD) === intent;
  return { failure, busy };
}

/** The intent of the log-out forms (/login and /myaccount). */
export const LOGOUT_INTENT = 'logout';
