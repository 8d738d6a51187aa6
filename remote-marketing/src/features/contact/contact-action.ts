/**
 * The contact page's route action (decision 013): the form posts here with or without JavaScript.
 * On the server it runs for a browser without JavaScript (the host answers 303 after the
 * redirect); in the browser React Router runs it with the page's API client.
 */
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { pageOf } from '@meridian/shared/route-module';
import { readContact, validateContact, type ContactErrors, type ContactValues } from './contact-fields.ts';
import { submitContact, type SendFailure } from './submit-contact.ts';

/** Where a sent message leads: the contact page with its confirmation (post/redirect/get, so a reload sends nothing twice). */
export const SENT_LOCATION = '/contact-us?sent=1';

/** The query parameter {@link SENT_LOCATION} sets. */
export const SENT_PARAM = 'sent';

/** What the action answers when the message was not sent: the field errors or the failed call, and what was typed. */
export interface ContactActionData {
  readonly values: ContactValues;
  readonly errors: ContactErrors;
  readonly failure: SendFailure | null;
}

/**
 * HTTP status of a page whose message was not sent. A failed call is 200: the host turns a 5xx
 * page into a trip to the root (rule route.render-error), which would lose what the visitor typed.
 */
const FAILURE_STATUS: Readonly<Record<SendFailure, number>> = { invalid: 400, rateLimited: 429, network: 200, server: 200 };

/**
 * Validates the posted form (rule account.email) and sends it to contact_us. Answers 400 with
 * the field errors, the failure of the call with its status, or a redirect to {@link SENT_LOCATION}.
 */
export async function contactAction({ request, context }: ActionFunctionArgs) {
  const values = readContact(await request.formData());
  const errors = validateContact(values);
  if (Object.keys(errors).length > 0) return data<ContactActionData>({ values, errors, failure: null }, { status: 400 });
  const result = await submitContact(await pageOf(context).api(), values);
  if (result.ok) return redirect(SENT_LOCATION);
  return data<ContactActionData>({ values, errors: {}, failure: result.reason }, { status: FAILURE_STATUS[result.reason] });
}
